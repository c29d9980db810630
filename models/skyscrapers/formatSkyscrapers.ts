import type { SkyscrapersPuzzle } from './SkyscrapersPuzzle.js';

/**
 * Writes a skyscrapers puzzle in the text form `readSkyscrapers` reads: `N`, the four clue lines, and
 * the rows of givens when there is at least one given.
 */
export function formatSkyscrapers(p: SkyscrapersPuzzle): string {
  const lines = [String(p.size), p.top.join(' '), p.bottom.join(' '), p.left.join(' '), p.right.join(' ')];
  if (p.givens.some((g) => g !== 0)) lines.push(formatSkyscrapersGrid(p.size, p.givens));
  return lines.join('\n');
}

/** N rows of N space-separated heights (row-major `cells`): the answer format of `skyscrapers solve`. */
export function formatSkyscrapersGrid(size: number, cells: ArrayLike<number>): string {
  const rows: string[] = [];
  for (let r = 0; r < size; r++)
    rows.push(Array.from({ length: size }, (_, c) => cells[r * size + c]!).join(' '));
  return rows.join('\n');
}
