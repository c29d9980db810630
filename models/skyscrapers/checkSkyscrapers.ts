import type { SkyscrapersPuzzle } from './SkyscrapersPuzzle.js';
import { visibleCount } from './visibleCount.js';

/**
 * Checks a filled grid (row-major heights) against a puzzle without any solver: every row and column a
 * permutation of 1..N, every given kept, every clue's count of visible buildings. Returns one message
 * per problem, empty when the grid solves the puzzle.
 */
export function checkSkyscrapers(p: SkyscrapersPuzzle, cells: ArrayLike<number>): string[] {
  const n = p.size;
  if (cells.length !== n * n) return [`grid has ${cells.length} cells, expected ${n * n}`];
  const out: string[] = [];
  const rowOf = (r: number): number[] => Array.from({ length: n }, (_, c) => cells[r * n + c]!);
  const colOf = (c: number): number[] => Array.from({ length: n }, (_, r) => cells[r * n + c]!);
  const permutation = (line: number[]): boolean =>
    [...line].sort((a, b) => a - b).every((v, i) => v === i + 1);
  for (let k = 0; k < n; k++) {
    if (!permutation(rowOf(k)))
      out.push(`row ${k + 1} (${rowOf(k).join(' ')}) is not a permutation of 1..${n}`);
    if (!permutation(colOf(k)))
      out.push(`column ${k + 1} (${colOf(k).join(' ')}) is not a permutation of 1..${n}`);
  }
  for (let i = 0; i < n * n; i++) {
    const g = p.givens[i]!;
    if (g !== 0 && cells[i] !== g)
      out.push(`r${Math.floor(i / n) + 1}c${(i % n) + 1} is ${cells[i]} but the puzzle gives ${g}`);
  }
  const clue = (side: string, k: number, want: number, line: number[]): void => {
    const seen = visibleCount(line);
    if (want !== 0 && seen !== want)
      out.push(`${side} ${k + 1}: ${seen} buildings seen, the clue says ${want}`);
  };
  for (let k = 0; k < n; k++) {
    clue('top', k, p.top[k]!, colOf(k));
    clue('bottom', k, p.bottom[k]!, colOf(k).reverse());
    clue('left', k, p.left[k]!, rowOf(k));
    clue('right', k, p.right[k]!, rowOf(k).reverse());
  }
  return out;
}
