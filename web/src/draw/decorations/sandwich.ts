import { el } from '../svg.js';
import { type DecorationRenderer, numberField } from './Decoration.js';

/** Sandwich: the total outside the grid, left of its row or above its column. */
export const drawSandwich: DecorationRenderer = (spec, { layout }) => {
  const sum = numberField(spec, 'sum');
  const row = numberField(spec, 'row');
  const column = numberField(spec, 'column');
  if (sum === undefined) return {};
  const [x, y] = row !== undefined ? layout.centerAt(row - 1, -1) : layout.centerAt(-1, (column ?? 1) - 1);
  const fs = Math.min(layout.margin, layout.cell) * 0.5;
  return {
    over: el('text', { x, y: y + fs * 0.35, class: 'deco-outside', 'font-size': fs }, String(sum)),
    rule: 'Sandwich: a clue outside the grid is the sum of the digits between the 1 and the largest digit',
  };
};
