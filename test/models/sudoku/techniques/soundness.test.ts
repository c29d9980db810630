import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Step } from '../../../../models/sudoku/index.js';
import {
  applyStep,
  CandidateGrid,
  defaultTechniques,
  SudokuGeometry,
  SudokuGrid,
} from '../../../../models/sudoku/index.js';
import { solvedGridArb } from '../sudokuArbitraries.js';

/** A puzzle cut from a solved grid: each cell emptied when its draw is below `percent`. */
const puzzleArb = (shapes: fc.Arbitrary<SudokuGeometry>) =>
  solvedGridArb(shapes).chain((solved) =>
    fc
      .tuple(
        fc.integer({ min: 45, max: 80 }),
        fc.array(fc.nat(99), { minLength: solved.geometry.cellCount, maxLength: solved.geometry.cellCount }),
      )
      .map(([percent, draws]) => {
        const cells = solved.cells.map((v, i) => (draws[i]! < percent ? 0 : v));
        return { solved, puzzle: new SudokuGrid(solved.geometry, cells) };
      }),
  );

function expectSound(step: Step, solution: Int32Array): void {
  for (const p of step.placements) expect(solution[p.cell], step.explanation).toBe(p.value);
  for (const e of step.eliminations) expect(solution[e.cell], step.explanation).not.toBe(e.value);
  expect(step.placements.length + step.eliminations.length, step.explanation).toBeGreaterThan(0);
}

/**
 * Walks the default path and, at every position on it, asks every technique for a step: none may place a
 * wrong value or remove a value of the known solution (these puzzles may have other solutions too; the
 * techniques only make deductions true in all of them).
 */
function checkPath(puzzle: SudokuGrid, solution: Int32Array, maxSteps: number): void {
  const g = CandidateGrid.fromGrid(puzzle);
  for (let k = 0; k < maxSteps && !g.isSolved(); k++) {
    let first: Step | null = null;
    for (const t of defaultTechniques) {
      const step = t.find(g);
      if (step === null) continue;
      expect(step.technique).toBe(t.id);
      expectSound(step, solution);
      first ??= step;
    }
    if (first === null) break;
    applyStep(g, first);
  }
  for (let c = 0; c < solution.length; c++) {
    if (g.values[c] !== 0) expect(g.values[c]).toBe(solution[c]);
    else expect(g.has(c, solution[c]!)).toBe(true);
  }
}

describe('soundness', () => {
  it('no technique ever removes the true value or places a wrong one (9×9)', () => {
    fc.assert(
      fc.property(puzzleArb(fc.constant(SudokuGeometry.fromBox(3, 3))), ({ solved, puzzle }) => {
        checkPath(puzzle, solved.cells, 60);
      }),
      { numRuns: 15 },
    );
  });

  it('no technique ever removes the true value or places a wrong one (4×4, 6×6, 12×12)', () => {
    const shapes = fc.constantFrom(
      SudokuGeometry.fromBox(2, 2),
      SudokuGeometry.fromBox(3, 2),
      SudokuGeometry.fromBox(2, 3),
      SudokuGeometry.fromBox(4, 3),
    );
    fc.assert(
      fc.property(puzzleArb(shapes), ({ solved, puzzle }) => {
        checkPath(puzzle, solved.cells, 40);
      }),
      { numRuns: 15 },
    );
  });
});
