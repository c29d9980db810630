import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveWithDancingLinks } from '../../bench/solveWithDancingLinks.js';
import { checkSolution, parseLine, SudokuGrid } from '../../models/sudoku/index.js';

const SOLVED_9 = '864371259325849761971265843436192587198657432257483916689734125713528694542916378';
const SOLVED_6 = '123456456123231564564231312645645312';

describe('solveWithDancingLinks (bench baseline)', () => {
  it('solves a hard 9×9 puzzle', () => {
    const puzzle = parseLine(
      '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
    );
    const solution = solveWithDancingLinks(puzzle);
    expect(solution).toBeDefined();
    expect(checkSolution(puzzle, solution!)).toEqual([]);
  });

  it('returns undefined when there is no solution', () => {
    const unsat = parseLine(`.12345678${'9'.padEnd(9, '.')}${'.'.repeat(63)}`);
    expect(solveWithDancingLinks(unsat)).toBeUndefined();
  });

  it('solves every puzzle cut from a valid grid, 9×9 and 6×6 (property)', () => {
    for (const full of [parseLine(SOLVED_9), parseLine(SOLVED_6)]) {
      const cellCount = full.geometry.cellCount;
      fc.assert(
        fc.property(fc.array(fc.boolean(), { minLength: cellCount, maxLength: cellCount }), (keep) => {
          const cells = new Int32Array(cellCount);
          keep.forEach((k, i) => {
            if (k) cells[i] = full.cells[i]!;
          });
          const puzzle = new SudokuGrid(full.geometry, cells);
          const solution = solveWithDancingLinks(puzzle);
          expect(solution).toBeDefined();
          expect(checkSolution(puzzle, solution!)).toEqual([]);
        }),
        { numRuns: 50, seed: 11 },
      );
    }
  });
});
