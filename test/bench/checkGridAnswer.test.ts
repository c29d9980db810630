import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGridAnswer, type PlainGrid, parsePlainGrid } from '../../bench/sweep/checkGridAnswer.js';

/** A valid N×N grid with W×H boxes: the shared generator's pattern, (W·(r mod H) + ⌊r/H⌋ + c) mod N, plus 1. */
function patternGrid(w: number, h: number): number[] {
  const n = w * h;
  return Array.from({ length: n * n }, (_, i) => {
    const r = Math.floor(i / n);
    const c = i % n;
    return ((w * (r % h) + Math.floor(r / h) + c) % n) + 1;
  });
}

const text = (n: number, w: number, h: number, cells: readonly number[]): string =>
  [`${n} ${w} ${h}`, ...Array.from({ length: n }, (_, r) => cells.slice(r * n, r * n + n).join(' '))].join(
    '\n',
  );

const shapes: [number, number][] = [
  [2, 2],
  [3, 3],
  [4, 3],
  [3, 4],
  [5, 2],
];

describe('checkGridAnswer (the sweep’s independent checker)', () => {
  it('accepts a valid grid under any subset of its cells as givens, and rejects any swap or given change (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...shapes),
        fc.nat(),
        fc.nat(),
        fc.array(fc.boolean(), { minLength: 144, maxLength: 144 }),
        ([w, h], a, b, keep) => {
          const n = w * h;
          const full = patternGrid(w, h);
          const puzzle: PlainGrid = { n, w, h, cells: full.map((v, i) => (keep[i] ? v : 0)) };
          expect(checkGridAnswer(puzzle, text(n, w, h, full))).toBeUndefined();
          // Swapping two different values of one row keeps the row a permutation but breaks a column.
          const i = a % (n * n);
          const j = Math.floor(i / n) * n + (b % n);
          if (full[i] !== full[j]) {
            const swapped = [...full];
            [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
            expect(checkGridAnswer({ n, w, h, cells: Array(n * n).fill(0) }, text(n, w, h, swapped))).toMatch(
              /repeats a value/,
            );
          }
          const changed = [...puzzle.cells];
          changed[i] = (full[i]! % n) + 1;
          expect(checkGridAnswer({ n, w, h, cells: changed }, text(n, w, h, full))).toBe(
            `r${Math.floor(i / n) + 1}c${(i % n) + 1} is ${full[i]}, the given is ${changed[i]}`,
          );
        },
      ),
      { numRuns: 200, seed: 20 },
    );
  });

  it('rejects a grid whose rows and columns are Latin but whose boxes are not', () => {
    // A cyclic Latin square: every row and column a permutation, box 1 of a 2×2-box grid is {1,2,2,3}.
    const latin = Array.from({ length: 16 }, (_, i) => ((Math.floor(i / 4) + (i % 4)) % 4) + 1);
    expect(checkGridAnswer({ n: 4, w: 2, h: 2, cells: Array(16).fill(0) }, text(4, 2, 2, latin))).toBe(
      'box 1 repeats a value',
    );
  });

  it('names shape faults: another header, an empty cell, a short answer', () => {
    const full = patternGrid(3, 2);
    const puzzle: PlainGrid = { n: 6, w: 3, h: 2, cells: Array(36).fill(0) };
    expect(checkGridAnswer(puzzle, text(6, 2, 3, patternGrid(2, 3)))).toBe(
      'answer is 6 2 3, the puzzle 6 3 2',
    );
    expect(
      checkGridAnswer(
        puzzle,
        text(
          6,
          3,
          2,
          full.map((v, i) => (i === 7 ? 0 : v)),
        ),
      ),
    ).toBe('r2c2 is empty');
    expect(checkGridAnswer(puzzle, '6 3 2\n1 2 3')).toBe('answer: expected 36 cells, found 3');
  });

  it('parses the shared format and refuses a bad header or value', () => {
    expect(parsePlainGrid('4 2 2\n1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 4\n')).toEqual({
      n: 4,
      w: 2,
      h: 2,
      cells: [1, ...Array(14).fill(0), 4],
    });
    expect(parsePlainGrid('4 3 2\n')).toBe("bad header '4 3 2'");
    expect(parsePlainGrid(`4 2 2\n${'5 '.repeat(16)}`)).toBe("cell 0 holds '5'");
  });
});
