import type { CandidateGrid } from './CandidateGrid.js';
import { propagateSingles } from './propagateSingles.js';
import { ScratchGrids } from './ScratchGrids.js';

/** What a backtracking search over a position found. */
export interface SearchOutcome {
  /** Solutions found, at most the limit asked for. */
  readonly solutions: number;
  /** Search nodes visited (positions after each guess). */
  readonly nodes: number;
}

/**
 * Backtracking search over a candidate position: fill singles, then guess in a cell with fewest candidates,
 * depth first, until `limit` solutions are found or every guess is exhausted. Works on scratch copies
 * (slots from `firstSlot` on), never on `grid`. Used by guessing; the first solution, when asked for, is
 * copied into `solution`.
 */
export function searchSolutions(
  grid: CandidateGrid,
  limit: number,
  firstSlot = 2,
  solution?: Int32Array,
): SearchOutcome {
  const scratch = ScratchGrids.of(grid.layout);
  const state = { solutions: 0, nodes: 0 };
  const root = scratch.copy(firstSlot, grid);
  dfs(root, firstSlot, scratch, limit, state, solution);
  return state;
}

function dfs(
  g: CandidateGrid,
  slot: number,
  scratch: ScratchGrids,
  limit: number,
  state: { solutions: number; nodes: number },
  solution: Int32Array | undefined,
): void {
  state.nodes++;
  if (propagateSingles(g) < 0 || g.broken) return;
  if (g.unsolved === 0) {
    if (state.solutions === 0 && solution !== undefined) solution.set(g.values);
    state.solutions++;
    return;
  }
  let cell = -1;
  let fewest = 33;
  for (let c = 0; c < g.cands.length; c++) {
    const bits = g.cands[c]!;
    if (bits === 0) continue;
    let k = 0;
    for (let b = bits; b !== 0 && k < fewest; b &= b - 1) k++;
    if (k < fewest) {
      fewest = k;
      cell = c;
      if (k === 2) break;
    }
  }
  for (let rest = g.cands[cell]!; rest !== 0 && state.solutions < limit; rest &= rest - 1) {
    const child = scratch.copy(slot + 1, g);
    child.place(cell, 32 - Math.clz32(rest & -rest));
    dfs(child, slot + 1, scratch, limit, state, solution);
  }
}
