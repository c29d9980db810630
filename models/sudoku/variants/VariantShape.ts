/** Box size of a grid with boxes: `width` columns by `height` rows, tiling the grid. */
export interface VariantBoxes {
  /** Columns per box. */
  readonly width: number;
  /** Rows per box. */
  readonly height: number;
}

/** What a {@link VariantShape} is made of (see its fields). */
export interface VariantShapeSpec {
  /** Rows of the grid. */
  readonly rows: number;
  /** Columns of the grid. */
  readonly columns: number;
  /** Number of values N. */
  readonly values: number;
  /** Smallest value. */
  readonly minValue: number;
  /** Cells outside the grid. */
  readonly extraCells: number;
  /** Box size, `undefined` without boxes. */
  readonly boxes: VariantBoxes | undefined;
  /** `true` when irregular regions replace the boxes. */
  readonly jigsaw: boolean;
  /** `true` for a chaos construction: regions chosen by the solve, one label cell per grid cell. */
  readonly chaos?: boolean;
}

/**
 * The grid of a variant puzzle beyond the classic N×N with digits 1..N: `rows` × `columns` cells (row-major
 * `0..rows·columns−1`), then `extraCells` cells outside the grid (`x1`, `x2` …, in no row, column or box),
 * each holding one of `values` values `minValue..minValue+values−1`.
 *
 * A chaos construction (`chaos`) adds, after the extra cells, one region label cell per grid cell (the
 * label of grid cell `c` is cell `regionCell(c)`, named `region of r1c1`): N regions of N cells, chosen by
 * the solve, each connected, each holding N different values; labels share the values' range.
 *
 * Inside the solver every value is stored as its index `1..values` (value = index + minValue − 1), so the
 * rules, tables and models written for digits 1..N serve unchanged; only rules that depend on the values
 * themselves (sums, parity, ratios) need the range to be 1..N, and the resolver refuses them by name on
 * other ranges. Decode and print with {@link VariantShape.value}.
 */
export class VariantShape {
  /** Rows of the grid. */
  readonly rows: number;
  /** Columns of the grid. */
  readonly columns: number;
  /** Number of values N (≥ rows and ≥ columns: a row or column never repeats a value). */
  readonly values: number;
  /** Smallest value (`1`, or `0` for 0-based puzzles). */
  readonly minValue: number;
  /** Cells outside the grid (`x1` …). */
  readonly extraCells: number;
  /** Box size, `undefined` without boxes (no boxes at all, or irregular regions instead). */
  readonly boxes: VariantBoxes | undefined;
  /** `true` when irregular regions replace the boxes. */
  readonly jigsaw: boolean;
  /** `true` for a chaos construction (regions chosen by the solve: see `regionCell`). */
  readonly chaos: boolean;
  /** `rows × columns`. */
  readonly gridCellCount: number;
  /** Grid cells and extra cells. */
  readonly cellCount: number;

  /** A shape from its parts (checked by the resolver, not here). */
  constructor(spec: VariantShapeSpec) {
    this.rows = spec.rows;
    this.columns = spec.columns;
    this.values = spec.values;
    this.minValue = spec.minValue;
    this.extraCells = spec.extraCells;
    this.boxes = spec.boxes;
    this.jigsaw = spec.jigsaw;
    this.chaos = spec.chaos === true;
    this.gridCellCount = spec.rows * spec.columns;
    this.cellCount = this.gridCellCount * (this.chaos ? 2 : 1) + spec.extraCells;
  }

  /** Largest value. */
  get maxValue(): number {
    return this.minValue + this.values - 1;
  }

  /** `true` for an N×N grid of digits 1..N with boxes or regions and no extra cells: every rule applies. */
  get square(): boolean {
    return (
      this.rows === this.values &&
      this.columns === this.values &&
      this.minValue === 1 &&
      (this.boxes !== undefined || this.jigsaw)
    );
  }

  /** `true` for the classic form: {@link VariantShape.square} and no extra cells. */
  get classic(): boolean {
    return this.square && this.extraCells === 0;
  }

  /** The region label cell of grid cell `cell` (chaos constructions only). */
  regionCell(cell: number): number {
    return this.gridCellCount + this.extraCells + cell;
  }

  /** `true` for a cell outside the grid. */
  isExtra(cell: number): boolean {
    return cell >= this.gridCellCount;
  }

  /** Row (0-based) of a grid cell. */
  row(cell: number): number {
    return Math.floor(cell / this.columns);
  }

  /** Column (0-based) of a grid cell. */
  col(cell: number): number {
    return cell % this.columns;
  }

  /** The grid cell at a 0-based row and column. */
  cellAt(row: number, col: number): number {
    return row * this.columns + col;
  }

  /** `r3c7` for a grid cell, `x2` for the second extra cell. */
  cellName(cell: number): string {
    const labels = this.gridCellCount + this.extraCells;
    if (cell >= labels) return `region of ${this.cellName(cell - labels)}`;
    if (cell >= this.gridCellCount) return `x${cell - this.gridCellCount + 1}`;
    return `r${this.row(cell) + 1}c${this.col(cell) + 1}`;
  }

  /** The value stored as index `index` (`1..values`). */
  value(index: number): number {
    return index + this.minValue - 1;
  }

  /** The index (`1..values`) of a value, or `-1` when the value is outside the range. */
  indexOf(value: number): number {
    if (!Number.isInteger(value) || value < this.minValue || value > this.maxValue) return -1;
    return value - this.minValue + 1;
  }

  /** `minValue..maxValue`. */
  get valueRange(): string {
    return `${this.minValue}..${this.maxValue}`;
  }

  /** `6×8 grid, values 1..8, 2 extra cells, no boxes` (or `chaos construction`), for messages. */
  describe(): string {
    const parts = [`${this.rows}×${this.columns} grid`, `values ${this.valueRange}`];
    if (this.extraCells > 0) parts.push(`${this.extraCells} extra cell${this.extraCells === 1 ? '' : 's'}`);
    if (this.chaos) parts.push('chaos construction');
    else if (this.boxes === undefined && !this.jigsaw) parts.push('no boxes');
    return parts.join(', ');
  }
}
