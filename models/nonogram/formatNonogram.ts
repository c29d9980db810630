import type { NonogramPuzzle } from './NonogramPuzzle.js';

/** Writes a nonogram in the text form `readNonograms` reads (`width`, `height`, `rows`, `columns`). */
export function formatNonogram(p: NonogramPuzzle): string {
  const clue = (c: readonly number[]): string => (c.length === 0 ? '0' : c.join(','));
  return [
    `width ${p.width}`,
    `height ${p.height}`,
    'rows',
    ...p.rows.map(clue),
    'columns',
    ...p.columns.map(clue),
  ].join('\n');
}
