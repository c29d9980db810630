import { el } from '../svg.js';
import { cellsOf, type DecorationRenderer, numberField } from './Decoration.js';

/** Killer cage: a dashed outline just inside the cage's border, and its total in the first corner. */
export const drawKiller: DecorationRenderer = (spec, ctx) => {
  const { layout } = ctx;
  const cells = cellsOf(spec.cells, ctx);
  if (cells.length === 0) return {};
  const inCage = new Set(cells);
  const s = layout.cell;
  const inset = Math.max(2, s * 0.08);
  const n = layout.size;
  let d = '';
  for (const c of cells) {
    const r = layout.row(c);
    const k = layout.col(c);
    const x0 = layout.x(k);
    const y0 = layout.y(r);
    const x1 = x0 + s;
    const y1 = y0 + s;
    const open = (dr: number, dc: number): boolean => {
      const rr = r + dr;
      const kk = k + dc;
      return rr < 0 || kk < 0 || rr >= n || kk >= n || !inCage.has(rr * n + kk);
    };
    // Each side on the cage's border is drawn inset; a side inside the cage is not drawn, and
    // the inset lines run to the cell edge where the neighbour continues the cage.
    const left = open(0, -1);
    const right = open(0, 1);
    const top = open(-1, 0);
    const bottom = open(1, 0);
    const xl = left ? x0 + inset : x0;
    const xr = right ? x1 - inset : x1;
    const yt = top ? y0 + inset : y0;
    const yb = bottom ? y1 - inset : y1;
    if (top) d += `M${xl} ${y0 + inset}H${xr}`;
    if (bottom) d += `M${xl} ${y1 - inset}H${xr}`;
    if (left) d += `M${x0 + inset} ${yt}V${yb}`;
    if (right) d += `M${x1 - inset} ${yt}V${yb}`;
  }
  const under = el('path', { d, class: 'deco-cage' });
  const sum = numberField(spec, 'sum');
  let over = '';
  if (sum !== undefined) {
    const first = [...cells].sort((a, b) => a - b)[0]!;
    const x = layout.x(layout.col(first)) + inset + 1;
    const y = layout.y(layout.row(first)) + inset + 1;
    const fs = Math.max(8, s * 0.26);
    over += el('rect', {
      x: x - 1,
      y: y - 1,
      width: fs * (String(sum).length * 0.62) + 2,
      height: fs + 1,
      class: 'deco-cage-label-bg',
    });
    over += el('text', { x, y: y + fs * 0.85, class: 'deco-cage-sum', 'font-size': fs }, String(sum));
  }
  return { under, over, rule: 'Killer: digits in a cage do not repeat and sum to its total' };
};
