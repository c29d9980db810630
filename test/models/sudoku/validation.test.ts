import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSolution,
  findConflicts,
  parseLine,
  SudokuGeometry,
  SudokuGrid,
} from '../../../models/sudoku/index.js';
import { geometryArb, gridArb, solvedGridArb } from './sudokuArbitraries.js';

const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

/** Brute force: every pair of equal non-empty cells sharing at least one house. */
function conflictPairs(grid: SudokuGrid): string[] {
  const g = grid.geometry;
  const out: string[] = [];
  for (let a = 0; a < g.cellCount; a++) {
    for (let b = a + 1; b < g.cellCount; b++) {
      const v = grid.cells[a]!;
      if (v !== 0 && v === grid.cells[b] && g.peers(a).includes(b)) out.push(`${a}-${b}`);
    }
  }
  return out;
}

describe('findConflicts', () => {
  it('finds none in a valid puzzle', () => {
    expect(findConflicts(parseLine(PUZZLE))).toEqual([]);
  });

  /** An empty 9×9 with the given (row, column, value) placements, 1-based. */
  function grid9(...placed: [number, number, number][]): SudokuGrid {
    const g = new SudokuGrid(SudokuGeometry.fromBox(3, 3));
    for (const [r, c, v] of placed) g.cells[g.geometry.cellAt(r - 1, c - 1)] = v;
    return g;
  }

  it('names both cells and the value, with the house', () => {
    const conflicts = findConflicts(grid9([1, 3, 5], [1, 7, 5], [4, 4, 5]));
    expect(conflicts.map((c) => c.message)).toEqual(['r1c3 and r1c7 both hold 5']);
    expect(conflicts[0]).toMatchObject({ cells: [2, 6], value: 5, house: 0 });
  });

  it('reports a pair sharing a row (or a column) and a box once, for the row (or column)', () => {
    const row = findConflicts(grid9([1, 1, 3], [1, 3, 3]));
    expect(row.map((c) => [c.message, c.house])).toEqual([['r1c1 and r1c3 both hold 3', 0]]);
    const column = findConflicts(grid9([2, 1, 9], [3, 1, 9]));
    expect(column.map((c) => [c.message, c.house])).toEqual([['r2c1 and r3c1 both hold 9', 9]]);
  });

  it('reports each pair of three equal cells in a row', () => {
    expect(findConflicts(grid9([5, 1, 7], [5, 5, 7], [5, 9, 7])).map((c) => c.message)).toEqual([
      'r5c1 and r5c5 both hold 7',
      'r5c1 and r5c9 both hold 7',
      'r5c5 and r5c9 both hold 7',
    ]);
  });

  it('reports box-only pairs for the box', () => {
    const g = new SudokuGrid(SudokuGeometry.fromBox(3, 3));
    g.cells[0] = 5;
    g.cells[g.geometry.cellAt(2, 2)] = 5;
    expect(findConflicts(g).map((c) => [c.message, g.geometry.houseName(c.house)])).toEqual([
      ['r1c1 and r3c3 both hold 5', 'box 1'],
    ]);
  });

  it('reports every conflicting pair exactly once (against brute force)', () => {
    fc.assert(
      fc.property(gridArb(geometryArb(3)), (grid) => {
        const found = findConflicts(grid).map((c) => `${c.cells[0]}-${c.cells[1]}`);
        expect(found.sort()).toEqual(conflictPairs(grid).sort());
      }),
      { numRuns: 60 },
    );
  });

  it('stops at the limit', () => {
    const g = new SudokuGrid(SudokuGeometry.fromBox(3, 3));
    g.cells.fill(1);
    expect(findConflicts(g, 5)).toHaveLength(5);
    expect(findConflicts(g).length).toBe(conflictPairs(g).length);
  });
});

describe('checkSolution', () => {
  const puzzle = parseLine(PUZZLE);
  const solution = parseLine(SOLUTION);

  it('accepts a valid solution that keeps the givens', () => {
    expect(checkSolution(puzzle, solution)).toEqual([]);
  });

  it('accepts every valid complete grid of any box shape as a solution of itself', () => {
    fc.assert(
      fc.property(solvedGridArb(geometryArb(5)), (grid) => {
        expect(checkSolution(grid, grid)).toEqual([]);
        expect(findConflicts(grid)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('catches a changed given', () => {
    const changed = solution.clone();
    // Swap r1c1 and the given r1c3: rows and box stay valid, columns 1 and 3 do not.
    changed.cells[2] = 4;
    changed.cells[0] = 3;
    const problems = checkSolution(puzzle, changed);
    expect(problems).toEqual([
      'r1c3 is 4 but the puzzle gives 3',
      'column 1: r1c1 and r7c1 both hold 3',
      'column 3: r1c3 and r8c3 both hold 4',
    ]);
  });

  it('catches a duplicate', () => {
    const dup = solution.clone();
    dup.cells[1] = 4; // r1c2: 8 → 4, same as r1c1 (not a given)
    const problems = checkSolution(puzzle, dup);
    expect(problems).toContain('row 1: r1c1 and r1c2 both hold 4');
    expect(problems.some((p) => p.includes('gives'))).toBe(false);
  });

  it('catches an incomplete grid', () => {
    expect(checkSolution(puzzle, puzzle)).toContain('r1c1 is empty');
    expect(checkSolution(puzzle, puzzle).filter((p) => p.endsWith('is empty'))).toHaveLength(20);
    expect(checkSolution(puzzle, puzzle)).toContain('… and 29 more empty cells');
  });

  it('catches an out-of-range value written into the cells after construction', () => {
    const bad = solution.clone();
    bad.cells[0] = 12;
    expect(checkSolution(puzzle, bad)).toContain('r1c1 holds 12, outside 1..9');
  });

  it('refuses a solution of another shape', () => {
    expect(checkSolution(puzzle, new SudokuGrid(SudokuGeometry.fromBox(2, 2)))).toEqual([
      'the solution is 4×4 (2×2 boxes) but the puzzle is 9×9 (3×3 boxes)',
    ]);
  });
});
