import type { SudokuGeometry } from '../../models/sudoku/index.js';

/**
 * A grid in the plain format of `../shared/data/large/generated` (FORMATS.md): the line
 * `N W H`, then N lines of N space-separated values, `0` for an empty cell.
 */
export function formatPlainGrid(geometry: SudokuGeometry, cells: ArrayLike<number>): string {
  const n = geometry.size;
  const lines = [`${n} ${geometry.boxWidth} ${geometry.boxHeight}`];
  for (let r = 0; r < n; r++) lines.push(Array.from({ length: n }, (_, c) => cells[r * n + c]!).join(' '));
  return `${lines.join('\n')}\n`;
}
