// A worker thread of the batch commands' pool (`--jobs`, run by piscina): answers one chunk of
// entries exactly as the calling thread would, and hands the text back for the caller to print in order.
// Each verb's module is loaded on the first chunk that needs it, so a thread starts fast.
import { loadBackend } from '../../adapters/loadBackend.js';
import type { SolveChunkTask, WireSolveResult } from '../../batch/SolveChunkTask.js';
import type { Backend } from '../../core/backend/Backend.js';
import type { EntryAnswerer } from '../answerEach.js';
import { ExitCode, type ExitCodeValue, worseExit } from '../ExitCode.js';
import type { InputEntry } from '../InputEntry.js';
import { LineWriter } from '../LineWriter.js';
import { SolveTally } from '../SolveTally.js';
import type { ChunkResult, ChunkTask } from './ChunkTask.js';
import type { GenerateChunk, GenerateChunkResult } from './GenerateChunk.js';
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

/** The answerer of `task`'s verb (`tally` counts `solve`'s answers). */
async function answererFor(task: ChunkTask, tally: SolveTally): Promise<EntryAnswerer<InputEntry>> {
  switch (task.verb) {
    case 'solve':
      return (await import('../commands/sudokuSolve.js')).solveAnswerer(
        await backendNamed(task.backend),
        task.flags,
        tally,
      );
    case 'count':
      return (await import('../commands/sudokuCount.js')).countAnswerer(
        await backendNamed(task.backend),
        task.flags,
      );
    case 'rate':
      return (await import('../commands/sudokuRate.js')).rateAnswerer(task.flags);
    case 'steps':
      return (await import('../commands/sudokuSteps.js')).stepsAnswerer(task.flags);
  }
}

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
