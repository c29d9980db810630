// Helpers of the distributed-mode tests for the tasks a queue worker hands its threads: a chunk of
// entries, or a block of raw lines (line-format input).
import type { ChunkResult } from '../../cli/pool/ChunkTask.js';
import answerChunk, { answerBlock } from '../../cli/pool/poolWorker.js';
import { isBlockTask, lineEntries, type QueueTask } from '../../cli/queue/QueueChunk.js';

/** Answers `task` on the calling thread, as a worker thread would. */
export function answerTask(task: QueueTask): Promise<ChunkResult> {
  return isBlockTask(task) ? answerBlock(task) : answerChunk(task);
}

/** The puzzles of `task`: their line (or puzzle) numbers and texts. */
export function taskPuzzles(task: QueueTask): { readonly at: number; readonly text?: string }[] {
  return isBlockTask(task) ? lineEntries(task) : [...task.entries];
}
