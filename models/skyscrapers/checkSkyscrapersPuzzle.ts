import { SkyscrapersError } from './SkyscrapersError.js';
import type { SkyscrapersPuzzle } from './SkyscrapersPuzzle.js';

/**
 * Checks a puzzle built in code before a model is made: a side 1..64, four lists of N clues 0..N, N²
 * givens 0..N.
 *
 * @throws `SkyscrapersError` naming the first bad clue or given.
 */
export function checkSkyscrapersPuzzle(p: SkyscrapersPuzzle): void {
  const n = p.size;
  if (!Number.isSafeInteger(n) || n < 1 || n > 64)
    throw new SkyscrapersError(`skyscrapers: size must be 1..64, got ${n}`);
  for (const side of ['top', 'bottom', 'left', 'right'] as const) {
    const clues = p[side];
    if (clues.length !== n)
      throw new SkyscrapersError(`skyscrapers: ${side} has ${clues.length} clues, expected ${n}`);
    clues.forEach((v, i) => {
      if (!Number.isInteger(v) || v < 0 || v > n) {
        throw new SkyscrapersError(
          `skyscrapers: ${side} clue ${i + 1} is ${v}, expected 0 (none) or 1..${n}`,
        );
      }
    });
  }
  if (p.givens.length !== n * n)
    throw new SkyscrapersError(`skyscrapers: ${p.givens.length} givens, expected ${n * n}`);
  p.givens.forEach((v, i) => {
    if (!Number.isInteger(v) || v < 0 || v > n) {
      throw new SkyscrapersError(
        `skyscrapers: r${Math.floor(i / n) + 1}c${(i % n) + 1} holds ${v}, expected 0 (empty) or 1..${n}`,
      );
    }
  });
}
