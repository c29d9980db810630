import type { Redis } from 'ioredis';
import { type ExitCodeValue, worseExit } from '../ExitCode.js';
import type { ChunkResult } from '../pool/ChunkTask.js';
import type { AnswerGate } from './AnswerGate.js';
import type { ChunkAnswerer } from './chunkThreads.js';
import { errorAnswer } from './errorAnswer.js';
import { chunkTask, entriesOf, type QueueChunk } from './QueueChunk.js';
import { doneKey, triesKey } from './QueueRun.js';

/** The answers of consecutive entries as one result, as if one chunk had been answered. */
function joined(results: readonly ChunkResult[]): ChunkResult {
  let out = '';
  let err = '';
  let exit: ExitCodeValue = 0;
  for (const r of results) {
    out += r.out;
    err += r.err;
    exit = worseExit(exit, r.exit as ExitCodeValue);
  }
  return { out, err, exit };
}

/** The message of a thrown value. */
function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Answers one chunk taken from a queue. A chunk's first run answers it whole (as `--jobs` does). A
 * later run means an earlier one failed (a worker thread died) or never finished (its worker was
 * killed or crashed, and BullMQ found the chunk stalled), perhaps because of one poison puzzle: the
 * chunk is then answered puzzle by puzzle, and before each puzzle its try is counted in Redis
 * ({@link triesKey}) and after it its answer kept ({@link doneKey}), so a run after a crash resumes
 * after the puzzles already answered, and a puzzle tried `chunk.attempts` times without an answer
 * is printed as `error: …` ({@link errorAnswer}) instead of being tried for ever.
 *
 * A puzzle answered alone is answered with nothing else in flight in the process (`gate`): were the
 * process killed then, another chunk's puzzle in flight beside it would be blamed for it.
 *
 * `firstRun` says whether BullMQ has started this chunk before; `answer` answers a task (worker threads).
 */
export async function answerQueuedChunk(
  redis: Redis,
  queue: string,
  chunk: QueueChunk,
  firstRun: boolean,
  answer: ChunkAnswerer,
  gate: AnswerGate,
): Promise<ChunkResult> {
  if (firstRun) {
    try {
      return await gate.shared(() => answer(chunkTask(chunk)));
    } catch {
      // A thread died on some puzzle of the chunk: find which, one puzzle at a time.
    }
  }
  const tries = triesKey(queue, chunk.index);
  const done = doneKey(queue, chunk.index);
  const kept = await redis.hgetall(done);
  const results: ChunkResult[] = [];
  const entries = entriesOf(chunk);
  for (let k = 0; k < entries.length; k++) {
    const entry = entries[k]!;
    const saved = kept[k];
    if (saved !== undefined) {
      results.push(JSON.parse(saved) as ChunkResult);
      continue;
    }
    let result: ChunkResult | undefined;
    while (result === undefined) {
      result = await gate.exclusive(async () => {
        const tried = await redis.hincrby(tries, String(k), 1);
        if (tried > chunk.attempts) {
          const why =
            (await redis.hget(tries, `${k}:why`)) ?? 'the worker answering it stopped (crash or kill)';
          return errorAnswer(chunk.job, entry, `no answer after ${chunk.attempts} tries: ${why}`);
        }
        try {
          return await answer(chunkTask(chunk, [entry]));
        } catch (e) {
          await redis.hset(tries, `${k}:why`, messageOf(e));
          return undefined;
        }
      });
    }
    await redis.hset(done, String(k), JSON.stringify(result));
    results.push(result);
  }
  // The answer goes into the job itself when this returns; the bookkeeping is not needed after.
  await redis.del(tries, done);
  return joined(results);
}
