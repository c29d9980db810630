import { el, points } from '../svg.js';
import { cellsOf, type DecorationRenderer } from './Decoration.js';

/** Arrow: a circle (or a pill over several cells) and a shaft with a head on its last cell. */
export const drawArrow: DecorationRenderer = (spec, ctx) => {
  const { layout } = ctx;
  const s = layout.cell;
  const circle = cellsOf(spec.circle, ctx);
  const shaft = cellsOf(spec.cells, ctx);
  if (circle.length === 0) return {};
  const centres = circle.map((c) => layout.center(c));
  const r = s * 0.4;
  let under =
    circle.length === 1
      ? el('circle', { cx: centres[0]![0], cy: centres[0]![1], r, class: 'deco-arrow-circle' })
      : el('polyline', { points: points(centres), class: 'deco-arrow-pill', 'stroke-width': 2 * r });
  if (circle.length > 1) {
    under += el('polyline', {
      points: points(centres),
      class: 'deco-arrow-pill-inside',
      'stroke-width': 2 * r - 3,
    });
  }
  if (shaft.length > 0) {
    // The shaft leaves the circle cell nearest its first cell, from the circle's rim.
    const first = layout.center(shaft[0]!);
    let from = centres[0]!;
    for (const c of centres)
      if (Math.hypot(c[0] - first[0], c[1] - first[1]) < Math.hypot(from[0] - first[0], from[1] - first[1]))
        from = c;
    const d = Math.hypot(first[0] - from[0], first[1] - from[1]) || 1;
    const start: [number, number] = [
      from[0] + ((first[0] - from[0]) / d) * r,
      from[1] + ((first[1] - from[1]) / d) * r,
    ];
    const path = [start, ...shaft.map((c) => layout.center(c))];
    under += el('polyline', { points: points(path), class: 'deco-arrow-shaft' });
    const tip = path[path.length - 1]!;
    const prev = path[path.length - 2]!;
    const len = Math.hypot(tip[0] - prev[0], tip[1] - prev[1]) || 1;
    const ux = (tip[0] - prev[0]) / len;
    const uy = (tip[1] - prev[1]) / len;
    const h = s * 0.25;
    under += el('polyline', {
      points: points([
        [tip[0] - ux * h - uy * h * 0.7, tip[1] - uy * h + ux * h * 0.7],
        tip,
        [tip[0] - ux * h + uy * h * 0.7, tip[1] - uy * h - ux * h * 0.7],
      ]),
      class: 'deco-arrow-shaft',
    });
  }
  return { under, rule: 'Arrow: the digits on the shaft sum to the number in the circle' };
};
