// Writes shapeFixtures.json: one puzzle per grid shape beyond N×N with digits 1..N (rectangular, jigsaw on
// a rectangle, extra values, 0-based, no boxes, extra cells), each with a unique solution.
// Not a test: run it with `npx tsx test/models/sudoku/variants/generateShapeFixtures.ts` to rebuild them.
// How: solve the empty grid with a seeded random value order, derive clues (cages, thermometers, arrows)
// from that solution, then drop givens one at a time (seeded order) while the solution stays unique.
import { writeFileSync } from 'node:fs';
import { Random } from '../../../../core/index.js';
import type {
  VariantConstraint,
  VariantPuzzle,
  VariantShape,
} from '../../../../models/sudoku/variants/index.js';
import { minimise, orthogonal, shapeOf, solutionOf, unique } from './fixtureMaking.js';
import type { ShapeFixture } from './shapeFixtures.js';

/** Thermometers along increasing neighbours of the solution, 2-4 cells each, not sharing cells. */
function thermometers(shape: VariantShape, sol: Int32Array, count: number, rnd: Random): VariantConstraint[] {
  const used = new Set<number>();
  const out: VariantConstraint[] = [];
  for (let tries = 0; tries < 200 && out.length < count; tries++) {
    let cell = rnd.below(shape.gridCellCount);
    if (used.has(cell)) continue;
    const line = [cell];
    while (line.length < 4) {
      const next = orthogonal(shape, cell).filter(
        (d) => !used.has(d) && !line.includes(d) && sol[d]! > sol[cell]!,
      );
      if (next.length === 0) break;
      cell = next[rnd.below(next.length)]!;
      line.push(cell);
    }
    if (line.length < 2) continue;
    for (const c of line) used.add(c);
    out.push({ type: 'thermometer', cells: line.map((c) => shape.cellName(c)) });
  }
  return out;
}

/** Killer cages of 2-3 connected cells with different values, not overlapping. */
function cages(shape: VariantShape, sol: Int32Array, count: number, rnd: Random): VariantConstraint[] {
  const used = new Set<number>();
  const out: VariantConstraint[] = [];
  for (let tries = 0; tries < 200 && out.length < count; tries++) {
    let cell = rnd.below(shape.gridCellCount);
    if (used.has(cell)) continue;
    const cage = [cell];
    const size = 2 + rnd.below(2);
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

async function build(): Promise<Record<string, ShapeFixture>> {
  const out: Record<string, ShapeFixture> = {};
  const rnd = new Random(7);

  // 6×8 with 8 values: rows hold 8 different values, columns 6 of 8; boxes of 8 cells (2 high × 4 wide).
  {
    const base: VariantPuzzle = { size: 8, rows: 6, columns: 8, title: 'rectangular 6×8, boxes 2×4' };
    out['rectangular 6×8'] = await minimise(base, await solutionOf(base, 11, 50_000), 12);
  }
  // 4×6 jigsaw: 4 irregular regions of 6 cells.
  {
    const base: VariantPuzzle = {
      size: 6,
      rows: 4,
      columns: 6,
      regions: 'AAABBB AACBBB ACCCDD CCDDDD',
      title: 'rectangular 4×6 jigsaw',
    };
    out['rectangular 4×6 jigsaw'] = await minimise(base, await solutionOf(base, 21, 50_000), 22);
  }
  // 5×5 with 6 values and no boxes: rows and columns hold 5 different values of 6 (one left out each).
  {
    const start: VariantPuzzle = { size: 6, rows: 5, columns: 5, boxes: false };
    const sol = await solutionOf(start, 31, 50_000);
    const base: VariantPuzzle = {
      ...start,
      title: 'extra values: 5×5, values 1..6, no boxes, killer',
      constraints: cages(shapeOf(start), sol, 5, rnd),
    };
    out['extra values 5×5 of 1..6'] = await minimise(base, sol, 32);
  }
  // 0-based 6×6 (values 0..5, 3×2 boxes) with thermometers.
  {
    const start: VariantPuzzle = { size: 6, minValue: 0 };
    const sol = await solutionOf(start, 41, 50_000);
    const shape = shapeOf(start);
    const base: VariantPuzzle = {
      ...start,
      title: '0-based 6×6 thermometers',
      constraints: thermometers(
        shape,
        sol.map((v) => shape.indexOf(v)),
        4,
        rnd,
      ),
    };
    out['0-based 6×6 thermometer'] = await minimise(base, sol, 42);
  }
  // 5×5 Latin square (no boxes) with killer cages.
  {
    const start: VariantPuzzle = { size: 5, boxes: false };
    const sol = await solutionOf(start, 51, 50_000);
    const base: VariantPuzzle = {
      ...start,
      title: 'Latin square 5×5, killer',
      constraints: cages(shapeOf(start), sol, 4, rnd),
    };
    out['Latin square 5×5 killer'] = await minimise(base, sol, 52);
  }
  // 4×4 sudoku with one extra cell x1: three arrows whose shafts all sum to x1.
  {
    const start: VariantPuzzle = { size: 4, extraCells: 1 };
    const shape = shapeOf(start);
    let sol = await solutionOf(start, 61, 50_000);
    let seed = 61;
    const x1 = (): number => sol[shape.gridCellCount]!;
    while (x1() < 3) sol = await solutionOf(start, ++seed, 50_000);
    const pairs: number[][] = [];
    for (let a = 0; a < shape.gridCellCount && pairs.length < 3; a++) {
      for (let b = a + 1; b < shape.gridCellCount && pairs.length < 3; b++) {
        const fresh = !pairs.some((p) => p.includes(a) || p.includes(b));
        if (fresh && sol[a]! + sol[b]! === x1() && rnd.below(3) === 0) pairs.push([a, b]);
      }
    }
    const base: VariantPuzzle = {
      ...start,
      title: 'extra cell x1: arrows that share one total',
      constraints: pairs.map((p) => ({
        type: 'arrow',
        circle: ['x1'],
        cells: p.map((c) => shape.cellName(c)),
      })),
    };
    out['extra cell 4×4 arrows'] = await minimise(base, sol, 62);
  }
  // 5×5 chaos construction: regions chosen by the solve, pinned down by a few hints and givens.
  {
    const start: VariantPuzzle = { size: 5, chaos: true };
    const shape = shapeOf(start);
    const sol = await solutionOf(start, 71, 50_000);
    const letters = Array.from(
      { length: shape.gridCellCount },
      (_, c) => 'ABCDE'[sol[shape.regionCell(c)]! - 1]!,
    );
    const hintsOf = (): string =>
      Array.from({ length: shape.rows }, (_, r) =>
        letters.slice(r * shape.columns, (r + 1) * shape.columns).join(''),
      ).join(' ');
    const withHints = await minimise(
      { ...start, chaos: hintsOf(), title: 'chaos construction 5×5' },
      sol,
      72,
    );
    // Then drop hints (seeded order) while the solution stays unique.
    const order = Array.from({ length: shape.gridCellCount }, (_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = rnd.below(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const cell of order) {
      const before = letters[cell]!;
      letters[cell] = '.';
      if (!(await unique({ ...withHints.puzzle, chaos: hintsOf() }))) letters[cell] = before;
    }
    out['chaos construction 5×5'] = { puzzle: { ...withHints.puzzle, chaos: hintsOf() }, solution: [...sol] };
  }
  return out;
}

const fixtures = await build();
writeFileSync(new URL('./shapeFixtures.json', import.meta.url), `${JSON.stringify(fixtures, null, 1)}\n`);
console.log(`wrote ${Object.keys(fixtures).length} fixtures`);
