import type { SudokuGeometry } from './SudokuGeometry.js';
import { SudokuGeometryError } from './SudokuGeometryError.js';

/**
 * The contents of a sudoku grid: one value per cell (row-major), `0` for an empty cell, `1..N` otherwise.
 * The cell array is shared, not copied (use {@link SudokuGrid.clone} for an independent copy).
 */
export class SudokuGrid {
  /** The shape of the grid. */
  readonly geometry: SudokuGeometry;
  /** Value of each cell, row-major; `0` = empty. */
  readonly cells: Int32Array;

  /** Wraps `cells` (length N², values `0..N`), or starts an empty grid when `cells` is omitted. */
  constructor(geometry: SudokuGeometry, cells?: Int32Array) {
    this.geometry = geometry;
    if (cells === undefined) {
      this.cells = new Int32Array(geometry.cellCount);
      return;
    }
    if (cells.length !== geometry.cellCount) {
      throw new SudokuGeometryError(
        `a ${geometry.describe()} grid has ${geometry.cellCount} cells; got ${cells.length} values`,
      );
    }
    const n = geometry.size;
    for (let i = 0; i < cells.length; i++) {
      const v = cells[i]!;
      if (v < 0 || v > n) {
        throw new SudokuGeometryError(`${geometry.cellName(i)} holds ${v}, outside 0..${n} (0 = empty)`);
      }
    }
    this.cells = cells;
  }

  /** Value at a 0-based row and column (`0` = empty). */
  get(row: number, col: number): number {
    const n = this.geometry.size;
    if (!Number.isInteger(row) || !Number.isInteger(col) || row < 0 || col < 0 || row >= n || col >= n) {
      throw new SudokuGeometryError(
        `row ${row}, column ${col} is outside the ${this.geometry.describe()} grid`,
      );
    }
    return this.cells[row * n + col]!;
  }

  /** An independent copy. */
  clone(): SudokuGrid {
    return new SudokuGrid(this.geometry, this.cells.slice());
  }

  /** Number of non-empty cells. */
  get givenCount(): number {
    let k = 0;
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i] !== 0) k++;
    return k;
  }

  /** `true` when no cell is empty (says nothing about validity: see `checkSolution`). */
  isComplete(): boolean {
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i] === 0) return false;
    return true;
  }

  /** `true` when `other` has the same shape and the same value in every cell. */
  equals(other: SudokuGrid): boolean {
    if (other.geometry !== this.geometry) return false;
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i] !== other.cells[i]) return false;
    return true;
  }
}
