import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment, countSolutions } from '../../../core/index.js';
import {
  buildStarBattleModel,
  checkStarBattle,
  formatStarBattle,
  formatStars,
  generateStarBattle,
  parseStarBattle,
  regionCanHoldStars,
  StarBattleError,
  splitStarBattleText,
  uniqueStarBattle,
} from '../../../models/starbattle/index.js';

const backend = new NativeBackend();

/** A 5×5 one-star puzzle with a single solution (checked below by counting). */
const SMALL = `5 1
AABBB
AABBB
CCDDD
CCDDE
CCDEE`;

/** The line and column a parse of `text` fails at, and its message. */
function failure(text: string): { line?: number; column?: number; message: string } {
  try {
    parseStarBattle(text);
  } catch (e) {
    expect(e).toBeInstanceOf(StarBattleError);
    const s = e as StarBattleError;
    return {
      ...(s.line === undefined ? {} : { line: s.line }),
      ...(s.column === undefined ? {} : { column: s.column }),
      message: s.message,
    };
  }
  throw new Error('expected a StarBattleError');
}

/** Whether K non-touching stars fit in `cells`, by trying every subset (the oracle). */
function bruteCanHold(n: number, cells: number[], k: number): boolean {
  const touch = (a: number, b: number): boolean =>
    Math.abs(Math.floor(a / n) - Math.floor(b / n)) <= 1 && Math.abs((a % n) - (b % n)) <= 1;
  for (let mask = 0; mask < 1 << cells.length; mask++) {
    const picked = cells.filter((_, i) => (mask >> i) & 1);
    if (picked.length !== k) continue;
    if (picked.every((a, i) => picked.every((b, j) => i === j || !touch(a, b)))) return true;
  }
  return false;
}

describe('starbattle', () => {
  it('reads, solves and prints a small puzzle; every solution checked without the model', async () => {
    const p = parseStarBattle(SMALL);
    expect([p.size, p.stars, p.letters.join('')]).toEqual([5, 1, 'ABCDE']);
    const sb = buildStarBattleModel(p);
    const r = await countSolutions(backend, sb.model, 10, sb.search);
    expect(r.count).toBeGreaterThan(0);
    for (const s of r.result.solutions) {
      expect(checkStarBattle(p, s.values)).toEqual([]);
      expect(formatStars(5, s.values).split('\n')).toHaveLength(5);
    }
  });

  it('finds the same number of solutions with the unit order as with plain MRV', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { puzzle } = generateStarBattle(6, 1, seed);
      const sb = buildStarBattleModel(puzzle);
      const a = await countSolutions(backend, sb.model, 1000, sb.search);
      const b = await countSolutions(backend, sb.model, 1000);
      expect(a.count, `seed ${seed}`).toBe(b.count);
    }
  });

  it('round-trips generated puzzles through the text format; planted solutions check', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom([5, 1], [6, 1], [8, 1], [9, 2], [10, 2]),
        (seed, [n, k]) => {
          const g = generateStarBattle(n!, k!, seed);
          expect(parseStarBattle(formatStarBattle(g.puzzle))).toEqual(g.puzzle);
          expect(checkStarBattle(g.puzzle, g.solution)).toEqual([]);
        },
      ),
      { seed: 19, numRuns: 25 },
    );
  });

  it('generates dense grids (14×14 and 16×16 with three stars) with connected regions of K stars', () => {
    for (const [n, k, seed] of [
      [14, 3, 1],
      [14, 3, 2],
      [16, 3, 7],
    ] as const) {
      const g = generateStarBattle(n, k, seed);
      expect(checkStarBattle(g.puzzle, g.solution), `${n} ${k} ${seed}`).toEqual([]);
      for (let region = 0; region < n; region++) {
        const cells = [...g.puzzle.regions.keys()].filter((i) => g.puzzle.regions[i] === region);
        expect(cells.filter((i) => g.solution[i] === 1)).toHaveLength(k);
        // Connected: a flood from the first cell reaches them all.
        const seen = new Set([cells[0]!]);
        const queue = [cells[0]!];
        while (queue.length > 0) {
          const c = queue.pop()!;
          for (const j of [c - n, c + n, c % n > 0 ? c - 1 : -1, c % n < n - 1 ? c + 1 : -1]) {
            if (j < 0 || j >= n * n || seen.has(j) || g.puzzle.regions[j] !== region) continue;
            seen.add(j);
            queue.push(j);
          }
        }
        expect(seen.size, `${n} ${k} ${seed} region ${region}`).toBe(cells.length);
      }
      expect(generateStarBattle(n, k, seed)).toEqual(g);
    }
  });

  it('solves random 10×10 two-star puzzles, every answer checked', async () => {
    for (let seed = 1; seed <= 8; seed++) {
      const { puzzle } = generateStarBattle(10, 2, seed);
      const sb = buildStarBattleModel(puzzle);
      const r = await countSolutions(backend, sb.model, 1, sb.search);
      expect(r.count, `seed ${seed}`).toBe(1);
      const values = r.result.solutions[0]!.values;
      expect(checkAssignment(sb.model, values)).toEqual([]);
      expect(checkStarBattle(puzzle, values), `seed ${seed}`).toEqual([]);
    }
  });

  it('checks answers: touching stars and wrong counts are found', () => {
    const g = generateStarBattle(8, 1, 3);
    const bad = g.solution.slice();
    const star = bad.indexOf(1);
    bad[star] = 0;
    bad[star + (star % 8 === 7 ? -1 : 1)] = 1;
    expect(checkStarBattle(g.puzzle, bad).length).toBeGreaterThan(0);
  });

  it('decides whether a region holds K stars as trying every subset does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
        (n, k, bits) => {
          const cells = bits.slice(0, n * n).flatMap((b, i) => (b ? [i] : []));
          if (cells.length > 14) return;
          expect(regionCanHoldStars(n, cells, k)).toBe(bruteCanHold(n, cells, k));
        },
      ),
      { seed: 19, numRuns: 300 },
    );
  });

  it('repairs generated puzzles towards one solution, keeping the planted one', async () => {
    let unique = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const u = uniqueStarBattle(generateStarBattle(8, 1, seed), backend, seed);
      expect(checkStarBattle(u.puzzle, u.solution)).toEqual([]);
      const sb = buildStarBattleModel(u.puzzle);
      if ((await countSolutions(backend, sb.model, 2, sb.search)).count === 1) unique++;
    }
    // The repair is a heuristic (it may cycle), but it reaches one solution on most seeds.
    expect(unique).toBeGreaterThanOrEqual(3);
  });

  it('says unsat when there are not N regions', async () => {
    const sb = buildStarBattleModel(parseStarBattle('4 1\nAAAA\nAAAA\nAAAA\nAAAA'));
    expect((await countSolutions(backend, sb.model, 1)).count).toBe(0);
  });

  it('names the line and column of bad input', () => {
    const small = failure('5 2\nAABBB\nAABBC\nDDBCC\nDDECC\nDEECC');
    expect(small).toMatchObject({ line: 2, column: 1 });
    expect(small.message).toMatch(/region A has 4 cell\(s\), too few to hold 2 stars/);
    expect(failure('3 1\nABC\nAB\nABC')).toMatchObject({ line: 3, column: 3 });
    expect(failure('3 1\nABC\nABCC\nABC')).toMatchObject({ line: 3, column: 4 });
    expect(failure('3 1\nABC\nA1C\nABC')).toMatchObject({ line: 3, column: 2 });
    expect(failure('3\nABC')).toMatchObject({ line: 1, column: 1 });
    expect(failure('3 1\nABC\nABC')).toMatchObject({ line: 4, column: 1 });
    expect(() => parseStarBattle('5 1\nAABBB', 7)).toThrow(/^line 9, column 1/);
  });

  it('splits a file at blank lines and after the N rows of each puzzle', () => {
    const parts = splitStarBattleText(`${SMALL}\n\n2 1\nAB\nAB\n1 1\nA\n`);
    expect(parts.map((p) => p.line)).toEqual([1, 8, 11]);
    expect(parseStarBattle(parts[2]!.text, parts[2]!.line).size).toBe(1);
  });
});
