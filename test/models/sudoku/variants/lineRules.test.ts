import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import { countSolutions } from '../../../../core/index.js';
import {
  buildVariantModel,
  checkVariantSolution,
  entropicThird,
  fromFPuzzles,
  resolveVariantPuzzle,
  toFPuzzles,
  type VariantConstraint,
  type VariantPuzzle,
  whisperDifference,
} from '../../../../models/sudoku/variants/index.js';
import { digitsOf, SMALL_VARIANT_FIXTURES, VARIANT_FIXTURES } from './variantFixtures.js';

const native = getBackend(createContainer(), 'native');

/** A 4×4 puzzle with one constraint and no givens. */
const four = (c: VariantConstraint): VariantPuzzle => ({ size: 4, constraints: [c] });

/** How each line rule reads (what a bad line says) and what it checks, rule by rule. */
interface LineCase {
  /** A constraint whose cells are not a line (a gap between its 1st and 2nd cells). */
  readonly gap: VariantConstraint;
  /** The fixtures (one 9×9, one 6×6) that use the rule. */
  readonly fixtures: readonly [string, string];
  /** A 4×4 grid (line format) and a constraint on it that the grid breaks. */
  readonly broken: readonly [string, VariantConstraint];
  /** f-puzzles key and entry that read as the rule. */
  readonly fpuzzles?: readonly [string, Record<string, unknown>, VariantConstraint];
}

// A valid 4×4 grid: rows 1234 / 3412 / 2143 / 4321.
const GRID = '1234341221434321';

const CASES: Record<string, LineCase> = {
  renban: {
    gap: { type: 'renban', cells: ['r1c1', 'r1c3'] },
    fixtures: ['renban', 'renban6'],
    // r1c1, r2c2, r3c3 hold 1, 4, 4 (a repeat, and not consecutive).
    broken: ['1234341221434321', { type: 'renban', cells: ['r1c1', 'r2c2', 'r3c3'] }],
    fpuzzles: [
      'renban',
      { lines: [['R1C1', 'R1C2', 'R2C2']] },
      { type: 'renban', cells: ['r1c1', 'r1c2', 'r2c2'] },
    ],
  },
  whispers: {
    gap: { type: 'whispers', cells: ['r1c1', 'r1c3'] },
    fixtures: ['whispers', 'whispers6'],
    // German on 1..4 (differ by ≥ 3): r1c1, r1c2 hold 1, 2.
    broken: [GRID, { type: 'whispers', cells: ['r1c1', 'r1c2'] }],
    fpuzzles: [
      'whispers',
      { lines: [['R1C1', 'R2C2', 'R3C1']] },
      { type: 'whispers', cells: ['r1c1', 'r2c2', 'r3c1'] },
    ],
  },
  palindrome: {
    gap: { type: 'palindrome', cells: ['r1c1', 'r1c3'] },
    fixtures: ['palindrome', 'palindrome6'],
    // r1c1, r2c2, r1c3 hold 1, 4, 3: the ends differ.
    broken: [GRID, { type: 'palindrome', cells: ['r1c1', 'r2c2', 'r1c3'] }],
    fpuzzles: [
      'palindrome',
      { lines: [['R1C1', 'R2C2', 'R1C3']] },
      { type: 'palindrome', cells: ['r1c1', 'r2c2', 'r1c3'] },
    ],
  },
  parityLine: {
    gap: { type: 'parityLine', cells: ['r1c1', 'r1c3'] },
    fixtures: ['parityLine', 'parityLine6'],
    // r1c1, r2c1 hold 1, 3: both odd.
    broken: [GRID, { type: 'parityLine', cells: ['r1c1', 'r2c1'] }],
  },
  slowThermometer: {
    gap: { type: 'slowThermometer', cells: ['r1c1', 'r1c3'] },
    fixtures: ['slowThermometer', 'slowThermometer6'],
    // r1c2, r1c1 hold 2, 1: a decrease.
    broken: [GRID, { type: 'slowThermometer', cells: ['r1c2', 'r1c1'] }],
  },
  entropicLine: {
    gap: { type: 'entropicLine', cells: ['r1c1', 'r1c3'] },
    fixtures: ['entropicLine', 'entropicLine6'],
    // Thirds of 1..4: {1, 2}, {3}, {4}; r1c1, r1c2, r1c3 hold 1, 2, 3: two low.
    broken: [GRID, { type: 'entropicLine', cells: ['r1c1', 'r1c2', 'r1c3'] }],
  },
  betweenLine: {
    gap: { type: 'betweenLine', cells: ['r1c1', 'r1c3', 'r1c4'] },
    fixtures: ['betweenLine', 'betweenLine6'],
    // r1c1, r1c2, r1c3 hold 1, 2, 3: fine; r1c2, r1c3, r1c4 hold 2, 3, 4: fine; r1c3, r1c2, r2c1: 3, 2, 3 broken.
    broken: [GRID, { type: 'betweenLine', cells: ['r1c3', 'r1c2', 'r2c1'] }],
    fpuzzles: [
      'betweenline',
      { lines: [['R1C1', 'R1C2', 'R1C3']] },
      { type: 'betweenLine', cells: ['r1c1', 'r1c2', 'r1c3'] },
    ],
  },
  zipperLine: {
    gap: { type: 'zipperLine', cells: ['r1c1', 'r1c3', 'r1c4'] },
    fixtures: ['zipperLine', 'zipperLine6'],
    // r1c1, r1c2, r1c3 hold 1, 2, 3: 1 + 3 is not 2.
    broken: [GRID, { type: 'zipperLine', cells: ['r1c1', 'r1c2', 'r1c3'] }],
  },
  regionSumLine: {
    gap: { type: 'regionSumLine', cells: ['r1c1', 'r1c3', 'r1c4'] },
    fixtures: ['regionSumLine', 'regionSumLine6'],
    // Boxes split r1 into c1-2 | c3-4: r1c2 | r1c3 hold 2 | 3.
    broken: [GRID, { type: 'regionSumLine', cells: ['r1c2', 'r1c3'] }],
    fpuzzles: [
      'regionsumline',
      { lines: [['R1C2', 'R1C3']] },
      { type: 'regionSumLine', cells: ['r1c2', 'r1c3'] },
    ],
  },
};

describe.each(Object.entries(CASES))('line rule %s', (type, c) => {
  it('refuses a line with a gap, naming the constraint and the cells', () => {
    expect(() => resolveVariantPuzzle(four(c.gap))).toThrow(
      new RegExp(`^constraint #0 \\(${type}\\): r1c1 and r1c3 are not neighbours`),
    );
  });

  it('has fixtures with one solution, which checks, in both sizes', async () => {
    const [big, small] = c.fixtures;
    for (const f of [VARIANT_FIXTURES[big]!, SMALL_VARIANT_FIXTURES[small]!]) {
      expect(f.puzzle.constraints!.some((x) => x.type === type)).toBe(true);
      expect(checkVariantSolution(f.puzzle, digitsOf(f.solution))).toEqual([]);
      const { count } = await countSolutions(native, buildVariantModel(f.puzzle).model, 2);
      expect(count).toBe(1);
    }
  });

  it('the checker names the constraint a wrong grid breaks', () => {
    const [grid, constraint] = c.broken;
    expect(GRID).toBe(grid);
    const problems = checkVariantSolution(four(constraint), digitsOf(grid));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(new RegExp(`^constraint #0 \\(${type}\\): `));
    // Without the constraint the grid is valid: the line rule is what breaks it.
    expect(checkVariantSolution({ size: 4 }, digitsOf(grid))).toEqual([]);
  });

  it('the model agrees with the checker on every 4×4 solution (no solution lost, none wrong)', async () => {
    const puzzle = four(c.broken[1]);
    const vm = buildVariantModel(puzzle);
    const { result } = await countSolutions(native, vm.model, 1000);
    for (const s of result.solutions) {
      expect(checkVariantSolution(puzzle, Array.from(s.values.slice(0, 16)))).toEqual([]);
    }
    // Every Latin-sudoku 4×4 grid the checker accepts is found by the model.
    const all = await countSolutions(native, buildVariantModel({ size: 4 }).model, 1000);
    const accepted = all.result.solutions.filter(
      (s) => checkVariantSolution(puzzle, Array.from(s.values.slice(0, 16))).length === 0,
    );
    expect(result.solutions.length).toBe(accepted.length);
  });

  if (c.fpuzzles !== undefined) {
    const [key, entry, expected] = c.fpuzzles;
    it(`reads and writes f-puzzles '${key}'`, () => {
      const grid = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({})));
      const read = fromFPuzzles({ size: 4, grid, [key]: [entry] });
      // f-puzzles spells cells R1C1; the format reads either case.
      const lower = (x: unknown) => JSON.parse(JSON.stringify(x).toLowerCase()) as unknown;
      expect(lower(read.constraints)).toEqual(lower([expected]));
      expect(lower(fromFPuzzles(toFPuzzles(read)).constraints)).toEqual(lower([expected]));
    });
  }
});

describe('whispers presets and differences', () => {
  it('German is ⌊N/2⌋ + 1 (5 on 1..9), Dutch ⌊N/2⌋ (4 on 1..9)', () => {
    expect([whisperDifference('german', 9), whisperDifference('dutch', 9)]).toEqual([5, 4]);
    expect([whisperDifference('german', 6), whisperDifference('dutch', 6)]).toEqual([4, 3]);
  });

  it('an explicit difference is used, and one no digits can make is refused', () => {
    const line = { type: 'whispers', cells: ['r1c1', 'r1c2'] } as const;
    // 1 and 2 differ by 1: fine with difference 1, broken with the Dutch 2 on 1..4.
    expect(checkVariantSolution(four({ ...line, difference: 1 }), digitsOf(GRID))).toEqual([]);
    expect(checkVariantSolution(four({ ...line, preset: 'dutch' }), digitsOf(GRID))[0]).toMatch(
      /^constraint #0 \(whispers\): r1c1, r1c2 hold 1, 2: neighbours must differ by at least 2$/,
    );
    expect(() => resolveVariantPuzzle(four({ ...line, difference: 4 }))).toThrow(
      /^constraint #0 \(whispers\): no two digits 1..4 differ by at least 4$/,
    );
    expect(() => resolveVariantPuzzle(four({ ...line, difference: 2, preset: 'german' }))).toThrow(
      /^constraint #0 \(whispers\): give 'difference' or 'preset', not both$/,
    );
  });

  it("reads f-puzzles' value as the difference and writes the Dutch preset as one", () => {
    const grid = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
    const read = fromFPuzzles({ size: 9, grid, whispers: [{ lines: [['R1C1', 'R1C2']], value: '4' }] });
    expect(read.constraints).toEqual([{ type: 'whispers', cells: ['R1C1', 'R1C2'], difference: 4 }]);
    const written = toFPuzzles({
      size: 9,
      constraints: [{ type: 'whispers', cells: ['r1c1', 'r1c2'], preset: 'dutch' }],
    });
    expect(written.whispers).toEqual([{ lines: [['R1C1', 'R1C2']], value: '4' }]);
  });
});

describe('line rules over the value range', () => {
  it('entropic thirds are 1-3 / 4-6 / 7-9 on 1..9 and 1-2 / 3-4 / 5-6 on 1..6', () => {
    expect(Array.from({ length: 9 }, (_, i) => entropicThird(i + 1, 9))).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
    expect(Array.from({ length: 6 }, (_, i) => entropicThird(i + 1, 6))).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('slow thermometers allow equal neighbours (a diagonal step in different boxes)', () => {
    // r2c2 and r3c3 hold 4 and 4 in the grid 1234/3412/2143/4321: allowed on a slow thermometer only.
    const line = ['r2c2', 'r3c3'] as const;
    expect(checkVariantSolution(four({ type: 'slowThermometer', cells: [...line] }), digitsOf(GRID))).toEqual(
      [],
    );
    expect(checkVariantSolution(four({ type: 'thermometer', cells: [...line] }), digitsOf(GRID))).not.toEqual(
      [],
    );
  });
});

describe('between, zipper and region-sum lines', () => {
  it('a zipper of even length needs equal pair sums; of odd length, sums equal to the centre', () => {
    // r2c1, r1c2, r1c3, r2c4 hold 3, 2, 3, 2: pairs 3+2 and 2+3.
    expect(
      checkVariantSolution(
        four({ type: 'zipperLine', cells: ['r2c1', 'r1c2', 'r1c3', 'r2c4'] }),
        digitsOf(GRID),
      ),
    ).toEqual([]);
    // r1c1, r2c2, r1c3 hold 1, 4, 3: 1 + 3 = 4.
    expect(
      checkVariantSolution(four({ type: 'zipperLine', cells: ['r1c1', 'r2c2', 'r1c3'] }), digitsOf(GRID)),
    ).toEqual([]);
  });

  it('a region-sum line that stays in one box is refused; one crossing a box twice has two segments there', () => {
    expect(() => resolveVariantPuzzle(four({ type: 'regionSumLine', cells: ['r1c1', 'r1c2'] }))).toThrow(
      /^constraint #0 \(regionSumLine\): the line stays inside one box or region/,
    );
    // r1c2 (box 1) | r1c3 (box 2) | r2c2 (box 1): 2 | 3 | 4, three segments.
    const problems = checkVariantSolution(
      four({ type: 'regionSumLine', cells: ['r1c2', 'r1c3', 'r2c2'] }),
      digitsOf(GRID),
    );
    expect(problems).toEqual([
      'constraint #0 (regionSumLine): r1c2, r1c3, r2c2 hold 2, 3, 4: its segments in each box or region must have equal sums',
    ]);
  });

  it('the between-line ends may be in either order', () => {
    // r1c4, r1c3, r1c2 hold 4, 3, 2 (descending).
    expect(
      checkVariantSolution(four({ type: 'betweenLine', cells: ['r1c4', 'r1c3', 'r1c2'] }), digitsOf(GRID)),
    ).toEqual([]);
  });
});
