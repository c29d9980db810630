import { el } from '../svg.js';
import { cellsOf, type DecorationRenderer, numberField } from './Decoration.js';

/**
 * Little killer: the total outside the grid, one diagonal step before the line's first cell, with
 * a small arrow pointing along the line.
 */
export const drawLittleKiller: DecorationRenderer = (spec, ctx) => {
  const { layout } = ctx;
  const cells = cellsOf(spec.cells, ctx);
  const sum = numberField(spec, 'sum');
  if (cells.length === 0 || sum === undefined) return {};
  const r0 = layout.row(cells[0]!);
  const c0 = layout.col(cells[0]!);
  let dr: number;
  let dc: number;
  if (cells.length > 1) {
    dr = Math.sign(layout.row(cells[1]!) - r0);
    dc = Math.sign(layout.col(cells[1]!) - c0);
  } else {
    // A one-cell line sits in a corner: it points into the grid.
    dr = r0 === 0 ? 1 : -1;
    dc = c0 === 0 ? 1 : -1;
  }
  const [x, y] = layout.centerAt(r0 - dr, c0 - dc);
  const fs = Math.min(layout.margin, layout.cell) * 0.42;
  const a = layout.cell * 0.28;
  const tipX = x + dc * a * 1.4;
  const tipY = y + dr * a * 1.4;
  return {
    over:
      el(
        'text',
        { x: x - dc * a * 0.2, y: y + fs * 0.35 - dr * a * 0.2, class: 'deco-outside', 'font-size': fs },
        String(sum),
      ) +
      el('line', { x1: x + dc * a * 0.8, y1: y + dr * a * 0.8, x2: tipX, y2: tipY, class: 'deco-lk-arrow' }),
    rule: 'Little killer: a clue outside the grid is the sum of the digits along its diagonal (digits may repeat)',
  };
};
