import type { SudokuCountFlags } from '../commands/sudokuCount.js';
import type { SudokuRateFlags } from '../commands/sudokuRate.js';
import type { SudokuSolveFlags } from '../commands/sudokuSolve.js';
import type { SudokuStepsFlags } from '../commands/sudokuSteps.js';
import type { TallySnapshot } from '../SolveTally.js';
import type { LineBlock } from './LineBlock.js';

/** An input entry as sent to a worker thread: plain data (a grid travels as its box shape and cells). */
export interface WireEntry {
  /** See `InputEntry.key`. */
  readonly key: 'line' | 'puzzle';
  /** See `InputEntry.at`. */
  readonly at: number;
  /** See `InputEntry.format`. */
  readonly format: 'line' | 'grid';
  /** See `InputEntry.text`. */
  readonly text?: string;
  /** See `InputEntry.error`. */
  readonly error?: string;
  /** The read puzzle: box width and height and its cells (0 empty). */
  readonly grid?: { readonly boxWidth: number; readonly boxHeight: number; readonly cells: Int32Array };
}

/** What the command does with each entry, with which backend and options (the same in every thread). */
export type ChunkJob =
  | { readonly verb: 'solve'; readonly backend: string; readonly flags: SudokuSolveFlags }
  | { readonly verb: 'count'; readonly backend: string; readonly flags: SudokuCountFlags }
  | { readonly verb: 'rate'; readonly flags: SudokuRateFlags }
  | { readonly verb: 'steps'; readonly flags: SudokuStepsFlags };

/** One chunk of a batch command's input, answered by a worker thread. */
export type ChunkTask = ChunkJob & {
  /** The entries, in input order. */
  readonly entries: readonly WireEntry[];
  /** Whether the whole input holds more than one entry (see `EntryAnswerer`); `false` when absent. */
  readonly several?: boolean;
};

/** A worker's answer to a {@link ChunkTask}: exactly what answering the entries in order would print. */
export interface ChunkResult {
  /** Standard output text. */
  readonly out: string;
  /** Standard error text. */
  readonly err: string;
  /** The worst exit code of the entries. */
  readonly exit: number;
  /** `solve`'s counts for its `--stats` summary. */
  readonly tally?: TallySnapshot;
  /** Puzzles answered (set for a {@link LineBlockTask}, whose puzzles the caller has not counted). */
  readonly entries?: number;
  /** Milliseconds the thread spent answering (sizes the next blocks). */
  readonly ms?: number;
}

/**
 * A {@link LineBlock} of a line-format input for a worker thread, with the command and options to answer
 * it with (a thread keeps one answerer per job; a pool given a `PoolJob` loads its modules at start).
 */
export interface LineBlockTask extends LineBlock {
  /** What to do with each puzzle. */
  readonly job: ChunkJob;
  /** Whether the whole input holds more than one entry (see `EntryAnswerer`). */
  readonly several: boolean;
}
