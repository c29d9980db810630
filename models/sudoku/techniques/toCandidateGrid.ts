import { SudokuGrid } from '../SudokuGrid.js';
import { CandidateGrid } from './CandidateGrid.js';

/** A candidate grid for a puzzle (fresh candidates) or the given candidate grid itself. */
export function toCandidateGrid(grid: SudokuGrid | CandidateGrid): CandidateGrid {
  return grid instanceof SudokuGrid ? CandidateGrid.fromGrid(grid) : grid;
}
