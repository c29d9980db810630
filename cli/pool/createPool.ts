import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Piscina } from 'piscina';

/** The worker entry: the compiled module next to this one, or the sources' bootstrap under tsx/vitest. */
export function workerFile(): string {
  const js = new URL('./poolWorker.js', import.meta.url);
  return existsSync(fileURLToPath(js)) ? js.href : new URL('./sourceWorker.mjs', import.meta.url).href;
}

/**
 * A pool of `jobs` worker threads serving poolWorker's tasks (the default export answers a chunk of
 * entries; named exports serve other tasks). piscina is imported here, on first use, so a run that
 * never needs threads does not load it.
 */
export async function createPool(jobs: number): Promise<Piscina> {
  const { Piscina } = await import('piscina');
  return new Piscina({ filename: workerFile(), minThreads: jobs, maxThreads: jobs });
}
