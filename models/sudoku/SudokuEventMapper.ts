import type { SolverEvent } from '../../core/events/SolverEvent.js';
import { decodeSolution } from './decodeSolution.js';
import type { SudokuEvent } from './SudokuEvent.js';
import type { SudokuGeometry } from './SudokuGeometry.js';
import type { SudokuGrid } from './SudokuGrid.js';

/**
 * Translates a backend's core events into sudoku events, one solve at a time (make one per subscription).
 *
 * Core domain events say which values left a variable but not what is left, and backtracks restore domains
 * silently. To name the value a cell received, the mapper keeps every cell's candidates as a bitset and a
 * trail of its own removals: a positive decision at depth d marks the trail, and a backtrack to depth k
 * undoes everything since the decision at depth k+1. Removals are applied only when they change the tracked
 * candidates, so a value reported twice (by the decision and again by propagation) gives one event.
 *
 * Variables past the grid's cells (the helper variables some variant rules add, such as sandwich
 * positions) give no events, but a decision on one still marks its depth, so later backtracks stay right.
 */
export class SudokuEventMapper {
  private readonly geometry: SudokuGeometry;
  private readonly detail: boolean;
  /** 32-bit words per cell; bit v of a cell's words = value v is still a candidate. */
  private readonly words: number;
  private readonly mask: Int32Array;
  private readonly count: Int32Array;
  /** Removals as `cell * (N + 1) + value`, newest last. */
  private trail: Int32Array;
  private trailLength = 0;
  /** `marks[d]` = trail length just before the positive decision at depth d. */
  private readonly marks: number[] = [];

  /** Starts from the puzzle's state: givens fixed, empty cells holding every value. */
  constructor(puzzle: SudokuGrid, detail: boolean) {
    const g = puzzle.geometry;
    this.geometry = g;
    this.detail = detail;
    const n = g.size;
    this.words = detail ? (n >>> 5) + 1 : 0;
    this.mask = new Int32Array(detail ? g.cellCount * this.words : 0);
    this.count = new Int32Array(detail ? g.cellCount : 0);
    this.trail = new Int32Array(detail ? 1024 : 0);
    if (!detail) return;
    for (let cell = 0; cell < g.cellCount; cell++) {
      const given = puzzle.cells[cell]!;
      const base = cell * this.words;
      if (given !== 0) {
        this.mask[base + (given >>> 5)]! |= 1 << (given & 31);
        this.count[cell] = 1;
      } else {
        for (let v = 1; v <= n; v++) this.mask[base + (v >>> 5)]! |= 1 << (v & 31);
        this.count[cell] = n;
      }
    }
  }

  /** The sudoku events for one core event (often none, sometimes one; never more than one). */
  map(e: SolverEvent): SudokuEvent[] {
    switch (e.type) {
      case 'started':
        return [{ type: 'started', backend: e.backend }];
      case 'progress':
        return [{ type: 'progress', stats: e.stats }];
      case 'solution':
        return [
          {
            type: 'solution',
            grid: decodeSolution(this.geometry, e.solution.values.subarray(0, this.geometry.cellCount)),
            index: e.index,
            stats: e.stats,
          },
        ];
      case 'finished':
        return [
          e.reason === undefined
            ? { type: 'finished', status: e.status, stats: e.stats }
            : { type: 'finished', status: e.status, stats: e.stats, reason: e.reason },
        ];
      case 'decision':
        return this.detail ? this.onDecision(e.variable, e.value, e.positive, e.depth) : [];
      case 'domain':
        return this.detail ? this.onRemoved(e.variable, e.removed) : [];
      case 'backtrack':
        if (!this.detail) return [];
        this.undoTo(e.depth);
        return [{ type: 'backtrack', depth: e.depth }];
    }
  }

  /** The values a cell may still take, as tracked (for tests and displays). */
  candidates(cell: number): number[] {
    const out: number[] = [];
    for (let v = 1; v <= this.geometry.size; v++) if (this.has(cell, v)) out.push(v);
    return out;
  }

  private onDecision(cell: number, value: number, positive: boolean, depth: number): SudokuEvent[] {
    if (!positive) return this.onRemoved(cell, [value]);
    this.marks.length = depth + 1;
    this.marks[depth] = this.trailLength;
    if (cell >= this.geometry.cellCount) return [];
    if (this.count[cell] === 1 && this.has(cell, value)) return [];
    for (let v = 1; v <= this.geometry.size; v++) if (v !== value && this.has(cell, v)) this.remove(cell, v);
    return [{ type: 'placed', cell, name: this.geometry.cellName(cell), value, decision: true }];
  }

  private onRemoved(cell: number, removed: readonly number[]): SudokuEvent[] {
    if (cell >= this.geometry.cellCount) return [];
    const before = this.count[cell]!;
    const gone: number[] = [];
    for (const v of removed) {
      if (v >= 1 && v <= this.geometry.size && this.has(cell, v)) {
        this.remove(cell, v);
        gone.push(v);
      }
    }
    if (gone.length === 0) return [];
    const name = this.geometry.cellName(cell);
    if (before > 1 && this.count[cell] === 1) {
      return [{ type: 'placed', cell, name, value: this.candidates(cell)[0]!, decision: false }];
    }
    return [{ type: 'eliminated', cell, name, values: gone }];
  }

  private undoTo(depth: number): void {
    const mark = this.marks[depth + 1];
    if (mark === undefined) return;
    const stride = this.geometry.size + 1;
    while (this.trailLength > mark) {
      const entry = this.trail[--this.trailLength]!;
      const cell = Math.floor(entry / stride);
      const v = entry - cell * stride;
      this.mask[cell * this.words + (v >>> 5)]! |= 1 << (v & 31);
      this.count[cell]!++;
    }
    this.marks.length = depth + 1;
  }

  private has(cell: number, v: number): boolean {
    return (this.mask[cell * this.words + (v >>> 5)]! & (1 << (v & 31))) !== 0;
  }

  private remove(cell: number, v: number): void {
    this.mask[cell * this.words + (v >>> 5)]! &= ~(1 << (v & 31));
    this.count[cell]!--;
    if (this.trailLength === this.trail.length) {
      const bigger = new Int32Array(this.trail.length * 2);
      bigger.set(this.trail);
      this.trail = bigger;
    }
    this.trail[this.trailLength++] = cell * (this.geometry.size + 1) + v;
  }
}
