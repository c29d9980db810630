import type { DomainStore } from '../domain/DomainStore.js';
import { StrategyError } from '../errors/StrategyError.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { lowestBit, popcount32 } from '../util/bits.js';
import { growFloat64 } from '../util/growFloat64.js';
import { growInt32 } from '../util/growInt32.js';
import { Random } from '../util/Random.js';
import { lubyRestarts, NO_RESTARTS, type RestartPolicy } from './RestartPolicy.js';
import type { SearchConfig } from './SearchConfig.js';
import type { SearchListener } from './SearchListener.js';
import type { SearchView } from './SearchView.js';
import { maxValue, minValue, randomValue, splitValue } from './ValueOrder.js';
import { domWdeg, inputOrder, mrv } from './VariableOrder.js';

/** Where a search stands after `run` returns. */
export type SearchState =
  | 'running'
  | 'exhausted'
  | 'solutionLimit'
  | 'nodeLimit'
  | 'failedAtRoot'
  | 'stopped';

// The built-in strategies run inline, recognised by identity; others are called through their interface.
const VAR_MRV = 0;
const VAR_DOM_WDEG = 1;
const VAR_INPUT = 2;
const VAR_CUSTOM = 3;
const VAL_MIN = 0;
const VAL_MAX = 1;
const VAL_RANDOM = 2;
const VAL_SPLIT = 3;
const VAL_CUSTOM = 4;

/** The restarts an escalated search switches to (see `Search.escalate`). */
const ESCALATION_RESTARTS = lubyRestarts(100);

/** No propagation is pending. */
const RESUME_NONE = 0;
/** The root propagation was interrupted (see `PropagationEngine.interrupted`). */
const RESUME_ROOT = 1;
/** The propagation of a refutation (`x ≠ v` after a backtrack) was interrupted. */
const RESUME_REFUTATION = 2;
/** The propagation of a decision (`x = v`) was interrupted. */
const RESUME_DECISION = 3;

/**
 * Iterative depth-first search with binary branching (`x = v`, then `x ≠ v`; or with a splitting
 * value order `x ≤ v`, then `x > v`) over an explicit stack: no recursion, so depth is bounded only by memory (a 225×225 grid has
 * 50,625 variables). The loop is resumable: `run(deadline)` returns `'running'` when the
 * deadline passes, and the next call continues where it stopped; the RxJS layer wraps it.
 *
 * Free decision variables live in a sparse set whose size is restored on backtrack, so
 * selection scans only unfixed variables. Search never prunes: it only asks the engine.
 *
 * The search is also the {@link SearchView} its strategies read.
 */
export class Search implements SearchView {
  /** Search nodes (decisions) so far. */
  nodes = 0;
  /** Failed nodes so far. */
  failures = 0;
  /** Solutions found so far. */
  solutions = 0;
  /** Deepest level reached. */
  maxDepth = 0;
  /** Restarts performed. */
  restarts = 0;

  private readonly engine: PropagationEngine;
  private cfg: SearchConfig;
  private listener: SearchListener;
  private order: Int32Array;
  private nFree: number;
  private cpVar: Int32Array;
  private cpIdx: Int32Array;
  private cpMark: Int32Array;
  private cpFree: Int32Array;
  // Progress estimate (see `progress`): per decision, the open share of the search space at its
  // level before it and the share of its subtree, and the closed share when it was taken.
  private cpOpen: Float64Array;
  private cpChild: Float64Array;
  private cpClosed: Float64Array;
  private open = 1;
  private closed = 0;
  private depth = 0;
  private started = false;
  private needBacktrack = false;
  private done: SearchState | null = null;
  private rng: Random;
  private nVars: number;
  private degreeMatters: boolean;
  // The degrees and decision order `degreeMatters` was computed for.
  private degreeOf: ArrayLike<number> | null = null;
  private degreeOrder: ArrayLike<number> | null = null;
  private restartIndex = 1;
  private nextRestartAt = Number.POSITIVE_INFINITY;
  private stopRequested = false;
  // Strategy in force: starts from the config, changed once by escalation.
  private restartPolicy: RestartPolicy = NO_RESTARTS;
  private isRestarting = false;
  private varMode = VAR_MRV;
  private valMode = VAL_MIN;
  private splitting = false;
  private escalateAt = Number.POSITIVE_INFINITY;
  private hasEscalated = false;
  // `closed` when the search escalated (its restart forgets it): see `progressBeforeEscalation`.
  private closedAtEscalation = 0;
  private pickedIdx = -1;
  private recheck = -1;
  // Which propagation an interrupted `run` must finish before going on (RESUME_*).
  private resume = RESUME_NONE;
  private readonly placeOut = new Int32Array(2);

  /** Prepares a search over `engine` (already finalized, not yet propagated). */
  constructor(engine: PropagationEngine, cfg: SearchConfig, listener: SearchListener) {
    this.engine = engine;
    this.order = cfg.decisionVars.slice();
    const cap = 64;
    this.cpVar = new Int32Array(cap);
    this.cpIdx = new Int32Array(cap);
    this.cpMark = new Int32Array(cap);
    this.cpFree = new Int32Array(cap);
    this.cpOpen = new Float64Array(cap);
    this.cpChild = new Float64Array(cap);
    this.cpClosed = new Float64Array(cap);
    this.cfg = cfg;
    this.listener = listener;
    this.nFree = 0;
    this.rng = new Random(cfg.seed);
    this.nVars = engine.store.n;
    this.degreeMatters = false;
    this.reuse(cfg, listener);
  }

  /**
   * Re-arms this search for a new solve over the same engine (whose domains were reset), so
   * batch solves allocate nothing here. `cfg.decisionVars` must be the same set as before.
   */
  reuse(cfg: SearchConfig, listener: SearchListener): void {
    this.cfg = cfg;
    this.listener = listener;
    // The free-variable order is restored in place: no allocation per batch solve.
    if (this.order.length !== cfg.decisionVars.length) this.order = cfg.decisionVars.slice();
    else this.order.set(cfg.decisionVars);
    this.nFree = this.order.length;
    this.nodes = 0;
    this.failures = 0;
    this.solutions = 0;
    this.maxDepth = 0;
    this.restarts = 0;
    this.depth = 0;
    this.open = 1;
    this.closed = 0;
    this.started = false;
    this.needBacktrack = false;
    this.done = null;
    this.resume = RESUME_NONE;
    this.stopRequested = false;
    this.restartIndex = 1;
    this.restartPolicy = cfg.restarts;
    this.recheck = cfg.recheck ?? -1;
    const firstCutoff = cfg.restarts === NO_RESTARTS ? Number.POSITIVE_INFINITY : cutoffOf(cfg.restarts, 1);
    this.isRestarting = firstCutoff < Number.POSITIVE_INFINITY;
    const vo = cfg.variableOrder;
    this.varMode =
      vo === mrv ? VAR_MRV : vo === domWdeg ? VAR_DOM_WDEG : vo === inputOrder ? VAR_INPUT : VAR_CUSTOM;
    const val = cfg.valueOrder;
    this.valMode =
      val === minValue
        ? VAL_MIN
        : val === maxValue
          ? VAL_MAX
          : val === randomValue
            ? VAL_RANDOM
            : val === splitValue
              ? VAL_SPLIT
              : VAL_CUSTOM;
    this.splitting = val.branching === 'split';
    this.escalateAt = this.isRestarting ? Number.POSITIVE_INFINITY : cfg.escalateAfter;
    this.hasEscalated = false;
    this.closedAtEscalation = 0;
    // A search that may escalate draws nothing before it does (`escalate` seeds it then).
    if (
      this.isRestarting ||
      this.valMode === VAL_RANDOM ||
      this.varMode === VAR_CUSTOM ||
      this.valMode === VAL_CUSTOM ||
      cfg.places !== undefined
    ) {
      this.rng = new Random(cfg.seed);
    }
    // Degrees are structural: checked again only for another compiled model.
    if (cfg.degree !== this.degreeOf || cfg.decisionVars !== this.degreeOrder) {
      this.degreeOf = cfg.degree;
      this.degreeOrder = cfg.decisionVars;
      let degreeMatters = false;
      const d = cfg.degree;
      for (let i = 1; i < this.order.length; i++) {
        if (d[this.order[i]!] !== d[this.order[0]!]) {
          degreeMatters = true;
          break;
        }
      }
      this.degreeMatters = degreeMatters;
    }
    this.nextRestartAt = firstCutoff;
  }

  /** Asks a running search to stop at its next step (state `'stopped'`). */
  requestStop(): void {
    this.stopRequested = true;
  }

  /** Whether the default strategy has escalated to dom/wdeg with restarts (see `escalate`). */
  get escalated(): boolean {
    return this.hasEscalated;
  }

  /**
   * The share of its space (see `progress`) the depth-first search had closed when it escalated:
   * 0 before. The escalation's restart starts `progress` again; this keeps what the depth-first
   * phase showed (the native portfolio judges from it whether such a search could finish).
   */
  get progressBeforeEscalation(): number {
    return this.closedAtEscalation;
  }

  /**
   * The share of the search space this search has closed since it started (or last restarted):
   * each refuted decision closes its subtree, which takes 1/size of its level's open space (half of
   * it for a split) — the space measured as the product of the decisions' domain sizes, so a
   * subtree pruned by propagation counts as large as its domains say. 0 until a decision is
   * refuted; 1 once the search is exhausted. An estimate: it tells a search that can finish (it
   * closes shares near the root) from one lost in an astronomical tree (shares like 1e-100).
   */
  get progress(): number {
    return this.done === 'exhausted' || this.done === 'failedAtRoot' ? 1 : this.closed;
  }

  /** Current depth. */
  get currentDepth(): number {
    return this.depth;
  }

  /** The domains (see {@link SearchView}). */
  get store(): DomainStore {
    return this.engine.store;
  }

  /** Unfixed decision variables (see {@link SearchView}; exact only while a strategy is consulted). */
  get freeCount(): number {
    return this.nFree;
  }

  /** The `i`-th unfixed decision variable (see {@link SearchView}). */
  freeVariable(i: number): number {
    return this.order[i]!;
  }

  /** Failure weight of `v` (see {@link SearchView}). */
  weight(v: number): number {
    return this.engine.weight[v]!;
  }

  /** Constraints on `v` (see {@link SearchView}). */
  degree(v: number): number {
    return this.cfg.degree[v]!;
  }

  /** The seeded random generator (see {@link SearchView}). */
  get random(): Random {
    return this.rng;
  }

  /** Whether restarts are on (see {@link SearchView}). */
  get restarting(): boolean {
    return this.isRestarting;
  }

  /**
   * Runs until the search ends or `deadline` (a `performance.now()` time) passes, checking
   * the clock every few hundred steps, and inside propagation through the engine's clock (a
   * single propagation can take seconds on a 225×225 grid). Returns the state; `'running'`
   * means call again: an interrupted propagation is finished first. It also returns `'running'`
   * once right after the search escalates (see `escalated`), before the deadline.
   */
  run(deadline: number): SearchState {
    if (this.done) return this.done;
    const clock = this.engine.clock;
    clock.arm(deadline);
    try {
      return this.runUntil(deadline);
    } finally {
      // Other users of the engine (root propagation for an encoder) must not inherit the deadline.
      clock.arm(Number.POSITIVE_INFINITY);
    }
  }

  private runUntil(deadline: number): SearchState {
    const engine = this.engine;
    if (!this.started) {
      this.started = true;
      this.resume = RESUME_ROOT;
    }
    if (this.resume !== RESUME_NONE) {
      const ok = engine.propagate();
      if (engine.interrupted) return 'running';
      const kind = this.resume;
      this.resume = RESUME_NONE;
      if (kind === RESUME_ROOT) {
        if (!ok) {
          this.failures++;
          return (this.done = 'failedAtRoot');
        }
      } else if (kind === RESUME_REFUTATION) {
        if (ok) this.needBacktrack = false;
        else this.failures++;
      } else if (!ok) {
        this.failures++;
        this.needBacktrack = true;
      }
    }
    let steps = 0;
    for (;;) {
      if (++steps === 256) {
        steps = 0;
        if (this.stopRequested) return (this.done = 'stopped');
        if (performance.now() >= deadline) return 'running';
      }
      if (this.needBacktrack) {
        if (this.depth === 0) return (this.done = 'exhausted');
        if (this.solutions === 0) {
          if (this.failures >= this.escalateAt) {
            this.escalate();
            // Restart now and return at once (a clean state at the root): the caller may want to
            // act on the escalation (the native portfolio starts its other searches then).
            this.restart();
            return 'running';
          }
          if (this.failures >= this.nextRestartAt) {
            this.restart();
            continue;
          }
        }
        // Undo the last decision and take its refutation at the parent level.
        const d = --this.depth;
        const v = this.cpVar[d]!;
        // A bit index (x = v was tried), or its complement for a split (x ≤ v was tried).
        const code = this.cpIdx[d]!;
        const idx = code >= 0 ? code : ~code;
        engine.store.popLevel(this.cpMark[d]!);
        this.nFree = this.cpFree[d]!;
        // The decision's subtree is closed; its refutation leaves the rest of the level open.
        this.closed = this.cpClosed[d]! + this.cpChild[d]!;
        this.open = this.cpOpen[d]! - this.cpChild[d]!;
        this.listener.onBacktrack?.(d);
        this.listener.onDecision?.(v, engine.store.offset[v]! + idx, false, d + 1, code < 0);
        if (this.recheck >= 0) engine.schedule(this.recheck);
        const refuted = code >= 0 ? engine.remove(v, idx) : engine.setMinIndex(v, idx + 1);
        if (!refuted) {
          this.failures++;
          continue;
        }
        const ok = engine.propagate();
        if (engine.interrupted) {
          this.resume = RESUME_REFUTATION;
          return 'running';
        }
        if (ok) this.needBacktrack = false;
        else this.failures++;
        continue;
      }
      const v = this.select();
      if (v < 0) {
        this.solutions++;
        this.listener.onSolution(this.currentValues());
        if (this.solutions >= this.cfg.solutionLimit) return (this.done = 'solutionLimit');
        if (this.stopRequested) return (this.done = 'stopped');
        this.needBacktrack = true;
        continue;
      }
      if (this.nodes >= this.cfg.nodeLimit) return (this.done = 'nodeLimit');
      this.nodes++;
      // A two-place choice is always an assignment; a splitting value order bisects otherwise.
      const split = this.splitting && this.pickedIdx < 0;
      const idx = this.pickedIdx >= 0 ? this.pickedIdx : this.chooseValue(v);
      this.pushChoice(v, split ? ~idx : idx);
      this.listener.onDecision?.(v, engine.store.offset[v]! + idx, true, this.depth, split);
      let ok = split ? engine.setMaxIndex(v, idx) : engine.assign(v, idx);
      if (ok) {
        ok = engine.propagate();
        if (engine.interrupted) {
          this.resume = RESUME_DECISION;
          return 'running';
        }
      }
      if (!ok) {
        this.failures++;
        this.needBacktrack = true;
      }
    }
  }

  private pushChoice(v: number, idx: number): void {
    const d = this.depth;
    if (d === this.cpVar.length) this.growStack();
    this.cpVar[d] = v;
    this.cpIdx[d] = idx;
    this.cpMark[d] = this.engine.store.pushLevel();
    this.cpFree[d] = this.nFree;
    // A value takes 1/size of the level's open space, a split (x ≤ v) half of it: an estimate
    // by the product of domain sizes, as in Kilby et al.'s search-progress measures.
    const open = this.open;
    const child = idx < 0 ? open / 2 : open / this.engine.store.size[v]!;
    this.cpOpen[d] = open;
    this.cpChild[d] = child;
    this.cpClosed[d] = this.closed;
    this.open = child;
    this.depth = d + 1;
    if (this.depth > this.maxDepth) this.maxDepth = this.depth;
  }

  /**
   * A long search without restarts is likely stuck in a heavy tail: switch to dom/wdeg with
   * Luby restarts and random tie-breaks (the weights learned so far are kept), restarting now.
   */
  private escalate(): void {
    this.escalateAt = Number.POSITIVE_INFINITY;
    this.hasEscalated = true;
    this.closedAtEscalation = this.closed;
    this.rng = new Random(this.cfg.seed);
    this.restartPolicy = ESCALATION_RESTARTS;
    this.isRestarting = true;
    this.varMode = VAR_DOM_WDEG;
    this.nextRestartAt = this.failures;
    this.restartIndex = 0;
  }

  private restart(): void {
    const store = this.engine.store;
    while (this.depth > 0) {
      const d = --this.depth;
      store.popLevel(this.cpMark[d]!);
      this.nFree = this.cpFree[d]!;
    }
    // A restart starts the estimate again: the closed subtrees are not remembered.
    this.open = 1;
    this.closed = 0;
    this.listener.onBacktrack?.(0);
    this.restarts++;
    this.restartIndex++;
    this.nextRestartAt = this.failures + cutoffOf(this.restartPolicy, this.restartIndex);
    this.needBacktrack = false;
    // The root state is a fixpoint already (refutations at depth 0 were propagated).
  }

  /**
   * Picks the next variable to branch on (-1 when every decision variable is fixed). Sets
   * `pickedIdx` when the choice comes with its value (a two-place value), else -1.
   */
  private select(): number {
    this.pickedIdx = -1;
    const v = this.selectVariable();
    const places = this.cfg.places;
    if (v >= 0 && places !== undefined && this.engine.store.size[v]! > 2) {
      const out = this.placeOut;
      const start = this.isRestarting ? this.rng.nextUint32() : 0;
      if (places.twoPlaces(out, start)) {
        this.pickedIdx = out[1]!;
        return out[0]!;
      }
    }
    return v;
  }

  private selectVariable(): number {
    const mode = this.varMode;
    if (mode === VAR_CUSTOM) return this.selectCustom();
    const size = this.engine.store.size;
    const order = this.order;
    let best = -1;
    let bestSize = 0x7fffffff;
    let bestScore = Number.POSITIVE_INFINITY;
    let ties = 0;
    const randomTies = this.isRestarting;
    for (let i = 0; i < this.nFree; i++) {
      const v = order[i]!;
      const s = size[v]!;
      if (s === 1) {
        // Fixed: move it out of the free region (restored on backtrack via nFree).
        const last = --this.nFree;
        order[i] = order[last]!;
        order[last] = v;
        i--;
        continue;
      }
      if (mode === VAR_INPUT) {
        if (best < 0 || v < best) best = v;
        continue;
      }
      if (mode === VAR_DOM_WDEG) {
        const score = s / this.engine.weight[v]!;
        if (score < bestScore) {
          bestScore = score;
          best = v;
          ties = 1;
        } else if (randomTies && score === bestScore && this.rng.below(++ties) === 0) best = v;
        continue;
      }
      if (s < bestSize) {
        bestSize = s;
        best = v;
        ties = 1;
        if (s === 2 && !this.degreeMatters && !randomTies) {
          // Nothing beats a two-value domain; finish compacting lazily on later calls.
          return v;
        }
      } else if (s === bestSize) {
        if (this.degreeMatters) {
          const dv = this.cfg.degree[v]!;
          const db = this.cfg.degree[best]!;
          if (dv > db) best = v;
          else if (dv === db && randomTies && this.rng.below(++ties) === 0) best = v;
        } else if (randomTies) {
          // Weights learned from failures break ties, then chance.
          const wv = this.engine.weight[v]!;
          const wb = this.engine.weight[best]!;
          if (wv > wb) {
            best = v;
            ties = 1;
          } else if (wv === wb && this.rng.below(++ties) === 0) best = v;
        }
      }
    }
    return best;
  }

  /** A variable order of the caller's: the free region is compacted first, so it sees unfixed variables only. */
  private selectCustom(): number {
    const size = this.engine.store.size;
    const order = this.order;
    for (let i = 0; i < this.nFree; i++) {
      const v = order[i]!;
      if (size[v] !== 1) continue;
      const last = --this.nFree;
      order[i] = order[last]!;
      order[last] = v;
      i--;
    }
    if (this.nFree === 0) return -1;
    const vo = this.cfg.variableOrder;
    const v = vo.select(this);
    if (!(Number.isInteger(v) && v >= 0 && v < this.nVars && size[v]! > 1)) {
      throw new StrategyError(
        `variable order '${vo.name}' chose ${String(v)}, which is not an unfixed variable (there are ${this.nFree})`,
      );
    }
    return v;
  }

  /** The bit index to branch on: the value tried (`assign`), or the last one kept by `x ≤ v` (`split`). */
  private chooseValue(v: number): number {
    const store = this.engine.store;
    switch (this.valMode) {
      case VAL_MIN:
        return store.minIndex(v);
      case VAL_MAX:
        return store.maxIndex(v);
      case VAL_SPLIT: {
        const lo = store.minIndex(v);
        return lo + ((store.maxIndex(v) - lo) >> 1);
      }
      case VAL_CUSTOM:
        return this.chooseCustom(v);
      default: {
        let k = this.rng.below(store.size[v]!);
        const s = store.start[v]!;
        for (let w = 0; w < store.nwords[v]!; w++) {
          let x = store.words[s + w]!;
          const c = popcount32(x);
          if (k >= c) {
            k -= c;
            continue;
          }
          while (k-- > 0) x &= x - 1;
          return (w << 5) + lowestBit(x);
        }
        return store.minIndex(v);
      }
    }
  }

  /** A value order of the caller's: its answer is checked against the domain and the branching. */
  private chooseCustom(v: number): number {
    const store = this.engine.store;
    const order = this.cfg.valueOrder;
    const value = order.choose(this, v);
    const ok = this.splitting
      ? Number.isInteger(value) && value >= store.min(v) && value < store.max(v)
      : Number.isInteger(value) && store.hasValue(v, value);
    if (!ok) {
      const want = this.splitting ? 'from its minimum to below its maximum' : 'one of its values';
      throw new StrategyError(
        `value order '${order.name}' chose ${String(value)} for variable ${v}, which is not ${want} (${store.min(v)}..${store.max(v)})`,
      );
    }
    return value - store.offset[v]!;
  }

  private currentValues(): Int32Array {
    const store = this.engine.store;
    const n = store.n;
    const out = new Int32Array(n);
    const offset = store.offset;
    if (store.oneWord) {
      const words = store.words;
      for (let v = 0; v < n; v++) out[v] = offset[v]! + lowestBit(words[v]!);
    } else for (let v = 0; v < n; v++) out[v] = offset[v]! + store.minIndex(v);
    return out;
  }

  private growStack(): void {
    const cap = this.cpVar.length * 2;
    this.cpVar = growInt32(this.cpVar, cap);
    this.cpIdx = growInt32(this.cpIdx, cap);
    this.cpMark = growInt32(this.cpMark, cap);
    this.cpFree = growInt32(this.cpFree, cap);
    this.cpOpen = growFloat64(this.cpOpen, cap);
    this.cpChild = growFloat64(this.cpChild, cap);
    this.cpClosed = growFloat64(this.cpClosed, cap);
  }
}

/** A restart policy's cutoff for `run`, checked: a positive number (or `Infinity`). */
function cutoffOf(policy: RestartPolicy, run: number): number {
  const c = policy.cutoff(run);
  if (!(typeof c === 'number' && c > 0)) {
    throw new StrategyError(
      `restart policy '${policy.name}' gave cutoff ${String(c)} for run ${run}; expected a positive number`,
    );
  }
  return c;
}
