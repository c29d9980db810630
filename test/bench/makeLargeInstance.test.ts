import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeLargeInstance } from '../../bench/instances/makeLargeInstance.js';
import {
  checkSolution,
  formatGridFormat,
  parseGridFormat,
  SudokuGeometry,
} from '../../models/sudoku/index.js';

const SHAPES: readonly (readonly [number, number])[] = [
  [2, 2],
  [3, 3],
  [4, 3],
  [3, 4],
  [5, 2],
  [6, 6],
];

describe('makeLargeInstance', () => {
  it('cuts exactly round(fill · N²) givens from a valid complete grid, in the shared plain format', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHAPES),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat(2 ** 40),
        ([w, h], fill, seed) => {
          const geometry = SudokuGeometry.fromBox(w, h);
          const { puzzle, solution } = makeLargeInstance(geometry, fill, seed);
          const n = geometry.size;
          const grid = parseGridFormat(formatGridFormat(puzzle));
          const full = parseGridFormat(formatGridFormat(solution));
          expect(grid.geometry).toBe(geometry);
          // The complete grid is a sudoku, and the givens agree with it.
          expect(checkSolution(grid, full)).toEqual([]);
          expect(puzzle.cells.filter((v) => v !== 0).length).toBe(Math.round(fill * n * n));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is a function of its seed, and different seeds give different instances', () => {
    const geometry = SudokuGeometry.fromBox(5, 5);
    const a = makeLargeInstance(geometry, 0.42, 7);
    expect(makeLargeInstance(geometry, 0.42, 7)).toEqual(a);
    const b = makeLargeInstance(geometry, 0.42, 8);
    expect(b.solution.cells).not.toEqual(a.solution.cells);
    expect(b.puzzle.cells).not.toEqual(a.puzzle.cells);
  });

  it('refuses a fill outside [0, 1]', () => {
    const geometry = SudokuGeometry.fromBox(3, 3);
    expect(() => makeLargeInstance(geometry, 1.5, 1)).toThrow(/fill must lie in \[0, 1\]/);
    expect(() => makeLargeInstance(geometry, Number.NaN, 1)).toThrow(RangeError);
  });
});
