import { InvalidArgumentError } from 'commander';
import type { SclRuleMapping } from '../models/sudoku/variants/scl/SclRuleMapping.js';
import { parseSclRuleMapping } from '../models/sudoku/variants/scl/SclRuleMapping.js';
import { SCL_LINE_RULES } from '../models/sudoku/variants/scl/sclLineRules.js';
import { VariantError } from '../models/sudoku/variants/VariantError.js';

/** Help text of `--rule`. */
export const SCL_RULE_HELP = `what a SudokuPad SCL line or arrow of one colour means: '<line|arrow> <colour>=<rule>' (repeatable; rules: ${Object.keys(SCL_LINE_RULES).join(', ')})`;

/** Commander option parser collecting `--rule` mappings; a malformed one is a usage error naming it. */
export function collectSclRule(value: string, previous: readonly SclRuleMapping[] = []): SclRuleMapping[] {
  try {
    return [...previous, parseSclRuleMapping(value)];
  } catch (e) {
    if (e instanceof VariantError) throw new InvalidArgumentError(e.message);
    throw e;
  }
}
