import type { SolveOptions } from '../backend/SolveOptions.js';
import type { SolveStatus } from '../events/SolverEvent.js';
import type { SolverStatistics } from '../events/SolverStatistics.js';
import type { Model } from '../model/Model.js';
import type { DomainTracer } from '../propagation/PropagationEngine.js';
import { Search, type SearchState } from '../search/Search.js';
import type { SearchListener } from '../search/SearchListener.js';
import { cpuTimeMs } from '../util/cpuTime.js';
import type { CompileCache } from './CompileCache.js';
import { type CompiledModel, compileModel } from './compileModel.js';

/** Solves shorter than this report wall time as CPU time (see `EngineRun`). */
const CPU_SAMPLE_AFTER_MS = 2;

/** Failures before a default-strategy search escalates to dom/wdeg with restarts. */
const AUTO_ESCALATE_FAILURES = 2000;

/** How an {@link EngineRun} ended. */
export interface RunOutcome {
  /** Final status. */
  readonly status: SolveStatus;
  /** Why it stopped early, when it did. */
  readonly reason?: string;
}

/** Hooks of an {@link EngineRun}; the trace hooks are only wired when set. */
export interface EngineRunHooks {
  /** A solution (fresh array). */
  onSolution(values: Int32Array): void;
  /** Opt-in decision trace. */
  onDecision?: SearchListener['onDecision'];
  /** Opt-in backtrack trace. */
  onBacktrack?: SearchListener['onBacktrack'];
  /** Opt-in domain trace. */
  onDomain?: DomainTracer | undefined;
}

/**
 * One solve of a model by the core engine: compile, then run the resumable search in as many
 * slices as the caller wants, and map the search state to a {@link SolveStatus}.
 */
export class EngineRun {
  /** The compiled model. */
  readonly compiled: CompiledModel;
  /** The search. */
  readonly search: Search;
  // CPU time needs a system call (≈1 µs each), more than a whole easy 9×9 solve costs to
  // measure twice; so it is sampled only once a solve has run for CPU_SAMPLE_AFTER_MS, and the
  // first milliseconds are counted as CPU-bound wall time.
  private startCpu = Number.NaN;
  private readonly startWall: number;
  private readonly deadline: number;
  private readonly signal: AbortSignal | undefined;
  private finalStatus: RunOutcome | null = null;
  private readonly cache: CompileCache | undefined;

  /** Compiles `model` and prepares the search; throws `InvalidModelError` on a malformed model. */
  constructor(model: Model, options: SolveOptions, hooks: EngineRunHooks, cache?: CompileCache) {
    this.startWall = performance.now();
    this.deadline =
      options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : this.startWall + options.timeoutMs;
    this.signal = options.signal;
    const copts = options.allDifferent ? { allDifferent: options.allDifferent } : {};
    const compiled = cache ? cache.acquire(model, copts) : compileModel(model, copts);
    this.compiled = compiled;
    this.cache = cache;
    if (hooks.onDomain) compiled.engine.tracer = hooks.onDomain;
    const decisionVars = compiled.decisionVars;
    const restarts = options.restarts;
    const restartScale = restarts === true ? 100 : restarts ? restarts.scale : 0;
    // Unless the caller chose a strategy, escalate long searches (see Search.escalate).
    const auto = restarts === undefined && options.variableOrder === undefined;
    const cfg = {
      solutionLimit: options.solutionLimit ?? 1,
      nodeLimit: options.nodeLimit ?? Number.POSITIVE_INFINITY,
      variableOrder: options.variableOrder ?? 'mrv',
      valueOrder: options.valueOrder ?? 'min',
      seed: options.seed ?? 1,
      restartScale,
      escalateAfter: auto ? AUTO_ESCALATE_FAILURES : Number.POSITIVE_INFINITY,
      degree: compiled.degree,
      decisionVars,
      places: options.branchOnPlaces ? compiled.family : undefined,
    };
    const listener = {
      onSolution: hooks.onSolution,
      onDecision: hooks.onDecision,
      onBacktrack: hooks.onBacktrack,
    };
    if (compiled.search) compiled.search.reuse(cfg, listener);
    else compiled.search = new Search(compiled.engine, cfg, listener);
    this.search = compiled.search;
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
    let until = Math.min(sliceEnd, this.deadline);
    const sampleAt = this.startWall + CPU_SAMPLE_AFTER_MS;
    if (Number.isNaN(this.startCpu) && until > sampleAt) until = sampleAt;
    const state: SearchState = this.search.run(until);
    if (state === 'running') {
      if (Number.isNaN(this.startCpu)) this.startCpu = cpuTimeMs() - (performance.now() - this.startWall);
      if (performance.now() >= this.deadline) return this.finish('timeout', 'time limit reached');
      if (this.signal?.aborted) return this.finish('cancelled', 'aborted by signal');
      return false;
    }
    switch (state) {
      case 'stopped':
        return this.finish('cancelled', 'stopped');
      case 'solutionLimit':
        return this.finish('sat');
      case 'nodeLimit':
        return this.search.solutions > 0
          ? this.finish('sat', 'node limit reached')
          : this.finish('unknown', 'node limit reached');
      default:
        return this.search.solutions > 0 ? this.finish('sat') : this.finish('unsat');
    }
  }

  /** Stops the run from outside (unsubscribe). */
  cancel(reason = 'cancelled by subscriber'): void {
    this.search.requestStop();
    if (!this.finalStatus) this.finish('cancelled', reason);
  }

  /** Statistics at this moment. */
  stats(): SolverStatistics {
    const s = this.search;
    const wallMs = performance.now() - this.startWall;
    return {
      nodes: s.nodes,
      failures: s.failures,
      propagations: this.compiled.engine.propagations,
      solutions: s.solutions,
      maxDepth: s.maxDepth,
      restarts: s.restarts,
      cpuMs: Number.isNaN(this.startCpu) ? wallMs : cpuTimeMs() - this.startCpu,
      wallMs,
    };
  }

  private finish(status: SolveStatus, reason?: string): true {
    this.cache?.release(this.compiled);
    // A limit hit after solutions were found still answers `sat` for those solutions.
    if ((status === 'timeout' || status === 'cancelled') && this.search.solutions > 0 && reason) {
      this.finalStatus = { status, reason: `${reason} after ${this.search.solutions} solution(s)` };
    } else this.finalStatus = reason === undefined ? { status } : { status, reason };
    return true;
  }
}
