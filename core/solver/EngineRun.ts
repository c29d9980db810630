import { checkSolveOptions } from '../backend/checkSolveOptions.js';
import type { SolveOptions } from '../backend/SolveOptions.js';
import type { SolveStatus } from '../events/SolverEvent.js';
import type { SolverStatistics } from '../events/SolverStatistics.js';
import type { KindRegistry } from '../kinds/KindRegistry.js';
import { Explainer } from '../learning/Explainer.js';
import { type LearningBranching, LearningSearch } from '../learning/LearningSearch.js';
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
import { learningOverlap } from './learningOverlap.js';
import { largestAllDifferent, learningStrength } from './learningStrength.js';
import { NATIVE_OPTION_SUPPORT } from './NATIVE_OPTION_SUPPORT.js';
import { PortfolioSchedule } from './PortfolioSchedule.js';
import type { SliceProfile } from './SliceProfile.js';

/** Solves shorter than this report wall time as CPU time (see `EngineRun`). */
const CPU_SAMPLE_AFTER_MS = 2;

/** Failures before a default-strategy search escalates to dom/wdeg with restarts. */
const AUTO_ESCALATE_FAILURES = 2000;

/**
 * Each portfolio arm's slice of time in the first round, ms: the escalated default, matching,
 * plain MRV, and the learning search (left out when `NativeOptions.learning` is `false`).
 */
const PORTFOLIO_SLICES_MS = [40, 20, 20, 80] as const;

/**
 * The escalated default's first turn, ms, before the other arms join: it often answers within
 * tens of ms of escalating (25×25 and 36×36 grids at 42–55 % fill: 30–100 ms of CPU).
 */
const ESCALATED_FIRST_TURN_MS = 80;

/** Index of the Régin matching arm in the portfolio. */
const MATCHING_ARM = 1;

/** Index of the plain MRV arm (depth-first without restarts: its `Search.progress` means something). */
const PLAIN_ARM = 2;

/** Index of the learning arm in the portfolio. */
const LEARNING_ARM = 3;

/**
 * The arms' turn order in each round: the escalated default keeps the first turn (it often answers
 * within tens of ms of escalating), matching comes before learning (on the instance it wins, it
 * needs its time early: 36×36 @ 0.42 s3, 1,199 failures).
 */
const TURN_ORDER: readonly number[] = [0, 1, 3, 2];

/**
 * Each arm's factor of growth per round without an answer (see `PortfolioSchedule`). Only
 * matching and learning grow: of the escalated large sudoku grids measured that the portfolio had
 * not answered in its first turn, the learning arm answered every one but one, which matching won
 * after about 0.25 s of its own (36×36 @ 0.42 s3; docs/learning.md, "Default"). Matching reaches
 * its cap in its third turn, so it has its share early, while it is still depth-first (once it
 * escalates it settles back to its base slice); learning's keeps growing, because the instances
 * still open after seconds are those only learning solves.
 */
const SLICE_GROWTH: readonly number[] = [1, 4, 1, 4];

/**
 * Each arm's largest slice, ms: at the caps learning has 2560 / 2780 = 92 % of the time, matching
 * 5.8 %, the escalated default and plain MRV 1.4 % and 0.7 %. Matching's 20 + 80 + 160 ms of its
 * first three turns are enough for the instance it wins (a cap of 320 ms won it no sooner).
 */
const SLICE_CAP_MS: readonly number[] = [40, 160, 20, 2560];

/**
 * The slices once the portfolio has focused on learning (`PortfolioSchedule.focus`, see
 * "When the portfolio focuses on learning" below). Learning goes right after the escalated
 * default's turn, starts at 640 ms and reaches its cap a round later; matching grows ×2 from
 * 20 ms to its cap (its depth-first phase still comes, later); the escalated default and plain
 * MRV keep a small slice each, so none starves (at the caps learning has 2560 / 2750 = 93 %).
 */
const FOCUSED_SLICES: SliceProfile = Object.freeze({
  baseMs: Object.freeze([20, 20, 10, 640]),
  growth: Object.freeze([1, 2, 1, 4]),
  capMs: Object.freeze([20, 160, 10, 2560]),
  order: Object.freeze([0, 3, 1, 2]),
});

/**
 * How far beyond the horizon (see "Why the slices' growth can be held") the default search's
 * depth-first phase must project to finish, from the share it had closed when it escalated, for
 * the portfolio to focus on learning from its first turn. The projection is an average over the
 * whole phase, rough both ways (pigeons(9): it projects 3.3 s where plain MRV then needs 0.33 s;
 * a 144×144 grid closes 1.6 % in its first failures and almost nothing after), so only a wide
 * margin decides before any turn; otherwise the first round's `judge` does.
 */
const EARLY_FOCUS_MARGIN = 1000;

/*
 * When the portfolio focuses on learning. Until 27 Nov 2026 the slices only grew round by round
 * (`SLICE_GROWTH`), and on the 36×36 and 49×49 @ 0.42 grids the other three arms took 0.4–0.7 s
 * of CPU before learning answered (matching 0.27–0.6 s of it), 25–55 % more than learning alone.
 * What the core can see tells those problems apart from the ones the other arms solve: plain MRV
 * (and the default search before it escalated: the same depth-first search) closes shares like
 * 1e-42 of a 36×36 grid's space in 2,000 failures, 0.05 of pigeons(8)'s. So the schedule focuses
 * (`FOCUSED_SLICES`) at the portfolio's start when the escalated search's depth-first phase
 * projects beyond `EARLY_FOCUS_MARGIN` times the horizon, or at the end of any round without a
 * hold (plain MRV does not project to finish in time); with the learning arm built or still to be.
 * A later hold still restores the balanced base slices.
 */

/*
 * Why the slices' growth can be held (`PortfolioSchedule.judge`, at the end of each round, on the
 * plain MRV arm): a depth-first search that can finish should keep its share, since learning is
 * the slower search there (n + 1 pigeons in n holes: 8 times slower than plain MRV), while one
 * lost in a large grid's tree should not stop learning's growth. An absolute share closed
 * (`Search.progress` ≥ 1e-6, the rule before) did not tell them apart: plain MRV closes 1.6 % of a
 * 144×144 grid at 70 % fill in its first 13 failures and almost nothing after, and held learning
 * to half the time there. Its rate of progress in the last round does: extrapolated at the share
 * it keeps once held, pigeons(8) projects to finish within seconds, the 144×144 grid to hundreds
 * of thousands. The hold lasts while the projection fits the horizon: the time left before the
 * time limit (as CPU, scaled by the solve's CPU over wall time so far) or, without a limit, the CPU
 * time so far times the share plain MRV gains by a hold (`heldShare / cappedShare`, about 17: a
 * wrong hold costs learning at most half its time, a missed one costs plain MRV that factor).
 */

/**
 * Most bytes the per-atom arrays of the portfolio's learning arm may take (`Explainer.BYTES_PER_ATOM`
 * per atom: 200 MB is about 1.6 million atoms), on top of its own compiled copy of the model. Atoms are
 * the (variable, value) pairs the root propagation leaves open, counted after the arm's root
 * propagation and before anything is allocated for them: a 225×225 sudoku at 70 % fill has about
 * 130,000 (13 MB), a 144×144 at 70 % 32,000; so every sudoku grid up to 225×225 is admitted, and
 * its solve stays within the 500 MB the issue allows a 225×225 (docs/large-grids.md).
 */
const LEARNING_ARM_MAX_BYTES = 200_000_000;

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

/**
 * Whether a learning search shrinks its learnt nogoods (see `LearningConfig.shrink`): yes. Over
 * 17 start orders of the 49×49 @ 0.42 instances it answered 9 against 6 (with a fifth to a half of
 * the conflicts where both answered); over 85 orders of the 36×36 @ 0.42 ones it lost (17 runs
 * stopped against 14, higher median conflicts on four of five). The 49×49 band is where the
 * search still fails, so it is on (docs/learning.md, "Shrinking of learnt nogoods").
 */
const LEARNING_SHRINK = true;

/**
 * Reason-side bumping depth of a learning search (see `LearningConfig.bumpReasons`): 2, the depth
 * CaDiCaL uses in its stable mode. Alone, with per-variable activities, depth 1 raised the
 * conflicts of the 36×36 @ 0.42 instances; with per-atom activities, shrinking and no size limit
 * (the other defaults, as in CaDiCaL, whose conflicts on our own CNF grow up to 35× without it)
 * depth 2 needed the fewest conflicts over 35 orders of the 36×36 and 15 of the 49×49 @ 0.42
 * instances (docs/learning.md, "Earlier: reason-side bumping without a size limit").
 */
const LEARNING_BUMP_REASONS = 2;

/**
 * The longest nogood whose reasons a learning search bumps (see `LearningConfig.bumpReasonsLimit`):
 * no limit. Our nogoods hold about a hundred literals (the all-different explanations are long, as
 * the clauses of the CNF encoding are), so the limit of 10 that CaDiCaL 1.5+ uses left reason-side
 * bumping almost never done; without it (as in CaDiCaL sc2021, the reference here) the 36×36 @ 0.42
 * conflicts fell by a third and r7_f042_s1 went from 206,604 to 46,574 in its default order
 * (docs/learning.md, "Earlier: reason-side bumping without a size limit").
 */
const LEARNING_BUMP_REASONS_LIMIT = Number.POSITIVE_INFINITY;

/**
 * Whether a learning search keeps its target phase across restarts (see
 * `LearningConfig.keepTarget`): yes. With reason-side bumping unlimited, forgetting the longest
 * trail at every restart cost the 36×36 @ 0.42 runs twice the conflicts in total and five times in
 * the tail (docs/learning.md, "Earlier: reason-side bumping without a size limit").
 */
const LEARNING_KEEP_TARGET = true;

/**
 * What a learning search keeps its activities on and decides (see `LearningConfig.branching`):
 * (variable, value) atoms, as CaDiCaL on the direct encoding. Against per-variable activities
 * (docs/learning.md, 2026-11-27) it solved the 49×49 @ 0.42 default orders r7_f042_s2, s3 and s4
 * in 54 k, 158 k and 238 k conflicts (variables: 201 k, and neither of the other two in 295 k),
 * and 9 of 13 default and seeded 49×49 runs against 4 (r7_f042_s2 is a wash); over the 36×36 @ 0.42 orders it cut the total
 * conflicts and the tail (runs past 60 k: 6 → 3 of 75) but raised the median on two of the five
 * files. `'variable'` stays available as a tuning field.
 */
const LEARNING_BRANCHING: LearningBranching = 'atom';

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
  // Arm k in slot k (0: `search` itself); a slot stays empty until the arm's first turn builds it.
  private arms: (Search | LearningSearch | undefined)[] | null = null;
  private schedule: PortfolioSchedule | null = null;
  // The extra arms' compiled models (`null` until one is built: no allocation per plain solve).
  private armCompiled: CompiledModel[] | null = null;
  private armUsed = 0;
  private answeredBy = -1;
  // CPU ms each arm has had, and CPU ms from the start to the portfolio's: diagnostics in `stats().extra`.
  private armMs: number[] = [];
  // CPU ms spent building the extra arms (compiles, the learning arm's root propagation).
  private buildCpuMs = 0;
  // The share the default search had closed, depth-first, when it escalated (see `startPortfolio`).
  private escalationProgress = 0;
  private portfolioAtCpu = -1;
  private readonly orderSeed: number | undefined;
  // Whether the portfolio may have a learning arm (not with `learning: false`).
  private readonly learningArm: boolean;
  // The learning arm was compiled and found too large for LEARNING_ARM_MAX_BYTES.
  private learningRefused = false;
  // The learning search's root propagation reached the time limit (the solve is a timeout).
  private rootTimedOut = false;
  // The learning arm's compiled model while its root propagation is under way (see `buildArm`).
  private learnerCompiled: CompiledModel | null = null;
  private readonly onSolution: (values: Int32Array) => void;
  private readonly compileOptions: CompileOptions;
  // Duration of the last compile, ms: the estimate for compiling one more portfolio arm.
  private compileMs = 0;

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
    this.deadline =
      options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : this.startWall + options.timeoutMs;
    this.signal = options.signal;
    this.model = model;
    this.orderSeed = options.seed;
    const native = options.backendOptions?.native;
    // Built without spreads: this runs before every solve of a batch, where each allocation shows.
    const learning = native?.learning;
    const largest = learning ? largestAllDifferent(model) : undefined;
    const strength = learningStrength(native?.allDifferent, learning, largest?.members ?? 0, largest?.open);
    const copts: CompileOptions =
      native === undefined
        ? { kinds }
        : {
            kinds,
            ...(strength ? { allDifferent: strength } : {}),
            ...(native.presolve === false ? { presolve: false } : {}),
            ...(learning ? { learning: true } : {}),
            ...(learningOverlap(learning) ? { overlap: true } : {}),
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
      const tuning = typeof learning === 'object' ? learning : {};
      // The root propagation comes before the search's atoms exist (they go only to the pairs it
      // leaves open) and takes half a second on 225×225: it stops at the time limit, and a solve
      // whose limit passes in it ends as a timeout without building the search.
      ex.propagateRoot(compiled.engine, this.deadline);
      this.rootTimedOut = !ex.rootSettled;
      this.search = this.rootTimedOut
        ? new Search(compiled.engine, cfg, listener)
        : new LearningSearch(
            compiled.engine,
            ex,
            {
              solutionLimit: cfg.solutionLimit,
              nodeLimit: cfg.nodeLimit,
              restartBase: LEARNING_RESTART_BASE,
              shrink: tuning.shrink ?? LEARNING_SHRINK,
              vivify: tuning.vivify ?? LEARNING_VIVIFY,
              bumpReasons: tuning.bumpReasons ?? LEARNING_BUMP_REASONS,
              bumpReasonsLimit: tuning.bumpReasonsLimit ?? LEARNING_BUMP_REASONS_LIMIT,
              keepTarget: tuning.keepTarget ?? LEARNING_KEEP_TARGET,
              branching: tuning.branching ?? LEARNING_BRANCHING,
              tiesByIndex: tuning.tiesByIndex,
              modes: tuning.modes,
              recheck: cfg.recheck ?? -1,
              // Only a seed the caller chose moves the initial order (the default order stays as measured).
              orderSeed: options.seed,
              checker: tuning.debug === true ? new NogoodChecker(model, ex) : undefined,
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
    this.learningArm = learning !== false;
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
   * Once the default search escalates, three more complete searches join it on their own copies
   * of the model: Régin matching with the default strategy, plain MRV without restarts, and
   * (unless `learning: false`, or on models too large for it) the learning search. They take
   * turns in slices of CPU time (`PortfolioSchedule`: matching's and learning's slices grow
   * round by round, see `SLICE_GROWTH`, and focus on learning, see `FOCUSED_SLICES`: at once
   * when the default search's depth-first phase projects hopelessly far, else after a round
   * without a hold); the first to find a solution or prove there is none answers. Easy instances
   * never get here (escalation needs 2,000 failures).
   *
   * Each extra search is compiled when its first turn comes (one compile per turn keeps the
   * event loop's pauses short on large grids), and not at all when the time limit would pass
   * before its compile ends (estimated by the last compile's duration).
   */
  private startPortfolio(): void {
    this.escalationProgress = (this.search as Search).progressBeforeEscalation;
    this.arms = [this.search];
    this.armMs = [0];
    this.portfolioAtCpu = Number.isNaN(this.startCpu)
      ? performance.now() - this.startWall
      : cpuTimeMs() - this.startCpu;
    // The learning arm's size is known once its root propagation has run (`buildArm` refuses it then).
    this.schedule = new PortfolioSchedule(
      this.learningArm ? TURN_ORDER : TURN_ORDER.filter((k) => k !== LEARNING_ARM),
      PORTFOLIO_SLICES_MS,
      SLICE_GROWTH,
      SLICE_CAP_MS,
      ESCALATED_FIRST_TURN_MS,
    );
    // The depth-first phase's average rate, over its own time (the compile is not search). A
    // learning arm refused later (too large) leaves the focused slices to the other three: their
    // shares change little (matching's grows), and the refusal is known only once it is built.
    const p = this.escalationProgress;
    const searchMs = Math.max(1, this.portfolioAtCpu - this.compileMs);
    const projectedMs =
      p > 0 ? ((1 - p) * searchMs) / p / this.schedule.heldShare(PLAIN_ARM) : Number.POSITIVE_INFINITY;
    if (this.learningArm && projectedMs > EARLY_FOCUS_MARGIN * this.holdHorizonMs()) {
      this.schedule.focus(FOCUSED_SLICES);
    }
  }

  /**
   * Compiles and adds portfolio arm `k` (1: Régin matching, 2: plain MRV, 3: learning); `null`
   * when the learning arm would need more than `LEARNING_ARM_MAX_BYTES` (it is refused for good),
   * `undefined` when its root propagation (a large grid's takes half a second) reached `until`
   * first: it goes on at the arm's next turn, so the time limit is kept.
   */
  private buildArm(k: number, until: number): Search | LearningSearch | null | undefined {
    const t0 = performance.now();
    if (k === LEARNING_ARM) {
      let compiled = this.learnerCompiled;
      if (compiled === null) {
        const largest = largestAllDifferent(this.model);
        const strength = learningStrength(
          this.compileOptions.allDifferent,
          true,
          largest.members,
          largest.open,
        );
        compiled = compileModel(this.model, {
          ...this.compileOptions,
          learning: true,
          ...(strength ? { allDifferent: strength } : {}),
          ...(learningOverlap(true) ? { overlap: true } : {}),
        });
        this.learnerCompiled = compiled;
        this.compileMs = performance.now() - t0;
      }
      const ex = compiled.explainer!;
      ex.propagateRoot(compiled.engine, until);
      if (!ex.rootSettled) return undefined;
      this.learnerCompiled = null;
      if (ex.openPairs() * Explainer.BYTES_PER_ATOM > LEARNING_ARM_MAX_BYTES) {
        this.learningRefused = true;
        return null;
      }
      const learner = new LearningSearch(
        compiled.engine,
        compiled.explainer!,
        {
          solutionLimit: 1,
          nodeLimit: Number.POSITIVE_INFINITY,
          restartBase: LEARNING_RESTART_BASE,
          vivify: LEARNING_VIVIFY,
          shrink: LEARNING_SHRINK,
          bumpReasons: LEARNING_BUMP_REASONS,
          bumpReasonsLimit: LEARNING_BUMP_REASONS_LIMIT,
          keepTarget: LEARNING_KEEP_TARGET,
          branching: LEARNING_BRANCHING,
          recheck: -1,
          orderSeed: this.orderSeed,
        },
        { onSolution: this.onSolution },
      );
      (this.armCompiled ??= []).push(compiled);
      this.arms![k] = learner;
      return learner;
    }
    const matching = k === MATCHING_ARM;
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
    this.arms![k] = search;
    this.compileMs = performance.now() - t0;
    return search;
  }

  /** Runs the portfolio's arms in turn until `until`; returns the state of the arm that ended, or running. */
  private runPortfolio(arms: (Search | LearningSearch | undefined)[], until: number): SearchState {
    const schedule = this.schedule!;
    for (;;) {
      const now = performance.now();
      if (now >= until) return 'running';
      const i = schedule.arm;
      let arm = arms[i];
      if (arm === undefined) {
        // Compiled when its first turn comes; skipped this round when the limit would pass first,
        // and for good when it was refused (too large).
        if (now + this.compileMs >= this.deadline || (i === LEARNING_ARM && this.learningRefused)) {
          schedule.next();
          continue;
        }
        const b0 = cpuTimeMs();
        const built = this.buildArm(i, until);
        this.buildCpuMs += cpuTimeMs() - b0;
        if (built === null) continue;
        if (built === undefined) return 'running';
        arm = built;
      }
      const slice = schedule.sliceMs(i);
      const c0 = cpuTimeMs();
      const state = arm.run(Math.min(until, performance.now() + slice - this.armUsed));
      // Slices are CPU time: on a loaded machine a wall-clock slice gives an arm a fraction of it,
      // and the first turns (which decide the small instances) would shrink with the load. The
      // search stops at a wall-clock time, so a turn may take several runs.
      const used = cpuTimeMs() - c0;
      this.armMs[i] = (this.armMs[i] ?? 0) + used;
      if (state !== 'running') {
        this.answeredBy = i;
        return state;
      }
      // A turn may also span several caller slices (Observable mode): count what this arm used.
      this.armUsed += used;
      if (this.armUsed >= slice) {
        this.armUsed = 0;
        const round = schedule.round;
        schedule.next();
        if (schedule.round !== round) {
          // A round ended: while a plain depth-first search projects to finish in time it keeps
          // its share, so the arms stop growing (see "Why the slices' growth can be held" above).
          const dfs = arms[PLAIN_ARM];
          if (dfs instanceof Search) {
            schedule.judge(PLAIN_ARM, dfs.progress, this.armMs[PLAIN_ARM] ?? 0, this.holdHorizonMs());
          }
          // Matching's share is for its depth-first phase; escalated, it is one more restarting search.
          const matching = arms[MATCHING_ARM];
          if (matching instanceof Search && matching.escalated) schedule.settle(MATCHING_ARM);
          // No hold: plain MRV will not finish in time, the problem is one for learning.
          if (!schedule.holding && this.learningArm && !this.learningRefused) schedule.focus(FOCUSED_SLICES);
        }
      }
    }
  }

  /**
   * CPU ms within which the plain MRV arm must project to finish for growth to be held: the time
   * left before the limit, as CPU (wall ms times the CPU per wall ms so far), or without a limit
   * the CPU ms so far times the share a hold gains it (see "Why the slices' growth can be held").
   */
  private holdHorizonMs(): number {
    const now = performance.now();
    const wall = now - this.startWall;
    const cpu = Number.isNaN(this.startCpu) ? wall : cpuTimeMs() - this.startCpu;
    if (this.deadline === Number.POSITIVE_INFINITY) {
      const schedule = this.schedule!;
      return (cpu * schedule.heldShare(PLAIN_ARM)) / schedule.cappedShare(PLAIN_ARM);
    }
    return (this.deadline - now) * Math.min(1, wall > 0 ? cpu / wall : 1);
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
    if (this.rootTimedOut) return this.finish('timeout', 'time limit reached');
    let until = Math.min(sliceEnd, this.deadline);
    const sampleAt = this.startWall + CPU_SAMPLE_AFTER_MS;
    if (Number.isNaN(this.startCpu) && until > sampleAt) until = sampleAt;
    const state: SearchState = this.arms ? this.runPortfolio(this.arms, until) : this.search.run(until);
    if (state === 'running' && this.portfolioEligible && this.arms === null && this.search.escalated) {
      this.startPortfolio();
    }
    if (state === 'running') {
      const now = performance.now();
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
    for (const s of this.arms) if (s !== undefined) n += s.solutions;
    return n;
  }

  /** Stops the run from outside (unsubscribe). */
  cancel(reason = 'cancelled by subscriber'): void {
    this.search.requestStop();
    if (this.arms) for (const s of this.arms) s?.requestStop();
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
        const s = arms[i];
        if (s === undefined) continue;
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
    // The portfolio: which search answered (0 the default one, 1 matching, 2 plain MRV, 3 learning;
    // -1 none yet), the CPU ms when it started and each arm's CPU ms since, the rounds, whether
    // growth was held at the end (1), the round from which the slices focused on learning (-1:
    // never; 0 from the start), the share the depth-first phase closed before escalating, the
    // CPU ms spent building the extra arms, and the learning arm's conflicts and learnt nogoods.
    if (arms !== null) {
      let built = 0;
      for (const s of arms) if (s !== undefined) built++;
      const extra: Record<string, number> = {
        portfolioArms: built,
        answeredBy: this.answeredBy,
        portfolioAtMs: this.portfolioAtCpu,
        rounds: this.schedule!.round,
        held: this.schedule!.holding ? 1 : 0,
        focusedAtRound: this.schedule!.focusedAtRound,
        buildMs: this.buildCpuMs,
        escalationProgress: this.escalationProgress,
      };
      for (let i = 0; i < arms.length; i++)
        if (arms[i] !== undefined) extra[`arm${i}Ms`] = this.armMs[i] ?? 0;
      const learner = arms[LEARNING_ARM];
      if (learner !== undefined) {
        extra.learningConflicts = learner.failures;
        if (learner instanceof LearningSearch) extra.learningNogoods = learner.learnt;
      }
      stats.extra = extra;
    }
    if (one instanceof LearningSearch) {
      stats.extra = {
        conflicts: one.failures,
        learntNogoods: one.learnt,
        learntLiterals: one.learntLiterals,
        learntLive: one.clauses.live,
        learntDeleted: one.deleted,
        vivifiedLiterals: one.vivified,
        shrunkLiterals: one.shrunk,
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
