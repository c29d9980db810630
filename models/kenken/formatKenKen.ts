import { writeCageMap } from '../killer/index.js';
import type { KenKenPuzzle } from './KenKenPuzzle.js';

/**
 * Writes a KenKen puzzle in the cage-map format `parseKenKen` reads, with fresh labels (`a`, `b`, …; or
 * space-separated `c1`, `c2`, … when there are more than 62 cages) and one `label=target op` clue per cage.
 */
export function formatKenKen(puzzle: KenKenPuzzle): string {
  return writeCageMap(puzzle.size, puzzle.cages, (c) => `${c.target}${c.op === '=' ? '' : c.op}`).join('\n');
}
