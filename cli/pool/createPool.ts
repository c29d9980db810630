import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Piscina } from 'piscina';
import type { PoolJob } from './PoolJob.js';

/** Tasks posted to each thread at once: it goes on with the next while the calling thread answers one. */
export const AHEAD_PER_THREAD = 3;

/**
 * The worker entry, the first of these that exists: the bundled entry of a built package
 * (`dist/bundle/poolWorker.js`, see scripts/bundle.mjs; reached as `./poolWorker.js` from code that is
 * itself bundled, as `../../bundle/poolWorker.js` from `dist/cli/pool/`), the compiled module next to
 * this one, or the sources' bootstrap under tsx/vitest. A bundled thread starts in about a fifth of the
 * CPU time of one loading the compiled modules one by one.
 */
export function workerFile(): string {
  for (const candidate of ['../../bundle/poolWorker.js', './poolWorker.js']) {
    const js = new URL(candidate, import.meta.url);
    if (existsSync(fileURLToPath(js))) return js.href;
  }
  return new URL('./sourceWorker.mjs', import.meta.url).href;
}

/**
 * A pool of `threads` worker threads serving poolWorker's tasks (the default export answers a chunk of
 * entries; named exports serve other tasks). With `job`, each thread loads that command's modules and
 * backend as soon as it starts (see {@link PoolJob}). `perThread` tasks are posted to a thread at once,
 * so a thread goes on with its next task while the calling thread is busy answering a unit itself.
 * piscina is imported here, on first use, so a run that never needs threads does not load it.
 */
export async function createPool(threads: number, job?: PoolJob, perThread = 1): Promise<Piscina> {
  const { Piscina } = await import('piscina');
  return new Piscina({
    filename: workerFile(),
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: perThread,
    // Per-task timing histograms: nobody reads them.
    recordTiming: false,
    ...(job === undefined ? {} : { workerData: { job } }),
  });
}
