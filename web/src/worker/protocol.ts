import type { SolverStatistics, SolveStatus } from 'cspkit/core';
import type { Step } from 'cspkit/models';
import type { PlaygroundPuzzle } from '../puzzle/PlaygroundPuzzle.js';

/** A classic grid as plain data: box shape and one value per cell (`0` empty), row-major. */
export interface PlainGrid {
  readonly boxWidth: number;
  readonly boxHeight: number;
  readonly cells: readonly number[];
}

/** What the page asks a solver worker to do. Every request carries an id its replies repeat. */
export type WorkerRequest =
  | {
      readonly kind: 'solve';
      readonly id: number;
      readonly puzzle: PlaygroundPuzzle;
      readonly backend: string;
      /** Stop after this many solutions (2 tells whether the solution is unique). */
      readonly solutionLimit: number;
      /** Record the search's guesses, forced cells and backtracks (see {@link TraceOp}). */
      readonly watch: boolean;
    }
  | {
      readonly kind: 'generate';
      readonly id: number;
      readonly boxWidth: number;
      readonly boxHeight: number;
      readonly symmetry: string;
      readonly difficulty?: string;
      readonly seed?: number;
    }
  | { readonly kind: 'hint'; readonly id: number; readonly grid: PlainGrid }
  | { readonly kind: 'rate'; readonly id: number; readonly grid: PlainGrid }
  | { readonly kind: 'cancel'; readonly id: number }
  | { readonly kind: 'ping'; readonly id: number };

/** Kinds of entry in a watch trace: 4 ints each, `[op, cell, value, depth]` (`depth` = decisions in force). */
export const TraceOp = { guess: 1, forced: 2, backtrack: 3 } as const;

/** A rating as the page shows it. */
export type RatingReply =
  | {
      readonly status: 'rated';
      readonly score: number;
      readonly grade: string;
      readonly difficulty: number;
      readonly hardest: Step | null;
      readonly steps: readonly Step[];
      readonly solution: readonly number[];
    }
  | { readonly status: 'unrated'; readonly reason: string };

/** What a worker answers. */
export type WorkerReply =
  | { readonly kind: 'started'; readonly id: number; readonly backend: string }
  | { readonly kind: 'progress'; readonly id: number; readonly stats: SolverStatistics }
  | { readonly kind: 'trace'; readonly id: number; readonly entries: Int32Array }
  | {
      readonly kind: 'solution';
      readonly id: number;
      readonly index: number;
      readonly cells: Int32Array;
      readonly stats: SolverStatistics;
    }
  | {
      readonly kind: 'finished';
      readonly id: number;
      readonly status: SolveStatus;
      readonly stats: SolverStatistics;
      readonly reason?: string;
      /** Time from receiving the request to finishing, measured in the worker, ms. */
      readonly workerMs: number;
    }
  | {
      readonly kind: 'generated';
      readonly id: number;
      readonly cells: readonly number[];
      readonly seed: number;
      readonly rating?: string;
    }
  | { readonly kind: 'hinted'; readonly id: number; readonly step: Step | null; readonly message: string }
  | { readonly kind: 'rated'; readonly id: number; readonly rating: RatingReply }
  | { readonly kind: 'error'; readonly id: number; readonly message: string }
  | { readonly kind: 'pong'; readonly id: number; readonly busy: boolean };
