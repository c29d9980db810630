// Writes gapFixtures.json: 6×6 and 9×9 puzzles, each with a unique solution, for the rules that close
// issue 18's last gaps: region same values (extra values), doppelganger (values 0..R), and sums on
// 0-based grids (killer cages holding 0, arrows, pill arrows, little killers, free sums), and cell
// priorities (a search hint), and chaos arrows.
// Not a test: run it with `npx tsx test/models/sudoku/variants/generateGapFixtures.ts` to rebuild them.
// How (as generateShapeFixtures.ts): solve the puzzle without clues from a seeded random value order,
// read the clues off that solution, then drop givens one at a time (seeded order) while it stays unique.
import { writeFileSync } from 'node:fs';
import { Random } from '../../../../core/index.js';
import type {
  VariantConstraint,
  VariantPuzzle,
  VariantShape,
} from '../../../../models/sudoku/variants/index.js';
import { minimise, orthogonal, SYMBOLS, shapeOf, solutionOf, unique } from './fixtureMaking.js';
import type { ShapeFixture } from './shapeFixtures.js';

/** Cages of 2-4 connected cells of different values, not overlapping, the first ones around the 0s. */
function cages(shape: VariantShape, sol: Int32Array, count: number, rnd: Random): VariantConstraint[] {
  const used = new Set<number>();
  const out: VariantConstraint[] = [];
  const zeros = [...sol.keys()].filter((c) => sol[c] === 0);
  for (let tries = 0; tries < 400 && out.length < count; tries++) {
    let cell = tries < zeros.length ? zeros[tries]! : rnd.below(shape.gridCellCount);
    if (used.has(cell)) continue;
    const cage = [cell];
    const size = 2 + rnd.below(3);
    while (cage.length < size) {
      const next = orthogonal(shape, cell).filter(
        (d) => !used.has(d) && !cage.includes(d) && !cage.some((c) => sol[c] === sol[d]),
      );
      if (next.length === 0) break;
      cell = next[rnd.below(next.length)]!;
      cage.push(cell);
    }
    if (cage.length < 2) continue;
    for (const c of cage) used.add(c);
    const sum = cage.reduce((t, c) => t + sol[c]!, 0);
    out.push({ type: 'killer', cells: cage.map((c) => shape.cellName(c)), sum });
  }
  return out;
}

/** Arrows: a circle (or a 2-cell pill read as a number) and a path of 1-4 cells whose values add up to it. */
function arrows(
  shape: VariantShape,
  sol: Int32Array,
  count: number,
  pill: boolean,
  rnd: Random,
): VariantConstraint[] {
  const out: VariantConstraint[] = [];
  const used = new Set<number>();
  for (let tries = 0; tries < 20_000 && out.length < count; tries++) {
    const start = rnd.below(shape.gridCellCount);
    const circle = [start];
    if (pill) {
      const next = orthogonal(shape, start).filter((d) => !used.has(d));
      if (next.length === 0) continue;
      circle.push(next[rnd.below(next.length)]!);
    }
    if (circle.some((c) => used.has(c))) continue;
    const target = circle.reduce((t, c) => t * 10 + sol[c]!, 0);
    const shaft: number[] = [];
    let at = circle.at(-1)!;
    let total = 0;
    while (shaft.length < 4 && total < target) {
      const next = orthogonal(shape, at).filter(
        (d) => !used.has(d) && !circle.includes(d) && !shaft.includes(d),
      );
      if (next.length === 0) break;
      at = next[rnd.below(next.length)]!;
      shaft.push(at);
      total += sol[at]!;
    }
    if (total !== target || shaft.length === 0) continue;
    for (const c of [...circle, ...shaft]) used.add(c);
    out.push({
      type: 'arrow',
      circle: circle.map((c) => shape.cellName(c)),
      cells: shaft.map((c) => shape.cellName(c)),
    });
  }
  return out;
}

/** Little killer clues: whole diagonals from the top row going down-right, with their totals. */
function littleKillers(
  shape: VariantShape,
  sol: Int32Array,
  count: number,
  rnd: Random,
): VariantConstraint[] {
  const out: VariantConstraint[] = [];
  const starts = new Set<number>();
  while (starts.size < count) starts.add(1 + rnd.below(shape.columns - 2));
  for (const c0 of starts) {
    const cells: number[] = [];
    for (let r = 0, c = c0; r < shape.rows && c < shape.columns; r++, c++) cells.push(shape.cellAt(r, c));
    out.push({
      type: 'littleKiller',
      cells: cells.map((c) => shape.cellName(c)),
      sum: cells.reduce((t, c) => t + sol[c]!, 0),
    });
  }
  return out;
}

async function zeroBased(side: number, seed: number, rnd: Random): Promise<ShapeFixture> {
  const start: VariantPuzzle = { size: side, minValue: 0 };
  const sol = await solutionOf(start, seed, 200_000);
  const shape = shapeOf(start);
  const a = shape.cellAt(side - 1, 0);
  const b = shape.cellAt(side - 2, 1);
  const c = shape.cellAt(side - 1, side - 1);
  const base: VariantPuzzle = {
    ...start,
    title: `0-based ${side}×${side}: killer cages with 0, arrows, a pill arrow, little killers, a weighted sum`,
    constraints: [
      ...cages(shape, sol, side, rnd),
      ...arrows(shape, sol, 2, false, rnd),
      ...arrows(shape, sol, 1, true, rnd),
      ...littleKillers(shape, sol, 2, rnd),
      {
        type: 'sum',
        cells: [a, b, c].map((x) => shape.cellName(x)),
        coefficients: [2, -1, 1],
        sum: 2 * sol[a]! - sol[b]! + sol[c]!,
      },
    ],
  };
  return minimise(base, sol, seed + 1);
}

/**
 * Chaos arrows read off a chaos solution: from arrow cells whose digit X equals the run of cells sharing
 * their region along a ray to the grid's edge (the cell itself first), at most `count` of them.
 */
function chaosArrows(shape: VariantShape, sol: Int32Array, count: number, rnd: Random): VariantConstraint[] {
  const label = (c: number) => sol[shape.regionCell(c)]!;
  const options: number[][] = [];
  for (let cell = 0; cell < shape.gridCellCount; cell++) {
    for (const [dr, dc] of [
      [0, 1],
      [1, 0],
      [0, -1],
      [-1, 0],
    ] as const) {
      const ray: number[] = [];
      for (
        let r = shape.row(cell), c = shape.col(cell);
        r >= 0 && c >= 0 && r < shape.rows && c < shape.columns;
        r += dr, c += dc
      )
        ray.push(shape.cellAt(r, c));
      let run = 1;
      while (run < ray.length && label(ray[run]!) === label(cell)) run++;
      if (sol[cell] === run && ray.length > 1) options.push(ray);
    }
  }
  const out: VariantConstraint[] = [];
  const used = new Set<number>();
  while (out.length < count && options.length > 0) {
    const ray = options.splice(rnd.below(options.length), 1)[0]!;
    if (used.has(ray[0]!)) continue;
    used.add(ray[0]!);
    out.push({ type: 'chaosArrow', cells: ray.map((c) => shape.cellName(c)) });
  }
  return out;
}

/**
 * Chaos multi-arrows read off a chaos solution: from a cell, two or three of its rays to the grid's edge
 * as arms (the cell first in each), when its digit equals the total of the arms' runs in its region,
 * the shared start counted once.
 */
function chaosMultiArrows(
  shape: VariantShape,
  sol: Int32Array,
  count: number,
  rnd: Random,
): VariantConstraint[] {
  const label = (c: number) => sol[shape.regionCell(c)]!;
  const out: VariantConstraint[] = [];
  const used = new Set<number>();
  for (let tries = 0; tries < 2000 && out.length < count; tries++) {
    const cell = rnd.below(shape.gridCellCount);
    if (used.has(cell)) continue;
    const rays: number[][] = [];
    for (const [dr, dc] of [
      [0, 1],
      [1, 0],
      [0, -1],
      [-1, 0],
    ] as const) {
      const ray: number[] = [];
      for (
        let r = shape.row(cell), c = shape.col(cell);
        r >= 0 && c >= 0 && r < shape.rows && c < shape.columns;
        r += dr, c += dc
      )
        ray.push(shape.cellAt(r, c));
      if (ray.length > 1) rays.push(ray);
    }
    const k = 2 + rnd.below(2);
    if (rays.length < k) continue;
    const arms = rays.sort(() => rnd.below(3) - 1).slice(0, k);
    let total = 1;
    for (const arm of arms) {
      let run = 1;
      while (run < arm.length && label(arm[run]!) === label(cell)) run++;
      total += run - 1;
    }
    if (sol[cell] !== total) continue;
    used.add(cell);
    out.push({ type: 'chaosMultiArrow', arms: arms.map((arm) => arm.map((c) => shape.cellName(c))) });
  }
  return out;
}

async function build(): Promise<Record<string, ShapeFixture>> {
  const out: Record<string, ShapeFixture> = {};
  const rnd = new Random(18);
  {
    const base: VariantPuzzle = {
      size: 9,
      rows: 6,
      columns: 6,
      title: 'region same values: 6×6 over 1..9, every row, column and box the same six digits',
      constraints: [{ type: 'regionSameValues' }],
    };
    out['regionSameValues 6×6 of 1..9'] = await minimise(base, await solutionOf(base, 101, 200_000), 102);
  }
  {
    const base: VariantPuzzle = {
      size: 12,
      rows: 9,
      columns: 9,
      title: 'region same values: 9×9 over 1..12, every row, column and box the same nine values',
      constraints: [{ type: 'regionSameValues' }],
    };
    out['regionSameValues 9×9 of 1..12'] = await minimise(base, await solutionOf(base, 111, 200_000), 112);
  }
  {
    const base: VariantPuzzle = {
      size: 7,
      rows: 6,
      columns: 6,
      minValue: 0,
      title: 'doppelganger 6×6, values 0..6',
      constraints: [{ type: 'doppelganger' }],
    };
    out['doppelganger 6×6 of 0..6'] = await minimise(base, await solutionOf(base, 121, 200_000), 122);
  }
  {
    const base: VariantPuzzle = {
      size: 10,
      rows: 9,
      columns: 9,
      minValue: 0,
      title: 'doppelganger 9×9, values 0..9',
      constraints: [{ type: 'doppelganger' }],
    };
    out['doppelganger 9×9 of 0..9'] = await minimise(base, await solutionOf(base, 131, 200_000), 132);
  }
  out['0-based sums 6×6'] = await zeroBased(6, 141, rnd);
  out['0-based sums 9×9'] = await zeroBased(9, 151, rnd);
  // Cell priorities (a search hint, ISS Priority): two puzzles above that need search, the bottom row
  // searched first and the top row last; the solution cannot change.
  for (const [side, from] of [
    [6, 'doppelganger 6×6 of 0..6'],
    [9, '0-based sums 9×9'],
  ] as const) {
    const f = out[from]!;
    const row = (r: number) => Array.from({ length: side }, (_, c) => `r${r}c${c + 1}`);
    out[`priority ${side}×${side}`] = {
      puzzle: {
        ...f.puzzle,
        title: `cell priorities on the ${from} puzzle`,
        constraints: [
          ...(f.puzzle.constraints ?? []),
          { type: 'priority', cells: row(side), priority: 10 },
          { type: 'priority', cells: row(1), priority: -10 },
        ],
      },
      solution: f.solution,
    };
  }
  // Chaos arrows on 5×5 and 6×6 chaos constructions: region hints pin the regions first, then givens
  // and hints are dropped (seeded order) while the solution stays unique.
  for (const [side, seed, multi] of [
    [5, 161, false],
    [6, 171, false],
    [5, 181, true],
    [6, 171, true],
  ] as const) {
    const start: VariantPuzzle = { size: side, chaos: true };
    const shape = shapeOf(start);
    const sol = await solutionOf(start, seed, 200_000);
    const letters = Array.from(
      { length: shape.gridCellCount },
      (_, c) => SYMBOLS[9 + sol[shape.regionCell(c)]!]!,
    );
    const hintsOf = (): string =>
      Array.from({ length: shape.rows }, (_, r) =>
        letters.slice(r * shape.columns, (r + 1) * shape.columns).join(''),
      ).join(' ');
    const withHints = await minimise(
      {
        ...start,
        chaos: hintsOf(),
        title: `chaos ${multi ? 'multi-' : ''}arrows on a ${side}×${side} chaos construction`,
        constraints: multi
          ? chaosMultiArrows(shape, sol, 2 * side, rnd)
          : chaosArrows(shape, sol, 3 * side, rnd),
      },
      sol,
      seed + 1,
      // Multi-arrows propagate weakly: keep those puzzles provable in a few thousand nodes.
      multi ? 2000 : 50_000,
    );
    const order = Array.from({ length: shape.gridCellCount }, (_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = rnd.below(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const cell of order) {
      const before = letters[cell]!;
      letters[cell] = '.';
      if (!(await unique({ ...withHints.puzzle, chaos: hintsOf() }, multi ? 2000 : 50_000)))
        letters[cell] = before;
    }
    const hints = hintsOf();
    out[`${multi ? 'chaosMultiArrow' : 'chaosArrow'} ${side}×${side}`] = {
      puzzle: { ...withHints.puzzle, chaos: /^[.\s]*$/.test(hints) ? true : hints },
      solution: [...sol],
    };
  }
  return out;
}

const fixtures = await build();
writeFileSync(new URL('./gapFixtures.json', import.meta.url), `${JSON.stringify(fixtures, null, 1)}\n`);
console.log(`wrote ${Object.keys(fixtures).length} fixtures`);
