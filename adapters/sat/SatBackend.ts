import { Observable, type Subscriber } from 'rxjs';
import type { Backend } from '../../core/backend/Backend.js';
import { checkSolveOptions } from '../../core/backend/checkSolveOptions.js';
import type { OptionSupport } from '../../core/backend/OptionSupport.js';
import type { SolveOptions } from '../../core/backend/SolveOptions.js';
import type { SolveResult } from '../../core/backend/SolveResult.js';
import type { SupportReport } from '../../core/backend/SupportReport.js';
import { UnsupportedConstraintError } from '../../core/errors/UnsupportedConstraintError.js';
import type { SolverEvent, SolveStatus } from '../../core/events/SolverEvent.js';
import type { SolverStatistics } from '../../core/events/SolverStatistics.js';
import type { KindRegistry } from '../../core/kinds/KindRegistry.js';
import { reportSupport } from '../../core/kinds/reportSupport.js';
import { domainSize } from '../../core/model/Domain.js';
import type { Model } from '../../core/model/Model.js';
import { Solution } from '../../core/model/Solution.js';
import { CompileCache } from '../../core/solver/CompileCache.js';
import { MAX_DOMAIN_SPAN } from '../../core/solver/compileModel.js';
import { tightenObjective$, tightenObjectiveSync } from '../../core/solver/tightenObjective.js';
import { cpuTimeMs } from '../../core/util/cpuTime.js';
import { scheduleMacrotask } from '../../core/util/scheduleMacrotask.js';
import { type CancelLongTimer, startLongTimer } from '../../core/util/startLongTimer.js';
import { decodeLiterals } from './decodeLiterals.js';
import { encodeModel } from './encodeModel.js';
import {
  DEFAULT_REBUILD_AFTER,
  DEFAULT_REUSE_MAX_VARS,
  MiniSatRunner,
  miniSatHeapBytes,
} from './MiniSatRunner.js';
import { SAT_OPTION_SUPPORT } from './SAT_OPTION_SUPPORT.js';
import type { SatBackendOptions } from './SatBackendOptions.js';
import type { SatEncodeOptions } from './SatEncodeOptions.js';
import type { SatEncoding } from './SatEncoding.js';
import type { SatWorkerOutcome } from './SatWorker.js';
import { SatWorkerPool } from './SatWorkerPool.js';

/** Default of `SatBackendOptions.inlineMaxClauses`. */
export const DEFAULT_INLINE_MAX_CLAUSES = 20_000;
/** Default of `SatBackendOptions.warnClauses`. */
export const DEFAULT_WARN_CLAUSES = 20_000_000;

/** Root propagation strength used when neither the backend nor the solve options choose one. */
const DEFAULT_PROPAGATION = 'overlaps';

/** Internal outcome of one SAT run, before it becomes a status. */
type RunStatus = SatWorkerOutcome['status'];

interface Finish {
  readonly status: SolveStatus;
  readonly reason?: string;
}

/** Maps a run's ending to the backend contract's status. */
function finishOf(run: RunStatus, found: number, reason: string | undefined, cancelReason: string): Finish {
  const after = found > 0 ? ` after ${found} solution(s)` : '';
  switch (run) {
    case 'done':
      return { status: found > 0 ? 'sat' : 'unsat' };
    case 'limit':
      return { status: 'sat' };
    case 'heap':
      return { status: 'unknown', reason: `${reason ?? 'MiniSat ran out of memory'}${after}` };
    case 'timeout':
      return { status: 'timeout', reason: `time limit reached${after}` };
    case 'cancelled':
      return { status: 'cancelled', reason: `${cancelReason}${after}` };
    default:
      throw new Error(`SAT worker failed: ${reason ?? 'unknown error'}`);
  }
}

/**
 * The `sat` backend: the model is propagated at the root by the core engine, the values left
 * are compiled to CNF ({@link encodeModel}) and solved by logic-solver's MiniSat; further
 * solutions are enumerated with blocking clauses.
 *
 * MiniSat is synchronous and cannot be interrupted, so a solve with a time limit or an abort
 * signal runs in a worker thread that is terminated when the limit hits (see {@link SatWorkerMode});
 * this holds for `solveSync` too, which then blocks on the worker. Small CNFs stay on the calling
 * thread in `auto` mode. Running out of MiniSat's fixed heap ends a solve with status `unknown` and
 * a reason naming the heap and the instance size. Statistics: `propagations` counts the root
 * propagation's runs; `extra` holds `variables`, `clauses`, `primaryVariables`, `encodeMs`,
 * `solveMs` and `worker` (1 when a worker thread solved it).
 *
 * It takes `solutionLimit` and the delivery options, and `backendOptions.sat` (`SatSolveOptions`);
 * the search options of a tree search (`nodeLimit`, `variableOrder`, …) are refused by name. An
 * objective is optimised by iterative tightening (`tightenObjective$`): each round re-encodes the
 * model with the objective bounded below the last solution's value, so the root propagation
 * already cuts with the bound, until a round is unsatisfiable and the last solution is `optimal`.
 */
export class SatBackend implements Backend {
  /** Registered name. */
  readonly id: string = 'sat';
  /** Solution limit, delivery options, `SatSolveOptions` (see `SAT_OPTION_SUPPORT`). */
  readonly optionSupport: OptionSupport = SAT_OPTION_SUPPORT;
  private readonly options: SatBackendOptions;
  private readonly encodeOptions: SatEncodeOptions;
  private readonly cache = new CompileCache();
  private readonly runner: MiniSatRunner;
  private readonly pool: SatWorkerPool;
  private readonly kinds: KindRegistry | undefined;

  /** Creates the backend; see {@link SatBackendOptions}. */
  constructor(options: SatBackendOptions = {}) {
    this.options = options;
    this.kinds = options.kinds;
    this.encodeOptions = {
      ...(options.amo === undefined ? {} : { amo: options.amo }),
      ...(options.pairwiseUpTo === undefined ? {} : { pairwiseUpTo: options.pairwiseUpTo }),
      ...(options.propagation === undefined ? {} : { propagation: options.propagation }),
      ...(options.implied === undefined ? {} : { implied: options.implied }),
      ...(options.linear === undefined ? {} : { linear: options.linear }),
    };
    const settings = {
      reuseMaxVars: options.reuseMaxVars ?? DEFAULT_REUSE_MAX_VARS,
      rebuildAfter: options.rebuildAfter ?? DEFAULT_REBUILD_AFTER,
      reserveHeapBytes: options.reserveHeapBytes ?? 0,
    };
    this.runner = new MiniSatRunner(settings);
    this.pool = new SatWorkerPool(settings);
  }

  /**
   * Names every constraint whose kind has no CNF encoding (`encodeClauses`); warns when the full
   * encoding looks too big for MiniSat's heap.
   */
  supports(model: Model): SupportReport {
    const unsupported = reportSupport(model, this.kinds, (kind) =>
      kind.encodeClauses || kind.encodeClausesAll ? null : `kind '${kind.type}' has no CNF encoding`,
    );
    let literals = 0;
    for (const v of model.variables) {
      if (v.domain.max - v.domain.min + 1 > MAX_DOMAIN_SPAN) {
        unsupported.push(`variable '${v.name}': domain spans more than ${MAX_DOMAIN_SPAN} values`);
      }
      literals += domainSize(v.domain);
    }
    const warnings: string[] = [];
    const estimate = this.estimateClauses(model, literals);
    const warnAt = this.options.warnClauses ?? DEFAULT_WARN_CLAUSES;
    if (estimate > warnAt) {
      warnings.push(
        `instance may exceed the SAT heap: about ${estimate} clauses before root propagation ` +
          `(MiniSat's heap is ${Math.round(miniSatHeapBytes() / (1024 * 1024))} MiB); only what propagation leaves open is encoded`,
      );
    }
    return { ok: unsupported.length === 0, unsupported, warnings };
  }

  /**
   * Cold event stream of a SAT solve (see `Backend.solve`); an objective is optimised by tightening. `subscribe` only emits `started`: the
   * encoding runs in the next macrotask, and MiniSat in a worker thread unless the CNF is small
   * (see {@link SatWorkerMode}), so the event loop keeps running and unsubscribing stops the solve
   * at once (the worker is terminated).
   */
  solve(model: Model, options: SolveOptions = {}): Observable<SolverEvent> {
    if (model.objective === undefined) return this.solveFeasible$(model, options);
    return tightenObjective$(model, options, this.id, (m, o) => this.solveFeasible$(m, o));
  }

  /** One satisfaction solve as a stream (the objective, if any, is not looked at). */
  private solveFeasible$(model: Model, options: SolveOptions): Observable<SolverEvent> {
    return new Observable<SolverEvent>((sub) => {
      sub.next({
        type: 'started',
        backend: this.id,
        variables: model.variables.length,
        constraints: model.constraints.length,
      });
      const t0 = performance.now();
      let stop: (() => void) | undefined;
      // A macrotask, not setImmediate: the playground runs this backend in a Web Worker.
      const cancelStart = scheduleMacrotask(() => {
        stop = this.runObserved(model, options, sub, t0);
      });
      return () => {
        cancelStart();
        stop?.();
      };
    });
  }

  /** The body of {@link SatBackend.solve} once subscribed: returns what stops it early. */
  private runObserved(
    model: Model,
    options: SolveOptions,
    sub: Subscriber<SolverEvent>,
    t0: number,
  ): (() => void) | undefined {
    const cpu0 = cpuTimeMs();
    let enc: SatEncoding;
    try {
      enc = this.encode(model, options);
    } catch (e) {
      sub.error(e);
      return undefined;
    }
    const limit = options.solutionLimit ?? 1;
    const deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : t0 + options.timeoutMs;
    const signal = options.signal;
    let found = 0;
    let solveMs = 0;
    let worker = 0;
    const stats = (): SolverStatistics => this.stats(enc, found, solveMs, t0, cpu0, worker);
    const emit = (values: Int32Array): void => {
      found++;
      sub.next({
        type: 'solution',
        index: found - 1,
        solution: new Solution(model, values),
        stats: stats(),
      });
    };
    const finish = (f: Finish): void => {
      sub.next(
        f.reason === undefined
          ? { type: 'finished', status: f.status, stats: stats() }
          : { type: 'finished', status: f.status, stats: stats(), reason: f.reason },
      );
      sub.complete();
    };
    if (enc.status === 'unsat') return void finish({ status: 'unsat' });
    if (enc.status === 'solved') {
      emit(decodeLiterals(enc, [], 0));
      return void (sub.closed || finish({ status: 'sat' }));
    }
    if (signal?.aborted) return void finish({ status: 'cancelled', reason: 'aborted by signal' });
    if (performance.now() >= deadline)
      return void finish({ status: 'timeout', reason: 'time limit reached' });

    if (!this.useWorker(enc, options, true)) {
      let cancelled = false;
      const out = this.runner.run(enc.cnf, enc.primaryVars, limit, (lits, count) => {
        emit(decodeLiterals(enc, lits, count));
        if (sub.closed) return false;
        if (performance.now() >= deadline || signal?.aborted) {
          cancelled = true;
          return false;
        }
        return true;
      });
      solveMs = out.solveMs;
      if (sub.closed) return undefined;
      let run: RunStatus = out.status === 'stopped' ? 'done' : out.status;
      if (cancelled) run = signal?.aborted ? 'cancelled' : 'timeout';
      try {
        finish(finishOf(run, found, out.reason, 'aborted by signal'));
      } catch (e) {
        sub.error(e);
      }
      return undefined;
    }

    worker = 1;
    const w = this.pool.acquire();
    let stopTimer: CancelLongTimer | undefined;
    let cancelReason = 'aborted by signal';
    const onAbort = (): void => halt('cancelled');
    const cleanup = (): void => {
      stopTimer?.();
      signal?.removeEventListener('abort', onAbort);
    };
    const halt = w.runAsync(
      enc.cnf,
      enc.primaryVars,
      limit,
      (lits) => {
        if (sub.closed) return;
        emit(decodeLiterals(enc, lits));
        if (sub.closed) {
          cancelReason = 'cancelled by subscriber';
          halt('cancelled');
        }
      },
      (o) => {
        cleanup();
        this.pool.release(w);
        solveMs = o.solveMs;
        if (sub.closed) return;
        try {
          finish(finishOf(o.status, found, o.reason, cancelReason));
        } catch (e) {
          sub.error(e);
        }
      },
    );
    if (Number.isFinite(deadline))
      // Not `setTimeout`: it takes a limit beyond 2³¹ − 1 ms (24.8 days) as 1 ms.
      stopTimer = startLongTimer(deadline - performance.now(), () => halt('timeout'));
    signal?.addEventListener('abort', onAbort, { once: true });
    return () => {
      cleanup();
      cancelReason = 'cancelled by subscriber';
      halt('cancelled');
    };
  }

  /**
   * Synchronous SAT solve. With a time limit or a signal (and a CNF above `inlineMaxClauses`, in
   * `auto` mode) it blocks on a worker thread, which is terminated when the limit hits.
   */
  solveSync(model: Model, options: SolveOptions = {}): SolveResult {
    if (model.objective === undefined) return this.solveFeasibleSync(model, options);
    return tightenObjectiveSync(model, options, (m, o) => this.solveFeasibleSync(m, o));
  }

  /** One satisfaction solve on this thread (or blocking on a worker; the objective is not looked at). */
  private solveFeasibleSync(model: Model, options: SolveOptions): SolveResult {
    const t0 = performance.now();
    const cpu0 = cpuTimeMs();
    const enc = this.encode(model, options);
    const limit = options.solutionLimit ?? 1;
    const solutions: Solution[] = [];
    const deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : t0 + options.timeoutMs;
    const signal = options.signal;
    let solveMs = 0;
    let worker = 0;
    const result = (f: Finish): SolveResult => {
      const stats = this.stats(enc, solutions.length, solveMs, t0, cpu0, worker);
      return f.reason === undefined
        ? { status: f.status, solutions, stats }
        : { status: f.status, solutions, stats, reason: f.reason };
    };
    if (enc.status === 'unsat') return result({ status: 'unsat' });
    if (enc.status === 'solved') {
      solutions.push(new Solution(model, decodeLiterals(enc, [], 0)));
      return result({ status: 'sat' });
    }
    if (signal?.aborted) return result({ status: 'cancelled', reason: 'aborted by signal' });
    if (this.useWorker(enc, options)) {
      worker = 1;
      const w = this.pool.acquire();
      const o = w.runSync(enc.cnf, enc.primaryVars, limit, deadline, signal, (lits) => {
        solutions.push(new Solution(model, decodeLiterals(enc, lits)));
      });
      this.pool.release(w);
      solveMs = o.solveMs;
      return result(finishOf(o.status, solutions.length, o.reason, 'aborted by signal'));
    }
    let stopped: RunStatus | null = null;
    const out = this.runner.run(enc.cnf, enc.primaryVars, limit, (lits, count) => {
      solutions.push(new Solution(model, decodeLiterals(enc, lits, count)));
      if (signal?.aborted) stopped = 'cancelled';
      else if (performance.now() >= deadline) stopped = 'timeout';
      return stopped === null;
    });
    solveMs = out.solveMs;
    const run: RunStatus = stopped ?? (out.status === 'stopped' ? 'done' : out.status);
    return result(finishOf(run, solutions.length, out.reason, 'aborted by signal'));
  }

  /** Terminates the idle worker threads (a later solve starts new ones as needed). */
  close(): void {
    this.pool.close();
  }

  private encode(model: Model, options: SolveOptions): SatEncoding {
    checkSolveOptions(this.id, options, SAT_OPTION_SUPPORT);
    const report = this.supports(model);
    if (!report.ok) throw new UnsupportedConstraintError(this.id, report.unsupported);
    const propagation =
      options.backendOptions?.sat?.propagation ?? this.encodeOptions.propagation ?? DEFAULT_PROPAGATION;
    return encodeModel(model, { ...this.encodeOptions, propagation }, this.cache, this.kinds);
  }

  /**
   * Whether MiniSat runs in a worker thread (see {@link SatWorkerMode}). A synchronous solve without
   * a time limit or signal blocks its caller either way, so it stays on the calling thread; an
   * Observable solve can always be stopped by unsubscribing, so any CNF above the inline size goes
   * to a worker.
   */
  private useWorker(enc: SatEncoding, options: SolveOptions, observed = false): boolean {
    const mode = this.options.worker ?? 'auto';
    if (mode === 'never') return false;
    if (mode === 'always') return true;
    if (!observed && options.timeoutMs === undefined && options.signal === undefined) return false;
    return enc.cnf.clauseCount > (this.options.inlineMaxClauses ?? DEFAULT_INLINE_MAX_CLAUSES);
  }

  private stats(
    enc: SatEncoding,
    solutions: number,
    solveMs: number,
    t0: number,
    cpu0: number,
    worker: number,
  ): SolverStatistics {
    return {
      nodes: 0,
      failures: 0,
      propagations: enc.rootPropagations,
      solutions,
      maxDepth: 0,
      restarts: 0,
      cpuMs: cpuTimeMs() - cpu0,
      wallMs: performance.now() - t0,
      extra: {
        variables: enc.cnf.numVars,
        clauses: enc.cnf.clauseCount,
        primaryVariables: enc.primaryVars,
        encodeMs: enc.encodeMs,
        solveMs,
        worker,
      },
    };
  }

  /** A rough clause count of the full encoding: per variable and per constraint, a few clauses per value. */
  private estimateClauses(model: Model, literals: number): number {
    let clauses = 3 * literals;
    for (const c of model.constraints) {
      const kind = this.kinds?.find(c.type) ?? model.kinds.find(c.type);
      if (kind === undefined) continue; // unknown kinds are reported, not estimated
      for (const v of kind.variables(c)) clauses += 3 * domainSize(model.variables[v]!.domain);
    }
    return clauses;
  }
}
