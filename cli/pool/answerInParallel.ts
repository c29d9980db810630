import type { Piscina } from 'piscina';
import { answerEach, drained, type EntryAnswerer, type EntrySource } from '../answerEach.js';
import { type BatchProgress, batchProgress } from '../batchProgress.js';
import type { CliIo } from '../CliIo.js';
import { ExitCode, type ExitCodeValue, worseExit } from '../ExitCode.js';
import type { InputEntry } from '../InputEntry.js';
import { LineWriter } from '../LineWriter.js';
import { inputName } from '../readInput.js';
import { answerLineBlock } from './answerLineBlock.js';
import type { ChunkJob, ChunkResult, ChunkTask, LineBlockTask } from './ChunkTask.js';
import { AHEAD_PER_THREAD, createPool } from './createPool.js';
import type { LineBlock } from './LineBlock.js';
import { runInOrder } from './runInOrder.js';
import { toWire } from './wireEntry.js';

/** Most entries in one chunk of the entry path (grid format, JSON input, `steps`). */
export const CHUNK_ENTRIES = 256;
/** Most cells in one chunk, so chunks of large grids stay small enough to share the work out. */
export const CHUNK_CELLS = 40_000;
export { AHEAD_PER_THREAD } from './createPool.js';

/** Results the calling thread may hold ahead of an unanswered one (while a thread starts, say). */
const HELD_AHEAD = 64;
/**
 * A run not given threads starts them once it has taken this long and input remains: a thread costs
 * about 100 ms of CPU time to start (mostly loading modules), wasted on a run that ends first.
 */
const LAZY_START_MS = 25;

/**
 * Time one block of lines should take to answer: long enough that handing it to a thread (measured at
 * about 0.05-0.1 ms a block) costs a few percent, short enough that the threads finish together.
 */
const BLOCK_MS = 4;
/** Size of the first blocks, before any has been timed (about 25 9×9 puzzles). */
const FIRST_BLOCK_CHARS = 2048;
/** Largest block (about 800 9×9 puzzles). */
const MAX_BLOCK_CHARS = 1 << 16;

/** Cells of an entry (its line's length when not read yet). */
function cellsOf(entry: InputEntry): number {
  return entry.grid?.cells.length ?? entry.text?.length ?? 1;
}

/**
 * Regroups an input's batches into chunks of at most {@link CHUNK_ENTRIES} entries / {@link CHUNK_CELLS}
 * cells. A chunk never spans two reads of the input: what one read gave is answered before the next.
 */
async function* chunksOf(source: EntrySource<InputEntry>): AsyncGenerator<InputEntry[]> {
  for await (const batch of source) {
    let chunk: InputEntry[] = [];
    let cells = 0;
    for (const entry of batch) {
      chunk.push(entry);
      cells += cellsOf(entry);
      if (chunk.length >= CHUNK_ENTRIES || cells >= CHUNK_CELLS) {
        yield chunk;
        chunk = [];
        cells = 0;
      }
    }
    if (chunk.length > 0) yield chunk;
  }
}

/** A batch command's input as {@link answerInParallel} takes it. */
export interface ParallelInput {
  /** The entries, a read of the input at a time. */
  readonly batches: EntrySource<InputEntry>;
  /**
   * The input as blocks of raw lines, when it is in the line format (cheaper to hand to a thread than
   * entries); taken instead of `batches` unless the command looks ahead. Both read the same input: only
   * one of them is consumed.
   */
  readonly blocks?: (target: () => number) => AsyncIterable<LineBlock>;
}

/** What {@link answerInParallel} runs and how. */
export interface ParallelRun {
  /** Threads plus the calling thread: `jobs - 1` worker threads answer alongside it. */
  readonly jobs: number;
  /** The command's verb and options (for the worker threads). */
  readonly job: ChunkJob;
  /** The command's answerer on the calling thread. */
  readonly inline: EntryAnswerer<InputEntry>;
  /** A pool started before the input was read (with this job and `jobs - 1` threads); destroyed here. */
  readonly pool?: Promise<Piscina>;
  /** Sees every result (for summaries); the calling thread's answers are counted by `inline` itself. */
  readonly absorb?: (result: ChunkResult) => void;
  /** Runs at the end as in `answerEach` (an end-of-run summary). */
  readonly finish?: (err: LineWriter, count: number, ms: number) => void;
  /** A first chunk of one entry waits for the next, to tell one entry from several (see `answerEach`). */
  readonly lookahead?: boolean;
}

/**
 * {@link answerEach} on `jobs` threads: the calling thread and `jobs - 1` worker threads (piscina). The
 * input is read as it comes and cut into units (blocks of raw lines for the line format, else chunks of
 * entries); units go to the threads while they have fewer than {@link AHEAD_PER_THREAD} each, and the
 * calling thread answers the others itself. The answers are printed in input order, byte for byte what
 * `answerEach` would print, with a bounded number of units in flight, so memory stays flat on inputs of
 * any size. Without `pool`, the threads start once the run has taken {@link LAZY_START_MS} and input
 * remains (a short input never starts them). Once the threads run, a progress bar shows on stderr when it is a terminal.
 */
export async function answerInParallel(
  io: CliIo,
  file: string | undefined,
  input: ParallelInput,
  run: ParallelRun,
): Promise<ExitCodeValue> {
  const threads = run.jobs - 1;
  let pool: Piscina | undefined;
  let progress: BatchProgress | undefined;
  let starting: Promise<unknown> | undefined;
  const start = (given?: Promise<Piscina>): void => {
    if (starting !== undefined || (given === undefined && performance.now() - started < LAZY_START_MS))
      return;
    starting = (given ?? createPool(threads, run.job, AHEAD_PER_THREAD)).then(async (p) => {
      pool = p;
      progress = await batchProgress(io, run.job.verb);
    });
    // A pool that fails to start leaves the calling thread to answer everything.
    starting.catch(() => undefined);
  };
  const started = performance.now();
  if (run.pool !== undefined) start(run.pool);
  const err = new LineWriter(io.stderr);
  let exit: ExitCodeValue = ExitCode.ok;
  let count = 0;
  const print = (r: ChunkResult, entries: number): undefined => {
    io.stdout.write(r.out);
    if (progress === undefined) io.stderr.write(r.err);
    else progress.log(r.err);
    exit = worseExit(exit, r.exit as ExitCodeValue);
    count += entries;
    progress?.advance(entries);
    return undefined;
  };
  const common = {
    remoteLimit: threads * AHEAD_PER_THREAD,
    heldLimit: threads * AHEAD_PER_THREAD + HELD_AHEAD,
    drained: () => drained(io.stdout),
  };
  try {
    if (input.blocks !== undefined && run.lookahead !== true) {
      // Characters per millisecond, as measured on the blocks answered so far.
      let speed = 0;
      const timed = (block: LineBlock, r: ChunkResult): void => {
        if (r.ms === undefined || r.ms <= 0) return;
        const s = block.text.length / r.ms;
        speed = speed === 0 ? s : 0.7 * speed + 0.3 * s;
      };
      const target = (): number =>
        speed === 0 ? FIRST_BLOCK_CHARS : Math.min(MAX_BLOCK_CHARS, Math.max(1, speed * BLOCK_MS));
      await runInOrder(input.blocks(target), {
        ...common,
        remote: (block) => {
          start();
          if (pool === undefined) return undefined;
          const task: LineBlockTask = {
            text: block.text,
            firstLine: block.firstLine,
            job: run.job,
            several: false,
          };
          return pool.run(task, { name: 'answerBlock' }) as Promise<ChunkResult>;
        },
        here: (block) => answerLineBlock(run.inline, block, false),
        emit: (r, block) => {
          timed(block, r);
          if (r.tally !== undefined) run.absorb?.(r);
          return print(r, r.entries ?? 0);
        },
      });
      if (count === 0) {
        io.stderr.write(`cspkit: no puzzles in ${inputName(file)}\n`);
        return ExitCode.invalid;
      }
    } else {
      const chunks = chunksOf(input.batches);
      const first = await chunks.next();
      if (first.done) return await answerEach(io, file, [], run.inline, run.finish);
      let following = run.lookahead !== true || first.value.length > 1 ? undefined : await chunks.next();
      if (following?.done) following = undefined;
      const several = first.value.length > 1 || following !== undefined;
      const all = async function* (): AsyncGenerator<InputEntry[]> {
        yield first.value;
        if (following !== undefined && !following.done) yield following.value;
        yield* chunks;
      };
      await runInOrder(all(), {
        ...common,
        remote: (chunk) => {
          start();
          if (pool === undefined) return undefined;
          const task: ChunkTask = { ...run.job, entries: chunk.map(toWire), several };
          return pool.run(task) as Promise<ChunkResult>;
        },
        here: (chunk) => answerEntries(run.inline, chunk, several),
        emit: (r, chunk) => {
          if (r.tally !== undefined) run.absorb?.(r);
          return print(r, chunk.length);
        },
      });
    }
  } finally {
    progress?.stop();
    if (starting !== undefined) {
      await starting.catch(() => undefined);
      await pool?.destroy();
    }
  }
  run.finish?.(err, count, performance.now() - started);
  err.flush();
  return exit;
}

/** Answers a chunk of entries on the calling thread, as a worker thread would (see poolWorker). */
async function answerEntries(
  answer: EntryAnswerer<InputEntry>,
  chunk: readonly InputEntry[],
  several: boolean,
): Promise<ChunkResult> {
  let outText = '';
  let errText = '';
  const out = new LineWriter({ write: (s: string) => (outText += s) });
  const err = new LineWriter({ write: (s: string) => (errText += s) });
  let exit: ExitCodeValue = ExitCode.ok;
  for (const entry of chunk) {
    const code = answer(entry, out, err, several);
    exit = worseExit(exit, typeof code === 'number' ? code : await code);
  }
  out.flush();
  err.flush();
  return { out: outText, err: errText, exit };
}
