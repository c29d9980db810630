import type { DecorationRenderer } from './Decoration.js';
import { shadeCells } from './shadeCells.js';

/** Windoku: the extra windows, shaded. */
export const drawWindoku: DecorationRenderer = (_spec, ctx) => ({
  under: ctx.windows.map((w) => shadeCells(w, ctx, 'deco-window')).join(''),
  rule: 'Windoku: each shaded window holds every digit once',
});
