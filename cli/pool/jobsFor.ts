import { availableParallelism } from 'node:os';
import type { CliIo } from '../CliIo.js';

/** Help text of the `--jobs` option of the batch commands. */
export const JOBS_HELP =
  'threads, the calling one included (default: the number of cores); the output is the same for any N';

/**
 * How many threads a batch command uses (the calling thread and `jobs - 1` worker threads): `--jobs` when given, else the number of cores. A run
 * with an injected backend container (tests adding fake backends) answers on the calling thread,
 * since worker threads build their own containers.
 */
export function jobsFor(io: CliIo, jobs: number | undefined): number {
  if (io.container !== undefined) return 1;
  return jobs ?? availableParallelism();
}
