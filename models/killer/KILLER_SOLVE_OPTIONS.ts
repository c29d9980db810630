import { domWdeg, type SolveOptions } from '../../core/index.js';

/**
 * Search options measured best for killer sudokus on the native engine (`bench/puzzlesBench.ts`):
 * dom/wdeg variable order from the start (cage sums fail deep in the tree, and learning which cells fail
 * most cuts the nodes of hard killers), and the all-different overlap rule (pointing / claiming), which
 * roughly halves the nodes again. Spread them into your own options. They are native options (a
 * variable order and a native all-different strength): other backends refuse `variableOrder`.
 */
export const KILLER_SOLVE_OPTIONS: SolveOptions = {
  variableOrder: domWdeg,
  backendOptions: { native: { allDifferent: 'overlaps' } },
};
