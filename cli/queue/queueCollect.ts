import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Command } from 'commander';
import type { Redis } from 'ioredis';
import { CliError } from '../CliError.js';
import type { CliIo, TextSink } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { ExitCode, type ExitCodeValue, worseExit } from '../ExitCode.js';
import type { ChunkResult } from '../pool/ChunkTask.js';
import { type ChannelSignal, channelSignal } from './channelSignal.js';
import { connectRedis } from './connectRedis.js';
import type { QueueChunk } from './QueueChunk.js';
import { answeredChannel, chunkJobKey, DEFAULT_QUEUE, type QueueRun } from './QueueRun.js';
import { readRun } from './readRun.js';

/** Options of `cspkit queue collect`. */
export interface QueueCollectFlags {
  /** Redis URL (`redis://host:port`). */
  readonly redis: string;
  /** Queue name (default {@link DEFAULT_QUEUE}). */
  readonly queue?: string;
  /** File to write the answers to (atomically: complete or not at all); standard output when absent. */
  readonly output?: string;
}

/** What the collect command can be given besides its flags. */
export interface QueueCollectOptions {
  /** Stops waiting (the CLI aborts it on SIGINT / SIGTERM): nothing is written to `-o FILE`, exit 2. */
  readonly stop?: AbortSignal;
}

/**
 * How often collect looks again without being woken: workers announce each answered chunk (see
 * `channelSignal`), so this only bounds the wait after a missed announcement, and how soon a dropped
 * run is noticed. (Collect used to poll every 50 ms: up to 50 ms late at the end of every run.)
 */
const LOOK_AGAIN_MS = 500;
/**
 * Chunks asked about in one round trip: collect reads the answers of the next chunks in order with one
 * pipelined request (only their `finishedOn` and `returnvalue` fields, not the puzzles they carry), so a
 * run of thousands of chunks costs a round trip per {@link WINDOW} chunks instead of one per chunk.
 */
const WINDOW = 64;

/**
 * Reads the answers of the chunks `asked` that are finished into `answers` (by chunk index). A chunk
 * without an answer (BullMQ gave up on it) is read whole to print its errors.
 */
async function readAnswers(
  redis: Redis,
  queue: string,
  asked: readonly number[],
  answers: Map<number, ChunkResult>,
): Promise<void> {
  if (asked.length === 0) return;
  const pipeline = redis.pipeline();
  for (const k of asked) pipeline.hmget(chunkJobKey(queue, k), 'finishedOn', 'returnvalue');
  const replies = (await pipeline.exec()) ?? [];
  for (let r = 0; r < replies.length; r++) {
    const [error, fields] = replies[r]!;
    if (error) throw error;
    const [finishedOn, value] = fields as [string | null, string | null];
    if (finishedOn === null) continue;
    const index = asked[r]!;
    // A completed chunk's value is its answer; a failed one has none (its failedReason may also be
    // left from an attempt that failed before a later one succeeded, so it is not the test).
    const parsed = value === null ? undefined : (JSON.parse(value) as Partial<ChunkResult> | null);
    if (typeof parsed?.out === 'string') {
      answers.set(index, parsed as ChunkResult);
      continue;
    }
    const [reason, data] = await redis.hmget(chunkJobKey(queue, index), 'failedReason', 'data');
    if (data === null || data === undefined) continue;
    // Loaded only here: it brings the core's statistics and the puzzle-line reader, which a collect
    // with nothing to report does not need to start.
    const { failedChunkAnswer } = await import('./failedChunkAnswer.js');
    answers.set(index, failedChunkAnswer(JSON.parse(data) as QueueChunk, reason ?? null));
  }
}

/**
 * Announced answers collect lets pile up before reading them (in one round trip), except for the last
 * chunks of the run, read as soon as announced so that collect ends right after the last answer.
 */
const BATCH = 8;

/** Where the answers go: standard output, or a temporary file renamed over `-o FILE` at the end. */
interface AnswerSink {
  readonly sink: TextSink;
  /** Waits until the sink can take more. */
  drained(): Promise<void>;
  /** Makes the answers final (renames the temporary file). */
  commit(): Promise<void>;
  /** Throws the answers away (removes the temporary file). */
  discard(): Promise<void>;
}

/** An {@link AnswerSink} for `output` (standard output when `undefined`). */
function answerSink(io: CliIo, output: string | undefined): AnswerSink {
  if (output === undefined) {
    const stream = io.stdout as Partial<WriteStream>;
    return {
      sink: io.stdout,
      drained: async () => {
        if (stream.writableNeedDrain === true && typeof stream.once === 'function')
          await new Promise<void>((resolve) => stream.once!('drain', resolve));
      },
      commit: async () => undefined,
      discard: async () => undefined,
    };
  }
  // Beside the target, so the rename stays on one file system (and is atomic).
  const temp = join(dirname(output), `.${basename(output)}.${process.pid}.cspkit-collect`);
  const file = createWriteStream(temp, { encoding: 'utf8' });
  let failure: Error | undefined;
  file.on('error', (e) => {
    failure = e;
  });
  const closed = (): Promise<void> =>
    new Promise((resolve, reject) => {
      file.end((e?: Error | null) => (e ? reject(e) : resolve()));
    });
  return {
    sink: file,
    drained: async () => {
      if (failure) throw new CliError(`cannot write '${output}': ${failure.message}`);
      if (file.writableNeedDrain) await new Promise<void>((resolve) => file.once('drain', resolve));
    },
    commit: async () => {
      await closed().catch((e: Error) => {
        failure ??= e;
      });
      if (failure) throw new CliError(`cannot write '${output}': ${failure.message}`);
      await rename(temp, output);
    },
    discard: async () => {
      file.destroy();
      await rm(temp, { force: true });
    },
  };
}

/**
 * `cspkit queue collect`: waits for every chunk of the run on the queue and prints the answers in
 * input order, byte for byte what `cspkit sudoku solve --jobs 1` (or `count`) with the run's options
 * prints for its input, stdout and stderr alike, and returns the same exit code. With `-o FILE` the
 * answers go to a temporary file renamed to FILE once complete, so FILE is never half-written.
 */
export async function queueCollect(
  io: CliIo,
  flags: QueueCollectFlags,
  options: QueueCollectOptions = {},
): Promise<number> {
  const queue = flags.queue ?? DEFAULT_QUEUE;
  const redis = await connectRedis(flags.redis, { reconnects: 20 });
  let sink: AnswerSink | undefined;
  let signal: ChannelSignal | undefined;
  let exit: ExitCodeValue = ExitCode.ok;
  try {
    let run: QueueRun | undefined = await readRun(redis, queue);
    if (run === undefined) throw new CliError(`queue '${queue}' holds no submitted puzzles`);
    const id = run.id;
    // Subscribed before the first look: an answer announced after it is not missed.
    signal = await channelSignal(redis, answeredChannel(queue));
    sink = answerSink(io, flags.output);
    // Answers read but not printed yet (chunks answered out of order), at most WINDOW of them.
    const ahead = new Map<number, ChunkResult>();
    // Every chunk below `looked` has been asked about once since the subscription: one unfinished then
    // is announced when answered, so it is asked about again only then (or after a missed announcement),
    // and each answer is read once.
    let looked = 0;
    let lookAll = false;
    const announced = new Set<number>();
    for (let i = 0; ; ) {
      // The submitter may still be adding chunks: the run says how many there are once complete.
      if (run.complete && i >= run.chunks) break;
      const end = run.complete ? Math.min(i + WINDOW, run.chunks) : i + WINDOW;
      for (const k of signal.take()) if (k >= i) announced.add(k);
      const asked: number[] = [];
      for (let k = i; k < end; k++)
        if (!ahead.has(k) && (lookAll || k >= looked || announced.has(k))) {
          asked.push(k);
          announced.delete(k);
        }
      looked = Math.max(looked, end);
      lookAll = false;
      await readAnswers(redis, queue, asked, ahead);
      for (; ahead.has(i); i++) {
        const answer = ahead.get(i)!;
        ahead.delete(i);
        sink.sink.write(answer.out);
        io.stderr.write(answer.err);
        exit = worseExit(exit, answer.exit as ExitCodeValue);
        await sink.drained();
      }
      // The next chunk never looked at: it may have been answered before the subscription, unannounced.
      if (i >= looked) continue;
      let woken: boolean;
      do {
        woken = await signal.wait(LOOK_AGAIN_MS, options.stop);
        for (const k of signal.take()) if (k >= i) announced.add(k);
        // Answers are read a batch at a time (fewer round trips), except near the end of the run or
        // while the run is still being submitted (its end is not known yet).
      } while (woken && run.complete && announced.size < BATCH && run.chunks - i > BATCH);
      if (options.stop?.aborted)
        throw new CliError(
          `collect of queue '${queue}' interrupted${flags.output ? `; '${flags.output}' not written` : ''}`,
        );
      // Woken by an answer to a complete run: nothing else to look at (one round trip per wake-up).
      if (run.complete && woken) continue;
      // Not woken: an announcement may have been missed; look at the whole window again.
      lookAll = !woken;
      run = await readRun(redis, queue);
      if (run?.id !== id) throw new CliError(`queue '${queue}': the run was dropped while collecting it`);
    }
    await sink.commit();
    sink = undefined;
  } finally {
    await sink?.discard();
    signal?.close();
    redis.disconnect();
  }
  return exit;
}

/** Adds `collect` to the `queue` command; the action stores its exit code through `done`. */
export function addQueueCollectCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('collect')
    .description(COMMAND_DESCRIPTIONS['queue collect'])
    .requiredOption('--redis <url>', 'Redis server holding the queue (redis://HOST:PORT)')
    .option('-q, --queue <name>', 'queue whose answers to print', DEFAULT_QUEUE)
    .option('-o, --output <file>', 'write the answers to FILE (complete, or not at all) instead of stdout')
    .addHelpText(
      'after',
      `
Waits until every chunk of the run is answered, then prints the answers in input order: what
'cspkit sudoku solve --jobs 1' (or 'count') with the submitted options prints for the submitted
input, with the same exit code. A puzzle whose worker crashed on it as often as the submitted
--attempts allow is answered 'error: <reason>' (exit code 1). The run stays on the queue (collect
it again at will) until 'cspkit queue drop'. See docs/distributed.md.`,
    )
    .action(async (flags: QueueCollectFlags) => {
      const stop = new AbortController();
      const abort = (): void => stop.abort();
      process.once('SIGINT', abort);
      process.once('SIGTERM', abort);
      try {
        done(await queueCollect(io, flags, { stop: stop.signal }));
      } finally {
        process.off('SIGINT', abort);
        process.off('SIGTERM', abort);
      }
    });
}
