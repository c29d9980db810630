import { availableParallelism } from 'node:os';
import { Observable, type Subscriber } from 'rxjs';
import type { Backend } from '../../core/backend/Backend.js';
import { checkSolveOptions } from '../../core/backend/checkSolveOptions.js';
import type { OptionSupport } from '../../core/backend/OptionSupport.js';
import type { SolveOptions } from '../../core/backend/SolveOptions.js';
import type { SupportReport } from '../../core/backend/SupportReport.js';
import { InvalidOptionError } from '../../core/errors/InvalidOptionError.js';
import { UnsupportedConstraintError } from '../../core/errors/UnsupportedConstraintError.js';
import type { SolverEvent, SolveStatus } from '../../core/events/SolverEvent.js';
import { emptyStatistics, type SolverStatistics } from '../../core/events/SolverStatistics.js';
import { BUILTIN_KINDS } from '../../core/kinds/BUILTIN_KINDS.js';
import type { Model } from '../../core/model/Model.js';
import { Solution } from '../../core/model/Solution.js';
import { type CancelLongTimer, startLongTimer } from '../../core/util/startLongTimer.js';
import { resolveMembers } from './checkMembers.js';
import { defaultPortfolio } from './defaultPortfolio.js';
import { memberSolveOptions } from './memberSolveOptions.js';
import { PORTFOLIO_OPTION_SUPPORT } from './PORTFOLIO_OPTION_SUPPORT.js';
import type { PortfolioMember, PortfolioMemberBackend } from './PortfolioMember.js';
import type { PortfolioJobListener, PortfolioWorker } from './PortfolioWorker.js';
import { PortfolioWorkerPool } from './PortfolioWorkerPool.js';
import { toWireModel } from './WireModel.js';

/** Construction options of the `portfolio` backend. */
export interface PortfolioBackendOptions {
  /**
   * The member backends by id, on the calling thread: asked `supports(model)` and to check a member's
   * options before any thread starts (the workers build their own).
   */
  readonly backend: (id: PortfolioMemberBackend) => Backend;
  /**
   * Most members running at once (default: the number of cores, `os.availableParallelism()`, at
   * least 1): the others wait in order and start when a running member drops out without an answer.
   */
  readonly threads?: number;
}

/** Backends that can count (enumerate every solution): only they run when `solutionLimit > 1`. */
const COUNTING: ReadonlySet<PortfolioMemberBackend> = new Set(['native', 'dlx']);

/** A solution a member sent, kept until the member proves its answer. */
interface Found {
  readonly values: Int32Array;
  readonly objective?: number;
}

/** One member's run. */
interface Run {
  readonly member: PortfolioMember;
  readonly worker: PortfolioWorker;
  readonly found: Found[];
  /** Whether its job is over (answered, failed, stopped). */
  done: boolean;
  /** Why it ended without an answer, once it has. */
  failed?: string;
}

/**
 * How long a losing member may take to stop when asked before its thread is replaced, ms: a
 * native search yields every slice (20 ms), so it stops in time and its loaded thread is kept.
 */
const LOSER_GRACE_MS = 50;

/**
 * The `portfolio` backend: runs several members (backends with search settings, see
 * `PortfolioMember`) at once, each in its own worker thread (as many at once as there are cores;
 * see `PortfolioBackendOptions.threads`), on a copy of the model; the first member
 * to finish with a proven answer (`sat`, `optimal` or `unsat`) wins, the others are terminated at
 * once, and the stream carries the winner's solutions and a `finished` event naming it
 * (`finished.member`). With `solutionLimit > 1` only members that can count run (native, dlx), and
 * the solutions are one member's, never merged. A member that ends without an answer (a heap limit,
 * an error) drops out; when all have, the solve ends `unknown` naming each one's reason.
 *
 * Only models of built-in kinds can be sent to a worker: a custom kind is refused by name in
 * `supports`.
 */
export class PortfolioBackend implements Backend {
  /** The name the backend is registered under. */
  readonly id = 'portfolio';
  /** The options it takes (see `PORTFOLIO_OPTION_SUPPORT`). */
  readonly optionSupport: OptionSupport = PORTFOLIO_OPTION_SUPPORT;
  private readonly backend: (id: PortfolioMemberBackend) => Backend;
  private readonly pool = new PortfolioWorkerPool();
  private readonly threads: number;

  /** A portfolio whose members' backends are looked up with `options.backend`. */
  constructor(options: PortfolioBackendOptions) {
    this.backend = options.backend;
    this.threads = Math.max(1, options.threads ?? availableParallelism());
  }

  /**
   * Refuses constraints of kinds that are not built in (they cannot be rebuilt in a worker), and a
   * model none of its default members (`defaultPortfolio`) can express (naming each member's reasons).
   */
  supports(model: Model): SupportReport {
    const unsupported: string[] = [];
    model.constraints.forEach((c, i) => {
      if (model.kinds.find(c.type) !== BUILTIN_KINDS.find(c.type)) {
        unsupported.push(
          `${c.type} (#${i}): kind '${c.type}' is not the built-in one, so it cannot be sent to a worker thread`,
        );
      }
    });
    if (unsupported.length > 0) return { ok: false, unsupported, warnings: [] };
    const reports = resolveMembers(defaultPortfolio(model)).map((m) => ({
      m,
      r: this.backend(m.backend).supports(model),
    }));
    const able = reports.filter((x) => x.r.ok);
    if (able.length > 0) {
      const warnings = reports
        .filter((x) => !x.r.ok)
        .map((x) => `member '${x.m.name}' cannot run: ${x.r.unsupported.join('; ')}`);
      return { ok: true, unsupported: [], warnings };
    }
    for (const x of reports) for (const u of x.r.unsupported) unsupported.push(`${u} (member '${x.m.name}')`);
    return { ok: false, unsupported, warnings: [] };
  }

  /** The members that will run on `model` with `options` (checked; throws naming what is wrong). */
  private membersFor(model: Model, options: SolveOptions, solutionLimit: number): PortfolioMember[] {
    const configured = resolveMembers(options.backendOptions?.portfolio?.members ?? defaultPortfolio(model));
    const counting = solutionLimit > 1 && model.objective === undefined;
    const skipped: string[] = [];
    const members = configured.filter((m) => {
      const b = this.backend(m.backend);
      if (b.optionSupport)
        checkSolveOptions(m.backend, memberSolveOptions(m, solutionLimit), b.optionSupport);
      if (counting && !COUNTING.has(m.backend)) return false;
      const r = b.supports(model);
      if (!r.ok) skipped.push(`member '${m.name}': ${r.unsupported.join('; ')}`);
      return r.ok;
    });
    if (members.length > 0) return members;
    if (counting && skipped.length === 0) {
      throw new InvalidOptionError(this.id, [
        `solutionLimit ${solutionLimit} needs a member that can count (native, dlx); members: ${configured.map((m) => m.name).join(', ')}`,
      ]);
    }
    throw new UnsupportedConstraintError(this.id, skipped);
  }

  /** Races the members on `model` as a cold event stream; unsubscribe to stop every member. */
  solve(model: Model, options: SolveOptions = {}): Observable<SolverEvent> {
    return new Observable<SolverEvent>((sub) => {
      // The time limit counts from subscription: the checks below (each member's `supports`) are part of it.
      const start = performance.now();
      checkSolveOptions(this.id, options, this.optionSupport);
      const report = this.supports(model);
      if (!report.ok) throw new UnsupportedConstraintError(this.id, report.unsupported);
      const solutionLimit =
        options.solutionLimit ?? (model.objective === undefined ? 1 : Number.POSITIVE_INFINITY);
      const members = this.membersFor(model, options, solutionLimit);
      return this.race(model, options, solutionLimit, members, sub, start);
    });
  }

  /** Starts every member and settles the race; returns the teardown. */
  private race(
    model: Model,
    options: SolveOptions,
    solutionLimit: number,
    members: readonly PortfolioMember[],
    sub: Subscriber<SolverEvent>,
    start: number,
  ): () => void {
    const runs: Run[] = [];
    let over = false;
    let cancelTimer: CancelLongTimer | undefined;
    const signal = options.signal;
    const pool = this.pool;
    const wire = toWireModel(model);
    const waiting = [...members];
    function startNext(): void {
      const member = waiting.shift();
      if (member === undefined) return;
      const run: Run = { member, worker: pool.acquire(), found: [], done: false };
      runs.push(run);
      run.worker.run({ member, model: wire, solutionLimit }, listen(run));
    }
    /** Ends the race: running members are stopped (politely after a win, else terminated). */
    const stopAll = (polite: boolean): void => {
      cancelTimer?.();
      signal?.removeEventListener('abort', onAbort);
      if (over) return;
      over = true;
      for (const r of runs) {
        if (r.done) continue;
        r.done = true;
        if (polite) {
          // A stopping worker takes the next job at once (it stops this one first).
          r.worker.stop(LOSER_GRACE_MS);
          pool.release(r.worker);
        } else r.worker.terminate();
      }
    };
    const statsNow = (base: SolverStatistics = emptyStatistics()): SolverStatistics => ({
      ...base,
      wallMs: performance.now() - start,
    });
    const end = (status: SolveStatus, reason: string): void => {
      if (over) return;
      stopAll(false);
      sub.next({ type: 'finished', status, stats: statsNow(), reason });
      sub.complete();
    };
    const onAbort = (): void => end('cancelled', 'aborted by signal');
    const win = (
      run: Run,
      status: SolveStatus,
      stats: SolverStatistics,
      reason: string | undefined,
    ): void => {
      stopAll(true);
      run.found.forEach((f, index) => {
        const solution = new Solution(model, f.values);
        const at = statsNow({ ...stats, solutions: index + 1 });
        sub.next(
          f.objective === undefined
            ? { type: 'solution', index, solution, stats: at }
            : { type: 'solution', index, solution, objective: f.objective, stats: at },
        );
      });
      const last = statsNow(stats);
      const member = run.member.name;
      sub.next(
        reason === undefined
          ? { type: 'finished', status, stats: last, member }
          : { type: 'finished', status, stats: last, reason, member },
      );
      sub.complete();
    };
    const drop = (run: Run, why: string): void => {
      run.failed = why;
      if (waiting.length > 0) {
        startNext();
        return;
      }
      if (runs.every((r) => r.failed !== undefined)) {
        end('unknown', `no member answered: ${runs.map((r) => `${r.member.name}: ${r.failed}`).join('; ')}`);
      }
    };
    const listen = (run: Run): PortfolioJobListener => ({
      message: (m) => {
        if (over) return;
        if (m.type === 'solution') {
          run.found.push(
            m.objective === undefined ? { values: m.values } : { values: m.values, objective: m.objective },
          );
          return;
        }
        run.done = true;
        pool.release(run.worker);
        if (m.type === 'error') drop(run, m.message);
        else if (m.status === 'sat' || m.status === 'optimal' || m.status === 'unsat')
          win(run, m.status, m.stats, m.reason);
        else drop(run, m.reason === undefined ? m.status : `${m.status} (${m.reason})`);
      },
      died: (why) => {
        run.done = true;
        if (!over) drop(run, why);
      },
    });

    sub.next({
      type: 'started',
      backend: this.id,
      variables: model.size,
      constraints: model.constraints.length,
      members: members.map((m) => m.name),
    });
    if (signal?.aborted) {
      end('cancelled', 'aborted by signal');
      return () => stopAll(false);
    }
    signal?.addEventListener('abort', onAbort);
    if (options.timeoutMs !== undefined) {
      const left = Math.max(0, options.timeoutMs - (performance.now() - start));
      // Not `setTimeout`: it takes a delay above 2³¹ − 1 ms as 1 ms, which would end a solve at once.
      cancelTimer = startLongTimer(left, () => end('timeout', `time limit ${options.timeoutMs} ms`));
    }
    for (let i = 0; i < this.threads && waiting.length > 0; i++) startNext();
    return () => stopAll(false);
  }
}
