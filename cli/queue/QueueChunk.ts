import { isSkippableLine } from '../../models/sudoku/readGridBlock.js';
import type { InputEntry } from '../InputEntry.js';
import type { ChunkJob, ChunkTask, LineBlockTask, WireEntry } from '../pool/ChunkTask.js';
import type { LineBlock } from '../pool/LineBlock.js';
import { toWire } from '../pool/wireEntry.js';
import { lineEnd, nextLineStart } from './lineBounds.js';

/** An input entry as JSON (BullMQ stores job data as JSON, which has no typed arrays). */
export type QueueEntry = Omit<WireEntry, 'grid'> & {
  /** The read puzzle: box width and height and its cells (0 empty). */
  readonly grid?: {
    readonly boxWidth: number;
    readonly boxHeight: number;
    readonly cells: readonly number[];
  };
};

/** The data of one BullMQ job: a chunk of the input and what to do with it. */
export interface QueueChunk {
  /** The {@link QueueRun} it belongs to (its id). */
  readonly run: string;
  /** The submitter's cspkit version. */
  readonly version: string;
  /** Its place among the run's chunks (0-based); answers are printed in this order. */
  readonly index: number;
  /** The verb, backend and options. */
  readonly job: ChunkJob;
  /** How often one puzzle may be tried before its line becomes `error: …`. */
  readonly attempts: number;
  /** The entries, in input order (empty when the chunk is a {@link QueueChunk.block}). */
  readonly entries: readonly QueueEntry[];
  /**
   * A line-format chunk: its raw lines, as `--jobs` hands them to a thread (one string to store, parse
   * and copy instead of an object per puzzle; the thread reads the lines itself).
   */
  readonly block?: LineBlock;
}

/** A task answering a chunk or some of its puzzles on a worker thread (see `poolWorker.ts`). */
export type QueueTask = ChunkTask | LineBlockTask;

/** An entry as JSON-safe data. */
export function toQueueEntry(entry: InputEntry): QueueEntry {
  const { grid, ...rest } = toWire(entry);
  if (grid === undefined) return rest;
  return {
    ...rest,
    grid: { boxWidth: grid.boxWidth, boxHeight: grid.boxHeight, cells: Array.from(grid.cells) },
  };
}

/**
 * The puzzles of a line block as entries: every line that is not blank or a comment, named by its line
 * number, exactly the entries `answerLineBlock` answers (a test holds the two together).
 */
export function lineEntries(block: LineBlock): QueueEntry[] {
  const entries: QueueEntry[] = [];
  const text = block.text;
  let line = block.firstLine;
  let start = 0;
  while (start < text.length) {
    const end = lineEnd(text, start);
    const piece = text.slice(start, end);
    if (!isSkippableLine(piece)) entries.push({ key: 'line', at: line, format: 'line', text: piece });
    line++;
    start = nextLineStart(text, end);
  }
  return entries;
}

/** The puzzles of `chunk`, in order. */
export function entriesOf(chunk: QueueChunk): readonly QueueEntry[] {
  return chunk.block === undefined ? chunk.entries : lineEntries(chunk.block);
}

/** Whether `task` is a block of raw lines (answered by the pool worker's `answerBlock`). */
export function isBlockTask(task: QueueTask): task is LineBlockTask {
  return (task as Partial<LineBlockTask>).text !== undefined;
}

/**
 * The worker-thread task answering `entries` of `chunk`, or the whole chunk when not given (its block
 * of lines, when it is one).
 */
export function chunkTask(chunk: QueueChunk, entries?: readonly QueueEntry[]): QueueTask {
  if (entries === undefined && chunk.block !== undefined)
    return { ...chunk.block, job: chunk.job, several: false };
  const wire = (entries ?? chunk.entries).map((e): WireEntry => {
    const { grid, ...rest } = e;
    if (grid === undefined) return rest;
    return { ...rest, grid: { ...grid, cells: Int32Array.from(grid.cells) } };
  });
  return { ...chunk.job, entries: wire } as ChunkTask;
}
