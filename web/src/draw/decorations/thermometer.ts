import { el, points } from '../svg.js';
import { cellsOf, type DecorationRenderer } from './Decoration.js';

/** Thermometer: a bulb on the first cell and a thick line through the rest. */
export const drawThermometer: DecorationRenderer = (spec, ctx) => {
  const { layout } = ctx;
  const cells = cellsOf(spec.cells, ctx);
  if (cells.length === 0) return {};
  const [bx, by] = layout.center(cells[0]!);
  const line = el('polyline', {
    points: points(cells.map((c) => layout.center(c))),
    class: 'deco-thermo',
    'stroke-width': layout.cell * 0.3,
  });
  return {
    under: line + el('circle', { cx: bx, cy: by, r: layout.cell * 0.38, class: 'deco-thermo-bulb' }),
    rule: 'Thermometer: digits increase from the bulb',
  };
};
