import type { FPuzzlesSource } from '../FPuzzlesMapping.js';
import { cellNamesOf, fpuzzlesFail } from '../fpuzzlesData.js';

/** Every line of every f-puzzles entry under `key` (`{ lines: [[cells…], …] }`), one cell list per line. */
export function fpuzzlesLines(fp: FPuzzlesSource, key: string): string[][] {
  return fp.list(key).flatMap((e) => {
    if (!Array.isArray(e.lines)) fpuzzlesFail(`${key}: 'lines' must be a list of cell lists`);
    return (e.lines as unknown[]).map((line) => cellNamesOf({ line }, 'line', key));
  });
}
