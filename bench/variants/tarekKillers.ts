import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseKillerShort } from '../../models/killer/index.js';
import type { VariantPuzzle } from '../../models/sudoku/variants/index.js';
import { REPO_ROOT } from '../dataSets.js';
import { refOf } from './gridWalk.js';
import type { VariantBenchPuzzle } from './VariantBenchPuzzle.js';

/** Where the published hard killers come from (the fixture file says more). */
const ORIGIN =
  "tarek hard killers (Sudoku Players' Forum, via the Interactive Sudoku Solver's HARD_KILLERS, MIT): test/fixtures/killer/tarek-hard.txt";

/** The 20 published hard killers of the test fixtures, as variant puzzles (cages with totals, no givens). */
export function tarekKillers(): VariantBenchPuzzle[] {
  const text = readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'killer', 'tarek-hard.txt'), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((line, i) => {
      const [short, solution] = line.trim().split(' ') as [string, string];
      const k = parseKillerShort(short);
      const puzzle: VariantPuzzle = {
        size: 9,
        constraints: k.cages.map((c) =>
          c.sum === undefined
            ? { type: 'killer', cells: c.cells.map(refOf) }
            : { type: 'killer', cells: c.cells.map(refOf), sum: c.sum },
        ),
      };
      return { name: `tarek-killer #${i + 1}`, category: 'tarek-killer', origin: ORIGIN, puzzle, solution };
    });
}
