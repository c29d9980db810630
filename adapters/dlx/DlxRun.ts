import { checkSolveOptions } from '../../core/backend/checkSolveOptions.js';
import type { SolveOptions } from '../../core/backend/SolveOptions.js';
import { UnsupportedConstraintError } from '../../core/errors/UnsupportedConstraintError.js';
import type { SolveStatus } from '../../core/events/SolverEvent.js';
import type { SolverStatistics } from '../../core/events/SolverStatistics.js';
import type { KindRegistry } from '../../core/kinds/KindRegistry.js';
import type { Model } from '../../core/model/Model.js';
import type { RunOutcome } from '../../core/solver/EngineRun.js';
import { cpuTimeMs } from '../../core/util/cpuTime.js';
import { DLX_OPTION_SUPPORT } from './DLX_OPTION_SUPPORT.js';
import { type ExactCoverCache, type PreparedExactCover, preparePruned } from './ExactCoverCache.js';
import { exactCoverSupport } from './exactCoverSupport.js';

const SAT: RunOutcome = Object.freeze({ status: 'sat' });
const UNSAT: RunOutcome = Object.freeze({ status: 'unsat' });

/** Solves shorter than this report wall time as CPU time (a CPU sample costs a system call). */
const CPU_SAMPLE_AFTER_MS = 2;

/**
 * One solve of a model by dancing links: check support, compile (or reuse a template), apply
 * the model's domains at the root, then run the resumable search in as many slices as the
 * caller wants, mapping its outcome to a {@link SolveStatus} like the native engine does.
 */
export class DlxRun {
  /** The compiled and prepared model. */
  readonly prepared: PreparedExactCover;
  private readonly model: Model;
  private readonly onSolution: (values: Int32Array) => void;
  private readonly cache: ExactCoverCache | undefined;
  private readonly solutionLimit: number;
  private readonly startWall: number;
  private readonly deadline: number;
  private readonly signal: AbortSignal | undefined;
  private readonly compileMs: number;
  private startCpu = Number.NaN;
  private finalStatus: RunOutcome | null = null;
  private released = false;
  // Counters survive the release of the search (which zeroes them for the next solve).
  private frozen: SolverStatistics | undefined;

  /**
   * Prepares the solve; throws `InvalidOptionError` for options dancing links does not take (see
   * `DLX_OPTION_SUPPORT`), `UnsupportedConstraintError` naming every constraint the exact-cover
   * encoding cannot express (and an objective).
   */
  constructor(
    model: Model,
    options: SolveOptions,
    backendId: string,
    onSolution: (values: Int32Array) => void,
    cache?: ExactCoverCache,
    kinds?: KindRegistry,
  ) {
    checkSolveOptions(backendId, options, DLX_OPTION_SUPPORT);
    this.startWall = performance.now();
    const report = exactCoverSupport(model, kinds);
    if (!report.ok) throw new UnsupportedConstraintError(backendId, report.unsupported);
    this.model = model;
    this.onSolution = onSolution;
    this.cache = cache;
    this.solutionLimit = options.solutionLimit ?? 1;
    this.deadline =
      options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : this.startWall + options.timeoutMs;
    this.signal = options.signal;
    this.prepared = cache ? cache.prepare(model) : preparePruned(model, kinds);
    this.compileMs = performance.now() - this.startWall;
    const c = this.prepared.compiled;
    if (c) c.search.nodeLimit = options.nodeLimit ?? Number.POSITIVE_INFINITY;
    if (this.prepared.rootUnsat) this.finish('unsat');
  }

  /** The final status once `step` returned `true`. */
  get result(): RunOutcome | null {
    return this.finalStatus;
  }

  /**
   * Runs until `sliceEnd` (a `performance.now()` time), the time limit, or the end.
   * Returns `true` when the solve is over (see `result`).
   */
  step(sliceEnd: number): boolean {
    if (this.finalStatus) return true;
    if (this.signal?.aborted) return this.finish('cancelled', 'aborted by signal');
    const c = this.prepared.compiled!;
    const search = c.search;
    for (;;) {
      let until = Math.min(sliceEnd, this.deadline);
      const sampleAt = this.startWall + CPU_SAMPLE_AFTER_MS;
      if (Number.isNaN(this.startCpu) && until > sampleAt) until = sampleAt;
      const step = search.run(until);
      switch (step) {
        case 'solution': {
          this.emit();
          if (this.finalStatus) return true; // cancelled from inside the solution hook
          if (search.solutions >= this.solutionLimit) return this.finish('sat');
          continue;
        }
        case 'exhausted':
          return this.finish(search.solutions > 0 ? 'sat' : 'unsat');
        case 'nodeLimit':
          return search.solutions > 0
            ? this.finish('sat', 'node limit reached')
            : this.finish('unknown', 'node limit reached');
        case 'stopped':
          return this.finish('cancelled', 'stopped');
        case 'paused': {
          const now = performance.now();
          if (Number.isNaN(this.startCpu)) this.startCpu = cpuTimeMs() - (now - this.startWall);
          if (now >= this.deadline) return this.finish('timeout', 'time limit reached');
          if (this.signal?.aborted) return this.finish('cancelled', 'aborted by signal');
          if (now >= sliceEnd) return false;
        }
      }
    }
  }

  /** Stops the run from outside (unsubscribe). */
  cancel(reason = 'cancelled by subscriber'): void {
    if (!this.finalStatus) this.finish('cancelled', reason);
  }

  /** Statistics at this moment (once the run is over, the same final record each time). */
  stats(): SolverStatistics {
    if (this.frozen) return this.frozen;
    const wallMs = performance.now() - this.startWall;
    const p = this.prepared;
    const c = p.compiled;
    const s = c?.search;
    const z = c?.sizes;
    const extra: Record<string, number> = {
      compileMs: this.compileMs,
      templateReused: p.reused ? 1 : 0,
      rootSelections: p.rootSelections,
      primaryItems: z?.primaryItems ?? 0,
      secondaryItems: z?.secondaryItems ?? 0,
      options: z?.options ?? 0,
      matrixNodes: z?.nodes ?? 0,
      permutationGroups: z?.permutationGroups ?? 0,
    };
    return {
      nodes: s?.nodes ?? 0,
      failures: s?.failures ?? 0,
      propagations: s?.covers ?? 0,
      solutions: s?.solutions ?? 0,
      maxDepth: s?.maxDepth ?? 0,
      restarts: 0,
      cpuMs: Number.isNaN(this.startCpu) ? wallMs : cpuTimeMs() - this.startCpu,
      wallMs,
      extra,
    };
  }

  private emit(): void {
    const c = this.prepared.compiled!;
    const s = c.search;
    const size = s.solutionSize;
    const options = s.solution(c.solutionBuffer);
    const values = new Int32Array(this.model.variables.length);
    const vals = c.candidates.values;
    const varOf = c.optionVariable;
    for (let k = 0; k < size; k++) {
      const o = options[k]!;
      values[varOf[o]!] = vals[o]!;
    }
    this.onSolution(values);
  }

  private finish(status: SolveStatus, reason?: string): true {
    const solutions = this.prepared.compiled?.search.solutions ?? 0;
    if ((status === 'timeout' || status === 'cancelled') && solutions > 0 && reason) {
      this.finalStatus = { status, reason: `${reason} after ${solutions} solution(s)` };
    } else if (reason === undefined)
      this.finalStatus = status === 'sat' ? SAT : status === 'unsat' ? UNSAT : { status };
    else this.finalStatus = { status, reason };
    if (!this.released) {
      this.frozen = this.stats();
      this.released = true;
      if (this.cache) this.cache.release(this.prepared);
    }
    return true;
  }
}
