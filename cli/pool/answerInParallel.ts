import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Piscina } from 'piscina';
import { answerEach, drained, type EntryAnswerer, type EntrySource } from '../answerEach.js';
import type { CliIo } from '../CliIo.js';
import { ExitCode, type ExitCodeValue, worseExit } from '../ExitCode.js';
import type { InputEntry } from '../InputEntry.js';
import { LineWriter } from '../LineWriter.js';
import type { ChunkJob, ChunkResult, ChunkTask } from './ChunkTask.js';
import { toWire } from './wireEntry.js';

/** Most entries in one chunk: enough that messaging costs little next to solving 9×9 puzzles. */
export const CHUNK_ENTRIES = 256;
/** Most cells in one chunk, so chunks of large grids stay small enough to share the work out. */
export const CHUNK_CELLS = 40_000;
/** Chunks sent ahead per thread: keeps every thread busy while the oldest answer is awaited. */
const AHEAD_PER_THREAD = 3;

/** The worker entry: the compiled module next to this one, or the sources' bootstrap under tsx/vitest. */
function workerFile(): string {
  const js = new URL('./poolWorker.js', import.meta.url);
  return existsSync(fileURLToPath(js)) ? js.href : new URL('./sourceWorker.mjs', import.meta.url).href;
}

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
 * summaries); `finish` runs as in `answerEach`.
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
): Promise<ExitCodeValue> {
  const chunks = chunksOf(source);
  const first = await chunks.next();
  if (first.done) return answerEach(io, file, [], inline, finish);
  const started = performance.now();
  let pool: Piscina<ChunkTask, ChunkResult> | undefined;
  const pending: Promise<ChunkResult>[] = [];
  const out = new LineWriter(io.stdout);
  const err = new LineWriter(io.stderr);
  let exit: ExitCodeValue = ExitCode.ok;
  let count = 0;
  const send = async (chunk: readonly InputEntry[]): Promise<void> => {
    // piscina loads with the first full chunk: short inputs never pay for it.
    pool ??= new (await import('piscina')).Piscina<ChunkTask, ChunkResult>({
      filename: workerFile(),
      minThreads: jobs,
      maxThreads: jobs,
    });
    pending.push(pool.run({ ...job, entries: chunk.map(toWire) } as ChunkTask));
  };
  const print = async (): Promise<void> => {
    const r = await pending.shift()!;
    io.stdout.write(r.out);
    io.stderr.write(r.err);
    exit = worseExit(exit, r.exit as ExitCodeValue);
    absorb?.(r);
    await drained(io.stdout);
  };
  const answerHere = async (chunk: readonly InputEntry[]): Promise<void> => {
    while (pending.length > 0) await print();
    for (const entry of chunk) exit = worseExit(exit, await inline(entry, out, err, false));
    out.flush();
    err.flush();
    await drained(io.stdout);
  };
  try {
    for (let r: IteratorResult<InputEntry[]> = first; !r.done; r = await chunks.next()) {
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
    await pool?.destroy();
  }
  finish?.(err, count, performance.now() - started);
  err.flush();
  return exit;
}
