import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import { countSolutions } from '../../../../core/index.js';
import {
  buildVariantModel,
  checkVariantSolution,
  fromFPuzzles,
  resolveVariantPuzzle,
  toFPuzzles,
  type VariantConstraint,
  type VariantPuzzle,
} from '../../../../models/sudoku/variants/index.js';
import { digitsOf, SMALL_VARIANT_FIXTURES, VARIANT_FIXTURES } from './variantFixtures.js';

// Sum, cage and outside-clue rules: each checked against its own checker on every 4×4 grid (the model
// keeps exactly the grids the checker accepts), against a grid it must reject, and on fixtures with a
// unique solution (9×9 here, 6×6 in the backend conformance suite too).

const native = getBackend(createContainer(), 'native');

const four = (c: VariantConstraint): VariantPuzzle => ({ size: 4, constraints: [c] });

// A valid 4×4 grid: rows 1234 / 3412 / 2143 / 4321.
const GRID = '1234341221434321';

interface RuleCase {
  /** A constraint the grid GRID breaks. */
  readonly broken: VariantConstraint;
  /** A constraint the grid GRID keeps (the checker must not over-reject). */
  readonly kept: VariantConstraint;
  /** The fixtures (9×9, 6×6) that use the rule. */
  readonly fixtures: readonly [string, string];
  /** An invalid constraint on 4×4 and the message it gets. */
  readonly bad?: readonly [VariantConstraint, RegExp];
  /** f-puzzles key, entry and the constraint it reads as. */
  readonly fpuzzles?: readonly [string, Record<string, unknown>, VariantConstraint];
}

const CASES: Record<string, RuleCase> = {
  sum: {
    broken: { type: 'sum', cells: ['r1c1', 'r2c1'], sum: 5 },
    kept: { type: 'sum', cells: ['r1c1', 'r3c3', 'r4c4'], sum: 12, coefficients: [1, 3, -1] },
    fixtures: ['sum', 'sum6'],
    bad: [
      { type: 'sum', cells: ['r1c1', 'r2c1'], sum: 9 },
      /^constraint #0 \(sum\): digits 1\.\.4 in these cells cannot sum to 9 \(possible 2\.\.8\)$/,
    ],
  },
  doubleArrow: {
    broken: { type: 'doubleArrow', cells: ['r1c1', 'r1c2', 'r1c3'] },
    kept: { type: 'doubleArrow', cells: ['r1c2', 'r1c3', 'r2c3'] },
    fixtures: ['doubleArrow', 'doubleArrow6'],
    bad: [
      { type: 'doubleArrow', cells: ['r1c1', 'r1c3', 'r1c4'] },
      /^constraint #0 \(doubleArrow\): r1c1 and r1c3 are not neighbours$/,
    ],
  },
  quadruple: {
    broken: { type: 'quadruple', cells: ['r1c1', 'r1c2', 'r2c1', 'r2c2'], values: [1, 1] },
    kept: { type: 'quadruple', cells: ['r2c2', 'r2c3', 'r3c2', 'r3c3'], values: [4, 4, 1] },
    fixtures: ['quadruple', 'quadruple6'],
    bad: [
      { type: 'quadruple', cells: ['r1c1', 'r1c2', 'r2c1', 'r3c3'], values: [1] },
      /^constraint #0 \(quadruple\): r1c1, r1c2, r2c1, r3c3 are not a 2×2 square$/,
    ],
    fpuzzles: [
      'quadruple',
      { cells: ['R1C1', 'R1C2', 'R2C1', 'R2C2'], values: [1, 3] },
      { type: 'quadruple', cells: ['r1c1', 'r1c2', 'r2c1', 'r2c2'], values: [1, 3] },
    ],
  },
  xSum: {
    broken: { type: 'xSum', row: 1, sum: 3 },
    kept: { type: 'xSum', row: 1, from: 'end', sum: 10 },
    fixtures: ['xSum', 'xSum6'],
    bad: [{ type: 'xSum', row: 1, column: 2, sum: 3 }, /exactly one of 'row' and 'column'/],
    fpuzzles: ['xsum', { cell: 'R0C2', value: '9' }, { type: 'xSum', column: 2, from: 'start', sum: 9 }],
  },
  skyscraper: {
    broken: { type: 'skyscraper', row: 1, count: 3 },
    kept: { type: 'skyscraper', column: 1, from: 'end', count: 1 },
    fixtures: ['skyscraper', 'skyscraper6'],
    fpuzzles: [
      'skyscraper',
      { cell: 'R3C5', value: '2' },
      { type: 'skyscraper', row: 3, from: 'end', count: 2 },
    ],
  },
  hiddenSkyscraper: {
    // Row 1 (1234) hides nothing; read from the right (4321) it hides 3 first.
    broken: { type: 'hiddenSkyscraper', row: 1, digit: 2 },
    kept: { type: 'hiddenSkyscraper', row: 1, from: 'end', digit: 3 },
    fixtures: ['hiddenSkyscraper', 'hiddenSkyscraper6'],
  },
  numberedRoom: {
    broken: { type: 'numberedRoom', row: 1, digit: 2 },
    kept: { type: 'numberedRoom', row: 2, digit: 1 },
    fixtures: ['numberedRoom', 'numberedRoom6'],
  },
  lunchbox: {
    broken: { type: 'lunchbox', cells: ['r1c1', 'r1c2', 'r1c3', 'r1c4'], sum: 4 },
    kept: { type: 'lunchbox', cells: ['r4c1', 'r4c2', 'r4c3', 'r4c4'], sum: 5 },
    fixtures: ['lunchbox', 'lunchbox6'],
  },
  rellik: {
    broken: { type: 'rellik', cells: ['r1c1', 'r1c2'], sum: 3 },
    kept: { type: 'rellik', cells: ['r1c1', 'r1c2', 'r2c2'], sum: 8 },
    fixtures: ['rellik', 'rellik6'],
    bad: [
      { type: 'rellik', cells: ['r1c1', 'r1c2', 'r2c1', 'r2c2'], sum: 3 },
      /^constraint #0 \(rellik\): every 4 different digits 1\.\.4 include some that add up to 3$/,
    ],
  },
  equalityCage: {
    broken: { type: 'equalityCage', cells: ['r1c1', 'r1c2'] },
    kept: { type: 'equalityCage', cells: ['r1c1', 'r1c2', 'r1c3', 'r1c4'] },
    fixtures: ['equalityCage', 'equalityCage6'],
    bad: [
      { type: 'equalityCage', cells: ['r1c1', 'r1c2', 'r1c3'] },
      /^constraint #0 \(equalityCage\): an equality cage needs an even number of cells; got 3$/,
    ],
  },
  sumLine: {
    broken: { type: 'sumLine', cells: ['r1c1', 'r1c2', 'r1c3'], sum: 4 },
    kept: { type: 'sumLine', cells: ['r1c1', 'r1c2', 'r1c3'], sum: 3 },
    fixtures: ['sumLine', 'sumLine6'],
  },
  modularLine: {
    broken: { type: 'modularLine', cells: ['r1c1', 'r2c2'] },
    kept: { type: 'modularLine', cells: ['r1c1', 'r1c2', 'r1c3', 'r1c4'] },
    fixtures: ['modularLine', 'modularLine6'],
  },
  lockoutLine: {
    broken: { type: 'lockoutLine', cells: ['r1c1', 'r1c2', 'r1c3'] },
    kept: { type: 'lockoutLine', cells: ['r1c1', 'r2c2', 'r2c1'], difference: 2 },
    fixtures: ['lockoutLine', 'lockoutLine6'],
  },
  greaterThan: {
    broken: { type: 'greaterThan', cells: ['r1c1', 'r1c2'] },
    kept: { type: 'greaterThan', cells: ['r2c1', 'r3c1'] },
    fixtures: ['greaterThan', 'greaterThan6'],
    bad: [
      { type: 'greaterThan', cells: ['r1c1', 'r2c2'] },
      /^constraint #0 \(greaterThan\): r1c1 and r2c2 are not orthogonally adjacent$/,
    ],
  },
  countingCircles: {
    broken: { type: 'countingCircles', cells: ['r1c1', 'r1c2'] },
    kept: { type: 'countingCircles', cells: ['r1c1', 'r1c2', 'r2c4'] },
    fixtures: ['countingCircles', 'countingCircles6'],
  },
};

describe.each(Object.entries(CASES))('rule %s', (type, c) => {
  it('the checker rejects a grid that breaks it, naming the constraint, and keeps one that does not', () => {
    const problems = checkVariantSolution(four(c.broken), digitsOf(GRID));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(new RegExp(`^constraint #0 \\(${type}\\): `));
    expect(checkVariantSolution(four(c.kept), digitsOf(GRID))).toEqual([]);
  });

  it('the model keeps exactly the 4×4 grids the checker accepts (no solution lost, none wrong)', async () => {
    const all = await countSolutions(native, buildVariantModel({ size: 4 }).model, 1000);
    expect(all.count).toBe(288);
    for (const constraint of [c.broken, c.kept]) {
      const puzzle = four(constraint);
      const accepted = all.result.solutions
        .map((s) => Array.from(s.values.slice(0, 16)))
        .filter((g) => checkVariantSolution(puzzle, g).length === 0)
        .map((g) => g.join(''))
        .sort();
      const { result } = await countSolutions(native, buildVariantModel(puzzle).model, 1000);
      const found = result.solutions.map((s) => Array.from(s.values.slice(0, 16)).join('')).sort();
      expect(found).toEqual(accepted);
    }
  });

  it('has fixtures with one solution, which checks, in both sizes', async () => {
    const [big, small] = c.fixtures;
    for (const f of [VARIANT_FIXTURES[big], SMALL_VARIANT_FIXTURES[small]]) {
      expect(f).toBeDefined();
      expect(f!.puzzle.constraints!.some((x) => x.type === type)).toBe(true);
      expect(checkVariantSolution(f!.puzzle, digitsOf(f!.solution))).toEqual([]);
      const { count } = await countSolutions(native, buildVariantModel(f!.puzzle).model, 2);
      expect(count).toBe(1);
    }
  });

  if (c.bad !== undefined) {
    const [constraint, message] = c.bad;
    it('refuses an invalid constraint, naming it', () => {
      expect(() => resolveVariantPuzzle(four(constraint))).toThrow(message);
    });
  }

  if (c.fpuzzles !== undefined) {
    const [key, entry, expected] = c.fpuzzles;
    it(`reads and writes f-puzzles '${key}'`, () => {
      const grid = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({})));
      const read = fromFPuzzles({ size: 4, grid, [key]: [entry] });
      const lower = (x: unknown) => JSON.parse(JSON.stringify(x).toLowerCase()) as unknown;
      expect(lower(read.constraints)).toEqual(lower([expected]));
      expect(lower(fromFPuzzles(toFPuzzles(read)).constraints)).toEqual(lower([expected]));
    });
  }
});

describe('killer cages that overlap', () => {
  it('are accepted, each with its own sum and different digits', async () => {
    // r1c1 r1c2 = 1 + 2 and r1c2 r2c2 = 2 + 4 in GRID.
    const puzzle: VariantPuzzle = {
      size: 4,
      constraints: [
        { type: 'killer', cells: ['r1c1', 'r1c2'], sum: 3 },
        { type: 'killer', cells: ['r1c2', 'r2c2'], sum: 6 },
      ],
    };
    expect(checkVariantSolution(puzzle, digitsOf(GRID))).toEqual([]);
    const all = await countSolutions(native, buildVariantModel({ size: 4 }).model, 1000);
    const accepted = all.result.solutions.filter(
      (s) => checkVariantSolution(puzzle, Array.from(s.values.slice(0, 16))).length === 0,
    ).length;
    const { count } = await countSolutions(native, buildVariantModel(puzzle).model, 1000);
    expect(count).toBe(accepted);
    expect(count).toBeGreaterThan(0);
  });

  it('have fixtures (overlapping cages, some without totals) with one solution, in both sizes', async () => {
    for (const f of [VARIANT_FIXTURES.killerOverlap, SMALL_VARIANT_FIXTURES.killerOverlap6]) {
      expect(f).toBeDefined();
      const cages = f!.puzzle.constraints!.filter((c) => c.type === 'killer');
      const cells = cages.flatMap((c) => (c as { cells: readonly string[] }).cells);
      expect(new Set(cells).size).toBeLessThan(cells.length); // some cell is in two cages
      expect(cages.some((c) => !('sum' in c))).toBe(true);
      expect(checkVariantSolution(f!.puzzle, digitsOf(f!.solution))).toEqual([]);
      const { count } = await countSolutions(native, buildVariantModel(f!.puzzle).model, 2);
      expect(count).toBe(1);
    }
  });
});

describe('rule fullRank', () => {
  // Rows 1234 / 3412 / 2341 / 4123: row 1 read from the left (1234) is the lowest line and ties with none.
  const GRID2 = '1234341223414123';

  it('the checker accepts the right rank and names the constraint for a wrong one', () => {
    expect(checkVariantSolution(four({ type: 'fullRank', row: 1, rank: 1 }), digitsOf(GRID2))).toEqual([]);
    expect(checkVariantSolution(four({ type: 'fullRank', row: 1, rank: 2 }), digitsOf(GRID2))[0]).toMatch(
      /^constraint #0 \(fullRank\): .*row 1 from the left must have rank 2/,
    );
    // In GRID every row ties with another read backwards (1234 and 4321 both ways): never a clued rank.
    expect(checkVariantSolution(four({ type: 'fullRank', row: 1, rank: 1 }), digitsOf(GRID))).not.toEqual([]);
  });

  it('the model keeps exactly the 4×4 grids the checker accepts', async () => {
    const all = await countSolutions(native, buildVariantModel({ size: 4 }).model, 1000);
    for (const constraint of [
      { type: 'fullRank', row: 1, rank: 1 },
      { type: 'fullRank', column: 2, from: 'end', rank: 9 },
    ] as const) {
      const puzzle = four(constraint);
      const accepted = all.result.solutions
        .map((s) => Array.from(s.values.slice(0, 16)))
        .filter((g) => checkVariantSolution(puzzle, g).length === 0)
        .map((g) => g.join(''))
        .sort();
      const { result } = await countSolutions(native, buildVariantModel(puzzle).model, 1000);
      const found = result.solutions.map((s) => Array.from(s.values.slice(0, 16)).join('')).sort();
      expect(found).toEqual(accepted);
    }
  });

  it('refuses a rank beyond 4N, naming the constraint', () => {
    expect(() => resolveVariantPuzzle(four({ type: 'fullRank', row: 1, rank: 17 }))).toThrow(
      /^constraint #0 \(fullRank\): the rank must be 1\.\.16 \(4N lines\); got 17$/,
    );
  });

  it('has fixtures with one solution, which checks, in both sizes', async () => {
    for (const f of [VARIANT_FIXTURES.fullRank, SMALL_VARIANT_FIXTURES.fullRank6]) {
      expect(f).toBeDefined();
      expect(f!.puzzle.constraints!.some((x) => x.type === 'fullRank')).toBe(true);
      expect(checkVariantSolution(f!.puzzle, digitsOf(f!.solution))).toEqual([]);
      const { count } = await countSolutions(native, buildVariantModel(f!.puzzle).model, 2);
      expect(count).toBe(1);
    }
  });
});

describe("sandwich clues as one regular (VariantBuildOptions.sandwich: 'regular')", () => {
  it('keeps the same 4×4 grids as the table encoding and the checker', async () => {
    for (const sum of [0, 2, 3, 5]) {
      for (const place of [{ row: 1 }, { column: 3 }]) {
        const puzzle: VariantPuzzle = { size: 4, constraints: [{ type: 'sandwich', ...place, sum }] };
        const grids = async (sandwich: 'table' | 'regular') => {
          const { result } = await countSolutions(
            native,
            buildVariantModel(puzzle, { sandwich }).model,
            1000,
          );
          return result.solutions.map((s) => Array.from(s.values.slice(0, 16)).join('')).sort();
        };
        const regular = await grids('regular');
        expect(regular).toEqual(await grids('table'));
        for (const g of regular) expect(checkVariantSolution(puzzle, digitsOf(g))).toEqual([]);
      }
    }
  });

  it('solves the sandwich fixtures to their unique solution', async () => {
    for (const f of [VARIANT_FIXTURES.sandwich!, SMALL_VARIANT_FIXTURES.sandwich6!]) {
      const { count, result } = await countSolutions(
        native,
        buildVariantModel(f.puzzle, { sandwich: 'regular' }).model,
        2,
      );
      expect(count).toBe(1);
      const n = f.puzzle.size;
      expect(Array.from(result.solutions[0]!.values.slice(0, n * n))).toEqual(digitsOf(f.solution));
    }
  });
});

describe('sum lines round a loop', () => {
  it('may cut across the seam', () => {
    // r1c3 r2c3 r2c2 r1c2 hold 3, 1, 4, 2 in GRID: as a line 3 + 1 + 4 overshoots 5; round the loop
    // 2 | 3 (the seam) + … gives 2 + 3 and 1 + 4.
    const cells = ['r1c3', 'r2c3', 'r2c2', 'r1c2'];
    expect(
      checkVariantSolution(four({ type: 'sumLine', cells, sum: 5, loop: true }), digitsOf(GRID)),
    ).toEqual([]);
    expect(checkVariantSolution(four({ type: 'sumLine', cells, sum: 5 }), digitsOf(GRID))[0]).toMatch(
      /^constraint #0 \(sumLine\): /,
    );
    expect(
      checkVariantSolution(four({ type: 'sumLine', cells, sum: 6, loop: true }), digitsOf(GRID))[0],
    ).toMatch(/^constraint #0 \(sumLine\): /);
  });

  it('refuses a loop whose ends do not touch, naming the constraint', () => {
    expect(() =>
      resolveVariantPuzzle(four({ type: 'sumLine', cells: ['r1c1', 'r1c2', 'r1c3'], loop: true })),
    ).toThrow(/^constraint #0 \(sumLine\): r1c3 and r1c1 are not neighbours$/);
  });
});
