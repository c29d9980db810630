import { CspError } from '../core/errors/CspError.js';
import { MAX_SYMBOL_VALUE } from '../models/sudoku/sudokuSymbols.js';
import { classicGridOf, describeVariantRules } from '../models/sudoku/variants/classicGridOf.js';
import type { VariantInputEntry } from '../models/sudoku/variants/VariantInputEntry.js';
import type { InputEntry } from './InputEntry.js';

/**
 * Variant input entries as classic entries (see `openClassicInput`); puzzles with variant rules are
 * refused naming `verb`, or with `keepVariants` passed on as `variant` entries (see `openStepperInput`).
 */
export function classicEntries(
  entries: readonly VariantInputEntry[],
  verb: string,
  keepVariants = false,
): InputEntry[] {
  return entries.map((e): InputEntry => {
    const at = { key: 'puzzle', at: e.index, format: 'line' } as const;
    if (e.puzzle === undefined) return { ...at, error: e.error ?? 'no puzzle could be read' };
    try {
      const grid = classicGridOf(e.puzzle);
      if (grid !== undefined) {
        return { ...at, format: grid.geometry.size <= MAX_SYMBOL_VALUE ? 'line' : 'grid', grid };
      }
      if (keepVariants) return { ...at, variant: e.puzzle };
      return {
        ...at,
        error: `'${verb}' takes classic sudoku only; this puzzle has ${describeVariantRules(e.puzzle)} ('solve' and 'count' take variants)`,
      };
    } catch (err) {
      if (err instanceof CspError) return { ...at, error: err.message };
      throw err;
    }
  });
}
