import type { NativeBackend } from '../../adapters/native/NativeBackend.js';
import type { SeededRandom } from '../../models/sudoku/generator/index.js';
import type { VariantConstraint, VariantPuzzle } from '../../models/sudoku/variants/index.js';
import { kingNeighbours, neighbours, pickOne, refOf } from './gridWalk.js';
import { isUnique } from './isUnique.js';

/** The clue families of the non-killer categories. */
export type ClueFamily = 'arrow' | 'thermometer' | 'outside';

/** Random arrows (a third of them with a two-cell pill) whose shafts sum to their circles in `grid`. */
function arrows(grid: Int32Array, rng: SeededRandom, count: number): VariantConstraint[] {
  const used = new Uint8Array(81);
  const out: VariantConstraint[] = [];
  for (let tries = 0; tries < 400 && out.length < count; tries++) {
    const pill = rng.below(3) === 0;
    const c0 = rng.below(81);
    const circle = pill ? [c0, pickOne(rng, neighbours(c0))] : [c0];
    if (circle.some((c) => used[c])) continue;
    const target = pill ? grid[circle[0]!]! * 10 + grid[circle[1]!]! : grid[c0]!;
    const shaft: number[] = [];
    const taken = new Set(circle);
    let sum = 0;
    let at = circle[circle.length - 1]!;
    while (sum < target) {
      const options = kingNeighbours(at).filter((c) => !taken.has(c) && !used[c] && sum + grid[c]! <= target);
      if (options.length === 0) break;
      at = pickOne(rng, options);
      shaft.push(at);
      taken.add(at);
      sum += grid[at]!;
    }
    if (sum !== target || shaft.length < 2) continue;
    for (const c of taken) used[c] = 1;
    out.push({ type: 'arrow', circle: circle.map(refOf), cells: shaft.map(refOf) });
  }
  return out;
}

/** Random thermometers (bulb first, digits rising along king steps) of 3-8 cells in `grid`. */
function thermometers(grid: Int32Array, rng: SeededRandom, count: number): VariantConstraint[] {
  const used = new Uint8Array(81);
  const out: VariantConstraint[] = [];
  for (let tries = 0; tries < 400 && out.length < count; tries++) {
    let at = rng.below(81);
    if (used[at] || grid[at]! > 5) continue;
    const cells = [at];
    const want = 3 + rng.below(6);
    while (cells.length < want) {
      const options = kingNeighbours(at).filter(
        (c) => !used[c] && !cells.includes(c) && grid[c]! > grid[at]!,
      );
      if (options.length === 0) break;
      at = pickOne(rng, options);
      cells.push(at);
    }
    if (cells.length < 3) continue;
    for (const c of cells) used[c] = 1;
    out.push({ type: 'thermometer', cells: cells.map(refOf) });
  }
  return out;
}

/** Outside clues: little killer diagonals and sandwich sums, read off `grid`. */
function outside(grid: Int32Array, rng: SeededRandom, count: number): VariantConstraint[] {
  const out: VariantConstraint[] = [];
  const diagonals: number[][] = [];
  for (let start = 0; start < 9; start++) {
    // Down-right from the top edge and from the left edge, down-left from the top edge.
    diagonals.push(Array.from({ length: 9 - start }, (_, i) => i * 9 + start + i));
    if (start > 0) diagonals.push(Array.from({ length: 9 - start }, (_, i) => (start + i) * 9 + i));
    diagonals.push(Array.from({ length: start + 1 }, (_, i) => i * 9 + start - i));
  }
  const long = diagonals.filter((d) => d.length >= 3 && d.length < 9);
  const picks = long.map((_, i) => i);
  rng.shuffle(picks);
  for (const d of picks.slice(0, Math.ceil(count / 2)).map((i) => long[i]!)) {
    out.push({ type: 'littleKiller', cells: d.map(refOf), sum: d.reduce((s, c) => s + grid[c]!, 0) });
  }
  const lines = Array.from({ length: 18 }, (_, i) => i);
  rng.shuffle(lines);
  for (const line of lines.slice(0, Math.floor(count / 2))) {
    const cells = Array.from({ length: 9 }, (_, i) => (line < 9 ? line * 9 + i : i * 9 + line - 9));
    const digits = cells.map((c) => grid[c]!);
    const a = digits.indexOf(1);
    const b = digits.indexOf(9);
    const between = digits.slice(Math.min(a, b) + 1, Math.max(a, b));
    const sum = between.reduce((s, x) => s + x, 0);
    out.push(
      line < 9 ? { type: 'sandwich', row: line + 1, sum } : { type: 'sandwich', column: line - 8, sum },
    );
  }
  return out;
}

/**
 * A puzzle of one clue family whose unique solution is `grid`: random clues read off the grid,
 * then every given, dropped one at a time in random order as long as the solution stays unique.
 */
export function makeClued(
  backend: NativeBackend,
  grid: Int32Array,
  rng: SeededRandom,
  family: ClueFamily,
  nodeLimit: number,
): VariantPuzzle {
  const count = 6 + rng.below(6);
  const constraints =
    family === 'arrow'
      ? arrows(grid, rng, count)
      : family === 'thermometer'
        ? thermometers(grid, rng, count)
        : outside(grid, rng, count + 4);
  const givens = Array.from(grid, String);
  const order = Array.from({ length: 81 }, (_, i) => i);
  rng.shuffle(order);
  const puzzle = (): VariantPuzzle => ({ size: 9, givens: givens.join(''), constraints });
  for (const c of order) {
    const kept = givens[c]!;
    givens[c] = '.';
    if (!isUnique(backend, puzzle(), nodeLimit)) givens[c] = kept;
  }
  return puzzle();
}
