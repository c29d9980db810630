import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import type { Redis } from 'ioredis';
import { backendIdFor, DEFAULT_BACKEND } from '../backends.js';
import { CliError } from '../CliError.js';
import type { CliIo } from '../CliIo.js';
import { DEFAULT_COUNT_LIMIT } from '../commands/sudokuCount.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { CSPKIT_VERSION } from '../cspkitVersion.js';
import { ExitCode } from '../ExitCode.js';
import type { InputEntry } from '../InputEntry.js';
import {
  checkLearningBackend,
  DEFAULT_LEARNING,
  LEARNING_HELP,
  type LearningFlag,
  parseLearning,
} from '../learningOption.js';
import { openPuzzleInput } from '../openPuzzleInput.js';
import { positiveInt } from '../parseOptions.js';
import { CHUNK_CELLS, CHUNK_ENTRIES } from '../pool/answerInParallel.js';
import type { ChunkJob } from '../pool/ChunkTask.js';
import { inputName } from '../readInput.js';
import { blockChunksOf, READ_CHARS, type SubmitChunk } from './blockChunks.js';
import { connectRedis, redactedUrl } from './connectRedis.js';
import { type QueueChunk, toQueueEntry } from './QueueChunk.js';
import {
  BULL_PREFIX,
  chunkJobId,
  DEFAULT_QUEUE,
  type QueueRun,
  runFields,
  runKey,
  submittedChannel,
} from './QueueRun.js';
import { readRun } from './readRun.js';

/** Options of `cspkit queue submit`. */
export interface QueueSubmitFlags {
  /** Redis URL (`redis://host:port`). */
  readonly redis: string;
  /** Queue name (default {@link DEFAULT_QUEUE}). */
  readonly queue?: string;
  /** What to do with every puzzle (default `solve`). */
  readonly verb?: 'solve' | 'count';
  /** Backend name (default `native`). */
  readonly backend?: string;
  /** Per-puzzle time limit in ms. */
  readonly timeout?: number;
  /** `solve`: one JSON object per puzzle. */
  readonly json?: boolean;
  /** `count`: stop counting at this many solutions. */
  readonly limit?: number;
  /** The native engine's learning search (`--learning`; default `auto`, the engine's own choice). */
  readonly learning?: LearningFlag;
  /** Most puzzles in one chunk (default as `--jobs`). */
  readonly chunk?: number;
  /** How often one puzzle may be tried (its worker crashing or killed) before its line is `error: …`. */
  readonly attempts?: number;
}

/** Default {@link QueueSubmitFlags.attempts}. */
export const DEFAULT_ATTEMPTS = 3;
/**
 * BullMQ's retries of a chunk whose worker failed without dying (Redis lost mid-chunk): a crashing
 * puzzle is not counted here but per puzzle (see `answerQueuedChunk`).
 */
const RETRIES = { attempts: 5, backoff: { type: 'fixed', delay: 1000 } } as const;
/**
 * Most chunks added to the queue in one round trip. The first chunks go one, then two, then four… at a
 * time up to this, so that waiting workers start on the first chunk at once instead of after the
 * submitter has read {@link BULK} chunks' worth of input (~8,000 puzzles).
 */
const BULK = 32;

/** Commander parser of `--verb`. */
function verbArg(value: string): 'solve' | 'count' {
  if (value === 'solve' || value === 'count') return value;
  throw new InvalidArgumentError("expected 'solve' or 'count'.");
}

/** The verb, backend and options every chunk is answered with, checked as the verb's command would. */
async function chunkJob(io: CliIo, flags: QueueSubmitFlags): Promise<QueueChunkJob> {
  const verb = flags.verb ?? 'solve';
  const backend = await backendIdFor(io, flags.backend ?? DEFAULT_BACKEND);
  checkLearningBackend(backend, flags.learning);
  const learning =
    flags.learning === undefined || flags.learning === DEFAULT_LEARNING ? {} : { learning: flags.learning };
  const shared = { ...(flags.timeout === undefined ? {} : { timeout: flags.timeout }), ...learning };
  if (verb === 'solve') {
    if (flags.limit !== undefined) throw new CliError("--limit applies to '--verb count' only");
    return { verb, backend, flags: { backend, ...shared, ...(flags.json ? { json: true } : {}) } };
  }
  if (flags.json) throw new CliError("--json applies to '--verb solve' only");
  return { verb, backend, flags: { backend, ...shared, limit: flags.limit ?? DEFAULT_COUNT_LIMIT } };
}

/** The chunk jobs a queue carries: the verbs answered per puzzle with a backend. */
type QueueChunkJob = Extract<ChunkJob, { readonly verb: 'solve' | 'count' }>;

/** Cells of an entry (its line's length when not read yet), as the `--jobs` pool counts them. */
function cellsOf(entry: InputEntry): number {
  return entry.grid?.cells.length ?? entry.text?.length ?? 1;
}

/** The input's batches regrouped into chunks of at most `size` entries and {@link CHUNK_CELLS} cells. */
async function* entryChunksOf(
  batches: AsyncIterable<readonly InputEntry[]>,
  size: number,
): AsyncGenerator<SubmitChunk> {
  let chunk: InputEntry[] = [];
  let cells = 0;
  for await (const batch of batches) {
    for (const entry of batch) {
      chunk.push(entry);
      cells += cellsOf(entry);
      if (chunk.length >= size || cells >= CHUNK_CELLS) {
        yield { entries: chunk, puzzles: chunk.length };
        chunk = [];
        cells = 0;
      }
    }
  }
  if (chunk.length > 0) yield { entries: chunk, puzzles: chunk.length };
}

/**
 * Refuses a queue that holds data: a run not collected and dropped yet, chunks of some other BullMQ
 * producer, or a foreign key where the run would be stored.
 */
async function checkQueueFree(redis: Redis, queue: string, bull: Queue): Promise<void> {
  const run = await readRun(redis, queue);
  if (run !== undefined)
    throw new CliError(
      `queue '${queue}' already holds a run (${run.puzzles} puzzles from ${run.input}, submitted ${run.submittedAt} ` +
        `by cspkit ${run.version}): collect it and 'cspkit queue drop' it, or submit to another --queue`,
    );
  const counts = await bull.getJobCounts();
  const jobs = Object.values(counts).reduce((a, b) => a + b, 0);
  if (jobs > 0)
    throw new CliError(`queue '${queue}' holds ${jobs} job(s) cspkit did not submit; use another --queue`);
}

/**
 * `cspkit queue submit`: puts the puzzles of a file (line or grid format) on a BullMQ queue in
 * chunks, for `cspkit worker`s to answer and `cspkit queue collect` to print, and records the run
 * (verb, backend, options, cspkit version, chunk count) beside the queue. The queue must be empty.
 * Reads the input as it comes (constant memory); an input without puzzles is refused (exit 2), and
 * a failure midway removes what was put on the queue.
 */
export async function queueSubmit(
  io: CliIo,
  file: string | undefined,
  flags: QueueSubmitFlags,
): Promise<number> {
  const queue = flags.queue ?? DEFAULT_QUEUE;
  const job = await chunkJob(io, flags);
  const size = flags.chunk ?? CHUNK_ENTRIES;
  const attempts = flags.attempts ?? DEFAULT_ATTEMPTS;
  const redis = await connectRedis(flags.redis, { reconnects: 20 });
  const bull = new Queue<QueueChunk>(queue, { connection: redis, prefix: BULL_PREFIX });
  let claimed = false;
  try {
    await checkQueueFree(redis, queue, bull);
    const input = await openPuzzleInput(io, file);
    if (input.kind === 'variant')
      throw new CliError(
        `queue submit takes puzzles in the line or grid format; ${inputName(file)} holds variant input ` +
          "(JSON, f-puzzles), which 'cspkit sudoku solve' answers",
      );
    const id = randomUUID();
    let run: QueueRun = {
      id,
      version: CSPKIT_VERSION,
      verb: job.verb,
      backend: job.backend,
      flags: job.flags,
      input: inputName(file),
      attempts,
      submittedAt: new Date().toISOString(),
      chunks: 0,
      puzzles: 0,
      complete: false,
    };
    // Claimed with HSETNX so that two submitters racing for one queue name cannot both win.
    if ((await redis.hsetnx(runKey(queue), 'id', id)) === 0) await checkQueueFree(redis, queue, bull);
    claimed = true;
    await redis.hset(runKey(queue), runFields(run));
    // Idle workers start at once instead of at their next look.
    await redis.publish(submittedChannel(queue), id);
    let pending: { name: string; data: QueueChunk; opts: { jobId: string } & typeof RETRIES }[] = [];
    let bulk = 1;
    const flush = async (): Promise<void> => {
      if (pending.length === 0) return;
      await bull.addBulk(pending);
      pending = [];
      bulk = Math.min(bulk * 2, BULK);
      await redis.hset(runKey(queue), runFields(run));
    };
    const chunks =
      input.blocks === undefined
        ? entryChunksOf(input.batches, size)
        : blockChunksOf(
            input.blocks(() => READ_CHARS),
            size,
          );
    for await (const chunk of chunks) {
      const data: QueueChunk = {
        run: id,
        version: CSPKIT_VERSION,
        index: run.chunks,
        job,
        attempts,
        entries: chunk.entries.map(toQueueEntry),
        ...(chunk.block === undefined ? {} : { block: chunk.block }),
      };
      pending.push({ name: 'chunk', data, opts: { jobId: chunkJobId(run.chunks), ...RETRIES } });
      run = { ...run, chunks: run.chunks + 1, puzzles: run.puzzles + chunk.puzzles };
      if (pending.length >= bulk) await flush();
    }
    if (run.puzzles === 0) {
      io.stderr.write(`cspkit: no puzzles in ${inputName(file)}\n`);
      await redis.del(runKey(queue));
      claimed = false;
      return ExitCode.invalid;
    }
    run = { ...run, complete: true };
    await flush();
    await redis.hset(runKey(queue), runFields(run));
    claimed = false;
    io.stderr.write(
      `cspkit: queue '${queue}': ${run.puzzles} puzzles in ${run.chunks} chunks for '${run.verb}' ` +
        `(cspkit ${CSPKIT_VERSION}); answer with 'cspkit worker --redis ${redactedUrl(flags.redis)} --queue ${queue}'\n`,
    );
    return ExitCode.ok;
  } finally {
    if (claimed) {
      // Failed midway: take back what was queued, so the queue is not left holding half a run.
      await bull.obliterate({ force: true }).catch(() => undefined);
      await redis.del(runKey(queue)).catch(() => undefined);
    }
    await bull.close();
    redis.disconnect();
  }
}

/** Adds `submit` to the `queue` command; the action stores its exit code through `done`. */
export function addQueueSubmitCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('submit')
    .description(COMMAND_DESCRIPTIONS['queue submit'])
    .argument('[file]', "puzzle file; '-' or nothing reads standard input")
    .requiredOption('--redis <url>', 'Redis server holding the queue (redis://HOST:PORT)')
    .option('-q, --queue <name>', 'queue to put the puzzles on (must be empty)', DEFAULT_QUEUE)
    .option('--verb <verb>', "what to do with every puzzle: 'solve' or 'count'", verbArg, 'solve')
    .option('-b, --backend <name>', 'backend the workers answer with', DEFAULT_BACKEND)
    .option('-t, --timeout <ms>', 'time limit per puzzle in ms', positiveInt)
    .option('--json', "solve: one JSON object per puzzle, as 'sudoku solve --json'")
    .option('-l, --limit <k>', 'count: stop counting at K solutions (default 2)', positiveInt)
    .option('--learning <mode>', LEARNING_HELP, parseLearning, DEFAULT_LEARNING)
    .option('--chunk <n>', 'most puzzles in one chunk', positiveInt, CHUNK_ENTRIES)
    .option(
      '--attempts <n>',
      "tries of one puzzle (its worker crashing or killed) before its line is 'error: <reason>'",
      positiveInt,
      DEFAULT_ATTEMPTS,
    )
    .addHelpText(
      'after',
      `
Puts the puzzles (line or grid format, as 'sudoku solve' reads them) on the queue in chunks and
records the run (verb, backend, options, cspkit version) beside it. Answer with any number of
'cspkit worker --redis URL --queue NAME'; print the answers with 'cspkit queue collect', which
writes what 'cspkit sudoku solve' (or 'count') with the same options prints. A queue holding
another run is refused; 'cspkit queue drop' empties it. Exit code 2 on bad input, an unreachable
Redis or a busy queue. See docs/distributed.md.`,
    )
    .action(async (file: string | undefined, flags: QueueSubmitFlags) => {
      done(await queueSubmit(io, file, flags));
    });
}
