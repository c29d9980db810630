import type { IntVar } from '../../../../core/model/IntVar.js';
import type { Model } from '../../../../core/model/Model.js';
import type { ResolvedVariant } from '../ResolvedVariant.js';
import type { ConnectedLabelsConstraint } from './ConnectedLabelsConstraint.js';
import { gridNeighbours } from './gridNeighbours.js';

const pairTables = new Map<number, number[][]>();

/** Tuples `(label, value, pair)` with `pair = (label − 1)·N + value − 1`: one number per (region, value). */
function pairTable(n: number): number[][] {
  let t = pairTables.get(n);
  if (t === undefined) {
    t = [];
    for (let l = 1; l <= n; l++) for (let v = 1; v <= n; v++) t.push([l, v, (l - 1) * n + v - 1]);
    pairTables.set(n, t);
  }
  return t;
}

const precedenceTables = new Map<number, number[][]>();

/**
 * Tuples `(seen, label, seenAfter)`: `seen` is the largest label of the cells before, a cell takes a label
 * at most one above it, and `seenAfter = max(seen, label)`. Labels thus appear in order of first
 * appearance (row-major), which picks one numbering of each partition into regions.
 */
function precedenceTable(n: number): number[][] {
  let t = precedenceTables.get(n);
  if (t === undefined) {
    t = [];
    for (let seen = 1; seen <= n; seen++)
      for (let l = 1; l <= Math.min(seen + 1, n); l++) t.push([seen, l, Math.max(seen, l)]);
    precedenceTables.set(n, t);
  }
  return t;
}

/**
 * Posts a chaos construction on a model whose cells are built (the label cells included): every (region,
 * value) pair once (`table` to a pair number per cell, one `allDifferent` over them: N regions of N cells
 * with different values), labels numbered by first appearance (`table` chain, so that each partition is
 * one solution, not N! of them), each region connected (`connectedLabels`, native only), and the hints
 * (`relation eq` / `ne` between label cells).
 */
export function postChaos(model: Model, r: ResolvedVariant): void {
  const shape = r.shape;
  const n = shape.values;
  const cells = shape.gridCellCount;
  const label = (c: number): IntVar => model.varAt(shape.regionCell(c));
  const pairs: IntVar[] = [];
  for (let c = 0; c < cells; c++) {
    const pair = model.intVar(`chaos: pair of ${shape.cellName(c)}`, { min: 0, max: n * n - 1 });
    model.table([label(c), model.varAt(c), pair], pairTable(n), 'chaos: region and value');
    pairs.push(pair);
  }
  model.allDifferent(pairs, 'chaos: each region holds each value once');
  model.relation('eq', label(0), 1, 0, 'chaos: first region');
  let seen = label(0);
  for (let c = 1; c < cells; c++) {
    const after =
      c + 1 < cells
        ? model.intVar(`chaos: labels up to ${shape.cellName(c)}`, { min: 1, max: n })
        : undefined;
    if (after === undefined) {
      // The last cell: only the step bound matters (its label is at most one above those before).
      model.table(
        [seen, label(c)],
        precedenceTable(n).map(([s, l]) => [s!, l!]),
        'chaos: region order',
      );
    } else {
      model.table([seen, label(c), after], precedenceTable(n), 'chaos: region order');
      seen = after;
    }
  }
  const connected: ConnectedLabelsConstraint = {
    type: 'connectedLabels',
    scope: Array.from({ length: cells }, (_, c) => shape.regionCell(c)),
    neighbours: gridNeighbours(shape.rows, shape.columns),
    name: 'chaos: connected regions',
  };
  model.add(connected);
  const hints = r.chaosHints;
  if (hints === undefined) return;
  const first = new Map<number, number>();
  for (let c = 0; c < cells; c++) {
    const h = hints[c]!;
    if (h < 0) continue;
    const f = first.get(h);
    if (f === undefined) first.set(h, c);
    else model.relation('eq', label(c), label(f), 0, 'chaos: hinted same region');
  }
  const heads = [...first.values()];
  for (let i = 0; i < heads.length; i++)
    for (let j = i + 1; j < heads.length; j++)
      model.relation('ne', label(heads[i]!), label(heads[j]!), 0, 'chaos: hinted different regions');
}
