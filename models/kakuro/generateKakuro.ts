import { SeededRandom } from '../sudoku/index.js';
import { KakuroCellKind, type KakuroPuzzle } from './KakuroPuzzle.js';
import { kakuroWithClues } from './kakuroWithClues.js';

/** A random Kakuro with the solution its clues were derived from. */
export interface GeneratedKakuro {
  /** The puzzle (clues only, no givens). */
  readonly puzzle: KakuroPuzzle;
  /** The planted solution: a digit per white cell, 0 for black cells (row-major). */
  readonly solution: Int32Array;
}

/** Runs of one white cell are turned black, so this many passes settle any layout. */
const MAX_LAYOUT_PASSES = 64;

/**
 * A seeded random Kakuro `rows × cols` (row 1 and column 1 black, as printed puzzles are): interior
 * cells are black with probability `blackRatio`, runs of a single white cell or of more than 9 cells
 * are broken up, then the white cells are filled with random digits that differ along every run,
 * and each run's sum becomes the clue of the black cell before it. The planted solution is a
 * solution; it need not be the only one. Same seed, same puzzle.
 */
export function generateKakuro(rows: number, cols: number, seed: number, blackRatio = 0.25): GeneratedKakuro {
  if (rows < 2 || cols < 2)
    throw new RangeError(`kakuro: a grid needs at least 2×2 cells, got ${rows}×${cols}`);
  const rng = new SeededRandom(seed);
  for (;;) {
    const kinds = layout(rows, cols, rng, blackRatio);
    const solution = fill(rows, cols, kinds, rng);
    if (solution === undefined) continue;
    return { puzzle: kakuroWithClues(rows, cols, kinds, solution), solution };
  }
}

/** A layout with every run 2..9 cells long. */
function layout(rows: number, cols: number, rng: SeededRandom, blackRatio: number): Uint8Array {
  const kinds = new Uint8Array(rows * cols);
  const threshold = Math.round(blackRatio * 1000);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const black = r === 0 || c === 0 || rng.below(1000) < threshold;
      kinds[r * cols + c] = black ? KakuroCellKind.block : KakuroCellKind.white;
    }
  }
  const white = (r: number, c: number): boolean =>
    r >= 0 && c >= 0 && r < rows && c < cols && kinds[r * cols + c] === KakuroCellKind.white;
  const runLength = (r: number, c: number, dr: number, dc: number): number => {
    let a = 0;
    while (white(r - (a + 1) * dr, c - (a + 1) * dc)) a++;
    let b = 0;
    while (white(r + (b + 1) * dr, c + (b + 1) * dc)) b++;
    return a + b + 1;
  };
  for (let pass = 0; pass < MAX_LAYOUT_PASSES; pass++) {
    let changed = false;
    for (let r = 1; r < rows; r++) {
      for (let c = 1; c < cols; c++) {
        if (!white(r, c)) continue;
        const h = runLength(r, c, 0, 1);
        const v = runLength(r, c, 1, 0);
        // Single cells go; a run longer than 9 loses a random-looking cell (this one, every 4th).
        if (h === 1 || v === 1 || ((h > 9 || v > 9) && rng.below(4) === 0)) {
          kinds[r * cols + c] = KakuroCellKind.block;
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  return kinds;
}

/** Random digits differing along every run (randomised backtracking with a budget), or undefined. */
function fill(rows: number, cols: number, kinds: Uint8Array, rng: SeededRandom): Int32Array | undefined {
  const cells: number[] = [];
  for (let i = 0; i < rows * cols; i++) if (kinds[i] === KakuroCellKind.white) cells.push(i);
  const digits = new Int32Array(rows * cols);
  const order = Int32Array.from({ length: 9 }, (_, d) => d + 1);
  let budget = 200_000;
  const clash = (i: number, d: number): boolean => {
    const r = Math.floor(i / cols);
    const c = i % cols;
    for (let cc = c - 1; cc >= 0 && kinds[r * cols + cc] === KakuroCellKind.white; cc--)
      if (digits[r * cols + cc] === d) return true;
    for (let rr = r - 1; rr >= 0 && kinds[rr * cols + c] === KakuroCellKind.white; rr--)
      if (digits[rr * cols + c] === d) return true;
    return false;
  };
  const place = (k: number): boolean => {
    if (k === cells.length) return true;
    if (--budget < 0) return false;
    const i = cells[k]!;
    const mine = order.slice();
    rng.shuffle(mine);
    for (const d of mine) {
      if (clash(i, d)) continue;
      digits[i] = d;
      if (place(k + 1)) return true;
    }
    digits[i] = 0;
    return false;
  };
  return place(0) ? digits : undefined;
}
