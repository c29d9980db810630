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
        import('../commands/sudokuSolve.js'),
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

/** What the pool's job needs, loading from the moment the thread starts (before any task comes). */
function prepare(job: PoolJob): Promise<unknown> {
  const loading =
    job.verb === 'generate'
      ? Promise.all([import('../commands/generateChunk.js'), backendNamed(job.backend)])
      : answererMaker(job);
  // A failure is reported by the first task that needs the job.
  loading.catch(() => undefined);
  return loading;
}

const job = (workerData as { job?: PoolJob } | null)?.job;
const prepared = job === undefined ? undefined : prepare(job);

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

/** Answers a block of lines of the pool's job (see {@link LineBlockTask}). */
export async function answerBlock(task: LineBlockTask): Promise<ChunkResult> {
  if (job === undefined || job.verb === 'generate' || prepared === undefined)
    throw new Error('answerBlock needs a pool started with a batch command job');
  const make = (await prepared) as AnswererMaker;
  const tally = new SolveTally();
  const result = await answerLineBlock(make(tally), task, task.several);
  return job.verb === 'solve' ? { ...result, tally: tally.snapshot() } : result;
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
