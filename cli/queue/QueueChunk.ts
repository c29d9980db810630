import type { InputEntry } from '../InputEntry.js';
import type { ChunkJob, ChunkTask, WireEntry } from '../pool/ChunkTask.js';
import { toWire } from '../pool/wireEntry.js';

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
  /** The entries, in input order. */
  readonly entries: readonly QueueEntry[];
}

/** An entry as JSON-safe data. */
export function toQueueEntry(entry: InputEntry): QueueEntry {
  const { grid, ...rest } = toWire(entry);
  if (grid === undefined) return rest;
  return {
    ...rest,
    grid: { boxWidth: grid.boxWidth, boxHeight: grid.boxHeight, cells: Array.from(grid.cells) },
  };
}

/** The worker-thread task answering `entries` of `chunk` (all of them when not given). */
export function chunkTask(chunk: QueueChunk, entries: readonly QueueEntry[] = chunk.entries): ChunkTask {
  const wire = entries.map((e): WireEntry => {
    const { grid, ...rest } = e;
    if (grid === undefined) return rest;
    return { ...rest, grid: { ...grid, cells: Int32Array.from(grid.cells) } };
  });
  return { ...chunk.job, entries: wire } as ChunkTask;
}
