import type { FPuzzlesEntry } from '../FPuzzlesMapping.js';
import { cellNamesOf, fpuzzlesFail } from '../fpuzzlesData.js';

/** Every line of the f-puzzles entries of `key` (`{ lines: [[cells…], …] }`), one cell list per line. */
export function fpuzzlesLines(entries: readonly FPuzzlesEntry[], key: string): string[][] {
  return entries.flatMap((e) => {
    if (!Array.isArray(e.lines)) fpuzzlesFail(`${key}: 'lines' must be a list of cell lists`);
    return (e.lines as unknown[]).map((line) => cellNamesOf({ line }, 'line', key));
  });
}
