import { checkSolveOptions } from '../backend/checkSolveOptions.js';
import type { SolveOptions } from '../backend/SolveOptions.js';
import type { SolveStatus } from '../events/SolverEvent.js';
import type { SolverStatistics } from '../events/SolverStatistics.js';
import type { KindRegistry } from '../kinds/KindRegistry.js';
import { LearningSearch } from '../learning/LearningSearch.js';
import { NogoodChecker } from '../learning/NogoodChecker.js';
import type { Model } from '../model/Model.js';
import { objectiveValue } from '../model/Objective.js';
import type { DomainTracer } from '../propagation/PropagationEngine.js';
import { NO_RESTARTS } from '../search/RestartPolicy.js';
import { Search, type SearchState } from '../search/Search.js';
import type { SearchConfig } from '../search/SearchConfig.js';
import type { SearchListener } from '../search/SearchListener.js';
import { minValue } from '../search/ValueOrder.js';
import { mrv } from '../search/VariableOrder.js';
import { cpuTimeMs } from '../util/cpuTime.js';
import type { CompileCache } from './CompileCache.js';
import { type CompiledModel, type CompileOptions, compileModel } from './compileModel.js';
import { NATIVE_OPTION_SUPPORT } from './NATIVE_OPTION_SUPPORT.js';

/** Solves shorter than this report wall time as CPU time (see `EngineRun`). */
const CPU_SAMPLE_AFTER_MS = 2;

/** Failures before a default-strategy search escalates to dom/wdeg with restarts. */
const AUTO_ESCALATE_FAILURES = 2000;

/** Longest a step runs, ms, before it looks whether the search escalated (portfolio start). */
const ESCALATION_CHECK_MS = 50;

/**
 * CPU share of each portfolio arm per round, in ms: the escalated default, matching, plain MRV,
 * and the learning search (left out when `NativeOptions.learning` is `false`).
 */
const PORTFOLIO_SLICES_MS = [40, 20, 20, 80] as const;

/** Index of the learning arm in the portfolio. */
const LEARNING_ARM = 3;

/**
 * Most (variable, value) atoms for which the portfolio builds a learning arm: its trail and watch
 * lists take tens of bytes per atom (a 225×225 grid has 11 million; a 100×100 one a million).
 */
const LEARNING_ARM_MAX_ATOMS = 2_000_000;

/**
 * Conflicts in the first Luby run of a learning search (see `LearningConfig.restartBase`). With
 * target phases (reset at each restart) longer runs did better on the 36×36 @ 0.42 instances:
 * 100, 200, 300, 600 and 1,000 were measured (3 orders each), 600 had the smallest total.
 */
const LEARNING_RESTART_BASE = 600;

/**
 * Learnt clauses a learning search vivifies at each restart (see `LearningConfig.vivify`): none.
 * 200 (the best of 50, 100, 200 and 500) was measured over 21 start orders of the 36×36 @ 0.42
 * instances: it halved the runs that passed 60,000 conflicts (13 → 6 of 95) and won on the hardest
 * instance, but lost in the median and the tail on two of the five (docs/learning.md), so it is
 * not the default.
 */
const LEARNING_VIVIFY = 0;

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
 *
 * A model with an objective is solved by branch and bound: after each solution the objective
 * bound (`CompiledModel.objectiveBound`) is tightened below its value, so every later solution
 * improves on it, and a search that runs out proves the last one `optimal`.
 */
export class EngineRun {
  /** The compiled model. */
  readonly compiled: CompiledModel;
  /** The search: the default depth-first one, or with `NativeOptions.learning` the learning one. */
  readonly search: Search | LearningSearch;
  // CPU time needs a system call (≈1 µs each), more than a whole easy 9×9 solve costs to
  // measure twice; so it is sampled only once a solve has run for CPU_SAMPLE_AFTER_MS, and the
  // first milliseconds are counted as CPU-bound wall time.
  private startCpu = Number.NaN;
  private readonly startWall: number;
  private readonly deadline: number;
  private readonly signal: AbortSignal | undefined;
  private finalStatus: RunOutcome | null = null;
  private readonly cache: CompileCache | undefined;
  // Portfolio (see `startPortfolio`): the model, and the extra searches once started.
  private readonly model: Model;
  private readonly portfolioEligible: boolean;
  private arms: (Search | LearningSearch)[] | null = null;
  // The extra arms' compiled models (`null` until one is built: no allocation per plain solve).
  private armCompiled: CompiledModel[] | null = null;
  private armAt = 0;
  private armUsed = 0;
  private answeredBy = -1;
  // Arms the portfolio may grow to (the learning arm only unless `learning: false`).
  private portfolioSize: number;
  private readonly onSolution: (values: Int32Array) => void;
  private readonly compileOptions: CompileOptions;
  // Duration of the last compile, ms: the estimate for compiling one more portfolio arm.
  private compileMs = 0;
  // Until the portfolio starts, a step returns by this time to see whether the search escalated.
  private escalationCheckAt: number;

  /**
   * Checks the options, compiles `model` and prepares the search; throws `InvalidOptionError` for
   * options the native engine does not take, `InvalidModelError` on a malformed model.
   */
  constructor(
    model: Model,
    options: SolveOptions,
    hooks: EngineRunHooks,
    cache?: CompileCache,
    kinds?: KindRegistry,
  ) {
    checkSolveOptions('native', options, NATIVE_OPTION_SUPPORT);
    this.startWall = performance.now();
    this.escalationCheckAt = this.startWall + ESCALATION_CHECK_MS;
    this.deadline =
      options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : this.startWall + options.timeoutMs;
    this.signal = options.signal;
    this.model = model;
    const native = options.backendOptions?.native;
    // Built without spreads: this runs before every solve of a batch, where each allocation shows.
    const learning = native?.learning;
    const copts: CompileOptions =
      native === undefined
        ? { kinds }
        : {
            kinds,
            ...(native.allDifferent ? { allDifferent: native.allDifferent } : {}),
            ...(native.presolve === false ? { presolve: false } : {}),
            ...(learning ? { learning: true } : {}),
          };
    this.compileOptions = copts;
    // A learning compile is never shared: its explaining propagators and trail belong to one search.
    const compiled = cache && !learning ? cache.acquire(model, copts) : compileModel(model, copts);
    // What a fresh compile of this model cost (a cache hit costs far less, and says nothing about an arm).
    this.compileMs = compiled.compileMs;
    this.compiled = compiled;
    this.cache = learning ? undefined : cache;
    if (hooks.onDomain) compiled.engine.tracer = hooks.onDomain;
    const decisionVars = compiled.decisionVars;
    const goal = model.objective;
    const bound = compiled.objectiveBound;
    // Branch and bound: each solution tightens the bound below its value (posted as a minimisation).
    this.onSolution =
      goal === undefined || bound === undefined
        ? hooks.onSolution
        : (values) => {
            const value = objectiveValue(goal, values);
            // The search re-runs the bound at every refutation from now on (`recheck`).
            bound.tighten(goal.sense === 'maximize' ? -value - 1 : value - 1);
            hooks.onSolution(values);
          };
    // Unless told otherwise, escalate long searches whose strategy the caller left alone (see Search.escalate).
    const escalate = native?.escalate;
    const auto = options.restarts === undefined && options.variableOrder === undefined;
    const escalateAfter =
      escalate === false || (escalate === undefined && !auto)
        ? Number.POSITIVE_INFINITY
        : typeof escalate === 'object'
          ? escalate.afterFailures
          : AUTO_ESCALATE_FAILURES;
    const cfg: SearchConfig = {
      solutionLimit: options.solutionLimit ?? (goal === undefined ? 1 : Number.POSITIVE_INFINITY),
      nodeLimit: options.nodeLimit ?? Number.POSITIVE_INFINITY,
      variableOrder: options.variableOrder ?? mrv,
      valueOrder: options.valueOrder ?? minValue,
      seed: options.seed ?? 1,
      restarts: options.restarts ?? NO_RESTARTS,
      escalateAfter,
      degree: compiled.degree,
      decisionVars,
      places: native?.branchOnPlaces ? compiled.places : undefined,
      recheck: bound === undefined ? -1 : bound.id,
    };
    const listener = {
      onSolution: this.onSolution,
      onDecision: hooks.onDecision,
      onBacktrack: hooks.onBacktrack,
    };
    if (compiled.explainer !== undefined) {
      // Learning: its own branching (activity, phase saving) and Luby restarts; the strategy options do not apply.
      const ex = compiled.explainer;
      if (hooks.onDomain) ex.forward = hooks.onDomain;
      const debug = typeof learning === 'object' && learning.debug === true;
      this.search = new LearningSearch(
        compiled.engine,
        ex,
        {
          solutionLimit: cfg.solutionLimit,
          nodeLimit: cfg.nodeLimit,
          restartBase: LEARNING_RESTART_BASE,
          vivify: LEARNING_VIVIFY,
          recheck: cfg.recheck ?? -1,
          // Only a seed the caller chose moves the initial order (the default order stays as measured).
          orderSeed: options.seed,
          checker: debug ? new NogoodChecker(model, ex) : undefined,
        },
        listener,
      );
    } else {
      if (compiled.search) compiled.search.reuse(cfg, listener);
      else compiled.search = new Search(compiled.engine, cfg, listener);
      this.search = compiled.search;
    }
    // A portfolio only makes sense for one solution with the default strategy and no trace:
    // counting would see solutions twice, and a trace must follow one search.
    this.portfolioSize = learning === false ? LEARNING_ARM : PORTFOLIO_SLICES_MS.length;
    this.portfolioEligible =
      !learning &&
      escalateAfter < Number.POSITIVE_INFINITY &&
      native?.portfolio !== false &&
      goal === undefined &&
      cfg.solutionLimit === 1 &&
      options.nodeLimit === undefined &&
      !hooks.onDecision &&
      !hooks.onBacktrack &&
      !hooks.onDomain;
  }

  /**
   * Hard instances defeat any single strategy in different ways (measured on 36×36 sudoku at
   * 42 % fill: matching solved two of five, plain MRV two others, dom/wdeg with restarts one).
   * Once the default search escalates, two more complete searches join it on their own copies
   * of the model: Régin matching with the default strategy, and plain MRV without restarts.
   * They take turns in short CPU slices; the first to find a solution or prove there is none
   * answers. Easy instances never get here (escalation needs 2,000 failures).
   *
   * Each extra search is compiled when its first turn comes (one compile per turn keeps the
   * event loop's pauses short on large grids), and not at all when the time limit would pass
   * before its compile ends (estimated by the last compile's duration).
   */
  private startPortfolio(): void {
    this.arms = [this.search];
    this.armAt = 0;
  }

  /** Compiles and adds portfolio arm `k` (1: Régin matching, 2: plain MRV). */
  private buildArm(k: number): Search | LearningSearch {
    const t0 = performance.now();
    if (k === LEARNING_ARM) {
      const compiled = compileModel(this.model, { ...this.compileOptions, learning: true });
      const learner = new LearningSearch(
        compiled.engine,
        compiled.explainer!,
        {
          solutionLimit: 1,
          nodeLimit: Number.POSITIVE_INFINITY,
          restartBase: LEARNING_RESTART_BASE,
          vivify: LEARNING_VIVIFY,
          recheck: -1,
        },
        { onSolution: this.onSolution },
      );
      (this.armCompiled ??= []).push(compiled);
      this.arms!.push(learner);
      this.compileMs = performance.now() - t0;
      return learner;
    }
    const matching = k === 1;
    const compiled = compileModel(
      this.model,
      matching ? { ...this.compileOptions, allDifferent: 'matching' } : this.compileOptions,
    );
    const search = new Search(
      compiled.engine,
      {
        solutionLimit: 1,
        nodeLimit: Number.POSITIVE_INFINITY,
        valueOrder: minValue,
        seed: 2,
        variableOrder: mrv,
        restarts: NO_RESTARTS,
        escalateAfter: matching ? AUTO_ESCALATE_FAILURES : Number.POSITIVE_INFINITY,
        degree: compiled.degree,
        decisionVars: compiled.decisionVars,
      },
      { onSolution: this.onSolution },
    );
    (this.armCompiled ??= []).push(compiled);
    this.arms!.push(search);
    this.compileMs = performance.now() - t0;
    return search;
  }

  /** The arm whose turn follows arm `i`'s: the next one, a new one when there is time to build it, or the first. */
  private nextArm(i: number): number {
    const arms = this.arms!;
    if (i + 1 < arms.length) return i + 1;
    if (arms.length === LEARNING_ARM && this.portfolioSize > LEARNING_ARM) {
      // Decided once, when the learning arm's turn first comes (not on every solve).
      const store = this.compiled.store;
      let atoms = 0;
      for (let v = 0; v < store.n; v++) atoms += store.nwords[v]! << 5;
      if (atoms > LEARNING_ARM_MAX_ATOMS) this.portfolioSize = LEARNING_ARM;
    }
    if (arms.length < this.portfolioSize && performance.now() + this.compileMs < this.deadline) {
      this.buildArm(arms.length);
      return arms.length - 1;
    }
    return 0;
  }

  /** Runs the portfolio's arms in turn until `until`; returns the state of the arm that ended, or running. */
  private runPortfolio(arms: (Search | LearningSearch)[], until: number): SearchState {
    for (;;) {
      const now = performance.now();
      if (now >= until) return 'running';
      const i = this.armAt;
      const left = PORTFOLIO_SLICES_MS[i]! - this.armUsed;
      const state = arms[i]!.run(Math.min(until, now + left));
      if (state !== 'running') {
        this.answeredBy = i;
        return state;
      }
      // A turn may span several caller slices (Observable mode): count what this arm used.
      this.armUsed += performance.now() - now;
      if (this.armUsed >= PORTFOLIO_SLICES_MS[i]!) {
        this.armUsed = 0;
        this.armAt = this.nextArm(i);
      }
    }
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
    // Until the portfolio starts, return now and then to see whether the search escalated.
    // (`escalationCheckAt` is moved on below from a clock read the deadline check makes anyway.)
    if (this.portfolioEligible && this.arms === null) until = Math.min(until, this.escalationCheckAt);
    const state: SearchState = this.arms ? this.runPortfolio(this.arms, until) : this.search.run(until);
    if (state === 'running' && this.portfolioEligible && this.arms === null && this.search.escalated) {
      this.startPortfolio();
    }
    if (state === 'running') {
      const now = performance.now();
      if (now >= this.escalationCheckAt) this.escalationCheckAt = now + ESCALATION_CHECK_MS;
      if (Number.isNaN(this.startCpu)) this.startCpu = cpuTimeMs() - (now - this.startWall);
      if (now >= this.deadline) return this.finish('timeout', 'time limit reached');
      if (this.signal?.aborted) return this.finish('cancelled', 'aborted by signal');
      return false;
    }
    switch (state) {
      case 'stopped':
        return this.finish('cancelled', 'stopped');
      case 'solutionLimit':
        return this.finish('sat');
      case 'nodeLimit':
        return this.solutionsFound() > 0
          ? this.finish('sat', 'node limit reached')
          : this.finish('unknown', 'node limit reached');
      default:
        // Exhausted: with an objective, branch and bound has proved the last solution best.
        if (this.solutionsFound() === 0) return this.finish('unsat');
        return this.finish(this.model.objective === undefined ? 'sat' : 'optimal');
    }
  }

  private solutionsFound(): number {
    if (this.arms === null) return this.search.solutions;
    let n = 0;
    for (const s of this.arms) n += s.solutions;
    return n;
  }

  /** Stops the run from outside (unsubscribe). */
  cancel(reason = 'cancelled by subscriber'): void {
    this.search.requestStop();
    if (this.arms) for (const s of this.arms) s.requestStop();
    if (!this.finalStatus) this.finish('cancelled', reason);
  }

  /** Statistics at this moment. */
  stats(): SolverStatistics {
    const wallMs = performance.now() - this.startWall;
    const one = this.search;
    let nodes = one.nodes;
    let failures = one.failures;
    let solutions = one.solutions;
    let maxDepth = one.maxDepth;
    let restarts = one.restarts;
    // arms[0] is `search` itself.
    const arms = this.arms;
    if (arms !== null) {
      for (let i = 1; i < arms.length; i++) {
        const s = arms[i]!;
        nodes += s.nodes;
        failures += s.failures;
        solutions += s.solutions;
        if (s.maxDepth > maxDepth) maxDepth = s.maxDepth;
        restarts += s.restarts;
      }
    }
    let propagations = this.compiled.engine.propagations;
    if (this.armCompiled !== null) for (const c of this.armCompiled) propagations += c.engine.propagations;
    const stats: SolverStatistics = {
      nodes,
      failures,
      propagations,
      solutions,
      maxDepth,
      restarts,
      cpuMs: Number.isNaN(this.startCpu) ? wallMs : cpuTimeMs() - this.startCpu,
      wallMs,
    };
    // Which search answered: 0 the default one, 1 matching, 2 plain MRV, 3 learning (-1 none yet).
    if (this.arms) stats.extra = { portfolioArms: this.arms.length, answeredBy: this.answeredBy };
    if (one instanceof LearningSearch) {
      stats.extra = {
        conflicts: one.failures,
        learntNogoods: one.learnt,
        learntLive: one.clauses.live,
        learntDeleted: one.deleted,
        vivifiedLiterals: one.vivified,
      };
    }
    return stats;
  }

  private finish(status: SolveStatus, reason?: string): true {
    this.cache?.release(this.compiled);
    // A limit hit after solutions were found still answers `sat` for those solutions.
    const found = this.solutionsFound();
    if ((status === 'timeout' || status === 'cancelled') && found > 0 && reason) {
      this.finalStatus = { status, reason: `${reason} after ${found} solution(s)` };
    } else this.finalStatus = reason === undefined ? { status } : { status, reason };
    return true;
  }
}
