import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment, countSolutions } from '../../../core/index.js';
import {
  buildKenKenModel,
  checkKenKen,
  checkKenKenCages,
  formatKenKen,
  type KenKenCage,
  KenKenError,
  type KenKenOp,
  type KenKenPuzzle,
  kenkenTuples,
  parseKenKen,
} from '../../../models/kenken/index.js';
import { decodeLatin, parseLatin } from '../../../models/latin/index.js';

const backend = new NativeBackend();

/**
 * A 9×9 KenKen from Conceptis Puzzles (https://www.conceptispuzzles.com/index.aspx?uri=info/article/424),
 * as transcribed in ken_ken/conceptis_puzzles.cc of https://github.com/monkeynova/logic-solver, with its
 * published solution.
 */
const CONCEPTIS = readFileSync(
  new URL('../../fixtures/kenken/conceptis-9x9.kenken', import.meta.url),
  'utf8',
);
const CONCEPTIS_SOLUTION =
  '927351468293647581178523946619485273782196354346719825531864792465278139854932617';

/** A 4×4 with every operation; unique solution 1234 / 3412 / 4321 / 2143 (checked below). */
const SMALL = `
aabc
deec
dfgh
ifgj
a=3+ b=3 c=2/ d=12* e=5+ f=2- g=6+ h=1 i=2 j=3
`;

async function solve(p: KenKenPuzzle, sums: 'linear' | 'table' = 'linear') {
  const { model } = buildKenKenModel(p, { sums });
  const r = await countSolutions(backend, model, 2);
  for (const s of r.result.solutions) expect(checkAssignment(model, s.values)).toEqual([]);
  return {
    count: r.count,
    square: r.result.solutions[0] && decodeLatin(p.size, r.result.solutions[0].values),
  };
}

describe('kenken', () => {
  it('solves the Conceptis 9×9 uniquely, with sums as linear and as tables', async () => {
    const p = parseKenKen(CONCEPTIS);
    expect(p.cages).toHaveLength(33);
    for (const sums of ['linear', 'table'] as const) {
      const { count, square } = await solve(p, sums);
      expect(count).toBe(1);
      expect(Array.from(square!.cells).join('')).toBe(CONCEPTIS_SOLUTION);
      expect(checkKenKen(p, square!)).toEqual([]);
    }
  });

  it('solves a 4×4 with every operation', async () => {
    const p = parseKenKen(SMALL);
    expect(p.cages.map((c) => c.op)).toEqual(['+', '=', '/', '*', '+', '-', '+', '=', '=', '=']);
    const { count, square } = await solve(p);
    expect(count).toBe(1);
    expect(Array.from(square!.cells).join('')).toBe('1234341243212143');
  });

  it('checkKenKen names a cage whose operation misses its target, and Latin-square repeats', () => {
    const p = parseKenKen(SMALL);
    const wrong = parseLatin('2 1 3 4\n3 4 1 2\n4 3 2 1\n1 2 4 3');
    expect(checkKenKen(p, wrong)).toEqual([
      "cage #6 'f' 2- (r3c2 r4c2): 3 - 2 = 1, not 2",
      "cage #9 'i' 2 (r4c1): 1 = 1, not 2",
    ]);
    expect(checkKenKen(p, parseLatin('1 2 3 4\n3 4 2 1\n4 3 1 2\n2 1 4 3'))).toEqual([
      "cage #3 'c' 2/ (r1c4 r2c4): 4 / 1 = 4, not 2",
      "cage #5 'e' 5+ (r2c2 r2c3): 4 + 2 = 6, not 5",
      "cage #7 'g' 6+ (r3c3 r4c3): 1 + 4 = 5, not 6",
      "cage #8 'h' 1 (r3c4): 2 = 2, not 1",
    ]);
  });

  it('builds tables whose tuples are exactly the brute-force assignments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.constantFrom<KenKenOp>('+', '*', '-', '/'),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 2 }),
        (n, op, target, shape) => {
          const cells = op === '-' || op === '/' ? [0, 1] : [[0, 1, n], [0, 1, 2 % (n * n)], [0]][shape]!;
          const cage: KenKenCage = { cells: [...new Set(cells)], op, target };
          const got = kenkenTuples(n, cage).map((t) => t.join(','));
          expect(new Set(got).size).toBe(got.length);
          expect(got.sort()).toEqual(bruteTuples(n, cage).sort());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('round-trips random puzzles through formatKenKen and parseKenKen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.nat(), { minLength: 25, maxLength: 25 }),
        (n, seeds) => {
          // Cages: horizontal pairs where the seed says so, single cells elsewhere.
          const cages: KenKenCage[] = [];
          for (let r = 0; r < n; r++) {
            for (let c = 0; c < n; c++) {
              const cell = r * n + c;
              if (cages.some((k) => k.cells.includes(cell))) continue;
              const s = seeds[cell]!;
              if (c + 1 < n && s % 3 !== 0) {
                const op = (['+', '-', '*', '/'] as const)[s % 4]!;
                cages.push({ cells: [cell, cell + 1], op, target: 1 + (s % 7) });
              } else cages.push({ cells: [cell], op: '=', target: 1 + (s % n) });
            }
          }
          const p: KenKenPuzzle = { size: n, cages };
          const back = parseKenKen(formatKenKen(p));
          expect(back.cages.map((c) => [c.cells, c.op, c.target])).toEqual(
            cages.map((c) => [c.cells, c.op, c.target]),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  const MAP = 'aab\nacb\nddd\n';
  it.each([
    [`${MAP}a=3+ b=3+ c=1 d=6+ e=2`, /line 4, column 20: no cage labelled 'e'/],
    [`${MAP}a=3+ a=3+`, /line 4, column 6: a second clue for cage 'a'/],
    [`${MAP}a=3% b=1 c=1 d=6+`, /line 4, column 1: clue '3%' of cage 'a' must be a number followed by/],
    [`${MAP}a=3+ b=3+ c=1`, /cage 'd' \(first cell r3c1\) has no clue/],
    [
      `${MAP}a=3 b=3+ c=1 d=6+`,
      /cage #1 'a' 3 \(r1c1 r1c2 r2c1\): a cage without operation has one cell, not 3/,
    ],
    [`${MAP}a=3- b=3+ c=1 d=6+`, /cage #1 'a' 3- \(r1c1 r1c2 r2c1\): a '-' cage has two cells, not 3/],
    [`${MAP}a=0+ b=3+ c=1 d=6+`, /the target must be a positive integer/],
    ['aab\na.b\nddd\na=3+ b=3+ d=6+', /r2c2 is in no cage/],
    ['ab\nabc', /line 2: map row 2 has 3 entries, expected 2/],
    ['ab\nab\nsize: 2', /line 3: unknown field 'size'/],
  ])('rejects %j naming the place', (text, message) => {
    expect(() => parseKenKen(text)).toThrow(KenKenError);
    expect(() => parseKenKen(text)).toThrow(message);
  });

  it('rejects cages that cannot be built, naming them', () => {
    const p = (cages: KenKenCage[]): KenKenPuzzle => ({ size: 2, cages });
    expect(() => buildKenKenModel(p([{ cells: [0, 1, 2, 3], op: '*', target: 7 }]))).toThrow(
      /cage #1 7\* \(r1c1 r1c2 r2c1 r2c2\): no digits 1..2 make this target/,
    );
    expect(() =>
      buildKenKenModel(
        p([
          { cells: [0], op: '=', target: 3 },
          { cells: [1, 2, 3], op: '+', target: 4 },
        ]),
      ),
    ).toThrow(/cage #1 3 \(r1c1\): 3 is not a digit 1..2/);
    expect(() =>
      checkKenKenCages(2, [
        { cells: [0, 1], op: '+', target: 3 },
        { cells: [1, 2, 3], op: '+', target: 3 },
      ]),
    ).toThrow(/cage #2 3\+ \(r1c2 r2c1 r2c2\) overlaps cage #1 3\+ \(r1c1 r1c2\) at r1c2/);
    expect(() => checkKenKenCages(2, [{ cells: [0, 9], op: '-', target: 1 }])).toThrow(
      /cell 9, outside the 2×2 grid/,
    );
  });
});

/** Every digit tuple of the cage, by brute force, with the Latin rule on shared rows and columns. */
function bruteTuples(n: number, cage: KenKenCage): string[] {
  const k = cage.cells.length;
  const out: string[] = [];
  const t = new Array<number>(k).fill(1);
  for (;;) {
    const ok = cage.cells.every((a, i) =>
      cage.cells.every(
        (b, j) => j <= i || t[i] !== t[j] || (Math.floor(a / n) !== Math.floor(b / n) && a % n !== b % n),
      ),
    );
    const [x, y] = [Math.max(t[0]!, t[1] ?? 0), Math.min(t[0]!, t[1] ?? 0)];
    const value =
      cage.op === '+'
        ? t.reduce((a, b) => a + b, 0)
        : cage.op === '*'
          ? t.reduce((a, b) => a * b, 1)
          : cage.op === '-'
            ? x - y
            : x / y;
    if (ok && value === cage.target) out.push(t.join(','));
    let i = 0;
    while (i < k && ++t[i]! > n) t[i++] = 1;
    if (i === k) return out;
  }
}
