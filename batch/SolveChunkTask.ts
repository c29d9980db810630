import type { SolveStatus } from '../core/events/SolverEvent.js';

/** A puzzle as plain data for a worker thread: line-format text, or a grid's box shape and cells. */
export type WirePuzzle =
  | { readonly text: string }
  | { readonly boxWidth: number; readonly boxHeight: number; readonly cells: Int32Array };

/** One chunk of {@link solveMany}'s input, solved by a worker thread. */
export interface SolveChunkTask {
  /** Built-in backend name. */
  readonly backend: string;
  /** Per-puzzle time limit in ms. */
  readonly timeoutMs?: number;
  /** Solutions to look for per puzzle. */
  readonly solutionLimit: number;
  /** The puzzles, in input order. */
  readonly puzzles: readonly WirePuzzle[];
}

/** A worker's answer to one puzzle of a {@link SolveChunkTask}: solutions as the cells of the grid. */
export interface WireSolveResult {
  /** See `SolveManyResult.status`. */
  readonly status: SolveStatus | 'invalid';
  /** Box width and height of the grid solved. */
  readonly boxWidth?: number;
  /** See {@link WireSolveResult.boxWidth}. */
  readonly boxHeight?: number;
  /** The cells of each solution found. */
  readonly solutions: readonly Int32Array[];
  /** See `SolveManyResult.reason`. */
  readonly reason?: string;
}
