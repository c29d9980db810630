import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment, countSolutions } from '../../../core/index.js';
import {
  buildFutoshikiModel,
  checkFutoshiki,
  FutoshikiError,
  type FutoshikiPuzzle,
  formatFutoshiki,
  parseFutoshiki,
} from '../../../models/futoshiki/index.js';
import { decodeLatin } from '../../../models/latin/index.js';

const backend = new NativeBackend();

/**
 * A 9×9 Futoshiki from test_solution_9x9 in Domain/Puzzles/Futoshiki/tests/FutoshikiSolver_test.py of
 * https://github.com/newtomsoft/Puzzles-Solver, with its published unique solution.
 */
const PUBLIC = readFileSync(
  new URL('../../fixtures/futoshiki/puzzles-solver-9x9.futoshiki', import.meta.url),
  'utf8',
);
const PUBLIC_SOLUTION = '179685324635491782268734915483529671712843596954168237597216843821357469346972158';

/** The 4×4 of the Futoshiki test in https://github.com/Hafthor/Futoshiki (solution 3142 4231 2413 1324). */
const SMALL = `
3 . . .
  ^
. .<. .
v
. . . .
    ^ ^
.<. . .
`;

describe('futoshiki', () => {
  it('solves the public 9×9 uniquely', async () => {
    const p = parseFutoshiki(PUBLIC);
    expect(p.size).toBe(9);
    expect(p.inequalities).toHaveLength(29);
    const { model } = buildFutoshikiModel(p);
    const r = await countSolutions(backend, model, 2);
    expect(r.count).toBe(1);
    const values = r.result.solutions[0]!.values;
    expect(checkAssignment(model, values)).toEqual([]);
    const square = decodeLatin(9, values);
    expect(Array.from(square.cells).join('')).toBe(PUBLIC_SOLUTION);
    expect(checkFutoshiki(p, square)).toEqual([]);
  });

  it('reads every sign in the right direction', async () => {
    const p = parseFutoshiki(SMALL);
    expect(p.inequalities).toEqual([
      { less: 1, greater: 5 }, // ^ under r1c2: r1c2 < r2c2
      { less: 5, greater: 6 }, // r2c2 < r2c3
      { less: 8, greater: 4 }, // v under r2c1: r2c1 > r3c1
      { less: 10, greater: 14 },
      { less: 11, greater: 15 },
      { less: 12, greater: 13 },
    ]);
    const r = await countSolutions(backend, buildFutoshikiModel(p).model, 2);
    expect(r.count).toBe(1);
    expect(Array.from(r.result.solutions[0]!.values).join('')).toBe('3142423124131324');
  });

  it('checkFutoshiki names a broken inequality and a changed given', () => {
    const p = parseFutoshiki(SMALL);
    const swapped = decodeLatin(4, [1, 3, 4, 2, 4, 2, 3, 1, 2, 4, 1, 3, 3, 1, 2, 4]);
    const problems = checkFutoshiki(p, swapped);
    expect(problems).toContain('r1c1 = 1 but the puzzle gives 3');
    expect(problems).toContain('r4c1 < r4c2 but 3 ≥ 1');
  });

  it('round-trips random puzzles through formatFutoshiki and parseFutoshiki', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            givens: fc.array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n }),
            signs: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 2 * n * n, maxLength: 2 * n * n }),
          }),
        ),
        ({ n, givens, signs }) => {
          const inequalities: { less: number; greater: number }[] = [];
          for (let cell = 0; cell < n * n; cell++) {
            const h = signs[2 * cell]!;
            const v = signs[2 * cell + 1]!;
            if (cell % n < n - 1 && h === 1) inequalities.push({ less: cell, greater: cell + 1 });
            if (cell % n < n - 1 && h === 2) inequalities.push({ less: cell + 1, greater: cell });
            if (cell + n < n * n && v === 1) inequalities.push({ less: cell, greater: cell + n });
            if (cell + n < n * n && v === 2) inequalities.push({ less: cell + n, greater: cell });
          }
          const p: FutoshikiPuzzle = { size: n, givens: Int32Array.from(givens), inequalities };
          const back = parseFutoshiki(formatFutoshiki(p));
          expect(Array.from(back.givens)).toEqual(givens);
          const key = (q: { less: number; greater: number }) => `${q.less}<${q.greater}`;
          expect(back.inequalities.map(key).sort()).toEqual(inequalities.map(key).sort());
        },
      ),
      { numRuns: 200 },
    );
  });

  it.each([
    ['', /no grid found/],
    ['. ..\n\n. .', /line 1: a cell row of N cells is 2N − 1 characters \(N ≤ 9\); this one has 4/],
    ['. .\n\n.x.', /line 3, column 2: expected '<', '>' or a space between cells, found 'x'/],
    ['. .\n  \n. 3', /line 3, column 3: digit 3 is out of range for 2×2/],
    ['. .\n= \n. .', /line 2, column 1: expected '\^', 'v' or a space under a cell, found '='/],
    ['. .\n ^\n. .', /line 2, column 2: expected a space between sign positions, found '\^'/],
    ['. .\n', /the grid stops after 2 of its 3 rows/],
    ['. .\n\n.', /line 3, column 2: cell row 2 has 1 cells, expected 2/],
    ['. .\n\n. .\nmore', /line 4, column 1: unexpected text after the grid/],
    ['a .\n\n. .', /line 1, column 1: expected a digit or '.', found 'a'/],
  ])('rejects %j naming the place', (text, message) => {
    expect(() => parseFutoshiki(text)).toThrow(FutoshikiError);
    expect(() => parseFutoshiki(text)).toThrow(message);
  });

  it('rejects inequalities between cells that are not neighbours', () => {
    const p: FutoshikiPuzzle = {
      size: 3,
      givens: new Int32Array(9),
      inequalities: [{ less: 0, greater: 4 }],
    };
    expect(() => buildFutoshikiModel(p)).toThrow(/inequality #1 \(r1c1 < r2c2\) is not between neighbours/);
  });
});
