import { cellsOf, type DecorationRenderer } from './Decoration.js';
import { shadeCells } from './shadeCells.js';

/** An extra region: its cells shaded. */
export const drawExtraRegion: DecorationRenderer = (spec, ctx) => ({
  under: shadeCells(cellsOf(spec.cells, ctx), ctx, 'deco-extra'),
  rule: 'Extra region: digits in a shaded region do not repeat',
});
