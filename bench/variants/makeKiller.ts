import type { NativeBackend } from '../../adapters/native/NativeBackend.js';
import type { SeededRandom } from '../../models/sudoku/generator/index.js';
import type { VariantConstraint, VariantPuzzle } from '../../models/sudoku/variants/index.js';
import { neighbours, refOf } from './gridWalk.js';
import { isUnique } from './isUnique.js';

/** How a killer of one difficulty is made (see {@link makeKiller}). */
export interface KillerRecipe {
  /** Smallest and largest cage the partition grows (a cage may end smaller when boxed in). */
  readonly minCage: number;
  readonly maxCage: number;
  /** Then merge adjacent cages while the solution stays unique (fewer, larger cages: harder). */
  readonly merge: boolean;
  /** Then drop cage totals while the solution stays unique. */
  readonly dropSums: boolean;
  /** Search nodes a uniqueness proof may take while the puzzle is made. */
  readonly nodeLimit: number;
}

interface Cage {
  cells: number[];
  sum: number | undefined;
}

/** Cages of distinct digits grown at random over the whole grid. */
function partition(grid: Int32Array, rng: SeededRandom, recipe: KillerRecipe): Cage[] {
  const owner = new Int32Array(81).fill(-1);
  const order = Array.from({ length: 81 }, (_, i) => i);
  rng.shuffle(order);
  const cages: Cage[] = [];
  for (const start of order) {
    if (owner[start] !== -1) continue;
    const target = recipe.minCage + rng.below(recipe.maxCage - recipe.minCage + 1);
    const cells = [start];
    owner[start] = cages.length;
    const digits = new Set([grid[start]]);
    while (cells.length < target) {
      const frontier = cells.flatMap(neighbours).filter((c) => owner[c] === -1 && !digits.has(grid[c]!));
      if (frontier.length === 0) break;
      const next = frontier[rng.below(frontier.length)]!;
      owner[next] = cages.length;
      cells.push(next);
      digits.add(grid[next]);
    }
    cages.push({ cells, sum: cells.reduce((s, c) => s + grid[c]!, 0) });
  }
  return cages;
}

/** The variant puzzle of a set of cages. */
function puzzleOf(cages: readonly Cage[]): VariantPuzzle {
  const constraints: VariantConstraint[] = cages.map((k) =>
    k.sum === undefined
      ? { type: 'killer', cells: k.cells.map(refOf) }
      : { type: 'killer', cells: k.cells.map(refOf), sum: k.sum },
  );
  return { size: 9, constraints };
}

/**
 * A killer sudoku without givens whose unique solution is `grid`: a random partition into cages of
 * distinct digits (retried until unique), then, per the recipe, adjacent cages merged and totals
 * dropped in random order as long as the solution stays unique within the recipe's node limit.
 * Returns `undefined` when no unique partition turned up in a few tries.
 */
export function makeKiller(
  backend: NativeBackend,
  grid: Int32Array,
  rng: SeededRandom,
  recipe: KillerRecipe,
): VariantPuzzle | undefined {
  let found: Cage[] | undefined;
  for (let attempt = 0; attempt < 8 && found === undefined; attempt++) {
    const tried = partition(grid, rng, recipe);
    if (isUnique(backend, puzzleOf(tried), recipe.nodeLimit)) found = tried;
  }
  if (found === undefined) return undefined;
  let cages: Cage[] = found;
  if (recipe.merge) {
    for (let round = 0; round < 40; round++) {
      const i = rng.below(cages.length);
      const a = cages[i]!;
      const touching = new Set(a.cells.flatMap(neighbours));
      const j = cages.findIndex((b, k) => k !== i && b.cells.some((c) => touching.has(c)));
      if (j < 0) continue;
      const b = cages[j]!;
      const merged = [...a.cells, ...b.cells];
      if (merged.length > 9 || new Set(merged.map((c) => grid[c])).size !== merged.length) continue;
      const next: Cage[] = cages.filter((_, k) => k !== i && k !== j);
      next.push({ cells: merged, sum: merged.reduce((s, c) => s + grid[c]!, 0) });
      if (isUnique(backend, puzzleOf(next), recipe.nodeLimit)) cages = next;
    }
  }
  if (recipe.dropSums) {
    const order = Array.from({ length: cages.length }, (_, i) => i);
    rng.shuffle(order);
    for (const i of order) {
      const kept = cages[i]!.sum;
      cages[i]!.sum = undefined;
      if (!isUnique(backend, puzzleOf(cages), recipe.nodeLimit)) cages[i]!.sum = kept;
    }
  }
  return puzzleOf(cages);
}
