import { el } from '../svg.js';
import { cellsOf, type DecorationRenderer } from './Decoration.js';

/** XV: the letter on the edge between its two cells. */
export const drawXv: DecorationRenderer = (spec, ctx) => {
  const cells = cellsOf(spec.cells, ctx);
  if (cells.length !== 2) return {};
  const [x, y] = ctx.layout.between(cells[0]!, cells[1]!);
  const fs = ctx.layout.cell * 0.34;
  const letter = spec.letter === 'V' ? 'V' : 'X';
  return {
    rule: 'XV: the two cells sum to 10 (X) or 5 (V)',
    over:
      el('rect', {
        x: x - fs * 0.4,
        y: y - fs * 0.45,
        width: fs * 0.8,
        height: fs * 0.9,
        class: 'deco-xv-bg',
      }) + el('text', { x, y: y + fs * 0.35, class: 'deco-xv', 'font-size': fs }, letter),
  };
};
