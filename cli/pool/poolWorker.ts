// A worker thread of the batch commands' pool (`--jobs`, run by piscina): answers one chunk of
// entries or one block of lines exactly as the calling thread would, and hands the text back for the
// caller to print in order. A pool started with its job (workerData) loads that command's modules and
// backend as the thread starts, before any input is read; otherwise each verb's modules load with the
// first chunk that needs them.
import { workerData } from 'node:worker_threads';
import { loadBackend } from '../../adapters/loadBackend.js';
import type { SolveChunkTask, WireSolveResult } from '../../batch/SolveChunkTask.js';
import type { Backend } from '../../core/backend/Backend.js';
import type { EntryAnswerer } from '../answerEach.js';
import { ExitCode, type ExitCodeValue, worseExit } from '../ExitCode.js';
import type { InputEntry } from '../InputEntry.js';
import { LineWriter } from '../LineWriter.js';
import { SolveTally } from '../SolveTally.js';
import { answerLineBlock } from './answerLineBlock.js';
import type { ChunkJob, ChunkResult, ChunkTask, LineBlockTask } from './ChunkTask.js';
import type { GenerateChunk, GenerateChunkResult } from './GenerateChunk.js';
import type { PoolJob } from './PoolJob.js';
import { fromWire } from './wireEntry.js';

// Each thread loads only the backends its chunks ask for.
const backends = new Map<string, Backend>();

async function backendNamed(name: string): Promise<Backend> {
  let backend = backends.get(name);
  if (backend === undefined) {
    backend = await loadBackend(name);
    backends.set(name, backend);
  }
  return backend;
}

/** Makes the answerer of a job for a tally (which counts `solve`'s answers). */
type AnswererMaker = (tally: SolveTally) => EntryAnswerer<InputEntry>;

/** Loads what `task`'s verb needs and returns its answerer maker. */
async function answererMaker(task: ChunkJob): Promise<AnswererMaker> {
  switch (task.verb) {
    case 'solve': {
      const [{ solveAnswerer }, backend] = await Promise.all([
        import('../commands/solveAnswerer.js'),
        backendNamed(task.backend),
      ]);
      return (tally) => solveAnswerer(backend, task.flags, tally);
    }
    case 'count': {
      const [{ countAnswerer }, backend] = await Promise.all([
        import('../commands/sudokuCount.js'),
        backendNamed(task.backend),
      ]);
      return () => countAnswerer(backend, task.flags);
    }
    case 'rate': {
      const { rateAnswerer } = await import('../commands/sudokuRate.js');
      return () => rateAnswerer(task.flags);
    }
    case 'steps': {
      const { stepsAnswerer } = await import('../commands/sudokuSteps.js');
      return () => stepsAnswerer(task.flags);
    }
  }
}

/** The answerer of `task`'s verb (`tally` counts `solve`'s answers). */
async function answererFor(task: ChunkTask, tally: SolveTally): Promise<EntryAnswerer<InputEntry>> {
  return (await answererMaker(task))(tally);
}

// The answerer makers of the jobs this thread has seen, by job.
const makers = new Map<string, Promise<AnswererMaker>>();

/** The answerer maker of `job`, made once per thread. */
function makerFor(job: ChunkJob): Promise<AnswererMaker> {
  const key = JSON.stringify(job);
  let maker = makers.get(key);
  if (maker === undefined) {
    maker = answererMaker(job);
    makers.set(key, maker);
  }
  return maker;
}

/** Loads what the pool's job needs from the moment the thread starts (before any task comes). */
function prepare(job: PoolJob): void {
  const loading =
    job.verb === 'generate'
      ? Promise.all([import('../commands/generateChunk.js'), backendNamed(job.backend)])
      : makerFor(job);
  // A failure is reported by the first task that needs the job.
  loading.catch(() => undefined);
}

const poolJob = (workerData as { job?: PoolJob } | null)?.job;
if (poolJob !== undefined) prepare(poolJob);

/** Answers the entries of `task` in order; never throws for one entry (the answerers report those). */
export default async function answerChunk(task: ChunkTask): Promise<ChunkResult> {
  let outText = '';
  let errText = '';
  const out = new LineWriter({ write: (s: string) => (outText += s) });
  const err = new LineWriter({ write: (s: string) => (errText += s) });
  const tally = new SolveTally();
  const answer = await answererFor(task, tally);
  const several = task.several ?? false;
  let exit: ExitCodeValue = ExitCode.ok;
  for (const wire of task.entries) {
    const code = answer(fromWire(wire), out, err, several);
    exit = worseExit(exit, typeof code === 'number' ? code : await code);
  }
  out.flush();
  err.flush();
  return task.verb === 'solve'
    ? { out: outText, err: errText, exit, tally: tally.snapshot() }
    : { out: outText, err: errText, exit };
}

/** Answers a block of lines (see {@link LineBlockTask}). */
export async function answerBlock(task: LineBlockTask): Promise<ChunkResult> {
  const make = await makerFor(task.job);
  const tally = new SolveTally();
  const result = await answerLineBlock(make(tally), task, task.several);
  return task.job.verb === 'solve' ? { ...result, tally: tally.snapshot() } : result;
}

/** Makes the puzzles of one chunk of `sudoku generate` (see {@link GenerateChunk}). */
export async function generateChunk(task: GenerateChunk): Promise<GenerateChunkResult> {
  // (async: the first chunk loads the generator.)
  const { makeGeneratedChunk } = await import('../commands/generateChunk.js');
  return makeGeneratedChunk(task, await backendNamed(task.backend));
}

/** Solves one chunk of the `solveMany` API (see `batch/solveChunk.ts`, loaded on first use). */
export async function solveChunk(task: SolveChunkTask): Promise<WireSolveResult[]> {
  return (await import('../../batch/solveChunk.js')).solveChunk(task);
}
