/** A point in board pixels. */
export type Point = readonly [number, number];

/**
 * Where things are on a drawn board: a grid of `size`×`size` cells of `cell` pixels, with a margin
 * of `margin` pixels all round for clues outside the grid (sandwich totals, little killers).
 * Cells are row-major indices from 0; rows and columns are 0-based here.
 */
export class BoardLayout {
  constructor(
    /** Cells per side. */
    readonly size: number,
    /** Side of a cell, px. */
    readonly cell: number,
    /** Space round the grid, px. */
    readonly margin: number,
  ) {}

  /** Width and height of the whole drawing, px. */
  get extent(): number {
    return this.size * this.cell + 2 * this.margin;
  }

  /** Left edge of column `c` (`c` may be -1 or `size`, outside the grid). */
  x(c: number): number {
    return this.margin + c * this.cell;
  }

  /** Top edge of row `r`. */
  y(r: number): number {
    return this.margin + r * this.cell;
  }

  /** Row of a cell. */
  row(cell: number): number {
    return Math.floor(cell / this.size);
  }

  /** Column of a cell. */
  col(cell: number): number {
    return cell % this.size;
  }

  /** Centre of a cell. */
  center(cell: number): Point {
    return this.centerAt(this.row(cell), this.col(cell));
  }

  /** Centre of the square at row `r`, column `c` (either may lie outside the grid). */
  centerAt(r: number, c: number): Point {
    return [this.x(c) + this.cell / 2, this.y(r) + this.cell / 2];
  }

  /** Midpoint of the edge shared by two neighbouring cells (or of the segment between their centres). */
  between(a: number, b: number): Point {
    const [ax, ay] = this.center(a);
    const [bx, by] = this.center(b);
    return [(ax + bx) / 2, (ay + by) / 2];
  }
}
