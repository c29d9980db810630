import type { Subscription } from 'rxjs';
// The Observable class alone, not rxjs's index (see runSliced.ts).
import { Observable } from 'rxjs/internal/Observable';
import { resultOf } from '../backend/resultOf.js';
import type { SolveOptions } from '../backend/SolveOptions.js';
import type { SolveResult } from '../backend/SolveResult.js';
import type { SolverEvent, SolveStatus } from '../events/SolverEvent.js';
import { emptyStatistics, type SolverStatistics } from '../events/SolverStatistics.js';
import type { Model } from '../model/Model.js';
import { objectiveValue } from '../model/Objective.js';
import { Solution } from '../model/Solution.js';
import { cpuTimeMs } from '../util/cpuTime.js';
import { type CancelMacrotask, scheduleMacrotask } from '../util/scheduleMacrotask.js';
import { withObjectiveBound } from './withObjectiveBound.js';

/** One satisfaction solve of a tightening round (the model carries the bound as a constraint). */
export type RoundSolve$ = (model: Model, options: SolveOptions) => Observable<SolverEvent>;

/** The synchronous twin of {@link RoundSolve$}. */
export type RoundSolveSync = (model: Model, options: SolveOptions) => SolveResult;

/**
 * The state of an optimisation by iterative tightening: the best solution so far, the rounds'
 * statistics, and the time budget. Shared by the stream and the synchronous driver.
 */
class Tightening {
  readonly solutions: Solution[] = [];
  best = 0;
  rounds = 0;
  private readonly t0 = performance.now();
  private readonly cpu0 = cpuTimeMs();
  private readonly deadline: number;
  private readonly limit: number;
  private readonly totals = emptyStatistics();
  private extra: Record<string, number> = {};

  constructor(
    readonly model: Model,
    readonly options: SolveOptions,
  ) {
    this.deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : this.t0 + options.timeoutMs;
    this.limit = options.solutionLimit ?? Number.POSITIVE_INFINITY;
  }

  /** The next round's model and options, or why there is no next round. */
  next(): { model: Model; options: SolveOptions } | { status: SolveStatus; reason?: string } {
    if (this.solutions.length >= this.limit) return { status: 'sat', reason: 'solution limit reached' };
    if (this.options.signal?.aborted) return this.stopped('cancelled', 'aborted by signal');
    const left = this.deadline - performance.now();
    if (left <= 0) return this.stopped('timeout', 'time limit reached');
    this.rounds++;
    const { solutionLimit: _limit, timeoutMs: _timeout, ...rest } = this.options;
    const options: SolveOptions = Number.isFinite(left)
      ? { ...rest, solutionLimit: 1, timeoutMs: left }
      : { ...rest, solutionLimit: 1 };
    const model = this.solutions.length === 0 ? this.model : withObjectiveBound(this.model, this.best);
    return { model, options };
  }

  /** Takes a round's outcome: its solution (a new best), or how the search ends. */
  round(
    status: SolveStatus,
    values: Int32Array | undefined,
    stats: SolverStatistics,
    reason: string | undefined,
  ): { solution: Solution; objective: number } | { status: SolveStatus; reason?: string } {
    this.add(stats);
    if (values !== undefined && (status === 'sat' || status === 'optimal')) {
      const solution = new Solution(this.model, values);
      this.best = objectiveValue(this.model.objective!, values);
      this.solutions.push(solution);
      return { solution, objective: this.best };
    }
    if (status === 'unsat') return { status: this.solutions.length > 0 ? 'optimal' : 'unsat' };
    if (status === 'timeout' || status === 'cancelled') return this.stopped(status, reason ?? status);
    return this.stopped('unknown', reason ?? `a round ended with status ${status} and no solution`);
  }

  private stopped(status: SolveStatus, reason: string): { status: SolveStatus; reason: string } {
    const n = this.solutions.length;
    return { status, reason: n > 0 ? `${reason} after ${n} solution(s)` : reason };
  }

  private add(s: SolverStatistics): void {
    const t = this.totals;
    t.nodes += s.nodes;
    t.failures += s.failures;
    t.propagations += s.propagations;
    t.restarts += s.restarts;
    if (s.maxDepth > t.maxDepth) t.maxDepth = s.maxDepth;
    // Times add up over the rounds; sizes (variables, clauses…) are the last round's.
    const extra = { ...this.extra };
    for (const [k, v] of Object.entries(s.extra ?? {})) extra[k] = k.endsWith('Ms') ? (extra[k] ?? 0) + v : v;
    this.extra = extra;
  }

  /** Statistics over every round so far; `extra.rounds` counts them. */
  stats(): SolverStatistics {
    return {
      ...this.totals,
      solutions: this.solutions.length,
      cpuMs: cpuTimeMs() - this.cpu0,
      wallMs: performance.now() - this.t0,
      extra: { ...this.extra, rounds: this.rounds },
    };
  }
}

/**
 * Optimises the objective of `model` with a backend that only finds solutions: solve; then solve
 * again with the objective bounded to beat the last solution's value (a `linear` constraint, see
 * {@link withObjectiveBound}); until a round finds none, which proves the last solution `optimal`.
 * Each round is a fresh satisfaction solve by `solveRound$`, given the caller's options with
 * `solutionLimit: 1` and the time left; `solutionLimit` caps the improving solutions. Emits
 * `started`, one `solution` (with its `objective`) per improvement, the rounds' other events, and
 * `finished`. An error of a round (unsupported model, refused option) errors the stream.
 */
export function tightenObjective$(
  model: Model,
  options: SolveOptions,
  backendId: string,
  solveRound$: RoundSolve$,
): Observable<SolverEvent> {
  return new Observable<SolverEvent>((sub) => {
    sub.next({
      type: 'started',
      backend: backendId,
      variables: model.variables.length,
      constraints: model.constraints.length,
    });
    const run = new Tightening(model, options);
    let inner: Subscription | undefined;
    let cancelRound: CancelMacrotask | undefined;
    const finish = (status: SolveStatus, reason?: string): void => {
      const stats = run.stats();
      sub.next(
        reason === undefined
          ? { type: 'finished', status, stats }
          : { type: 'finished', status, stats, reason },
      );
      sub.complete();
    };
    const round = (): void => {
      cancelRound = undefined;
      const next = run.next();
      if ('status' in next) {
        finish(next.status, next.reason);
        return;
      }
      let values: Int32Array | undefined;
      let end: { status: SolveStatus; stats: SolverStatistics; reason?: string } | undefined;
      inner = solveRound$(next.model, next.options).subscribe({
        next: (e) => {
          if (e.type === 'solution') values = e.solution.values;
          else if (e.type === 'finished') end = e;
          else if (e.type !== 'started') sub.next(e);
        },
        error: (e) => sub.error(e),
        complete: () => {
          if (sub.closed) return;
          if (end === undefined) {
            finish('unknown', 'a round ended without a finished event');
            return;
          }
          const out = run.round(end.status, values, end.stats, end.reason);
          if ('status' in out) {
            finish(out.status, out.reason);
            return;
          }
          sub.next({
            type: 'solution',
            index: run.solutions.length - 1,
            solution: out.solution,
            objective: out.objective,
            stats: run.stats(),
          });
          if (!sub.closed) cancelRound = scheduleMacrotask(round);
        },
      });
    };
    round();
    return () => {
      inner?.unsubscribe();
      cancelRound?.();
    };
  });
}

/** The synchronous twin of {@link tightenObjective$}: the rounds run one after another on this thread. */
export function tightenObjectiveSync(
  model: Model,
  options: SolveOptions,
  solveRound: RoundSolveSync,
): SolveResult {
  const run = new Tightening(model, options);
  for (;;) {
    const next = run.next();
    let end: { status: SolveStatus; reason?: string | undefined };
    if ('status' in next) end = next;
    else {
      const r = solveRound(next.model, next.options);
      const out = run.round(r.status, r.solutions[0]?.values, r.stats, r.reason);
      if (!('status' in out)) continue;
      end = out;
    }
    return resultOf(model, end.status, run.solutions, run.stats(), end.reason);
  }
}
