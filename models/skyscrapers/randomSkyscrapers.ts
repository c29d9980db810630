import { Random } from '../../core/index.js';
import type { SkyscrapersPuzzle } from './SkyscrapersPuzzle.js';
import { visibleCount } from './visibleCount.js';

/** A random skyscrapers puzzle and the grid it was made from. */
export interface RandomSkyscrapers {
  /** Clues (and givens) read off {@link RandomSkyscrapers.grid}. */
  readonly puzzle: SkyscrapersPuzzle;
  /** The grid, row-major: one solution (not necessarily the only one). */
  readonly grid: Int32Array;
}

/** A random N×N Latin square: cells filled in order with shuffled candidates, backtracking when stuck. */
function randomLatin(n: number, rnd: Random): Int32Array {
  const g = new Int32Array(n * n);
  const fill = (i: number): boolean => {
    if (i === n * n) return true;
    const r = Math.floor(i / n);
    const c = i % n;
    const candidates = Array.from({ length: n }, (_, k) => k + 1);
    for (let k = n - 1; k > 0; k--) {
      const j = rnd.below(k + 1);
      [candidates[k], candidates[j]] = [candidates[j]!, candidates[k]!];
    }
    for (const v of candidates) {
      let ok = true;
      for (let k = 0; k < c && ok; k++) if (g[r * n + k] === v) ok = false;
      for (let k = 0; k < r && ok; k++) if (g[k * n + c] === v) ok = false;
      if (!ok) continue;
      g[i] = v;
      if (fill(i + 1)) return true;
    }
    g[i] = 0;
    return false;
  };
  fill(0);
  return g;
}

/**
 * A seeded random skyscrapers puzzle: a random N×N Latin square, each of its 4N clues shown with
 * probability `clues` and each cell given with probability `givens`. The same arguments give the same
 * puzzle everywhere; the grid solves it, uniqueness is left to a count.
 */
export function randomSkyscrapers(n: number, clues: number, givens: number, seed: number): RandomSkyscrapers {
  const rnd = new Random(seed);
  const grid = randomLatin(n, rnd);
  const show = (p: number) => rnd.below(1_000_000) < p * 1_000_000;
  const rowOf = (r: number): number[] => Array.from(grid.subarray(r * n, (r + 1) * n));
  const colOf = (c: number): number[] => Array.from({ length: n }, (_, r) => grid[r * n + c]!);
  const side = (line: (k: number) => number[]): number[] =>
    Array.from({ length: n }, (_, k) => (show(clues) ? visibleCount(line(k)) : 0));
  const top = side(colOf);
  const bottom = side((k) => colOf(k).reverse());
  const left = side(rowOf);
  const right = side((k) => rowOf(k).reverse());
  const given = Int32Array.from(grid, (v) => (show(givens) ? v : 0));
  return { puzzle: { size: n, top, bottom, left, right, givens: given }, grid };
}
