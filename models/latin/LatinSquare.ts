import { LatinError } from './LatinError.js';
import { latinCellName } from './latinCellName.js';

/**
 * A square of side `size` whose cells hold `0` (empty) or a symbol `1..size`, stored row-major.
 * A partial square is a quasigroup-completion puzzle; a full one with no repeats is a Latin square.
 */
export class LatinSquare {
  /** Side length N. */
  readonly size: number;
  /** `size²` cells, row-major; `0` = empty. */
  readonly cells: Int32Array;

  /**
   * Wraps `cells` (not copied), or creates an empty square.
   *
   * @throws `LatinError` when the size is not a positive integer, `cells` has the wrong length,
   * or a cell holds something other than 0..size.
   */
  constructor(size: number, cells?: Int32Array) {
    if (!Number.isSafeInteger(size) || size < 1) {
      throw new LatinError(`latin: size must be a positive integer, got ${size}`);
    }
    const count = size * size;
    if (cells !== undefined && cells.length !== count) {
      throw new LatinError(`latin: a ${size}×${size} square needs ${count} cells, got ${cells.length}`);
    }
    const data = cells ?? new Int32Array(count);
    for (let i = 0; i < count; i++) {
      const v = data[i]!;
      if (v < 0 || v > size) {
        throw new LatinError(`latin: ${latinCellName(size, i)} holds ${v}, expected 0 (empty) or 1..${size}`);
      }
    }
    this.size = size;
    this.cells = data;
  }

  /** The value at 0-based `row`, `col` (0 = empty). */
  get(row: number, col: number): number {
    if (!Number.isInteger(row) || !Number.isInteger(col) || row < 0 || col < 0) {
      throw new RangeError(`no cell at row ${row}, column ${col}`);
    }
    if (row >= this.size || col >= this.size) throw new RangeError(`no cell at row ${row}, column ${col}`);
    return this.cells[row * this.size + col]!;
  }

  /** The 1-based name of cell index `cell`, like `r2c3`. */
  cellName(cell: number): string {
    return latinCellName(this.size, cell);
  }

  /** Number of filled cells. */
  get givenCount(): number {
    let n = 0;
    for (const v of this.cells) if (v !== 0) n++;
    return n;
  }

  /** Whether every cell is filled (says nothing about repeats). */
  isComplete(): boolean {
    return this.cells.every((v) => v !== 0);
  }

  /** An independent copy. */
  clone(): LatinSquare {
    return new LatinSquare(this.size, this.cells.slice());
  }
}
