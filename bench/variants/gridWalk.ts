import type { SeededRandom } from '../../models/sudoku/generator/index.js';

/** The orthogonal neighbours of a cell of a 9×9 grid. */
export function neighbours(cell: number): number[] {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const out: number[] = [];
  if (r > 0) out.push(cell - 9);
  if (r < 8) out.push(cell + 9);
  if (c > 0) out.push(cell - 1);
  if (c < 8) out.push(cell + 1);
  return out;
}

/** The king-move neighbours of a cell (lines in variant puzzles may step diagonally). */
export function kingNeighbours(cell: number): number[] {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      const rr = r + dr;
      const cc = c + dc;
      if ((dr !== 0 || dc !== 0) && rr >= 0 && rr < 9 && cc >= 0 && cc < 9) out.push(rr * 9 + cc);
    }
  return out;
}

/** A random element of a non-empty list. */
export function pickOne<T>(rng: SeededRandom, items: readonly T[]): T {
  return items[rng.below(items.length)]!;
}

/** The cell name `r1c1` of a 9×9 cell index. */
export function refOf(cell: number): `r${number}c${number}` {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}
