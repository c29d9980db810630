import type { Piscina } from 'piscina';
import type { CliIo } from '../CliIo.js';
import { AHEAD_PER_THREAD } from './answerInParallel.js';
import { createPool } from './createPool.js';
import type { PoolJob } from './PoolJob.js';

/** Inputs at least this large start the threads before they are read (a few hundred 9×9 puzzles). */
export const EARLY_POOL_BYTES = 1 << 15;

/**
 * Worker threads started as a batch command begins, before its backend and input are loaded, so they
 * are ready when the first puzzles are: loading a thread's modules takes about as long as the calling
 * thread's own start. Whoever does not {@link EarlyPool.take} it must {@link EarlyPool.release} it.
 */
export class EarlyPool {
  private readonly pool: Promise<Piscina>;
  private taken = false;

  private constructor(pool: Promise<Piscina>) {
    this.pool = pool;
    // A pool that fails to start is reported where it is used; an unused one must not crash the run.
    pool.catch(() => undefined);
  }

  /**
   * The pool for `jobs` (`jobs - 1` threads beside the calling one) running `job`, when the input is a
   * file known to be large enough to be worth them; else `undefined` (the threads then start once the
   * input shows it holds more than one unit of work).
   */
  static forInput(io: CliIo, file: string | undefined, jobs: number, job: PoolJob): EarlyPool | undefined {
    if (jobs < 2 || file === undefined || file === '-') return undefined;
    const size = io.fileSize?.(file);
    if (size === undefined || size < EARLY_POOL_BYTES) return undefined;
    return EarlyPool.start(jobs, job);
  }

  /** Starts `jobs - 1` threads for `job` now. */
  static start(jobs: number, job: PoolJob): EarlyPool {
    return new EarlyPool(createPool(jobs - 1, job, AHEAD_PER_THREAD));
  }

  /** The pool, handed over: its new owner destroys it. */
  take(): Promise<Piscina> {
    this.taken = true;
    return this.pool;
  }

  /** Destroys the pool unless it was taken. */
  async release(): Promise<void> {
    if (this.taken) return;
    this.taken = true;
    const pool = await this.pool.catch(() => undefined);
    await pool?.destroy();
  }
}
