import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment, countSolutions } from '../../../core/index.js';
import {
  buildKillerModel,
  checkKiller,
  checkKillerCages,
  formatKiller,
  KILLER_SOLVE_OPTIONS,
  type KillerCage,
  KillerError,
  type KillerPuzzle,
  parseKiller,
  parseKillerShort,
} from '../../../models/killer/index.js';
import {
  decodeSolution,
  formatLine,
  parseLine,
  SudokuGeometry,
  SudokuGrid,
} from '../../../models/sudoku/index.js';

const FIXTURES = new URL('../../fixtures/killer/', import.meta.url);
const backend = new NativeBackend();
const MAP4 = 'aabb\naabb\nccdd\nccdd\n';

/** Wikipedia's killer (File:Killersudoku_color.svg, public domain) in the cage-map format. */
const WIKIPEDIA = readFileSync(new URL('wikipedia.killer', FIXTURES), 'utf8');
const WIKIPEDIA_SOLUTION =
  '215647398368952174794381652586274931142593867973816425821739546659428713437165289';

/** A 4×4 killer: rows 1 to 4 of the solution 1234/3412/2143/4321. */
const SMALL = `
# 4x4 killer
aabb
cdde
cfge
hfgg
a=3 b=7 c=5 d=5 e=5 f=4 g=7 h=4
`;

async function solveUnique(p: KillerPuzzle) {
  const km = buildKillerModel(p);
  const r = await countSolutions(backend, km.model, 2, KILLER_SOLVE_OPTIONS);
  const first = r.result.solutions[0];
  for (const s of r.result.solutions) expect(checkAssignment(km.model, s.values)).toEqual([]);
  return {
    count: r.count,
    grid: first === undefined ? undefined : decodeSolution(km.geometry, first.values),
  };
}

describe('killer: public puzzles', () => {
  it("solves Wikipedia's killer uniquely from the cage-map format", async () => {
    const p = parseKiller(WIKIPEDIA);
    expect(p.cages).toHaveLength(29);
    const { count, grid } = await solveUnique(p);
    expect(count).toBe(1);
    expect(formatLine(grid!)).toBe(WIKIPEDIA_SOLUTION);
  });

  it('reads a short-format killer with diagonal pointers and a sum-less cage', () => {
    // 4×4: r2c2 joins r1c1 by an up-left '`', r3c3 joins r4c1's cage by a down-left ',', and
    // the head '0' of r1c2 is a cage without a sum.
    const p = parseKillerShort('3075 4`^^ 6<,v A<<5');
    expect(p.cages.map((c) => [c.label, c.cells, c.sum])).toEqual([
      ['r1c1', [0, 5], 3],
      ['r1c2', [1], undefined],
      ['r1c3', [2, 6], 7],
      ['r1c4', [3, 7], 5],
      ['r2c1', [4], 4],
      ['r3c1', [8, 9], 6],
      ['r4c1', [10, 12, 13, 14], 10],
      ['r4c4', [11, 15], 5],
    ]);
  });
});

describe('killer: model', () => {
  it('solves a 4×4 killer and checks it', async () => {
    const p = parseKiller(SMALL);
    expect(p.grid.geometry.size).toBe(4);
    const { count, grid } = await solveUnique(p);
    expect(count).toBe(1);
    expect(formatLine(grid!)).toBe('1234341221434321');
  });

  it('adds one all-different and one sum per cage, plus innie sums that can be turned off', () => {
    const p = parseKiller(SMALL);
    const plain = buildKillerModel(p, { innies: false });
    // 12 houses + 8 cages × (allDifferent + sum), except the one-cell cage h (no allDifferent)
    expect(plain.model.constraints).toHaveLength(12 + 15);
    const names = buildKillerModel(p).model.constraints.map((c) => c.name ?? '');
    expect(names.filter((n) => n.startsWith('innies') || n.startsWith('outies')).length).toBeGreaterThan(0);
  });

  it('innie and outie sums never change the solutions', async () => {
    const geometry = SudokuGeometry.forSize(4);
    const solution = parseLine('1234341221434321');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 16, maxLength: 16 }),
        async (labels) => {
          const cages = cagesFrom(labels, solution);
          const p: KillerPuzzle = { grid: new SudokuGrid(geometry), cages };
          const on = await countSolutions(backend, buildKillerModel(p).model, 50);
          const off = await countSolutions(backend, buildKillerModel(p, { innies: false }).model, 50);
          expect(on.count).toBe(off.count);
          expect(on.count).toBeGreaterThan(0);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('checkKiller names a wrong sum and a repeated digit', () => {
    const p = parseKiller(SMALL);
    // A valid sudoku that breaks cages c (r2c1 + r3c1 = 3 + 1) and f (r3c2 + r4c2 = 2 + 3).
    expect(checkKiller(p, parseLine('2134341212434321'))).toEqual([
      "cage #3 'c' (r2c1 r3c1): digits add up to 4, not 5",
      "cage #6 'f' (r3c2 r4c2): digits add up to 5, not 4",
    ]);
    // r1c1 and r2c3 both hold 1.
    const repeated: KillerPuzzle = { grid: p.grid, cages: [{ cells: [0, 6], sum: 2, label: 'x' }] };
    expect(checkKiller(repeated, parseLine('1234341221434321'))).toEqual([
      "cage #1 'x' (r1c1 r2c3): a digit repeats (1 1)",
    ]);
  });
});

describe('killer: formats', () => {
  it('round-trips random cage lists through formatKiller and parseKiller', () => {
    const geometry = SudokuGeometry.forSize(4);
    const solution = parseLine('1234341221434321');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1, max: 9 }), { minLength: 16, maxLength: 16 }),
        fc.boolean(),
        (labels, withGivens) => {
          const cages = cagesFrom(labels, solution);
          const grid = withGivens ? parseLine('1...........4...') : new SudokuGrid(geometry);
          const back = parseKiller(formatKiller({ grid, cages }));
          expect(back.cages.map((c) => [c.cells, c.sum])).toEqual(cages.map((c) => [c.cells, c.sum]));
          expect(formatLine(back.grid)).toBe(formatLine(grid));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes space-separated labels when there are more cages than characters', () => {
    const geometry = SudokuGeometry.forSize(9);
    const cages: KillerCage[] = Array.from({ length: 81 }, (_, i) => ({ cells: [i], sum: (i % 9) + 1 }));
    const text = formatKiller({ grid: new SudokuGrid(geometry), cages });
    expect(text.split('\n')[0]).toBe('c1  c2  c3  c4  c5  c6  c7  c8  c9');
    expect(parseKiller(text).cages.map((c) => c.sum)).toEqual(cages.map((c) => c.sum));
  });

  it.each([
    ['aab\nab', /line 2: map row 2 has 2 entries, expected 3/],
    [`${MAP4}a=3 e=4`, /line 5, column 5: no cage labelled 'e' in the map/],
    [`${MAP4}a=3 a=4`, /line 5, column 5: a second sum for cage 'a'/],
    [`${MAP4}a=x`, /line 5, column 1: the sum of cage 'a' must be a whole number, got 'x'/],
    [`${MAP4}a=3 junk b=3`, /line 5, column 5: expected 'label = clue' or 'key: value', found 'junk'/],
    [`${MAP4}size: 4`, /line 5: unknown field 'size'/],
    [`${MAP4}givens: 12`, /line 5: givens: 16 cells expected/],
    [`${MAP4}a=20`, /cage #1 'a' \(r1c1 r1c2 r2c1 r2c2\): no 4 different digits 1..4 add up to 20/],
    ['aab\naab\nccc\na=1', /box shape|size 3/],
    ['', /no cage map found/],
  ])('rejects %j naming the place', (text, message) => {
    expect(() => parseKiller(text)).toThrow(KillerError);
    expect(() => parseKiller(text)).toThrow(message);
  });

  it.each([
    ['1'.repeat(80), /N² characters/],
    [`x${'1'.repeat(80)}`, /character 1 \(r1c1\): 'x' is neither a sum/],
    [`<${'1'.repeat(80)}`, /character 1 \(r1c1\): '<' points outside the grid/],
    [`>${'<'.repeat(8)}${'1'.repeat(72)}`, /character 1 \(r1c1\): the pointers from this cell run in a loop/],
    [`2<${'1'.repeat(79)}`, /no 2 different digits 1..9 add up to 2/],
  ])('rejects the short format %#', (text, message) => {
    expect(() => parseKillerShort(text)).toThrow(message);
  });

  it('checkKillerCages names cells outside the grid, repeats, overlaps and oversized cages', () => {
    const g = SudokuGeometry.forSize(4);
    const bad = (cages: KillerCage[]) => () => checkKillerCages(g, cages);
    expect(bad([{ cells: [16] }])).toThrow(/cage #1 refers to cell 16, outside the 4×4/);
    expect(bad([{ cells: [1, 1], label: 'q' }])).toThrow(/cage #1 'q' \(r1c2 r1c2\) lists r1c2 twice/);
    expect(bad([{ cells: [0, 1] }, { cells: [1, 2], label: 'z' }])).toThrow(
      /cage #2 'z' \(r1c2 r1c3\) overlaps cage #1 \(r1c1 r1c2\) at r1c2/,
    );
    expect(bad([{ cells: [0, 1, 2, 3, 4] }])).toThrow(/has 5 cells, but only 4 different digits exist/);
    expect(bad([{ cells: [] }])).toThrow(/cage #1 has no cells/);
    expect(() => buildKillerModel({ grid: new SudokuGrid(g), cages: [{ cells: [0, 1], sum: 8 }] })).toThrow(
      /cage #1 \(r1c1 r1c2\): no 2 different digits 1..4 add up to 8 \(possible sums: 3..7\)/,
    );
  });
});

/** Cages from per-cell labels (−1 = no cage), split so each is valid for `solution`, with its sums. */
function cagesFrom(labels: readonly number[], solution: SudokuGrid): KillerCage[] {
  const byLabel = new Map<number, number[]>();
  labels.forEach((l, cell) => {
    if (l < 0) return;
    const digits = new Set((byLabel.get(l) ?? []).map((c) => solution.cells[c]));
    // Keep the digits of a cage different so its sum is one that different digits can make.
    const key = digits.has(solution.cells[cell]) ? l + 100 * (cell + 1) : l;
    byLabel.set(key, [...(byLabel.get(key) ?? []), cell]);
  });
  return [...byLabel.values()]
    .sort((a, b) => a[0]! - b[0]!)
    .map((cells) => ({ cells, sum: cells.reduce((s, c) => s + solution.cells[c]!, 0) }));
}
