import type { FPuzzlesEntry, FPuzzlesMapping } from '../FPuzzlesMapping.js';
import { cellNamesOf, fpCells, fpuzzlesFail } from '../fpuzzlesData.js';

/** Every line of the f-puzzles entries of `key` (`{ lines: [[cells…], …] }`), one cell list per line. */
export function fpuzzlesLines(entries: readonly FPuzzlesEntry[], key: string): string[][] {
  return entries.flatMap((e) => {
    if (!Array.isArray(e.lines)) fpuzzlesFail(`${key}: 'lines' must be a list of cell lists`);
    return (e.lines as unknown[]).map((line) => cellNamesOf({ line }, 'line', key));
  });
}

/**
 * The f-puzzles form of a rule that is just a line under one key (`renban`, `palindrome`, …): each
 * line of the key's entries reads as one constraint `{ type, cells }`, and a constraint writes back as
 * one entry with one line.
 */
export function plainLineMapping<T extends string>(
  key: string,
  type: T,
): FPuzzlesMapping<{ readonly type: T; readonly cells: readonly string[] }> {
  return {
    keys: [key],
    read: (fp) => fpuzzlesLines(fp.list(key), key).map((cells) => ({ type, cells })),
    write: (spec, fp) => fp.push(key, { lines: [fpCells(spec.cells)] }),
  };
}
