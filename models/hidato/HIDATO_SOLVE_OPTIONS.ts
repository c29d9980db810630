import { domWdeg, lubyRestarts, type SolveOptions } from '../../core/index.js';

/**
 * The search a hidato model is meant for: dom/wdeg with Luby restarts (scale 50). A hidato's hard part
 * is a long corridor between two far-apart givens; the weights learn which numbers keep failing there,
 * and restarts stop an early wrong turn from costing the whole tree. On minimal 10×10 hidato and
 * numbrix puzzles it takes the slowest uniqueness proofs from about 100 ms (MRV) to under 20 ms. Counting
 * stays exact: restarts stop at the first solution. Backends without a variable order (`sat`) are not
 * given it (see the CLI's family verbs).
 */
export const HIDATO_SOLVE_OPTIONS: SolveOptions = Object.freeze({
  variableOrder: domWdeg,
  restarts: lubyRestarts(50),
});
