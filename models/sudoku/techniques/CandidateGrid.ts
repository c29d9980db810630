import { popcount32 } from '../../../core/util/bits.js';
import { findConflicts } from '../findConflicts.js';
import type { SudokuGeometry } from '../SudokuGeometry.js';
import { SudokuGrid } from '../SudokuGrid.js';
import { TechniqueError } from './TechniqueError.js';
import { TechniqueLayout } from './TechniqueLayout.js';

/**
 * A sudoku position as a person sees it with pencil marks: placed values plus, for every empty cell, the
 * candidates still open. Candidates are one bitset word per cell (bit `v-1` = value `v`), and for every
 * house and value a word of the positions where the value can still go, so hidden singles, subsets and
 * fish read one word instead of scanning cells. Both views are updated together by {@link place} and
 * {@link eliminate}. Works for any rectangular box shape up to 32×32 (see `MAX_TECHNIQUE_SIZE`).
 */
export class CandidateGrid {
  /** Index tables of the shape. */
  readonly layout: TechniqueLayout;
  /** N. */
  readonly size: number;
  /** Value of each cell, `0` when empty. */
  readonly values: Int32Array;
  /** Candidates of each cell (`0` once the cell holds a value). */
  readonly cands: Int32Array;
  /**
   * Positions still open for value `v` in house `h`, at `where[h*N + v-1]` (bit `i` = the house's i-th
   * cell); `0` once `v` is placed in that house.
   */
  readonly where: Int32Array;
  /** Values placed in each house. */
  readonly placedIn: Int32Array;
  /** Number of empty cells. */
  unsolved: number;
  /**
   * Set when an elimination leaves a cell without a candidate or a value without a place in a house (the
   * position has no solution); placements and eliminations keep working but the position is dead.
   */
  broken: boolean;

  private constructor(layout: TechniqueLayout) {
    this.layout = layout;
    this.size = layout.size;
    this.values = new Int32Array(layout.cellCount);
    this.cands = new Int32Array(layout.cellCount);
    this.where = new Int32Array(layout.houseCount * layout.size);
    this.placedIn = new Int32Array(layout.houseCount);
    this.unsolved = layout.cellCount;
    this.broken = false;
  }

  /**
   * The position of a puzzle with every candidate its givens allow.
   *
   * @throws TechniqueError naming two clashing givens, or a cell left without any candidate.
   */
  static fromGrid(grid: SudokuGrid): CandidateGrid {
    const layout = TechniqueLayout.of(grid.geometry);
    const conflict = findConflicts(grid, 1)[0];
    if (conflict !== undefined) {
      throw new TechniqueError(`the givens clash: ${conflict.message}`);
    }
    const g = new CandidateGrid(layout);
    const n = layout.size;
    const src = grid.cells;
    const { cellHouses, cellPositions } = layout;
    for (let c = 0; c < layout.cellCount; c++) {
      const v = src[c]!;
      if (v === 0) continue;
      g.values[c] = v;
      g.unsolved--;
      const bit = 1 << (v - 1);
      g.placedIn[cellHouses[3 * c]!]! |= bit;
      g.placedIn[cellHouses[3 * c + 1]!]! |= bit;
      g.placedIn[cellHouses[3 * c + 2]!]! |= bit;
    }
    for (let c = 0; c < layout.cellCount; c++) {
      if (g.values[c] !== 0) continue;
      const r = cellHouses[3 * c]!;
      const k = cellHouses[3 * c + 1]!;
      const b = cellHouses[3 * c + 2]!;
      let bits = layout.allValues & ~(g.placedIn[r]! | g.placedIn[k]! | g.placedIn[b]!);
      if (bits === 0) {
        throw new TechniqueError(
          `${grid.geometry.cellName(c)} has no possible value: the puzzle has no solution`,
        );
      }
      g.cands[c] = bits;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const v0 = 31 - Math.clz32(low);
        g.where[r * n + v0]! |= 1 << cellPositions[3 * c]!;
        g.where[k * n + v0]! |= 1 << cellPositions[3 * c + 1]!;
        g.where[b * n + v0]! |= 1 << cellPositions[3 * c + 2]!;
      }
    }
    for (let h = 0; h < layout.houseCount; h++) {
      for (let v0 = 0; v0 < n; v0++) {
        if ((g.placedIn[h]! & (1 << v0)) === 0 && g.where[h * n + v0] === 0) {
          throw new TechniqueError(
            `${v0 + 1} has no place left in ${grid.geometry.houseName(h)}: the puzzle has no solution`,
          );
        }
      }
    }
    return g;
  }

  /** An empty position of a shape (every candidate open), for building positions by hand. */
  static empty(geometry: SudokuGeometry): CandidateGrid {
    return CandidateGrid.fromGrid(new SudokuGrid(geometry));
  }

  /** The shape. */
  get geometry(): SudokuGeometry {
    return this.layout.geometry;
  }

  /** `true` when every cell holds a value. */
  isSolved(): boolean {
    return this.unsolved === 0;
  }

  /** `true` when `value` is still a candidate of the empty cell `cell`. */
  has(cell: number, value: number): boolean {
    return (this.cands[cell]! & (1 << (value - 1))) !== 0;
  }

  /** The candidates of a cell, ascending (empty once it holds a value). */
  candidatesOf(cell: number): number[] {
    const out: number[] = [];
    for (let bits = this.cands[cell]!; bits !== 0; bits &= bits - 1) out.push(32 - Math.clz32(bits & -bits));
    return out;
  }

  /** Number of candidates of a cell. */
  count(cell: number): number {
    return popcount32(this.cands[cell]!);
  }

  /**
   * Puts `value` in the empty cell `cell` and removes it from the cell's peers. The caller guarantees that
   * `value` is a candidate there (techniques only place candidates).
   */
  place(cell: number, value: number): void {
    const n = this.size;
    const { cellHouses, cellPositions, peers, peerCount } = this.layout;
    const bit = 1 << (value - 1);
    const bits = this.cands[cell]!;
    this.values[cell] = value;
    this.cands[cell] = 0;
    this.unsolved--;
    for (let k = 0; k < 3; k++) {
      const h = cellHouses[3 * cell + k]!;
      const clear = ~(1 << cellPositions[3 * cell + k]!);
      for (let rest = bits & ~bit; rest !== 0; rest &= rest - 1) {
        const low = rest & -rest;
        const i = h * n + 31 - Math.clz32(low);
        const w = this.where[i]! & clear;
        this.where[i] = w;
        // The other candidates of the cell lose a position here: one may be left with none.
        if (w === 0 && (this.placedIn[h]! & low) === 0) this.broken = true;
      }
      this.placedIn[h]! |= bit;
      this.where[h * n + value - 1] = 0;
    }
    const base = cell * peerCount;
    for (let i = 0; i < peerCount; i++) {
      const p = peers[base + i]!;
      if ((this.cands[p]! & bit) !== 0) this.eliminate(p, value);
    }
  }

  /** Removes a candidate; `false` when it was not there. */
  eliminate(cell: number, value: number): boolean {
    const bit = 1 << (value - 1);
    const c = this.cands[cell]!;
    if ((c & bit) === 0) return false;
    const left = c & ~bit;
    this.cands[cell] = left;
    if (left === 0) this.broken = true;
    const n = this.size;
    const { cellHouses, cellPositions } = this.layout;
    for (let k = 0; k < 3; k++) {
      const h = cellHouses[3 * cell + k]!;
      const i = h * n + value - 1;
      const w = this.where[i]! & ~(1 << cellPositions[3 * cell + k]!);
      this.where[i] = w;
      if (w === 0 && (this.placedIn[h]! & bit) === 0) this.broken = true;
    }
    return true;
  }

  /** Makes this position a copy of `other` (same shape), without allocating. */
  copyFrom(other: CandidateGrid): void {
    this.values.set(other.values);
    this.cands.set(other.cands);
    this.where.set(other.where);
    this.placedIn.set(other.placedIn);
    this.unsolved = other.unsolved;
    this.broken = other.broken;
  }

  /** An independent copy. */
  clone(): CandidateGrid {
    const g = new CandidateGrid(this.layout);
    g.copyFrom(this);
    return g;
  }

  /** The placed values as a grid (empty cells `0`). */
  toGrid(): SudokuGrid {
    return new SudokuGrid(this.layout.geometry, this.values.slice());
  }

  /**
   * Why the position has no solution, naming the cell or house (`r3c4 has no candidate left`,
   * `6 has no place left in row 4`), or `undefined` when no such dead end is visible.
   */
  contradiction(): string | undefined {
    const g = this.layout.geometry;
    for (let c = 0; c < this.layout.cellCount; c++) {
      if (this.values[c] === 0 && this.cands[c] === 0) return `${g.cellName(c)} has no candidate left`;
    }
    const n = this.size;
    for (let h = 0; h < this.layout.houseCount; h++) {
      for (let v0 = 0; v0 < n; v0++) {
        if ((this.placedIn[h]! & (1 << v0)) === 0 && this.where[h * n + v0] === 0) {
          return `${v0 + 1} has no place left in ${g.houseName(h)}`;
        }
      }
    }
    return undefined;
  }
}
