import fc from 'fast-check';
import { lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import { countSolutions } from '../../../../core/index.js';
import {
  buildVariantModel,
  checkVariantSolution,
  decodeVariantValues,
  resolveVariantPuzzle,
  type VariantConstraint,
  VariantError,
  type VariantPuzzle,
} from '../../../../models/sudoku/variants/index.js';
import { GAP_FIXTURES } from './gapFixtures.js';

/**
 * Region same values, doppelganger, and sums on 0-based grids (killer cages holding 0, arrows, pills,
 * little killers, free sums, double arrows), against oracles written here from ISS's rule texts, in the
 * puzzle's own values: the model keeps exactly the grids the oracles accept among every grid of the
 * shape (enumerated here, without the model), and the checker agrees.
 */
const native = getBackend(createContainer(), 'native');

/** A grid shape for the enumeration: houses are rows, columns and `regions` (boxes or jigsaw pieces). */
interface Plain {
  readonly rows: number;
  readonly columns: number;
  readonly values: readonly number[];
  readonly regions: readonly (readonly number[])[];
  /** Given value per cell, `undefined` for empty. */
  readonly givens?: readonly (number | undefined)[];
}

function boxesOf(rows: number, columns: number, height: number, width: number): number[][] {
  const out: number[][] = [];
  for (let r0 = 0; r0 < rows; r0 += height)
    for (let c0 = 0; c0 < columns; c0 += width) {
      const box: number[] = [];
      for (let r = r0; r < r0 + height; r++) for (let c = c0; c < c0 + width; c++) box.push(r * columns + c);
      out.push(box);
    }
  return out;
}

function housesOf(p: Plain): number[][] {
  const out: number[][] = [];
  for (let r = 0; r < p.rows; r++) out.push(Array.from({ length: p.columns }, (_, c) => r * p.columns + c));
  for (let c = 0; c < p.columns; c++) out.push(Array.from({ length: p.rows }, (_, r) => r * p.columns + c));
  return [...out, ...p.regions.map((h) => [...h])];
}

/** Every grid whose houses hold different values (and that keeps the givens), by plain backtracking. */
function everyGrid(p: Plain): number[][] {
  const cells = p.rows * p.columns;
  const houses = housesOf(p);
  const peers = Array.from({ length: cells }, () => new Set<number>());
  for (const h of houses) for (const a of h) for (const b of h) if (a !== b) peers[a]!.add(b);
  const grid = new Array<number>(cells).fill(Number.NaN);
  const out: number[][] = [];
  const place = (cell: number): void => {
    if (cell === cells) {
      out.push(grid.slice());
      return;
    }
    const given = p.givens?.[cell];
    for (const v of given === undefined ? p.values : [given]) {
      let clash = false;
      for (const q of peers[cell]!) if (grid[q] === v) clash = true;
      if (clash) continue;
      grid[cell] = v;
      place(cell + 1);
      grid[cell] = Number.NaN;
    }
  };
  place(0);
  return out;
}

/** Every solution of the model, as value grids (grid cells only). */
async function modelGrids(p: VariantPuzzle, limit: number, gridCells: number): Promise<string[]> {
  const vm = buildVariantModel(p);
  const { count, result } = await countSolutions(native, vm.model, limit);
  expect(count).toBeLessThan(limit);
  return result.solutions
    .map((s) => [...decodeVariantValues(vm, s.values)].slice(0, gridCells).join(','))
    .sort();
}

/**
 * The model keeps exactly the enumerated grids the oracle accepts; the checker accepts those and
 * refuses the others (every one up to `checkAtMost` of each, the rest sampled), naming the constraint.
 */
async function agrees(
  p: VariantPuzzle,
  plain: Plain,
  oracle: (g: readonly number[]) => boolean,
  checkAtMost = 3000,
): Promise<void> {
  const all = everyGrid(plain);
  const accepted = all.filter(oracle);
  const key = (g: readonly number[]) => g.join(',');
  const cells = plain.rows * plain.columns;
  expect(await modelGrids(p, accepted.length + 2, cells)).toEqual(accepted.map(key).sort());
  const rejected = all.filter((g) => !oracle(g));
  // The rule cuts: some grids break it, some keep it.
  expect(accepted.length).toBeGreaterThan(0);
  expect(rejected.length).toBeGreaterThan(0);
  const sample = (list: number[][]) =>
    list.length <= checkAtMost ? list : list.filter((_, i) => i % Math.ceil(list.length / checkAtMost) === 0);
  const extra = (g: number[]) => g; // grid cells only: the puzzles here have no extra cells
  for (const g of sample(accepted)) expect(checkVariantSolution(p, extra(g))).toEqual([]);
  for (const g of sample(rejected)) {
    const problems = checkVariantSolution(p, extra(g));
    expect(problems.length).toBeGreaterThan(0);
    for (const m of problems) expect(m).toMatch(/^constraint #\d+ \(\w+\): /);
  }
}

/** `r2c3` → cell index on a grid of `columns` columns. */
function at(name: string, columns: number): number {
  const m = /^r(\d+)c(\d+)$/.exec(name)!;
  return (Number(m[1]) - 1) * columns + Number(m[2]) - 1;
}

// ---- Oracles, from ISS's texts, in values ----

/** ISS RegionSameValues: all the largest-size houses (rows, columns, boxes, jigsaw pieces) hold the same set. */
function regionSameValuesOracle(plain: Plain): (g: readonly number[]) => boolean {
  const houses = housesOf(plain);
  const size = Math.max(...houses.map((h) => h.length));
  const largest = houses.filter((h) => h.length === size);
  return (g) => {
    const first = largest[0]!
      .map((c) => g[c]!)
      .sort((a, b) => a - b)
      .join();
    return largest.every(
      (h) =>
        h
          .map((c) => g[c]!)
          .sort((a, b) => a - b)
          .join() === first,
    );
  };
}

/**
 * ISS Doppelganger on an R×R grid of 0..R: every row, column, box holds 0 and all but one of 1..R; no two
 * houses of one kind miss the same digit; at each 0, the digits missed by its row, column and box differ.
 */
function doppelgangerOracle(side: number, boxH: number, boxW: number): (g: readonly number[]) => boolean {
  const plain: Plain = { rows: side, columns: side, values: [], regions: boxesOf(side, side, boxH, boxW) };
  const houses = housesOf(plain);
  const boxOf = (cell: number) =>
    Math.floor(Math.floor(cell / side) / boxH) * (side / boxW) + Math.floor((cell % side) / boxW);
  return (g) => {
    const missed: number[] = [];
    for (const h of houses) {
      const held = new Set(h.map((c) => g[c]!));
      if (!held.has(0)) return false;
      const out = [];
      for (let d = 1; d <= side; d++) if (!held.has(d)) out.push(d);
      if (out.length !== 1) return false;
      missed.push(out[0]!);
    }
    for (let k = 0; k < 3; k++)
      if (new Set(missed.slice(k * side, (k + 1) * side)).size !== side) return false;
    for (let cell = 0; cell < side * side; cell++) {
      if (g[cell] !== 0) continue;
      const r = missed[Math.floor(cell / side)]!;
      const c = missed[side + (cell % side)]!;
      const b = missed[2 * side + boxOf(cell)]!;
      if (r === c || r === b || c === b) return false;
    }
    return true;
  };
}

/** Killer, arrow (pills read as numbers), little killer, free sum, double arrow: in the values themselves. */
function sumOracle(c: VariantConstraint, columns: number): (g: readonly number[]) => boolean {
  const v = (g: readonly number[], names: readonly (string | readonly [number, number])[]) =>
    names.map((n) => g[at(n as string, columns)]!);
  const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  switch (c.type) {
    case 'killer':
      return (g) => {
        const xs = v(g, c.cells);
        return new Set(xs).size === xs.length && (c.sum === undefined || total(xs) === c.sum);
      };
    case 'arrow':
      return (g) => total(v(g, c.cells)) === Number(v(g, c.circle).join(''));
    case 'littleKiller':
      return (g) => total(v(g, c.cells)) === c.sum;
    case 'sum':
      return (g) => {
        const xs = v(g, c.cells);
        return xs.reduce((a, x, i) => a + x * (c.coefficients?.[i] ?? 1), 0) === c.sum;
      };
    case 'doubleArrow':
      return (g) => {
        const xs = v(g, c.cells);
        return total(xs.slice(1, -1)) === xs[0]! + xs.at(-1)!;
      };
    default:
      throw new Error(`no oracle for ${c.type}`);
  }
}

/** ISS's text: the control digit X says the first X listed region variables are equal, the next one differs. */
function arrowOracle(
  control: number,
  cells: readonly number[],
  n: number,
): (v: readonly number[]) => boolean {
  const label = (v: readonly number[], c: number) => v[n * n + c]!;
  return (v) => {
    const x = v[control]!;
    if (x > cells.length) return false;
    const run = cells.slice(0, x).map((c) => label(v, c));
    if (run.some((l) => l !== run[0])) return false;
    return x === cells.length || label(v, cells[x]!) !== run[0];
  };
}

/**
 * ISS's multi-arrow text, with its solver's counting of a start shared by arms: every arm begins with a
 * run in one region (the same for all arms); the control digit is the sum of the runs, each start cell
 * shared with an earlier arm counted once.
 */
function multiOracle(control: number, arms: readonly (readonly number[])[], n: number) {
  const label = (v: readonly number[], c: number) => v[n * n + c]!;
  return (v: readonly number[]) => {
    const region = label(v, arms[0]![0]!);
    let total = 0;
    for (const [i, arm] of arms.entries()) {
      let run = 0;
      while (run < arm.length && label(v, arm[run]!) === region) run++;
      if (run === 0) return false;
      total += run;
      if (arms.slice(0, i).some((a) => a[0] === arm[0])) total--;
    }
    return v[control] === total;
  };
}

/** The sum rules the sum oracle knows. */
const SUM_TYPES = new Set<string>(['killer', 'arrow', 'littleKiller', 'sum', 'doubleArrow']);

const ZERO_4: Plain = { rows: 4, columns: 4, values: [0, 1, 2, 3], regions: boxesOf(4, 4, 2, 2) };

describe('gap rules: fixtures', () => {
  it.each(Object.entries(GAP_FIXTURES))(
    '%s has one solution, which the checker accepts',
    async (name, f) => {
      const vm = buildVariantModel(f.puzzle);
      const { count, result } = await countSolutions(native, vm.model, 2);
      expect(count).toBe(1);
      const values = [...decodeVariantValues(vm, result.solutions[0]!.values)];
      expect(values).toEqual(f.solution);
      expect(checkVariantSolution(f.puzzle, values)).toEqual([]);
      const shape = vm.shape;
      const constraints = f.puzzle.constraints!;
      const types = new Set<string>(constraints.map((c) => c.type));
      if (types.has('doppelganger')) {
        const box = shape.boxes!;
        expect(doppelgangerOracle(shape.rows, box.height, box.width)(values)).toBe(true);
      }
      if (types.has('regionSameValues')) {
        const box = shape.boxes!;
        const plain: Plain = {
          rows: shape.rows,
          columns: shape.columns,
          values: [],
          regions: boxesOf(shape.rows, shape.columns, box.height, box.width),
        };
        expect(regionSameValuesOracle(plain)(values)).toBe(true);
        // The rule is what makes it unique: without it the givens allow more grids.
        const without = { ...f.puzzle, constraints: [] };
        expect((await countSolutions(native, buildVariantModel(without).model, 2)).count).toBe(2);
      }
      if (types.has('killer')) {
        for (const c of constraints)
          if (SUM_TYPES.has(c.type)) expect(sumOracle(c, shape.columns)(values)).toBe(true);
        // Some cage holds the 0: the value range matters.
        const zeroCage = constraints.some(
          (c) => c.type === 'killer' && c.cells.some((n) => values[at(n as string, shape.columns)] === 0),
        );
        expect(zeroCage).toBe(true);
      }
      if (types.has('chaosArrow')) {
        for (const c of constraints) {
          if (c.type !== 'chaosArrow') continue;
          const cells = c.cells.map((n) => at(n as string, shape.columns));
          const control = c.control === undefined ? cells[0]! : at(c.control[0] as string, shape.columns);
          expect(arrowOracle(control, cells, shape.rows)(values)).toBe(true);
        }
      }
      if (types.has('chaosMultiArrow')) {
        for (const c of constraints) {
          if (c.type !== 'chaosMultiArrow') continue;
          const arms = c.arms.map((arm) => arm.map((n) => at(n as string, shape.columns)));
          const control = c.control === undefined ? arms[0]![0]! : at(c.control[0] as string, shape.columns);
          expect(multiOracle(control, arms, shape.rows)(values)).toBe(true);
        }
      }
      // Every fixture's oracle above ran: its name says which rule it is about.
      const about = name.split(' ')[0]!;
      expect(types.has(about) || (about === '0-based' && types.has('killer'))).toBe(true);
    },
    60_000,
  );
});

describe('regionSameValues', () => {
  it('keeps exactly the 4×4 grids over 1..5 whose rows, columns and boxes hold the same four values', async () => {
    const givens = [1, undefined, undefined, undefined, undefined, undefined, 3];
    const plain: Plain = {
      rows: 4,
      columns: 4,
      values: [1, 2, 3, 4, 5],
      regions: boxesOf(4, 4, 2, 2),
      givens,
    };
    // r1c1 = 1, r2c3 = 3
    const withGivens: VariantPuzzle = {
      size: 5,
      rows: 4,
      columns: 4,
      givens: '1... ..3. .... ....',
      constraints: [{ type: 'regionSameValues' }],
    };
    await agrees(withGivens, plain, regionSameValuesOracle(plain));
  });

  it('takes only the largest houses: on a 3×5 grid over 1..6 without boxes the rows, not the columns', async () => {
    const plain: Plain = {
      rows: 3,
      columns: 5,
      values: [1, 2, 3, 4, 5, 6],
      regions: [],
      givens: [1, 2, 3, undefined, undefined, undefined, undefined, 1, 2],
    };
    const p: VariantPuzzle = {
      size: 6,
      rows: 3,
      columns: 5,
      boxes: false,
      givens: '123.. ..12. .....',
      constraints: [{ type: 'regionSameValues' }],
    };
    const oracle = regionSameValuesOracle(plain);
    // Columns (3 cells) may differ: a grid the oracle accepts with two columns of different sets exists.
    const accepted = everyGrid(plain).filter(oracle);
    const colSet = (g: readonly number[], c: number) =>
      [0, 1, 2]
        .map((r) => g[r * 5 + c]!)
        .sort()
        .join();
    expect(accepted.some((g) => colSet(g, 0) !== colSet(g, 1))).toBe(true);
    await agrees(p, plain, oracle);
  });

  it('takes jigsaw regions as houses', async () => {
    // A jigsaw whose pieces are not the boxes.
    const jig = [
      [0, 1, 2, 5],
      [3, 6, 7, 11],
      [4, 8, 9, 12],
      [10, 13, 14, 15],
    ];
    const plain: Plain = { rows: 4, columns: 4, values: [1, 2, 3, 4, 5], regions: jig, givens: [2] };
    const p: VariantPuzzle = {
      size: 5,
      rows: 4,
      columns: 4,
      regions: 'AAAB CABB CCDB CDDD',
      givens: '2... .... .... ....',
      constraints: [{ type: 'regionSameValues' }],
    };
    await agrees(p, plain, regionSameValuesOracle(plain));
  });

  it('adds nothing where the largest houses hold every value', () => {
    const vm = buildVariantModel({ size: 4, constraints: [{ type: 'regionSameValues' }] });
    const plainVm = buildVariantModel({ size: 4 });
    expect(vm.model.constraints.length).toBe(plainVm.model.constraints.length);
  });
});

describe('doppelganger', () => {
  it('keeps exactly the 4×4 grids over 0..4 that ISS’s doppelganger text accepts', async () => {
    const plain: Plain = { rows: 4, columns: 4, values: [0, 1, 2, 3, 4], regions: boxesOf(4, 4, 2, 2) };
    const p: VariantPuzzle = {
      size: 5,
      rows: 4,
      columns: 4,
      minValue: 0,
      constraints: [{ type: 'doppelganger' }],
    };
    await agrees(p, plain, doppelgangerOracle(4, 2, 2), 1500);
  });

  it('puts the left-out digits in extra cells when asked, so that givens can name them', async () => {
    const cells = Array.from({ length: 12 }, (_, i) => `x${i + 1}`);
    const p: VariantPuzzle = {
      size: 5,
      rows: 4,
      columns: 4,
      minValue: 0,
      extraCells: 12,
      constraints: [{ type: 'doppelganger', cells }],
    };
    const vm = buildVariantModel(p);
    const { count, result } = await countSolutions(native, vm.model, 1000);
    expect(count).toBe(768); // as many as without the extra cells: they are fixed by the grid
    const oracle = doppelgangerOracle(4, 2, 2);
    const plain: Plain = { rows: 4, columns: 4, values: [], regions: boxesOf(4, 4, 2, 2) };
    const houses = housesOf(plain);
    for (const s of result.solutions.slice(0, 50)) {
      const values = [...decodeVariantValues(vm, s.values)];
      const grid = values.slice(0, 16);
      expect(oracle(grid)).toBe(true);
      houses.forEach((h, i) => {
        const held = new Set(h.map((c) => grid[c]!));
        expect(held.has(values[16 + i]!)).toBe(false);
      });
      expect(checkVariantSolution(p, values)).toEqual([]);
      const wrong = values.slice();
      wrong[16] = wrong[17]!;
      expect(checkVariantSolution(p, wrong)[0]).toMatch(/^constraint #0 \(doppelganger\): /);
    }
    // A rule that takes extra cells fixes one: a one-cell sum gives row 1's left-out digit.
    const fixed: VariantPuzzle = {
      ...p,
      constraints: [...p.constraints!, { type: 'sum', cells: ['x1'], sum: 2 }],
    };
    const all = result.solutions.map((s) => [...decodeVariantValues(vm, s.values)]);
    const fixedCount = (await countSolutions(native, buildVariantModel(fixed).model, 1000)).count;
    expect(fixedCount).toBe(all.filter((v) => v[16] === 2).length);
    expect(fixedCount).toBeGreaterThan(0);
  });

  it.each([
    [
      'a grid of digits 1..N',
      { size: 4, constraints: [{ type: 'doppelganger' }] },
      /constraint #0 \(doppelganger\): doppelganger needs an R×R grid/,
    ],
    [
      'values 0..N−1',
      { size: 4, minValue: 0, constraints: [{ type: 'doppelganger' }] },
      /constraint #0 \(doppelganger\): .*this is a 4×4 grid, values 0\.\.3/,
    ],
    [
      'a wrong number of cells',
      {
        size: 5,
        rows: 4,
        columns: 4,
        minValue: 0,
        extraCells: 3,
        constraints: [{ type: 'doppelganger', cells: ['x1', 'x2', 'x3'] }],
      },
      /constraint #0 \(doppelganger\): 'cells' must list 12 extra cells/,
    ],
    [
      'a grid cell as a doppelganger',
      {
        size: 5,
        rows: 4,
        columns: 4,
        minValue: 0,
        extraCells: 11,
        constraints: [
          { type: 'doppelganger', cells: ['r1c1', ...Array.from({ length: 11 }, (_, i) => `x${i + 1}`)] },
        ],
      },
      /constraint #0 \(doppelganger\): r1c1 is a grid cell/,
    ],
  ])('refuses %s, naming the constraint', (_, input, message) => {
    expect(() => resolveVariantPuzzle(input)).toThrow(VariantError);
    expect(() => resolveVariantPuzzle(input)).toThrow(message);
  });
});

describe('chaosArrow', () => {
  async function allValues(p: VariantPuzzle): Promise<string[]> {
    const vm = buildVariantModel(p);
    const { count, result } = await countSolutions(native, vm.model, 5000);
    expect(count).toBeLessThan(5000);
    return result.solutions.map((s) => [...decodeVariantValues(vm, s.values)].join(',')).sort();
  }

  it.each<[string, VariantConstraint[], [number, number[]][]]>([
    [
      'one arrow along a row',
      [{ type: 'chaosArrow', cells: ['r1c1', 'r1c2', 'r1c3', 'r1c4'] }],
      [[0, [0, 1, 2, 3]]],
    ],
    [
      'two arrows, one with a separate control cell',
      [
        { type: 'chaosArrow', cells: ['r4c4', 'r3c4', 'r2c4', 'r1c4'] },
        { type: 'chaosArrow', control: ['r2c2'], cells: ['r2c1', 'r3c1', 'r4c1'] },
      ],
      [
        [15, [15, 11, 7, 3]],
        [5, [4, 8, 12]],
      ],
    ],
  ])('%s: the model keeps exactly the 4×4 chaos solutions the rule text accepts', async (_, cs, oracles) => {
    const base: VariantPuzzle = { size: 4, chaos: true, givens: '12.. .... .... ...3' };
    const p: VariantPuzzle = { ...base, constraints: cs };
    const tests = oracles.map(([c, cells]) => arrowOracle(c, cells, 4));
    const plain = await allValues(base);
    const expected = plain.filter((g) => {
      const v = g.split(',').map(Number);
      return tests.every((t) => t(v));
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(plain.length);
    expect(await allValues(p)).toEqual(expected);
    const accepted = new Set(expected);
    for (const g of plain) {
      const problems = checkVariantSolution(p, g.split(',').map(Number));
      expect(problems.length === 0).toBe(accepted.has(g));
      for (const m of problems) expect(m).toMatch(/^constraint #\d+ \(chaosArrow\): /);
    }
  });

  it.each<[string, VariantConstraint, number, number[][]]>([
    [
      'two arms from one arrow cell (the start counted once)',
      {
        type: 'chaosMultiArrow',
        arms: [
          ['r2c2', 'r2c3', 'r2c4'],
          ['r2c2', 'r3c2', 'r4c2'],
        ],
      },
      5,
      [
        [5, 6, 7],
        [5, 9, 13],
      ],
    ],
    [
      'two arms apart, with a control cell of their own',
      {
        type: 'chaosMultiArrow',
        control: ['r2c1'],
        arms: [
          ['r3c3', 'r3c4'],
          ['r4c3', 'r4c4'],
        ],
      },
      4,
      [
        [10, 11],
        [14, 15],
      ],
    ],
  ])(
    'multi-arrow, %s: the model keeps exactly the 4×4 chaos solutions the rule text accepts',
    async (_, c, control, arms) => {
      const base: VariantPuzzle = { size: 4, chaos: true, givens: '12.. .... .... ...3' };
      const p: VariantPuzzle = { ...base, constraints: [c] };
      const test = multiOracle(control, arms, 4);
      const plain = await allValues(base);
      const expected = plain.filter((g) => test(g.split(',').map(Number)));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(plain.length);
      expect(await allValues(p)).toEqual(expected);
      const accepted = new Set(expected);
      for (const g of plain) {
        const problems = checkVariantSolution(p, g.split(',').map(Number));
        expect(problems.length === 0).toBe(accepted.has(g));
        for (const m of problems) expect(m).toMatch(/^constraint #0 \(chaosMultiArrow\): /);
      }
    },
  );

  it('a multi-arrow with one arm is a chaos arrow', async () => {
    const base: VariantPuzzle = { size: 4, chaos: true, givens: '12.. .... .... ...3' };
    const cells = ['r4c4', 'r4c3', 'r4c2', 'r4c1'];
    expect(await allValues({ ...base, constraints: [{ type: 'chaosMultiArrow', arms: [cells] }] })).toEqual(
      await allValues({ ...base, constraints: [{ type: 'chaosArrow', cells }] }),
    );
  });

  it('refuses a puzzle without chaos, naming the constraint', () => {
    expect(() =>
      resolveVariantPuzzle({ size: 4, constraints: [{ type: 'chaosArrow', cells: ['r1c1', 'r1c2'] }] }),
    ).toThrow(/^constraint #0 \(chaosArrow\): a chaos arrow reads regions chosen by the solve/);
  });
});

describe('priority', () => {
  it('changes the order the search explores (never the answer) on puzzles that need search', async () => {
    const decisions = async (p: VariantPuzzle) => {
      const events = await lastValueFrom(
        native.solve(buildVariantModel(p).model, { trace: { decisions: true } }).pipe(toArray()),
      );
      return events.flatMap((e) =>
        e.type === 'decision' ? [`${e.variable}${e.positive ? '=' : '≠'}${e.value}`] : [],
      );
    };
    for (const [name, from] of [
      ['priority 6×6', 'doppelganger 6×6 of 0..6'],
      ['priority 9×9', '0-based sums 9×9'],
    ] as const) {
      const f = GAP_FIXTURES[name]!;
      const plain = GAP_FIXTURES[from]!;
      const hinted = await decisions(f.puzzle);
      const unhinted = await decisions(plain.puzzle);
      expect(unhinted.length).toBeGreaterThan(0);
      expect(hinted).not.toEqual(unhinted);
      expect(f.solution).toEqual(plain.solution);
    }
  });

  it('never changes the solutions on 4×4 over 0..3 (property)', async () => {
    const base = zero4Puzzle({ type: 'killer', cells: ['r1c1', 'r1c2'], sum: 3 });
    const expected = await modelGrids(base, 1000, 16);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -1000, max: 1000 }),
        async (cells, priority) => {
          const names = cells.map((c) => `r${Math.floor(c / 4) + 1}c${(c % 4) + 1}`);
          const p = {
            ...base,
            constraints: [...base.constraints!, { type: 'priority' as const, cells: names, priority }],
          };
          expect(await modelGrids(p, 1000, 16)).toEqual(expected);
          expect(checkVariantSolution(p, expected[0]!.split(',').map(Number))).toEqual([]);
        },
      ),
      { seed: 18, numRuns: 20 },
    );
  });

  it('refuses a level out of range, naming the constraint', () => {
    expect(() =>
      resolveVariantPuzzle({ size: 4, constraints: [{ type: 'priority', cells: ['r1c1'], priority: 5000 }] }),
    ).toThrow(/^constraint #0 \(priority\): 'priority' must be an integer -1000\.\.1000/);
  });
});

/** A 4×4 puzzle over 0..3 with these constraints. */
function zero4Puzzle(...constraints: VariantConstraint[]): VariantPuzzle {
  return { size: 4, minValue: 0, constraints };
}

describe('sums on 0-based grids', () => {
  const zero4 = (...constraints: VariantConstraint[]): VariantPuzzle => ({
    size: 4,
    minValue: 0,
    constraints,
  });
  const CASES: [string, VariantConstraint[]][] = [
    ['a killer cage holding 0', [{ type: 'killer', cells: ['r1c1', 'r1c2', 'r2c1'], sum: 3 }]],
    ['a killer cage summing to 0', [{ type: 'killer', cells: ['r3c3'], sum: 0 }]],
    ['a cage without a total', [{ type: 'killer', cells: ['r1c1', 'r2c2', 'r3c3', 'r4c4'] }]],
    ['an arrow', [{ type: 'arrow', circle: ['r1c1'], cells: ['r1c2', 'r2c2'] }]],
    [
      'a pill arrow read with 0 digits',
      [{ type: 'arrow', circle: ['r1c1', 'r1c2'], cells: ['r2c3', 'r3c2', 'r4c4', 'r3c4'] }],
    ],
    ['a little killer', [{ type: 'littleKiller', cells: ['r1c2', 'r2c3', 'r3c4'], sum: 2 }]],
    ['a weighted sum', [{ type: 'sum', cells: ['r1c1', 'r2c3', 'r4c4'], coefficients: [3, -2, 1], sum: 1 }]],
    ['a double arrow', [{ type: 'doubleArrow', cells: ['r1c1', 'r2c2', 'r3c2', 'r4c1'] }]],
    [
      'overlapping cages',
      [
        { type: 'killer', cells: ['r1c1', 'r1c2'], sum: 1 },
        { type: 'killer', cells: ['r1c2', 'r2c2'], sum: 4 },
      ],
    ],
  ];

  it.each(CASES)(
    '%s: the model keeps exactly the 4×4 grids over 0..3 the rule text accepts',
    async (_, cs) => {
      const oracles = cs.map((c) => sumOracle(c, 4));
      await agrees(zero4(...cs), ZERO_4, (g) => oracles.every((o) => o(g)));
    },
  );

  it('on 6×6 over 0..5 too (with a few givens)', async () => {
    const cs: VariantConstraint[] = [
      { type: 'killer', cells: ['r1c1', 'r1c2', 'r2c1'], sum: 7 },
      { type: 'arrow', circle: ['r6c6'], cells: ['r5c5', 'r4c4'] },
      { type: 'littleKiller', cells: ['r1c4', 'r2c5', 'r3c6'], sum: 5 },
    ];
    const givens = '...... .0.... ..1... ...2.. ....3. ......';
    const gv = givens.replaceAll(' ', '');
    const plain: Plain = {
      rows: 6,
      columns: 6,
      values: [0, 1, 2, 3, 4, 5],
      regions: boxesOf(6, 6, 2, 3),
      givens: [...gv].map((ch) => (ch === '.' ? undefined : Number(ch))),
    };
    const oracles = cs.map((c) => sumOracle(c, 6));
    await agrees(
      { size: 6, minValue: 0, givens, constraints: cs },
      plain,
      (g) => oracles.every((o) => o(g)),
      800,
    );
  }, 60_000);

  it('random killer cages on 4×4 over 0..3 (property)', async () => {
    const grids = everyGrid(ZERO_4);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 6 }),
        async (cells, sum) => {
          const names = cells.map((c) => `r${Math.floor(c / 4) + 1}c${(c % 4) + 1}`);
          const cage: VariantConstraint = { type: 'killer', cells: names, sum };
          let p: VariantPuzzle;
          try {
            p = zero4(cage);
            resolveVariantPuzzle(p);
          } catch (e) {
            // Only unreachable totals are refused, and they are: no 0-based grid meets them.
            expect(e).toBeInstanceOf(VariantError);
            expect(grids.some(sumOracle(cage, 4))).toBe(false);
            return;
          }
          const expected = grids
            .filter(sumOracle(cage, 4))
            .map((g) => g.join(','))
            .sort();
          expect(await modelGrids(p, expected.length + 2, 16)).toEqual(expected);
        },
      ),
      { seed: 18, numRuns: 25 },
    );
  });

  it('names the constraint when a total cannot be reached with 0..N−1', () => {
    expect(() => resolveVariantPuzzle(zero4({ type: 'killer', cells: ['r1c1', 'r1c2'], sum: 6 }))).toThrow(
      /constraint #0 \(killer\): no 2 different digits 0\.\.3 sum to 6 \(possible 1\.\.5\)/,
    );
    expect(() =>
      resolveVariantPuzzle(
        zero4({ type: 'arrow', circle: ['r1c1'], cells: ['r1c2', 'r1c3', 'r1c4', 'r2c4', 'r3c4'] }),
      ),
    ).not.toThrow();
    expect(() =>
      resolveVariantPuzzle(zero4({ type: 'littleKiller', cells: ['r1c1', 'r2c2'], sum: 7 })),
    ).toThrow(/constraint #0 \(littleKiller\): 2 digits 0\.\.3 cannot sum to 7 \(possible 0\.\.6\)/);
  });

  it('says totals in the values in checker messages', () => {
    const p = zero4({ type: 'killer', cells: ['r1c1', 'r1c2'], sum: 1 });
    const problems = checkVariantSolution(p, [2, 3, 0, 1, 0, 1, 2, 3, 1, 0, 3, 2, 3, 2, 1, 0]);
    expect(problems).toEqual(['constraint #0 (killer): r1c1 + r1c2 = 5, expected 1']);
  });
});
