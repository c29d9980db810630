import { setTimeout as sleep } from 'node:timers/promises';
import { type Job, Queue, WaitingError, Worker } from 'bullmq';
import type { Command } from 'commander';
import type { Redis } from 'ioredis';
import { CliError } from '../CliError.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { CSPKIT_VERSION } from '../cspkitVersion.js';
import { ExitCode } from '../ExitCode.js';
import { nonNegativeInt, positiveInt } from '../parseOptions.js';
import type { ChunkResult } from '../pool/ChunkTask.js';
import { AnswerGate } from './AnswerGate.js';
import { answerQueuedChunk } from './answerQueuedChunk.js';
import { type ChannelSignal, channelSignal } from './channelSignal.js';
import { type ChunkAnswerer, chunkThreads } from './chunkThreads.js';
import { connectRedis } from './connectRedis.js';
import type { QueueChunk } from './QueueChunk.js';
import { answeredChannel, BULL_PREFIX, DEFAULT_QUEUE, type QueueRun, submittedChannel } from './QueueRun.js';
import { readRun } from './readRun.js';

/** Options of `cspkit worker`. */
export interface QueueWorkerFlags {
  /** Redis URL (`redis://host:port`). */
  readonly redis: string;
  /** Queue name (default {@link DEFAULT_QUEUE}). */
  readonly queue?: string;
  /** Chunks answered at once, each on its own worker thread (default 1). */
  readonly concurrency?: number;
  /**
   * Chunks each thread holds besides the one it answers (default {@link DEFAULT_PREFETCH}): taken from
   * the queue ahead, so that the thread never waits for a Redis round trip between two chunks.
   */
  readonly prefetch?: number;
  /** Milliseconds without a sign of life after which a worker's chunk is given to another (default 30000). */
  readonly lock?: number;
  /** Exit once every chunk of the submitted run is answered, instead of waiting for stop signals. */
  readonly untilDone?: boolean;
}

/**
 * Default {@link QueueWorkerFlags.prefetch}. Without it a thread sat idle between two chunks while its
 * main thread reported the answer and fetched the next chunk (one Redis round trip, and the main thread
 * being scheduled twice): ~1.5 ms a chunk, 15–25 % of a 256-puzzle chunk of easy puzzles, more when the
 * cores are busy (docs/distributed.md, "Scaling, measured"). One chunk ahead hides it.
 */
export const DEFAULT_PREFETCH = 1;
/** Default {@link QueueWorkerFlags.lock}: BullMQ's own lock duration. */
export const DEFAULT_LOCK_MS = 30_000;
/** How often a worker looks for the end of the run with `--until-done`. */
const POLL_MS = 250;
/**
 * How often an idle worker looks for a submission without being told of one: submit announces it (see
 * {@link submittedChannel}), so this only bounds the wait after a missed announcement. (Workers used to
 * look every 50 ms: up to 50 ms late, and ~1 % of a core per idle worker.)
 */
const SUBMISSION_LOOK_MS = 1000;
/**
 * How often a chunk may be found stalled (its worker gone) before BullMQ fails it. Large on purpose:
 * the puzzle-by-puzzle retry counts tries per puzzle, and bounds the work, not this count.
 */
const MAX_STALLS = 1000;

/** What the worker command can be given besides its flags (tests, or an application embedding it). */
export interface QueueWorkerOptions {
  /** Stops the worker (after its chunks in progress); the CLI aborts it on SIGINT / SIGTERM. */
  readonly stop?: AbortSignal;
  /** Answers chunks instead of worker threads (tests inject crashes through it). */
  readonly answer?: ChunkAnswerer;
}

/** The refusal of a run submitted by another cspkit version, naming both. */
function versionRefusal(queue: string, theirs: string): CliError {
  return new CliError(
    `queue '${queue}' was submitted by cspkit ${theirs}, and this worker is cspkit ${CSPKIT_VERSION}: ` +
      'answers could differ between versions; start workers of the same version as the submitter',
  );
}

/** Waits until `queue` holds a run (printing once that it waits), or `stop` is aborted. */
async function awaitRun(
  io: CliIo,
  redis: Redis,
  queue: string,
  stop: AbortSignal,
): Promise<QueueRun | undefined> {
  let said = false;
  let signal: ChannelSignal | undefined;
  try {
    for (;;) {
      const run = await readRun(redis, queue);
      if (run !== undefined || stop.aborted) return run;
      if (signal === undefined) {
        // Subscribed, then looked at again: a submission made meanwhile is not missed.
        signal = await channelSignal(redis, submittedChannel(queue));
        continue;
      }
      if (!said) io.stderr.write(`cspkit worker: waiting for a submission on queue '${queue}'\n`);
      said = true;
      await signal.wait(SUBMISSION_LOOK_MS, stop);
    }
  } finally {
    signal?.close();
  }
}

/** Whether every chunk of the run on `queue` has been answered (or given up on). */
async function runDone(redis: Redis, queue: string, counts: Queue): Promise<boolean> {
  const run = await readRun(redis, queue);
  if (run === undefined || !run.complete) return false;
  const c = await counts.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
  return Object.values(c).every((n) => n === 0);
}

/**
 * `cspkit worker`: takes chunks of the run submitted to the queue and answers them (each on a worker
 * thread, with the `--jobs` pool's answerer) until stopped, or with `--until-done` until the run is
 * answered. Refuses (exit 2) a run submitted by another cspkit version, and an unreachable Redis.
 */
export async function queueWorker(
  io: CliIo,
  flags: QueueWorkerFlags,
  options: QueueWorkerOptions = {},
): Promise<number> {
  const queue = flags.queue ?? DEFAULT_QUEUE;
  const concurrency = flags.concurrency ?? 1;
  const held = concurrency * (1 + (flags.prefetch ?? DEFAULT_PREFETCH));
  const lock = flags.lock ?? DEFAULT_LOCK_MS;
  const stop = options.stop ?? new AbortController().signal;
  const redis = await connectRedis(flags.redis, { reconnects: Number.POSITIVE_INFINITY });
  const ended = new AbortController();
  const finish = (): void => ended.abort();
  stop.addEventListener('abort', finish, { once: true });
  let refusal: CliError | undefined;
  let threads: ReturnType<typeof chunkThreads> | undefined;
  let worker: Worker<QueueChunk, ChunkResult> | undefined;
  let counts: Queue | undefined;
  let answered = 0;
  try {
    // Threads start now, while the worker may still wait for a submission: they are warm when it comes.
    threads = options.answer === undefined ? chunkThreads(concurrency, held / concurrency) : undefined;
    const run = await awaitRun(io, redis, queue, stop);
    if (run === undefined) return ExitCode.ok;
    if (run.version !== CSPKIT_VERSION) throw versionRefusal(queue, run.version);
    const answer = options.answer ?? threads!.answer;
    io.stderr.write(
      `cspkit worker: queue '${queue}' (${run.verb} with ${run.backend}, submitted ${run.submittedAt}), ` +
        `${concurrency} thread(s)\n`,
    );
    const gate = new AnswerGate();
    const processChunk = async (job: Job<QueueChunk, ChunkResult>, token?: string): Promise<ChunkResult> => {
      const chunk = job.data;
      if (chunk.version !== CSPKIT_VERSION) {
        // A later submission by another version: hand the chunk back untouched and stop.
        refusal ??= versionRefusal(queue, chunk.version);
        await job.moveToWait(token);
        finish();
        throw new WaitingError();
      }
      const firstRun = job.attemptsMade === 0 && (job.stalledCounter ?? 0) === 0;
      const result = await answerQueuedChunk(redis, queue, chunk, firstRun, answer, gate);
      answered++;
      return result;
    };
    worker = new Worker<QueueChunk, ChunkResult>(queue, processChunk, {
      connection: redis,
      prefix: BULL_PREFIX,
      concurrency: held,
      lockDuration: lock,
      stalledInterval: Math.max(Math.floor(lock / 2), 100),
      maxStalledCount: MAX_STALLS,
    });
    worker.on('error', (e) => io.stderr.write(`cspkit worker: ${e.message}\n`));
    // Wakes a waiting 'queue collect' (see queueCollect.ts); a lost announcement only delays it.
    const announce = (job: Job<QueueChunk, ChunkResult> | undefined): void => {
      if (job !== undefined)
        redis.publish(answeredChannel(queue), String(job.data.index)).catch(() => undefined);
    };
    worker.on('completed', announce);
    worker.on('failed', announce);
    if (flags.untilDone) {
      counts = new Queue(queue, { connection: redis, prefix: BULL_PREFIX });
      while (!ended.signal.aborted && !(await runDone(redis, queue, counts)))
        await sleep(POLL_MS, undefined, { signal: ended.signal }).catch(() => undefined);
    } else if (!ended.signal.aborted) {
      await new Promise((resolve) => ended.signal.addEventListener('abort', resolve, { once: true }));
    }
  } finally {
    stop.removeEventListener('abort', finish);
    await worker?.close();
    await counts?.close();
    await threads?.close();
    redis.disconnect();
  }
  if (refusal !== undefined) throw refusal;
  io.stderr.write(`cspkit worker: answered ${answered} chunk(s)\n`);
  return ExitCode.ok;
}

/** Adds `worker` to the program; the action stores its exit code through `done`. */
export function addQueueWorkerCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('worker')
    .description(COMMAND_DESCRIPTIONS.worker)
    .requiredOption('--redis <url>', 'Redis server holding the queue (redis://HOST:PORT)')
    .option('-q, --queue <name>', 'queue to take chunks from', DEFAULT_QUEUE)
    .option('-c, --concurrency <n>', 'chunks answered at once, each on its own thread', positiveInt, 1)
    .option(
      '--prefetch <n>',
      'chunks each thread takes ahead of the one it answers (0: take a chunk only when a thread is free)',
      nonNegativeInt,
      DEFAULT_PREFETCH,
    )
    .option(
      '--lock <ms>',
      "how long a silent worker keeps its chunk before it is given to another (all of a queue's workers should agree)",
      positiveInt,
      DEFAULT_LOCK_MS,
    )
    .option('--until-done', 'exit once every chunk of the submitted run is answered')
    .addHelpText(
      'after',
      `
Start any number of workers, on any machine that reaches the Redis server, each with
--concurrency up to its number of cores. A worker waits for a submission ('cspkit queue submit')
when the queue is empty, and runs until SIGINT/SIGTERM (finishing its chunks in progress) or,
with --until-done, until the run is answered. A worker killed mid-chunk loses nothing: after
--lock ms its chunk is taken again by another. A worker refuses (exit 2) a run submitted by
another cspkit version. See docs/distributed.md.`,
    )
    .action(async (flags: QueueWorkerFlags) => {
      const stop = new AbortController();
      const abort = (): void => stop.abort();
      process.once('SIGINT', abort);
      process.once('SIGTERM', abort);
      try {
        done(await queueWorker(io, flags, { stop: stop.signal }));
      } finally {
        process.off('SIGINT', abort);
        process.off('SIGTERM', abort);
      }
    });
}
