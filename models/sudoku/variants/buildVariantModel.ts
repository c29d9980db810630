import { type Domain, range, valuesOf } from '../../../core/model/Domain.js';
import type { IntVar } from '../../../core/model/IntVar.js';
import { Model } from '../../../core/model/Model.js';
import type { SudokuGeometry } from '../SudokuGeometry.js';
import { SudokuGrid } from '../SudokuGrid.js';
import { CHAOS_KINDS } from './chaos/CHAOS_KINDS.js';
import { postChaos } from './chaos/postChaos.js';
import { pairRuleHolds } from './pairRuleHolds.js';
import type { ResolvedPair, ResolvedSandwich, ResolvedVariant } from './ResolvedVariant.js';
import { resolveVariantPuzzle } from './resolveVariantPuzzle.js';
import type { VariantBuildOptions } from './VariantBuildOptions.js';
import { VariantError } from './VariantError.js';
import type { VariantHouse } from './VariantHouse.js';
import type { VariantModel } from './VariantModel.js';
import type { VariantPuzzle } from './VariantPuzzle.js';

/**
 * Builds the constraint model of a variant puzzle after validating it (see `resolveVariantPuzzle`: every
 * error is raised here, before any search). Only core constraints are used, choosing the forms other
 * backends can express where there is a choice:
 *
 * - rows, columns, boxes or regions, diagonals, windows, disjoint groups, extra regions, killer cages:
 *   `allDifferent`;
 * - anti-knight, anti-king: `relation ne`; thermometers: `relation lt`; white kropki: `relation absDiffEq`;
 *   non-consecutive and negative white: `relation absDiffNe`;
 * - black kropki and its negative: `table` of digit pairs (no relation says "ratio 2");
 * - X / V: `linear =` (or `table`, see `VariantBuildOptions`); negative XV: `linear !=`;
 * - killer sums, little killers, arrows: `linear =`;
 * - even / odd: the cell's domain;
 * - line rules (renban, whispers, palindromes…): what their `CellRelation` posts (see each rule);
 * - chaos construction: a label cell per grid cell, one `table` per cell to a (region, value) number and
 *   one `allDifferent` over those, labels in order of first appearance (`table` chain), connected regions
 *   (`connectedLabels`, a plug-in kind with a native propagator only);
 * - sandwich: two helper variables (where the 1 and the N are), one `table` per cell of the line linking
 *   them to the cell's digit and its share of the sum, and one `linear =`.
 *
 * @throws VariantError for a puzzle that cannot be right.
 */
export function buildVariantModel(puzzle: VariantPuzzle, options: VariantBuildOptions = {}): VariantModel {
  const r = resolveVariantPuzzle(puzzle);
  const shape = r.shape;
  const n = shape.values;
  // A chaos construction needs the `connectedLabels` kind, registered in its own registry.
  const model = new Model(shape.chaos ? { kinds: CHAOS_KINDS } : {});
  const { cellNames, domains } = cellParts(r);
  const parityDomain: (Domain | undefined)[] = [undefined, undefined, undefined];
  for (let cell = 0; cell < shape.cellCount; cell++) {
    const given = r.givens[cell]!;
    const p = r.parity[cell]!;
    let d = domains[given]!;
    if (given === 0 && p !== 0) {
      d = parityDomain[p] ??= valuesOf(
        Array.from({ length: n }, (_, i) => i + 1).filter((v) => v % 2 === p % 2),
      );
    }
    model.intVar(cellNames[cell]!, d);
  }
  for (const group of r.groups) {
    model.allDifferent(
      model.varsAt(group.cells),
      group.origin ? `${group.origin.type} #${group.origin.index}: ${group.name}` : group.name,
    );
  }
  for (const pair of r.pairs) addPair(model, pair, n, options);
  for (const s of r.sums) {
    model.linear(model.varsAt(s.cells), s.coeffs, '=', s.rhs, `${s.origin.type} #${s.origin.index}`);
  }
  for (const s of r.sandwiches) addSandwich(model, s, n);
  for (const rel of r.relations) {
    rel.relation.post(model, model.varsAt(rel.cells), `${rel.origin.type} #${rel.origin.index}`);
  }
  if (shape.chaos) postChaos(model, r);
  const groups: VariantHouse[] = r.groups.map(({ name, kind, cells }) => ({ name, kind, cells }));
  const refuse = (what: string): never => {
    throw new VariantError(`a puzzle on a ${shape.describe()} has no ${what}: use 'shape' and 'resolved'`);
  };
  // Grid-only views exist for the N×N grid of digits 1..N without extra cells (a grid would drop those);
  // elsewhere they throw, naming the shape.
  const square = shape.classic ? r.geometry : undefined;
  const givens =
    square === undefined ? undefined : new SudokuGrid(square, r.givens.slice(0, square.cellCount));
  return {
    model,
    get geometry(): SudokuGeometry {
      return square ?? refuse('N×N sudoku geometry');
    },
    shape,
    puzzle,
    get givens(): SudokuGrid {
      return givens ?? refuse('N×N grid of givens');
    },
    houses: groups.filter((h) => h.cells.length === n),
    groups,
    resolved: r,
  };
}

/**
 * Variable names and domains per cell: the geometry's shared ones on the N×N grid (no allocation per
 * puzzle), else built for the shape. Domains hold value indices 1..N (`domains[0]` all, `domains[v]` one).
 */
function cellParts(r: ResolvedVariant): {
  readonly cellNames: readonly string[];
  readonly domains: readonly Domain[];
} {
  const shape = r.shape;
  if (shape.classic) return r.geometry.modelParts();
  const n = shape.values;
  return {
    cellNames: Array.from({ length: shape.cellCount }, (_, c) => shape.cellName(c)),
    domains: Array.from({ length: n + 1 }, (_, v) => (v === 0 ? range(1, n) : range(v, v))),
  };
}

const pairTables = new Map<string, number[][]>();

/** The digit pairs 1..N satisfying a rule, shared between builds. */
function pairTable(pair: ResolvedPair, n: number): number[][] {
  const key = `${pair.rule} ${pair.k} ${n}`;
  let t = pairTables.get(key);
  if (t === undefined) {
    t = [];
    for (let x = 1; x <= n; x++)
      for (let y = 1; y <= n; y++) if (pairRuleHolds(pair.rule, pair.k, x, y)) t.push([x, y]);
    pairTables.set(key, t);
  }
  return t;
}

function addPair(model: Model, pair: ResolvedPair, n: number, options: VariantBuildOptions): void {
  const a = model.varAt(pair.a);
  const b = model.varAt(pair.b);
  const k = pair.k;
  const name = `${pair.origin.type} #${pair.origin.index}`;
  switch (pair.rule) {
    case 'ne':
      model.relation('ne', a, b, 0, name);
      return;
    case 'lt':
      model.relation('lt', a, b, 0, name);
      return;
    case 'diff':
      model.relation('absDiffEq', a, b, k, name);
      return;
    case 'notDiff':
      model.relation('absDiffNe', a, b, k, name);
      return;
    case 'notSum':
      model.linear([a, b], [1, 1], '!=', k, name);
      return;
    case 'sum':
      if (options.pairSum === 'table') {
        model.table([a, b], pairTable(pair, n), name);
        return;
      }
      model.linear([a, b], [1, 1], '=', k, name);
      return;
    case 'ratio':
    case 'notRatio':
      model.table([a, b], pairTable(pair, n), name);
      return;
  }
}

const sandwichTables = new Map<string, number[][]>();

/**
 * Tuples `(p1, pN, digit, share)` for cell `j` of a line: `p1`/`pN` are where the 1 and the N stand
 * (0-based), the digit is 1 exactly when `p1 = j` and N exactly when `pN = j`, and the share is the digit
 * when `j` lies strictly between them, else 0.
 */
function sandwichTable(n: number, j: number): number[][] {
  const key = `${n} ${j}`;
  let t = sandwichTables.get(key);
  if (t === undefined) {
    t = [];
    for (let p1 = 0; p1 < n; p1++) {
      for (let pN = 0; pN < n; pN++) {
        if (p1 === pN) continue;
        const inside = Math.min(p1, pN) < j && j < Math.max(p1, pN);
        for (let v = 1; v <= n; v++) {
          if ((v === 1) !== (p1 === j) || (v === n) !== (pN === j)) continue;
          t.push([p1, pN, v, inside ? v : 0]);
        }
      }
    }
    sandwichTables.set(key, t);
  }
  return t;
}

// Measured against a split encoding (four small tables per cell: digit↔position of 1, digit↔position of
// N, positions→inside, inside×digit→share): no faster on the sandwich fixtures, and weaker.
function addSandwich(model: Model, s: ResolvedSandwich, n: number): void {
  const name = `${s.origin.type} #${s.origin.index}`;
  const p1 = model.intVar(`${name}: ${s.line} position of 1`, { min: 0, max: n - 1 });
  const pN = model.intVar(`${name}: ${s.line} position of ${n}`, { min: 0, max: n - 1 });
  const shares: IntVar[] = [];
  s.cells.forEach((cell, j) => {
    const share = model.intVar(`${name}: ${s.line} share ${j + 1}`, { min: 0, max: n });
    shares.push(share);
    model.table([p1, pN, model.varAt(cell), share], sandwichTable(n, j), name);
  });
  model.linear(
    shares,
    shares.map(() => 1),
    '=',
    s.sum,
    name,
  );
}
