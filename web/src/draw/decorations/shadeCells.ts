import { el } from '../svg.js';
import type { DecorationContext } from './Decoration.js';

/** A filled square per cell, with a class for its colour. */
export function shadeCells(cells: readonly number[], ctx: DecorationContext, cls: string): string {
  const { layout } = ctx;
  const s = layout.cell;
  return cells
    .map((c) =>
      el('rect', { x: layout.x(layout.col(c)), y: layout.y(layout.row(c)), width: s, height: s, class: cls }),
    )
    .join('');
}
