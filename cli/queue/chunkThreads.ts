import { Piscina } from 'piscina';
import type { ChunkResult } from '../pool/ChunkTask.js';
import { workerFile } from '../pool/createPool.js';
import { isBlockTask, type QueueTask } from './QueueChunk.js';

/** Answers a chunk: on a worker thread by default; tests substitute their own. */
export type ChunkAnswerer = (task: QueueTask) => Promise<ChunkResult>;

/** Worker threads answering chunks with the `--jobs` pool's own answerer (`poolWorker.ts`). */
export interface ChunkThreads {
  /** Answers one chunk on a free thread; rejects when the thread dies (a crashing puzzle). */
  readonly answer: ChunkAnswerer;
  /** Stops the threads. */
  close(): Promise<void>;
}

/**
 * `threads` worker threads answering chunks exactly as `--jobs` does. A queue worker answers on threads
 * rather than on its main thread so that its main thread stays free to renew its BullMQ locks: a long
 * chunk must not look like a dead worker. Each thread is handed up to `perThread` chunks at once, so
 * that it starts on its next chunk as soon as it has answered one, without waiting for the main thread
 * (busy with Redis, or not scheduled yet on a loaded machine) to hand it over.
 */
export function chunkThreads(threads: number, perThread = 1): ChunkThreads {
  const pool = new Piscina<QueueTask, ChunkResult>({
    filename: workerFile(),
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: perThread,
    // Per-task timing histograms: nobody reads them.
    recordTiming: false,
  });
  return {
    answer: (task) => pool.run(task, isBlockTask(task) ? { name: 'answerBlock' } : {}),
    close: () => pool.destroy(),
  };
}
