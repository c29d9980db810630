import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment, countSolutions } from '../../../core/index.js';
import {
  buildKillerModel,
  checkKiller,
  KILLER_SOLVE_OPTIONS,
  parseKillerShort,
} from '../../../models/killer/index.js';
import { decodeSolution, formatLine } from '../../../models/sudoku/index.js';

/**
 * 20 hard killers with their published solutions. Source (also in the fixture's header): the
 * HARD_KILLERS list of data/killers.js in the Interactive Sudoku Solver
 * (https://github.com/sigh/Interactive-Sudoku-Solver), taken from tarek's killer collection,
 * http://www.rcbroughton.co.uk/sudoku/forum/viewtopic.php?f=3&t=434
 */
const TAREK = readFileSync(new URL('../../fixtures/killer/tarek-hard.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'))
  .map((l) => {
    const [puzzle, solution] = l.split(' ');
    return { puzzle: puzzle!, solution: solution! };
  });

const backend = new NativeBackend();

describe('killer: public puzzles', () => {
  it('solves every tarek hard killer uniquely, to its published solution', async () => {
    expect(TAREK).toHaveLength(20);
    for (const { puzzle, solution } of TAREK) {
      const p = parseKillerShort(puzzle);
      const km = buildKillerModel(p);
      const r = await countSolutions(backend, km.model, 2, KILLER_SOLVE_OPTIONS);
      expect(r.count).toBe(1);
      const values = r.result.solutions[0]!.values;
      expect(checkAssignment(km.model, values)).toEqual([]);
      const grid = decodeSolution(km.geometry, values);
      expect(formatLine(grid)).toBe(solution);
      expect(checkKiller(p, grid)).toEqual([]);
    }
  });
});
