import { el } from '../svg.js';
import { cellsOf, type DecorationRenderer } from './Decoration.js';

/** Even cells: a grey square; odd cells: a grey circle (the usual marks). */
export const drawParity: DecorationRenderer = (spec, ctx) => {
  const { layout } = ctx;
  const s = layout.cell;
  const even = spec.type === 'even';
  const under = cellsOf(spec.cells, ctx)
    .map((c) => {
      const [x, y] = layout.center(c);
      return even
        ? el('rect', {
            x: x - s * 0.35,
            y: y - s * 0.35,
            width: s * 0.7,
            height: s * 0.7,
            class: 'deco-parity',
          })
        : el('circle', { cx: x, cy: y, r: s * 0.37, class: 'deco-parity' });
    })
    .join('');
  return {
    under,
    rule: even ? 'Even: a grey square holds an even digit' : 'Odd: a grey circle holds an odd digit',
  };
};
