import type { Piscina } from 'piscina';
import { answerEach, drained, type EntryAnswerer, type EntrySource } from '../answerEach.js';
import { type BatchProgress, batchProgress } from '../batchProgress.js';
import type { CliIo } from '../CliIo.js';
import { ExitCode, type ExitCodeValue, worseExit } from '../ExitCode.js';
import type { InputEntry } from '../InputEntry.js';
import { LineWriter } from '../LineWriter.js';
import type { ChunkJob, ChunkResult, ChunkTask } from './ChunkTask.js';
import { createPool } from './createPool.js';
import { toWire } from './wireEntry.js';

/** Most entries in one chunk: enough that messaging costs little next to solving 9×9 puzzles. */
export const CHUNK_ENTRIES = 256;
/** Most cells in one chunk, so chunks of large grids stay small enough to share the work out. */
export const CHUNK_CELLS = 40_000;
/** Chunks sent ahead per thread: keeps every thread busy while the oldest answer is awaited. */
export const AHEAD_PER_THREAD = 3;

/** Cells of an entry (its line's length when not read yet). */
function cellsOf(entry: InputEntry): number {
  return entry.grid?.cells.length ?? entry.text?.length ?? 1;
}

/**
 * Regroups an input's batches into chunks of at most {@link CHUNK_ENTRIES} entries / {@link CHUNK_CELLS}
 * cells. A chunk never spans two reads of the input: what one read gave is answered before the next
 * read, which may wait for a user typing on standard input.
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

/** Whether a chunk is full: the input came in a read large enough to be worth the threads. */
function isFull(chunk: readonly InputEntry[]): boolean {
  if (chunk.length >= CHUNK_ENTRIES) return true;
  let cells = 0;
  for (const entry of chunk) cells += cellsOf(entry);
  return cells >= CHUNK_CELLS;
}

/**
 * {@link answerEach} on `jobs` worker threads (piscina): the input is read as it comes and sent in
 * chunks; the answers are printed in input order, byte for byte what `answerEach` with `inline` would
 * print, with at most a few chunks per thread in flight, so memory stays flat on inputs of any size.
 * Short reads (an interactive input, a small file) are answered on the calling thread with `inline`
 * at once; the threads start with the first full chunk. `absorb` sees every pooled chunk's result (for
 * summaries); `finish` runs as in `answerEach`. With `lookahead`, a first chunk of one entry waits for the
 * next, to tell one entry from several (see `answerEach`). Once the threads run, a progress bar shows on
 * stderr when it is a terminal.
 */
export async function answerInParallel(
  io: CliIo,
  file: string | undefined,
  source: EntrySource<InputEntry>,
  jobs: number,
  job: ChunkJob,
  inline: EntryAnswerer<InputEntry>,
  absorb?: (result: ChunkResult) => void,
  finish?: (err: LineWriter, count: number, ms: number) => void,
  lookahead = false,
): Promise<ExitCodeValue> {
  const chunks = chunksOf(source);
  const first = await chunks.next();
  if (first.done) return answerEach(io, file, [], inline, finish);
  let following = !lookahead || first.value.length > 1 ? undefined : await chunks.next();
  if (following?.done) following = undefined;
  const several = first.value.length > 1 || following !== undefined;
  let progress: BatchProgress | undefined;
  const started = performance.now();
  let pool: Piscina | undefined;
  const pending: Promise<ChunkResult>[] = [];
  // Entries of each pending chunk, for the progress bar.
  const sizes: number[] = [];
  const out = new LineWriter(io.stdout);
  const err = new LineWriter(io.stderr);
  let exit: ExitCodeValue = ExitCode.ok;
  let count = 0;
  const send = async (chunk: readonly InputEntry[]): Promise<void> => {
    // piscina loads with the first full chunk: short inputs never pay for it.
    if (pool === undefined) {
      pool = await createPool(jobs);
      progress = await batchProgress(io, job.verb);
    }
    const task: ChunkTask = { ...job, entries: chunk.map(toWire), several };
    pending.push(pool.run(task));
    sizes.push(chunk.length);
  };
  const print = async (): Promise<void> => {
    const r = await pending.shift()!;
    io.stdout.write(r.out);
    if (progress === undefined) io.stderr.write(r.err);
    else progress.log(r.err);
    exit = worseExit(exit, r.exit as ExitCodeValue);
    absorb?.(r);
    progress?.advance(sizes.shift()!);
    await drained(io.stdout);
  };
  const answerHere = async (chunk: readonly InputEntry[]): Promise<void> => {
    while (pending.length > 0) await print();
    for (const entry of chunk) exit = worseExit(exit, await inline(entry, out, err, several));
    out.flush();
    err.flush();
    await drained(io.stdout);
  };
  try {
    const next = async (): Promise<IteratorResult<InputEntry[]>> => {
      if (following === undefined) return chunks.next();
      const r = following;
      following = undefined;
      return r;
    };
    for (let r: IteratorResult<InputEntry[]> = first; !r.done; r = await next()) {
      const chunk = r.value;
      count += chunk.length;
      if (pool === undefined && !isFull(chunk)) await answerHere(chunk);
      else {
        await send(chunk);
        while (pending.length >= jobs * AHEAD_PER_THREAD) await print();
      }
    }
    while (pending.length > 0) await print();
  } finally {
    // Answers still in flight after a failure are not waited for.
    for (const p of pending) p.catch(() => undefined);
    progress?.stop();
    await pool?.destroy();
  }
  finish?.(err, count, performance.now() - started);
  err.flush();
  return exit;
}
