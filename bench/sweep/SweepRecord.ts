/** How one file fared through the CLI: `wrong` is a checked answer that fails, or `unsat` on a solvable file. */
export type SweepStatus = 'sat' | 'unsat' | 'timeout' | 'wrong' | 'error';

/** One CLI run of the sweep. */
export interface SweepRecord {
  /** File name. */
  readonly file: string;
  /** Family and fill, the file name without its instance number (`r6_f042`, `la_r4_f030`). */
  readonly kind: string;
  /** Grid side. */
  readonly n: number;
  /** Backend given to `--backend`. */
  readonly backend: string;
  /** `--timeout`, ms. */
  readonly timeoutMs: number;
  /** Outcome. */
  readonly status: SweepStatus;
  /** Why it is `wrong` or `error`, or what else looked off (an exit code the docs do not give). */
  readonly note: string;
  /** Exit code of the process (`undefined`: killed). */
  readonly exitCode: number | undefined;
  /** Exit code the docs give for the CLI's answer. */
  readonly expectedExit: number | undefined;
  /** Process wall time, ms. */
  readonly wallMs: number;
  /** Process CPU time (user + system), ms. */
  readonly cpuMs: number;
  /** Peak RSS, MB. */
  readonly rssMb: number;
  /** The solve's own wall time from the CLI's `--json` statistics, ms (NaN when absent). */
  readonly solveWallMs: number;
  /** Process wall time outside the solve (Node start, reading, model build, output), ms. */
  readonly outsideMs: number;
  /** Process wall time after the answer was printed (exit, worker threads and heap torn down), ms. */
  readonly exitLagMs: number;
  /** For a timeout: the solve's wall time past the limit, ms (the "within 100 ms"). */
  readonly overrunMs: number;
  /** For a timeout: the whole process's wall time past the limit, ms (start-up and build included). */
  readonly processOverrunMs: number;
}
