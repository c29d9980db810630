import type { Constraint } from '../../core/model/ConstraintSpec.js';
import { type Domain, range } from '../../core/model/Domain.js';
import { SudokuGeometryError } from './SudokuGeometryError.js';

/** Parts shared by every model of one sudoku shape (see `SudokuGeometry.modelParts`). */
export interface SudokuModelParts {
  /** Variable names, per cell (`r1c1` …). */
  readonly cellNames: readonly string[];
  /** Constraint names, per house (`row 1` …). */
  readonly houseNames: readonly string[];
  /** `domains[0]` is `1..N`; `domains[v]` is the single value `v`. */
  readonly domains: readonly Domain[];
  /** One named `allDifferent` per house, deeply frozen (see `Model.addAll`). */
  readonly houseConstraints: readonly Constraint[];
}

/** Largest grid side accepted; a bound so that a hostile header cannot make us allocate gigabytes. */
export const MAX_SUDOKU_SIZE = 1024;

/** Peers are cached per cell only up to this side; beyond it they are rebuilt on demand to bound memory. */
const PEER_CACHE_MAX_SIZE = 36;

/**
 * The shape of a sudoku of any rank with rectangular boxes: an N×N grid (N = boxWidth × boxHeight) split
 * into N boxes, each `boxWidth` columns wide and `boxHeight` rows high, numbered row-major.
 *
 * Cells are numbered row-major `0..N²-1`. Houses are numbered rows `0..N-1`, columns `N..2N-1`, boxes
 * `2N..3N-1`. Instances are immutable and shared: `fromBox(3, 3)` always returns the same object, so the
 * house lists of a large grid are built once however many puzzles use it.
 */
export class SudokuGeometry {
  /** Side N of the grid, which is also the number of symbols. */
  readonly size: number;
  /** Columns per box. */
  readonly boxWidth: number;
  /** Rows per box. */
  readonly boxHeight: number;
  /** N². */
  readonly cellCount: number;

  private static readonly cache = new Map<number, SudokuGeometry>();
  // Names and domains every model of this shape uses: built once, so building a model per
  // puzzle in a batch of 20,000 allocates no strings.
  private modelPartsCache: SudokuModelParts | undefined;
  /** Boxes side by side in one band (`N / boxWidth`). */
  private readonly boxesPerBand: number;
  private housesCache: readonly (readonly number[])[] | undefined;
  private readonly peerCache: (readonly number[] | undefined)[] | undefined;

  private constructor(boxWidth: number, boxHeight: number) {
    this.boxWidth = boxWidth;
    this.boxHeight = boxHeight;
    this.size = boxWidth * boxHeight;
    this.cellCount = this.size * this.size;
    this.boxesPerBand = boxHeight;
    this.peerCache = this.size <= PEER_CACHE_MAX_SIZE ? new Array(this.cellCount) : undefined;
  }

  /** The geometry of boxes `boxWidth` columns wide and `boxHeight` rows high (N = their product). */
  static fromBox(boxWidth: number, boxHeight: number): SudokuGeometry {
    // Checked without allocating: parsers call this once per puzzle of a batch.
    if (!Number.isSafeInteger(boxWidth) || boxWidth < 1) {
      throw new SudokuGeometryError(`box width must be an integer of at least 1; got ${boxWidth}`);
    }
    if (!Number.isSafeInteger(boxHeight) || boxHeight < 1) {
      throw new SudokuGeometryError(`box height must be an integer of at least 1; got ${boxHeight}`);
    }
    const size = boxWidth * boxHeight;
    if (size > MAX_SUDOKU_SIZE) {
      throw new SudokuGeometryError(
        `a ${boxWidth}×${boxHeight} box makes a ${size}×${size} grid; at most ${MAX_SUDOKU_SIZE}×${MAX_SUDOKU_SIZE} is supported`,
      );
    }
    // Both sides are at most MAX_SUDOKU_SIZE here, so the number names the shape.
    const key = boxWidth * (MAX_SUDOKU_SIZE + 1) + boxHeight;
    let g = SudokuGeometry.cache.get(key);
    if (g === undefined) {
      g = new SudokuGeometry(boxWidth, boxHeight);
      SudokuGeometry.cache.set(key, g);
    }
    return g;
  }

  /**
   * The squarest box split of side `size` with box height ≤ width (9 → 3×3, 6 → 3 wide × 2 high,
   * 12 → 4 wide × 3 high). Sizes whose only split is a single row (primes such as 7) are rejected:
   * use {@link SudokuGeometry.fromBox} to ask for such a shape explicitly.
   */
  static forSize(size: number): SudokuGeometry {
    if (!Number.isSafeInteger(size) || size < 1) {
      throw new SudokuGeometryError(`grid size must be a positive integer; got ${size}`);
    }
    if (size > MAX_SUDOKU_SIZE) {
      throw new SudokuGeometryError(
        `a ${size}×${size} grid is too large; at most ${MAX_SUDOKU_SIZE} is supported`,
      );
    }
    if (size === 1) return SudokuGeometry.fromBox(1, 1);
    let height = Math.floor(Math.sqrt(size));
    while (size % height !== 0) height--;
    if (height < 2) {
      throw new SudokuGeometryError(
        `size ${size} has no box shape with both sides at least 2; give the box width and height explicitly`,
      );
    }
    return SudokuGeometry.fromBox(size / height, height);
  }

  /**
   * Every house as its list of cells: rows `0..N-1`, columns `N..2N-1`, boxes `2N..3N-1`
   * (each list in row-major order). Built on first use.
   */
  get houses(): readonly (readonly number[])[] {
    if (this.housesCache === undefined) this.housesCache = this.buildHouses();
    return this.housesCache;
  }

  /** Row (0-based) of a cell. */
  row(cell: number): number {
    return Math.floor(cell / this.size);
  }

  /** Column (0-based) of a cell. */
  col(cell: number): number {
    return cell % this.size;
  }

  /** Box (0-based, row-major) of a cell. */
  box(cell: number): number {
    const r = Math.floor(cell / this.size);
    const c = cell % this.size;
    return Math.floor(r / this.boxHeight) * this.boxesPerBand + Math.floor(c / this.boxWidth);
  }

  /** The cell at a (0-based) row and column. */
  cellAt(row: number, col: number): number {
    return row * this.size + col;
  }

  /** The three houses of a cell: `[row, N + column, 2N + box]`. */
  housesOf(cell: number): [number, number, number] {
    this.checkCell(cell);
    return [this.row(cell), this.size + this.col(cell), 2 * this.size + this.box(cell)];
  }

  /** First cell (top-left) of box `box` (0-based, row-major). */
  boxOrigin(box: number): number {
    const r0 = Math.floor(box / this.boxesPerBand) * this.boxHeight;
    const c0 = (box % this.boxesPerBand) * this.boxWidth;
    return r0 * this.size + c0;
  }

  /**
   * Shared parts of every model of this shape: cell names, house names, and the domains
   * (`domains[0]` is `1..N`, `domains[v]` is the single value `v`).
   */
  modelParts(): SudokuModelParts {
    if (this.modelPartsCache === undefined) {
      const cellNames: string[] = new Array(this.cellCount);
      for (let c = 0; c < this.cellCount; c++) cellNames[c] = `r${this.row(c) + 1}c${this.col(c) + 1}`;
      const houseNames: string[] = new Array(3 * this.size);
      for (let h = 0; h < 3 * this.size; h++) houseNames[h] = this.houseName(h);
      const domains: Domain[] = [range(1, this.size)];
      for (let v = 1; v <= this.size; v++) domains.push(range(v, v));
      const houseConstraints = Object.freeze(
        this.houses.map((scope, h) =>
          Object.freeze({ type: 'allDifferent' as const, scope, name: houseNames[h]! }),
        ),
      );
      this.modelPartsCache = { cellNames, houseNames, domains, houseConstraints };
    }
    return this.modelPartsCache;
  }

  /** 1-based name of a cell: `r4c7`. */
  cellName(cell: number): string {
    this.checkCell(cell);
    return `r${this.row(cell) + 1}c${this.col(cell) + 1}`;
  }

  /** 1-based name of a house: `row 4`, `column 7` or `box 5`. */
  houseName(house: number): string {
    const n = this.size;
    if (!Number.isInteger(house) || house < 0 || house >= 3 * n) {
      throw new SudokuGeometryError(`house ${house} is outside 0..${3 * n - 1} (${this.describe()})`);
    }
    if (house < n) return `row ${house + 1}`;
    if (house < 2 * n) return `column ${house - n + 1}`;
    return `box ${house - 2 * n + 1}`;
  }

  /**
   * The cells sharing a house with `cell` (ascending, `cell` itself excluded):
   * `3(N-1) - (boxWidth-1) - (boxHeight-1)` of them. Cached for small grids, built on demand for large ones
   * (all peers of a 225×225 grid would hold 33 million numbers).
   */
  peers(cell: number): readonly number[] {
    this.checkCell(cell);
    const cached = this.peerCache?.[cell];
    if (cached !== undefined) return cached;
    const n = this.size;
    const r = this.row(cell);
    const c = this.col(cell);
    const out: number[] = [];
    for (let k = 0; k < n; k++) {
      if (k !== c) out.push(r * n + k);
      if (k !== r) out.push(k * n + c);
    }
    const origin = this.boxOrigin(this.box(cell));
    const r0 = this.row(origin);
    const c0 = this.col(origin);
    for (let i = 0; i < this.boxHeight; i++) {
      if (r0 + i === r) continue;
      for (let j = 0; j < this.boxWidth; j++) {
        if (c0 + j !== c) out.push((r0 + i) * n + c0 + j);
      }
    }
    out.sort((a, b) => a - b);
    if (this.peerCache !== undefined) this.peerCache[cell] = out;
    return out;
  }

  /** `9×9 (3×3 boxes)`, `12×12 (4×3 boxes)`: for messages. */
  describe(): string {
    return `${this.size}×${this.size} (${this.boxWidth}×${this.boxHeight} boxes)`;
  }

  private checkCell(cell: number): void {
    if (!Number.isInteger(cell) || cell < 0 || cell >= this.cellCount) {
      throw new SudokuGeometryError(`cell ${cell} is outside 0..${this.cellCount - 1} (${this.describe()})`);
    }
  }

  // Frozen: shared by every model of this shape, and `Model` skips re-validating a frozen scope.
  private buildHouses(): readonly (readonly number[])[] {
    const n = this.size;
    const houses: (readonly number[])[] = [];
    for (let r = 0; r < n; r++) {
      const h = new Array<number>(n);
      for (let c = 0; c < n; c++) h[c] = r * n + c;
      houses.push(Object.freeze(h));
    }
    for (let c = 0; c < n; c++) {
      const h = new Array<number>(n);
      for (let r = 0; r < n; r++) h[r] = r * n + c;
      houses.push(Object.freeze(h));
    }
    for (let b = 0; b < n; b++) {
      const origin = this.boxOrigin(b);
      const h: number[] = [];
      for (let i = 0; i < this.boxHeight; i++) {
        for (let j = 0; j < this.boxWidth; j++) h.push(origin + i * n + j);
      }
      houses.push(Object.freeze(h));
    }
    return Object.freeze(houses);
  }
}
