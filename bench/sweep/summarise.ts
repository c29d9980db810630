import { median } from '../median.js';
import type { SweepRecord } from './SweepRecord.js';

/** One row of the sweep's summary: a kind of file (family and fill) through one backend. */
export interface SweepSummaryRow {
  /** Family and fill (`r6_f042`). */
  readonly kind: string;
  /** Backend. */
  readonly backend: string;
  /** `--timeout`, ms. */
  readonly timeoutMs: number;
  /** Runs. */
  readonly total: number;
  /** Runs answered correctly (checked sat, or unsat on a file not known solvable). */
  readonly answered: number;
  /** Runs that timed out. */
  readonly timeouts: number;
  /** Wrong answers and errors. */
  readonly bad: number;
  /** Median process wall time of the answered runs, ms (NaN: none). */
  readonly medianMs: number;
  /** Largest process wall time of the answered runs, ms (NaN: none). */
  readonly maxMs: number;
  /** Median process CPU time (user + system) of the answered runs, ms (NaN: none). */
  readonly medianCpuMs: number;
  /** Largest process CPU time of the answered runs, ms (NaN: none). */
  readonly maxCpuMs: number;
  /** Largest solve overrun past the limit among timeouts, ms (NaN: no timeout). */
  readonly maxOverrunMs: number;
  /** Largest process overrun past the limit among timeouts (start-up and build included), ms. */
  readonly maxProcessOverrunMs: number;
  /** Largest wall time between the answer's output and the process's exit, ms. */
  readonly maxExitLagMs: number;
  /** Largest peak RSS, MB. */
  readonly maxRssMb: number;
}

const maxOf = (xs: readonly number[]): number => (xs.length === 0 ? Number.NaN : Math.max(...xs));

/** Groups the records by kind and backend, in the order they first appear. */
export function summarise(records: readonly SweepRecord[]): SweepSummaryRow[] {
  const groups = new Map<string, SweepRecord[]>();
  for (const r of records) {
    const key = `${r.kind}\u0000${r.backend}`;
    const g = groups.get(key);
    if (g === undefined) groups.set(key, [r]);
    else g.push(r);
  }
  return [...groups.values()].map((g) => {
    const ok = g.filter((r) => r.status === 'sat' || r.status === 'unsat');
    const timeouts = g.filter((r) => r.status === 'timeout');
    return {
      kind: g[0]!.kind,
      backend: g[0]!.backend,
      timeoutMs: g[0]!.timeoutMs,
      total: g.length,
      answered: ok.length,
      timeouts: timeouts.length,
      bad: g.length - ok.length - timeouts.length,
      medianMs: median(ok.map((r) => r.wallMs)),
      maxMs: maxOf(ok.map((r) => r.wallMs)),
      medianCpuMs: median(ok.map((r) => r.cpuMs).filter((x) => !Number.isNaN(x))),
      maxCpuMs: maxOf(ok.map((r) => r.cpuMs).filter((x) => !Number.isNaN(x))),
      maxOverrunMs: maxOf(timeouts.map((r) => r.overrunMs).filter((x) => !Number.isNaN(x))),
      maxProcessOverrunMs: maxOf(timeouts.map((r) => r.processOverrunMs)),
      maxExitLagMs: maxOf(g.map((r) => r.exitLagMs).filter((x) => !Number.isNaN(x))),
      maxRssMb: maxOf(g.map((r) => r.rssMb).filter((x) => !Number.isNaN(x))),
    };
  });
}
