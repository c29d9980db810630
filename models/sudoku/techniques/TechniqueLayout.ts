import type { SudokuGeometry } from '../SudokuGeometry.js';
import { TechniqueError } from './TechniqueError.js';

/**
 * Widest grid the techniques handle: the candidates of a cell, and the positions of a value inside a house,
 * are each one 32-bit word. That covers every grid up to 32×32 (25×25 included); wider grids are refused
 * with a {@link TechniqueError} rather than handled slowly.
 */
export const MAX_TECHNIQUE_SIZE = 32;

/**
 * Flat, precomputed index tables of one geometry, shared by every candidate grid of that shape. Houses are
 * numbered as in `SudokuGeometry` (rows `0..N-1`, columns `N..2N-1`, boxes `2N..3N-1`); a position inside a
 * house is the index of the cell in the house's row-major cell list, so position masks fit one word.
 */
export class TechniqueLayout {
  /** The shape. */
  readonly geometry: SudokuGeometry;
  /** N. */
  readonly size: number;
  /** N². */
  readonly cellCount: number;
  /** 3N. */
  readonly houseCount: number;
  /** Mask of all N values (bit `v-1` stands for value `v`). */
  readonly allValues: number;
  /** Cells of house `h` at `houseCells[h*N + position]`. */
  readonly houseCells: Int32Array;
  /** The three houses of cell `c` at `cellHouses[3c + k]` (row, column, box). */
  readonly cellHouses: Int32Array;
  /** Position of cell `c` inside its k-th house at `cellPositions[3c + k]`. */
  readonly cellPositions: Int32Array;
  /** Row of each cell. */
  readonly rowOf: Int32Array;
  /** Column of each cell. */
  readonly colOf: Int32Array;
  /** Box of each cell. */
  readonly boxOf: Int32Array;
  /** Peers per cell. */
  readonly peerCount: number;
  /** Peers of cell `c` at `peers[c*peerCount + i]`. */
  readonly peers: Int32Array;

  /** Columns per box. */
  readonly boxWidth: number;
  /** Rows per box. */
  readonly boxHeight: number;
  /** Positions (inside a box) of the box's i-th row, at `boxRowMask[i]`. */
  readonly boxRowMask: Int32Array;
  /** Positions (inside a box) of the box's j-th column, at `boxColMask[j]`. */
  readonly boxColMask: Int32Array;

  private static readonly cache = new WeakMap<SudokuGeometry, TechniqueLayout>();

  private constructor(geometry: SudokuGeometry) {
    const n = geometry.size;
    this.geometry = geometry;
    this.size = n;
    this.cellCount = geometry.cellCount;
    this.houseCount = 3 * n;
    this.allValues = n === 32 ? -1 : (1 << n) - 1;
    this.houseCells = new Int32Array(3 * n * n);
    this.cellHouses = new Int32Array(3 * this.cellCount);
    this.cellPositions = new Int32Array(3 * this.cellCount);
    this.rowOf = new Int32Array(this.cellCount);
    this.colOf = new Int32Array(this.cellCount);
    this.boxOf = new Int32Array(this.cellCount);
    this.boxWidth = geometry.boxWidth;
    this.boxHeight = geometry.boxHeight;
    this.boxRowMask = new Int32Array(this.boxHeight);
    this.boxColMask = new Int32Array(this.boxWidth);
    for (let i = 0; i < this.boxHeight; i++) {
      for (let j = 0; j < this.boxWidth; j++) {
        this.boxRowMask[i]! |= 1 << (i * this.boxWidth + j);
        this.boxColMask[j]! |= 1 << (i * this.boxWidth + j);
      }
    }
    const houses = geometry.houses;
    for (let h = 0; h < 3 * n; h++) {
      const cells = houses[h]!;
      for (let i = 0; i < n; i++) {
        const c = cells[i]!;
        this.houseCells[h * n + i] = c;
        const k = h < n ? 0 : h < 2 * n ? 1 : 2;
        this.cellHouses[3 * c + k] = h;
        this.cellPositions[3 * c + k] = i;
      }
    }
    for (let c = 0; c < this.cellCount; c++) {
      this.rowOf[c] = this.cellHouses[3 * c]!;
      this.colOf[c] = this.cellHouses[3 * c + 1]! - n;
      this.boxOf[c] = this.cellHouses[3 * c + 2]! - 2 * n;
    }
    this.peerCount = 3 * (n - 1) - (geometry.boxWidth - 1) - (geometry.boxHeight - 1);
    this.peers = new Int32Array(this.cellCount * this.peerCount);
    for (let c = 0; c < this.cellCount; c++) {
      const list = geometry.peers(c);
      for (let i = 0; i < this.peerCount; i++) this.peers[c * this.peerCount + i] = list[i]!;
    }
  }

  /** The (cached) layout of a geometry; throws {@link TechniqueError} beyond {@link MAX_TECHNIQUE_SIZE}. */
  static of(geometry: SudokuGeometry): TechniqueLayout {
    let layout = TechniqueLayout.cache.get(geometry);
    if (layout === undefined) {
      if (geometry.size > MAX_TECHNIQUE_SIZE) {
        throw new TechniqueError(
          `human-style solving handles grids up to ${MAX_TECHNIQUE_SIZE}×${MAX_TECHNIQUE_SIZE}; got ${geometry.describe()}`,
        );
      }
      layout = new TechniqueLayout(geometry);
      TechniqueLayout.cache.set(geometry, layout);
    }
    return layout;
  }

  /** Box (0-based) at a band of boxes and a stack of boxes. */
  boxAt(band: number, stack: number): number {
    return band * this.boxHeight + stack;
  }

  /** `true` when two distinct cells share a row, column or box. */
  sees(a: number, b: number): boolean {
    return (
      a !== b &&
      (this.rowOf[a] === this.rowOf[b] || this.colOf[a] === this.colOf[b] || this.boxOf[a] === this.boxOf[b])
    );
  }
}
