import { type ParsedPuzzle, PuzzleInputError } from '../../models/common/index.js';
import type { FamilyFlags } from './FamilyFlags.js';
import type { FamilySearch } from './FamilySearch.js';
import type { FamilySpec } from './FamilySpec.js';

/**
 * The search of one puzzle, or why its input is invalid (read error or a `PuzzleInputError` of the
 * model). Any other throw is a failure of ours, not of the input: it is left to the caller (`unknown`).
 */
export function prepareFamilySearch<P, F extends FamilyFlags>(
  spec: FamilySpec<P, F>,
  entry: ParsedPuzzle<P>,
  flags: F,
): FamilySearch | { readonly invalid: string } {
  if ('error' in entry) return { invalid: entry.error };
  try {
    return spec.search(entry.puzzle, flags);
  } catch (e) {
    if (e instanceof PuzzleInputError) return { invalid: e.message };
    throw e;
  }
}
