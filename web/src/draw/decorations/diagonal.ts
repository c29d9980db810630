import { el } from '../svg.js';
import type { DecorationRenderer } from './Decoration.js';

/** Sudoku X: the main and/or anti diagonal, as thin lines corner to corner. */
export const drawDiagonal: DecorationRenderer = (spec, { layout }) => {
  const a = layout.x(0);
  const b = layout.x(layout.size);
  const line = (x1: number, y1: number, x2: number, y2: number): string =>
    el('line', { x1, y1, x2, y2, class: 'deco-diagonal' });
  const dir = spec.direction ?? 'both';
  let under = '';
  if (dir !== 'anti') under += line(a, a, b, b);
  if (dir !== 'main') under += line(b, a, a, b);
  const which =
    dir === 'both' ? 'both diagonals' : dir === 'main' ? 'the main diagonal' : 'the anti-diagonal';
  return { under, rule: `Diagonal: digits do not repeat on ${which}` };
};
