import { el, esc } from '../svg.js';
import { cellsOf, type DecorationRenderer } from './Decoration.js';
import { shadeCells } from './shadeCells.js';

/**
 * A rule this page has no drawing for: its cells (any `cells` or `circle` list) highlighted with
 * its name on the first of them, and a line in the rules list. New rule types show up this way
 * until they get a renderer of their own.
 */
export const drawGeneric: DecorationRenderer = (spec, ctx) => {
  const cells = [...cellsOf(spec.circle, ctx), ...cellsOf(spec.cells, ctx)];
  const rule = `${spec.type}: drawn as highlighted cells (no drawing for this rule yet)`;
  if (cells.length === 0) return { rule: `${spec.type} (no drawing for this rule yet)` };
  const { layout } = ctx;
  const first = cells[0]!;
  const fs = Math.max(7, layout.cell * 0.2);
  return {
    under: shadeCells(cells, ctx, 'deco-generic'),
    over: el(
      'text',
      {
        x: layout.x(layout.col(first)) + 2,
        y: layout.y(layout.row(first) + 1) - 3,
        class: 'deco-generic-label',
        'font-size': fs,
      },
      esc(spec.type),
    ),
    rule,
  };
};
