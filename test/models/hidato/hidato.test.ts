import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment, countSolutions, solveAll } from '../../../core/index.js';
import {
  buildHidatoModel,
  checkHidato,
  decodeHidato,
  formatHidato,
  HIDATO_HOLE,
  HIDATO_SOLVE_OPTIONS,
  HidatoError,
  parseHidato,
  randomHidato,
  readHidatos,
} from '../../../models/hidato/index.js';

const backend = new NativeBackend();

/** The classic 8×8 hidato of the Rosetta Code task "Solve a Hidato puzzle", with its published solution. */
const ROSETTA = `
__ 33 35 __ __  .  .  .
__ __ 24 22 __  .  .  .
__ __ __ 21 __ __  .  .
__ 26 __ 13 40 11  .  .
27 __ __ __  9 __  1  .
 .  . __ __ 18 __ __  .
 .  .  .  . __  7 __ __
 .  .  .  .  .  .  5 __`
  .replace(/ \. /g, ' # ')
  .replace(/ \.$/gm, ' #')
  .replace(/^ \./gm, ' #')
  .replace(/__/g, '.');
const ROSETTA_SOLUTION = `32 33 35 36 37 # # #
31 34 24 22 38 # # #
30 25 23 21 12 39 # #
29 26 20 13 40 11 # #
27 28 14 19 9 10 1 #
# # 15 16 18 8 2 #
# # # # 17 7 6 3
# # # # # # 5 4`;

describe('hidato', () => {
  it('solves the Rosetta Code 8×8 uniquely', async () => {
    const p = parseHidato(ROSETTA);
    const built = buildHidatoModel(p);
    const r = await countSolutions(backend, built.model, 2);
    expect(r.count).toBe(1);
    const grid = decodeHidato(p, r.result.solutions[0]!.values, built.count);
    expect(formatHidato(p.rows, p.cols, grid)).toBe(ROSETTA_SOLUTION);
    expect(checkHidato(p, grid)).toEqual([]);
  });

  it('round-trips random grids through formatHidato and parseHidato', () => {
    fc.assert(
      fc.property(
        fc.record({
          rows: fc.integer({ min: 1, max: 6 }),
          cols: fc.integer({ min: 1, max: 6 }),
          seed: fc.nat(),
        }),
        fc.boolean(),
        ({ rows, cols, seed }, orthogonal) => {
          const moves = orthogonal ? 'orthogonal' : 'king';
          const { puzzle } = randomHidato(rows, cols, seed, { moves, given: 0.4, holes: seed % 3 });
          expect(parseHidato(formatHidato(rows, cols, puzzle.cells), moves)).toEqual(puzzle);
        },
      ),
      { numRuns: 200, seed: 19 },
    );
  });

  it.each(['king', 'orthogonal'] as const)(
    'solves seeded random %s puzzles, every answer checked independently',
    async (moves) => {
      for (let seed = 1; seed <= 10; seed++) {
        const { puzzle, solution } = randomHidato(4 + (seed % 3), 5, seed, {
          moves,
          given: 0.3,
          holes: seed % 4,
        });
        expect(checkHidato(puzzle, solution)).toEqual([]);
        const built = buildHidatoModel(puzzle);
        const r = await solveAll(backend, built.model, { ...HIDATO_SOLVE_OPTIONS, solutionLimit: 2 });
        expect(r.solutions.length).toBeGreaterThanOrEqual(1);
        for (const s of r.solutions) {
          expect(checkAssignment(built.model, s.values)).toEqual([]);
          expect(checkHidato(puzzle, decodeHidato(puzzle, s.values, built.count))).toEqual([]);
        }
      }
    },
  );

  it('tells numbrix from hidato: a diagonal step is unsat with orthogonal moves', async () => {
    const text = '1 .\n. 2';
    const king = await countSolutions(backend, buildHidatoModel(parseHidato(text)).model, 5);
    const numbrix = await countSolutions(backend, buildHidatoModel(parseHidato(text, 'orthogonal')).model, 5);
    expect(king.count).toBe(2);
    expect(numbrix.count).toBe(0);
  });

  it('checkHidato names non-neighbours and changed givens', () => {
    const p = parseHidato('1 . 3');
    expect(checkHidato(p, [1, 3, 2])).toEqual([
      'r1c3 is 2 but the puzzle gives 3',
      '1 (r1c1) and 2 (r1c3) are not neighbours',
    ]);
    expect(checkHidato(p, [1, 2, HIDATO_HOLE])[0]).toMatch(/r1c3: a cell was left as a hole/);
  });

  it.each([
    ['1 . .\n. .', /line 2, column 4: row 2 has 2 cells, but the first row has 3/],
    ['1 . .\n. . . .', /line 2, column 7: row 2 has 4 cells, but the first row has 3/],
    ['1 . 4', /line 1, column 5: 4 is out of range: the 3 open cells hold 1..3/],
    ['1 . 0', /line 1, column 5: 0 is out of range/],
    ['2 . 2', /line 1, column 5: 2 is given twice \(also at line 1, column 1\)/],
    ['1 x 2', /line 1, column 3: expected a number, '.' or '#', found 'x'/],
  ])('rejects %j naming the line and column', (text, message) => {
    expect(() => parseHidato(text)).toThrow(HidatoError);
    expect(() => parseHidato(text)).toThrow(message);
  });

  it('reads puzzles separated by blank lines and keeps going after a bad one', () => {
    const all = readHidatos('1 .\n\n\n1 9\n\n# 1 .\n');
    expect(all.map((e) => e.line)).toEqual([1, 4, 6]);
    expect('error' in all[1]!).toBe(true);
    expect('puzzle' in all[2]!).toBe(true);
  });
});
