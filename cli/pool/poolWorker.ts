// A worker thread of the batch commands' pool (`--jobs`, run by piscina): answers one chunk of
// entries exactly as the calling thread would, and hands the text back for the caller to print in order.
import { loadBackend } from '../../adapters/loadBackend.js';
import type { Backend } from '../../core/backend/Backend.js';
import { countAnswerer } from '../commands/sudokuCount.js';
import { solveAnswerer } from '../commands/sudokuSolve.js';
import { ExitCode, type ExitCodeValue, worseExit } from '../ExitCode.js';
import { LineWriter } from '../LineWriter.js';
import { SolveTally } from '../SolveTally.js';
import type { ChunkResult, ChunkTask } from './ChunkTask.js';
import { fromWire } from './wireEntry.js';

// Each thread loads only the backends its chunks ask for.
const backends = new Map<string, Backend>();

/** Answers the entries of `task` in order; never throws for one entry (the answerers report those). */
export default async function answerChunk(task: ChunkTask): Promise<ChunkResult> {
  let backend = backends.get(task.backend);
  if (backend === undefined) {
    backend = await loadBackend(task.backend);
    backends.set(task.backend, backend);
  }
  let outText = '';
  let errText = '';
  const out = new LineWriter({ write: (s: string) => (outText += s) });
  const err = new LineWriter({ write: (s: string) => (errText += s) });
  const tally = new SolveTally();
  const answer =
    task.verb === 'solve' ? solveAnswerer(backend, task.flags, tally) : countAnswerer(backend, task.flags);
  let exit: ExitCodeValue = ExitCode.ok;
  for (const wire of task.entries) exit = worseExit(exit, await answer(fromWire(wire), out, err, false));
  out.flush();
  err.flush();
  return task.verb === 'solve'
    ? { out: outText, err: errText, exit, tally: tally.snapshot() }
    : { out: outText, err: errText, exit };
}
