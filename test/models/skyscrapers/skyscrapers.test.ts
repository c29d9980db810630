import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment, compileDfa, countSolutions, dfaAccepts } from '../../../core/index.js';
import {
  buildSkyscrapersModel,
  checkSkyscrapers,
  formatSkyscrapers,
  parseSkyscrapers,
  randomSkyscrapers,
  readSkyscrapers,
  SkyscrapersError,
  type SkyscrapersPuzzle,
  visibilityDfa,
  visibleCount,
} from '../../../models/skyscrapers/index.js';

const backend = new NativeBackend();

/** Every permutation of 1..n. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n, ...p.slice(i)]),
  );
}

const puzzleArb: fc.Arbitrary<SkyscrapersPuzzle> = fc.integer({ min: 1, max: 7 }).chain((n) =>
  fc.record({
    size: fc.constant(n),
    top: fc.array(fc.integer({ min: 0, max: n }), { minLength: n, maxLength: n }),
    bottom: fc.array(fc.integer({ min: 0, max: n }), { minLength: n, maxLength: n }),
    left: fc.array(fc.integer({ min: 0, max: n }), { minLength: n, maxLength: n }),
    right: fc.array(fc.integer({ min: 0, max: n }), { minLength: n, maxLength: n }),
    givens: fc
      .array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n })
      .map((g) => Int32Array.from(g)),
  }),
);

describe('skyscrapers', () => {
  it('visibilityDfa accepts exactly the permutations with that many buildings seen', () => {
    for (let n = 1; n <= 6; n++) {
      for (let clue = 1; clue <= n; clue++) {
        const dfa = compileDfa(visibilityDfa(n, clue));
        for (const p of permutations(n)) {
          expect(
            dfaAccepts(
              dfa,
              p.map((_, i) => i),
              p,
            ),
          ).toBe(visibleCount(p) === clue);
        }
      }
    }
  });

  it('round-trips random puzzles through formatSkyscrapers and parseSkyscrapers', () => {
    fc.assert(
      fc.property(puzzleArb, (p) => {
        // A puzzle without givens is written without the rows, and read back with zeros.
        expect(parseSkyscrapers(formatSkyscrapers(p))).toEqual(p);
      }),
      { numRuns: 200, seed: 19 },
    );
  });

  it('solves seeded random puzzles, each answer checked by the independent checker', async () => {
    for (let seed = 1; seed <= 10; seed++) {
      const n = 4 + (seed % 3);
      const { puzzle, grid } = randomSkyscrapers(n, 0.7, 0.1, seed);
      expect(checkSkyscrapers(puzzle, grid)).toEqual([]);
      const { model } = buildSkyscrapersModel(puzzle);
      const r = await countSolutions(backend, model, 2);
      expect(r.count).toBeGreaterThanOrEqual(1);
      for (const s of r.result.solutions) {
        expect(checkAssignment(model, s.values)).toEqual([]);
        expect(checkSkyscrapers(puzzle, s.values)).toEqual([]);
      }
    }
  });

  it('agrees with brute force on 4×4 clue sets (count and unsat)', async () => {
    const squares: number[][] = [];
    const perms = permutations(4);
    for (const a of perms)
      for (const b of perms)
        for (const c of perms)
          for (const d of perms) {
            const g = [...a, ...b, ...c, ...d];
            let ok = true;
            for (let col = 0; col < 4 && ok; col++)
              ok = new Set([g[col], g[4 + col], g[8 + col], g[12 + col]]).size === 4;
            if (ok) squares.push(g);
          }
    expect(squares).toHaveLength(576);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 16, maxLength: 16 }),
        async (clues) => {
          const p: SkyscrapersPuzzle = {
            size: 4,
            top: clues.slice(0, 4),
            bottom: clues.slice(4, 8),
            left: clues.slice(8, 12),
            right: clues.slice(12, 16),
            givens: new Int32Array(16),
          };
          const want = squares.filter((g) => checkSkyscrapers(p, g).length === 0).length;
          const r = await countSolutions(backend, buildSkyscrapersModel(p).model, 1000);
          expect(r.count).toBe(want);
        },
      ),
      { numRuns: 40, seed: 5 },
    );
  });

  it('reads several puzzles, with and without givens and blank lines', () => {
    const all = readSkyscrapers('2\n0 0\n0 0\n0 0\n0 0\n2\n1 2\n0 0\n0 0\n0 0\n1 0\n0 0\n\n1\n1\n1\n1\n1\n');
    expect(all.map((e) => e.line)).toEqual([1, 6, 14]);
    const second = all[1]!;
    expect('puzzle' in second && Array.from(second.puzzle.givens)).toEqual([1, 0, 0, 0]);
  });

  it.each([
    ['3\n0 0 0\n0 0 4\n0 0 0\n0 0 0', /line 3, column 5: bottom clues: 4 is out of range \(0..3\)/],
    ['3\n0 0 0\n0 0\n0 0 0\n0 0 0', /line 3, column 4: bottom clues has 2 numbers, expected 3/],
    ['3\n0 0 0\n0 0 0 0\n0 0 0\n0 0 0', /line 3, column 7: bottom clues has more than 3 numbers/],
    ['3\n0 0 0\n0 0 0\n0 0 0', /puzzle ends before its right clues/],
    ['x', /line 1, column 1: expected the side N/],
    ['2\n0 0\n0 0\n0 0\n0 0\n1 2\n2 x', /line 7, column 3: row 2 of givens: expected a number, found 'x'/],
    ['2\n0 0\n0 0\n0 0\n0 0\n1 2', /puzzle ends after 1 of its 2 rows of givens/],
  ])('rejects %j naming the line and column', (text, message) => {
    expect(() => parseSkyscrapers(text)).toThrow(SkyscrapersError);
    expect(() => parseSkyscrapers(text)).toThrow(message);
  });
});
