import { MAX_TECHNIQUE_SIZE } from '../../models/sudoku/techniques/TechniqueLayout.js';
import type { CheckedPuzzle } from '../checkPuzzleEntry.js';
import { type CheckableEntry, checkPuzzleEntry } from '../checkPuzzleEntry.js';

/**
 * `checkPuzzleEntry` plus the techniques' size limit: a grid wider than `MAX_TECHNIQUE_SIZE` is invalid
 * input for `hint`, `steps` and `rate` (one such puzzle must not stop the others).
 */
export function checkTechniqueEntry(entry: CheckableEntry): CheckedPuzzle {
  const checked = checkPuzzleEntry(entry);
  if (checked.reason !== undefined) return checked;
  const g = checked.grid.geometry;
  if (g.size > MAX_TECHNIQUE_SIZE) {
    return {
      reason: `human-style solving handles grids up to ${MAX_TECHNIQUE_SIZE}×${MAX_TECHNIQUE_SIZE}; got ${g.describe()}`,
    };
  }
  return checked;
}
