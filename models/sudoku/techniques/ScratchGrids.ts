import type { CandidateGrid } from './CandidateGrid.js';
import type { TechniqueLayout } from './TechniqueLayout.js';

/**
 * Working copies of a position for techniques that try assumptions (forcing chains, Nishio, guessing),
 * allocated once per shape and reused, so a search over hundreds of assumptions allocates nothing.
 */
export class ScratchGrids {
  /** Copies, grown on demand (`grid(i)`). */
  private readonly grids: CandidateGrid[] = [];
  /** Per-cell round tables matching the copies. */
  private readonly rounds: Int32Array[] = [];
  private readonly layout: TechniqueLayout;
  private static readonly cache = new WeakMap<TechniqueLayout, ScratchGrids>();

  private constructor(layout: TechniqueLayout) {
    this.layout = layout;
  }

  /** The scratch set of a shape. */
  static of(layout: TechniqueLayout): ScratchGrids {
    let s = ScratchGrids.cache.get(layout);
    if (s === undefined) {
      s = new ScratchGrids(layout);
      ScratchGrids.cache.set(layout, s);
    }
    return s;
  }

  /** Copy number `i`, set to `source`. */
  copy(i: number, source: CandidateGrid): CandidateGrid {
    while (this.grids.length <= i) this.grids.push(source.clone());
    const g = this.grids[i]!;
    g.copyFrom(source);
    return g;
  }

  /** Round table number `i` (one Int32 per cell, contents left from its last use). */
  roundTable(i: number): Int32Array {
    while (this.rounds.length <= i) this.rounds.push(new Int32Array(this.layout.cellCount));
    return this.rounds[i]!;
  }
}
