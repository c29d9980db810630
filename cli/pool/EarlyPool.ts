import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import type { CliIo } from '../CliIo.js';
import { AHEAD_PER_THREAD, createPool } from './createPool.js';
import type { PoolJob } from './PoolJob.js';

/** Inputs at least this large start the threads before they are read (a few hundred 9×9 puzzles). */
export const EARLY_POOL_BYTES = 1 << 15;

/** Batch verbs whose threads {@link EarlyPool.fromArgv} starts before the command's modules load. */
const ARGV_VERBS: readonly string[] = ['solve', 'count', 'rate'];

/** Threads started from the command line, waiting for the command to claim them. */
let waiting: { readonly key: string; readonly pool: EarlyPool } | undefined;

/** What a pool started for a run is recognised by. */
function keyOf(verb: string, backend: string, jobs: number, file: string): string {
  return JSON.stringify([verb, backend, jobs, file]);
}

/** The value of option `long` / `short` in `args` (`--jobs 4`, `--jobs=4`, `-j 4`, `-j4`), if given. */
function optionValue(args: readonly string[], long: string, short: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') break;
    if (a === long || a === short) return args[i + 1];
    if (a.startsWith(`${long}=`)) return a.slice(long.length + 1);
    if (a.startsWith(short) && !a.startsWith('--') && a.length > short.length) return a.slice(short.length);
  }
  return undefined;
}

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
   * The pool for `jobs` (`jobs - 1` threads beside the calling one) running `job`: the one
   * {@link EarlyPool.fromArgv} started for this run when it matches, else a new one when the input is a
   * file known to be large enough to be worth the threads, else `undefined` (the threads then start
   * once the run shows it is long enough to need them).
   */
  static forInput(io: CliIo, file: string | undefined, jobs: number, job: PoolJob): EarlyPool | undefined {
    if (jobs < 2 || file === undefined || file === '-') return undefined;
    const backend = 'backend' in job ? job.backend : '';
    if (waiting !== undefined && waiting.key === keyOf(job.verb, backend, jobs, file)) {
      const { pool } = waiting;
      waiting = undefined;
      return pool;
    }
    const size = io.fileSize?.(file);
    if (size === undefined || size < EARLY_POOL_BYTES) return undefined;
    return EarlyPool.start(jobs, job);
  }

  /**
   * Starts the threads of `cspkit sudoku solve|count|rate … FILE` from the command line alone, before
   * the command's modules are loaded (about as long as a thread takes to load its own), when FILE is a
   * large file: the command claims them through {@link EarlyPool.forInput} once its options are read,
   * with the options each block carries. Reads only `--jobs` and `--backend`; anything it cannot tell
   * starts nothing. {@link EarlyPool.releaseUnclaimed} stops threads no command claimed.
   */
  static fromArgv(argv: readonly string[], io: CliIo): void {
    if (argv[0] !== 'sudoku' || !ARGV_VERBS.includes(argv[1] ?? '') || io.container !== undefined) return;
    if (io.fileSize === undefined || waiting !== undefined) return;
    const verb = argv[1] as 'solve' | 'count' | 'rate';
    const args = argv.slice(2);
    const jobsText = optionValue(args, '--jobs', '-j');
    if (jobsText !== undefined && !/^\d+$/.test(jobsText)) return;
    const jobs = jobsText === undefined ? availableParallelism() : Number(jobsText);
    if (jobs < 2) return;
    const backend = verb === 'rate' ? '' : (optionValue(args, '--backend', '-b') ?? 'native');
    const file = args.find((a) => !a.startsWith('-') && (io.fileSize?.(a) ?? 0) >= EARLY_POOL_BYTES);
    if (file === undefined) return;
    const job: PoolJob = verb === 'rate' ? { verb, flags: {} } : { verb, backend, flags: {} };
    waiting = { key: keyOf(verb, backend, jobs, file), pool: EarlyPool.start(jobs, job) };
  }

  /** Stops the threads {@link EarlyPool.fromArgv} started when no command claimed them. */
  static async releaseUnclaimed(): Promise<void> {
    const unclaimed = waiting;
    waiting = undefined;
    await unclaimed?.pool.release();
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
