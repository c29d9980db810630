import { describe, expect, it } from 'vitest';
import {
  decodeSolution,
  SudokuGeometry,
  SudokuGeometryError,
  SudokuGrid,
} from '../../../models/sudoku/index.js';

describe('SudokuGrid', () => {
  const g4 = SudokuGeometry.fromBox(2, 2);

  it('starts empty, counts givens and tells completeness', () => {
    const grid = new SudokuGrid(g4);
    expect([grid.givenCount, grid.isComplete()]).toEqual([0, false]);
    grid.cells.fill(1);
    expect([grid.givenCount, grid.isComplete()]).toEqual([16, true]);
  });

  it('reads by row and column and clones independently', () => {
    const cells = Int32Array.from({ length: 16 }, (_, i) => (i % 4) + 1);
    const grid = new SudokuGrid(g4, cells);
    expect(grid.get(2, 3)).toBe(4);
    const copy = grid.clone();
    copy.cells[0] = 0;
    expect(grid.get(0, 0)).toBe(1);
    expect(copy.equals(grid)).toBe(false);
    expect(grid.clone().equals(grid)).toBe(true);
    expect(() => grid.get(4, 0)).toThrow('row 4, column 0 is outside the 4×4 (2×2 boxes) grid');
  });

  it('rejects a wrong cell count or a value outside 0..N', () => {
    expect(() => new SudokuGrid(g4, new Int32Array(15))).toThrow(
      'a 4×4 (2×2 boxes) grid has 16 cells; got 15 values',
    );
    const cells = new Int32Array(16);
    cells[6] = 5;
    expect(() => new SudokuGrid(g4, cells)).toThrow('r2c3 holds 5, outside 0..4 (0 = empty)');
    cells[6] = -1;
    expect(() => new SudokuGrid(g4, cells)).toThrow(SudokuGeometryError);
  });
});

describe('decodeSolution', () => {
  it('copies one value per cell into a grid', () => {
    const values = Array.from({ length: 16 }, (_, i) => (i % 4) + 1);
    const grid = decodeSolution(SudokuGeometry.fromBox(2, 2), values);
    values[0] = 3;
    expect(grid.get(0, 0)).toBe(1);
    expect(() => decodeSolution(SudokuGeometry.fromBox(2, 2), [1, 2])).toThrow(
      'a 4×4 (2×2 boxes) solution needs 16 values; got 2',
    );
  });
});
