import { CspError } from '../../core/errors/CspError.js';

/** A sudoku shape that cannot exist (box side below 1, a size with no box split, a size too large) or an index outside the grid. */
export class SudokuGeometryError extends CspError {}
