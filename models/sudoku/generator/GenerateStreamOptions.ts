import type { GenerateOptions } from './GenerateOptions.js';

/** Options of `generate$`: those of `generate`, plus how many puzzles and how often to report. */
export interface GenerateStreamOptions extends GenerateOptions {
  /** Puzzles to make (default 1; `Infinity` streams until unsubscribed). Puzzle i uses seed `seed + i`. */
  readonly count?: number;
  /** Least time between two `progress` events, in ms (default 100; 0 reports every step). */
  readonly progressIntervalMs?: number;
  /** Longest synchronous run before yielding to the event loop, in ms (default 20). */
  readonly sliceMs?: number;
}
