import fc from 'fast-check';
import { LatinSquare } from '../../../models/latin/index.js';

/** A random full Latin square: the cyclic square with its rows, columns and symbols permuted. */
export function latinFromPermutations(rows: number[], cols: number[], symbols: number[]): LatinSquare {
  const n = rows.length;
  const cells = new Int32Array(n * n);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) cells[r * n + c] = symbols[(rows[r]! + cols[c]!) % n]! + 1;
  }
  return new LatinSquare(n, cells);
}

/** A permutation of 0..n-1. */
function permutation(n: number): fc.Arbitrary<number[]> {
  return fc.shuffledSubarray(
    Array.from({ length: n }, (_, i) => i),
    { minLength: n, maxLength: n },
  );
}

/** Full Latin squares of size `minSize..maxSize`. */
export function fullSquareArb(minSize: number, maxSize: number): fc.Arbitrary<LatinSquare> {
  return fc
    .integer({ min: minSize, max: maxSize })
    .chain((n) => fc.tuple(permutation(n), permutation(n), permutation(n)))
    .map(([r, c, s]) => latinFromPermutations(r, c, s));
}

/** A full square with some cells blanked: always completable. */
export function holedSquareArb(minSize: number, maxSize: number): fc.Arbitrary<LatinSquare> {
  return fullSquareArb(minSize, maxSize).chain((sq) =>
    fc.array(fc.boolean(), { minLength: sq.cells.length, maxLength: sq.cells.length }).map(
      (keep) =>
        new LatinSquare(
          sq.size,
          sq.cells.map((v, i) => (keep[i] ? v : 0)),
        ),
    ),
  );
}

/** Any partial square without repeated givens (may have no completion). */
export function partialSquareArb(minSize: number, maxSize: number): fc.Arbitrary<LatinSquare> {
  return fc
    .integer({ min: minSize, max: maxSize })
    .chain((n) =>
      fc
        .array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n })
        .map((values) => dropRepeats(n, values)),
    );
}

/** Keeps a value only when no earlier cell in its row or column already holds it. */
function dropRepeats(n: number, values: number[]): LatinSquare {
  const cells = new Int32Array(n * n);
  values.forEach((v, i) => {
    const r = Math.floor(i / n);
    const c = i % n;
    let clash = false;
    for (let k = 0; k < n; k++) if (cells[r * n + k] === v || cells[k * n + c] === v) clash = true;
    if (v !== 0 && !clash) cells[i] = v;
  });
  return new LatinSquare(n, cells);
}

/** Number of completions of a partial square, by plain backtracking over the cells in order. */
export function bruteForceCompletions(square: LatinSquare): number {
  const n = square.size;
  const cells = square.cells.slice();
  const fits = (i: number, v: number): boolean => {
    const r = Math.floor(i / n);
    const c = i % n;
    for (let k = 0; k < n; k++) {
      if (k !== c && cells[r * n + k] === v) return false;
      if (k !== r && cells[k * n + c] === v) return false;
    }
    return true;
  };
  // Givens must already be consistent, otherwise nothing completes.
  for (let i = 0; i < n * n; i++) if (cells[i] !== 0 && !fits(i, cells[i]!)) return 0;
  const go = (i: number): number => {
    if (i === n * n) return 1;
    if (square.cells[i] !== 0) return go(i + 1);
    let count = 0;
    for (let v = 1; v <= n; v++) {
      if (!fits(i, v)) continue;
      cells[i] = v;
      count += go(i + 1);
      cells[i] = 0;
    }
    return count;
  };
  return go(0);
}
