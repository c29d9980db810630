import { addAutomatonLine } from '../automata/addAutomatonLine.js';
import { DigitRegexError } from '../automata/DigitRegexError.js';
import { parseDigitRegex } from '../automata/parseDigitRegex.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, textField } from '../variantFields.js';

/** Regex line (ISS `Regex`): the digits along the line, read in order, match a regular expression. */
export const regexLineRule = defineRule({
  type: 'regexLine',
  description:
    "Regex line: the digits along it, read in order, match 'pattern' as a whole (digits, '.', [1-3], [^5], ( ), |, *, +, ?, {n}, {n,}, {n,m}).",
  fields: {
    /** The cells, in reading order. */
    cells: cellsField({ min: 1, max: 'N*N', description: 'The cells, in reading order.' }),
    /** The pattern. */
    pattern: textField(
      'The regular expression over digits (10 and up written a, b, …); whitespace is ignored.',
    ),
  },
  resolve(ctx: VariantRuleContext, { cells, pattern }) {
    let nfa: ReturnType<typeof parseDigitRegex>;
    try {
      nfa = parseDigitRegex(pattern, ctx.n);
    } catch (e) {
      if (e instanceof DigitRegexError) ctx.fail(`'pattern': ${e.message}`);
      throw e;
    }
    addAutomatonLine(ctx, cells, nfa, `must match ${pattern}`);
  },
});

/** A regex line. */
export type RegexLineSpec = VariantConstraintOf<'regexLine'>;
