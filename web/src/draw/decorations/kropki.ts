import { el } from '../svg.js';
import { cellsOf, type DecorationRenderer, numberField } from './Decoration.js';

/** Kropki dot on the edge between its two cells: white or black, with its value when not the default. */
export const drawKropki: DecorationRenderer = (spec, ctx) => {
  const cells = cellsOf(spec.cells, ctx);
  if (cells.length !== 2) return {};
  const [x, y] = ctx.layout.between(cells[0]!, cells[1]!);
  const black = spec.color === 'black';
  const r = ctx.layout.cell * 0.13;
  let over = el('circle', { cx: x, cy: y, r, class: black ? 'deco-dot-black' : 'deco-dot-white' });
  const value = numberField(spec, 'value');
  if (value !== undefined && value !== (black ? 2 : 1)) {
    over += el(
      'text',
      { x, y: y + r * 0.45, class: black ? 'deco-dot-label-black' : 'deco-dot-label', 'font-size': r * 1.3 },
      String(value),
    );
  }
  return {
    over,
    rule: 'Kropki: white dot, digits differ by 1 (or its value); black dot, one is twice the other (or its value)',
  };
};
