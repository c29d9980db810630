import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { luby } from '../search/luby.js';
import type { SearchState } from '../search/Search.js';
import type { SearchListener } from '../search/SearchListener.js';
import { Random } from '../util/Random.js';
import { ConflictAnalysis } from './ConflictAnalysis.js';
import {
  ATOM_EQ,
  ATOM_NEQ,
  ATOM_OPEN,
  type Explainer,
  REASON_BOUNDS,
  REASON_CLAUSE,
  REASON_DECISION,
  REASON_EQ,
  REASON_GENERIC,
  REASON_LAZY,
  REASON_POOL,
  REASON_PRIOR,
} from './Explainer.js';
import { ExplanationError } from './ExplanationError.js';
import { IntBuffer } from './IntBuffer.js';
import { LearntClauses } from './LearntClauses.js';
import type { NogoodChecker } from './NogoodChecker.js';
import { VarHeap } from './VarHeap.js';

/**
 * How a {@link LearningSearch} chooses its decisions.
 * - `'variable'`: the most active open variable (VSIDS over variables), its value by target phase,
 *   saved phase, smallest.
 * - `'atom'`: the most active open atom (VSIDS over the (variable, value) atoms, as CaDiCaL keeps
 *   it over the Boolean variables of the direct encoding), decided with its target or saved phase:
 *   `[x = v]` or `[x ≠ v]`.
 */
export type LearningBranching = 'variable' | 'atom';

/** Settings of a {@link LearningSearch}. */
export interface LearningConfig {
  /** Stop after this many solutions. */
  readonly solutionLimit: number;
  /** Stop after this many decisions. */
  readonly nodeLimit: number;
  /** Conflicts of the first Luby restart run (the runs are this times 1 1 2 1 1 2 4 …); `Infinity`: never. */
  readonly restartBase: number;
  /** A propagator to re-run after every solution (the branch-and-bound objective bound), or -1. */
  readonly recheck: number;
  /**
   * When given, each variable's initial activity is scaled by a factor in [1, 1.5) drawn from a
   * generator seeded with it (with `'atom'` branching its atoms start from it), so the first
   * decisions follow a different (still small-domains-first in the main) order. The conflicts a search needs vary by an order of magnitude across such
   * orders, so a change to the search is judged over many of them.
   */
  readonly orderSeed?: number | undefined;
  /**
   * Learnt clauses vivified at each restart (see `LearningSearch.vivify`); 0 or absent: none.
   * Only clauses of LBD ≤ 6 are tried, in the order they were learnt, each once.
   */
  readonly vivify?: number | undefined;
  /**
   * Shrinking of learnt nogoods (all-UIP shrinking, Feng & Bacchus, SAT 2020, as CaDiCaL's
   * `shrink=3`): after minimisation, the literals a nogood holds from one lower decision level are
   * replaced by that level's unique implication point when they all follow from it (see
   * `ConflictAnalysis`). `false` or absent: off.
   */
  readonly shrink?: boolean | undefined;
  /**
   * Reason-side bumping (as CaDiCaL's `bumpreason`): after each conflict, the variables in the
   * reasons of the learnt clause's literals gain activity too, to this depth (1: those reasons;
   * 2: their reasons as well). 0 or absent: only the variables met in the analysis.
   */
  readonly bumpReasons?: number | undefined;
  /**
   * Nogoods of more literals than this do not bump the variables of their reasons (CaDiCaL 1.5 and
   * later's `bumpreasonlimit`, 10 there; CaDiCaL sc2021 has no limit). Absent: no limit.
   */
  readonly bumpReasonsLimit?: number | undefined;
  /**
   * Whether the target phase outlives restarts: the longest trail is then the longest of the whole
   * search, not of the current restart run. `false` or absent: a restart forgets it.
   */
  readonly keepTarget?: boolean | undefined;
  /** How decisions are chosen; absent: `'variable'`. */
  readonly branching?: LearningBranching | undefined;
  /**
   * Whether equal activities are decided smaller atom (or variable) first, as CaDiCaL's heap
   * does; `false`: as the heap's layout happens to have them. Absent: `TIES_BY_INDEX` (yes).
   */
  readonly tiesByIndex?: boolean | undefined;
  /**
   * Mode switching (as CaDiCaL): the search alternates between a *focused* mode (a restart
   * whenever the recent nogoods' LBD average exceeds the long-run one by 10 %, decisions with
   * their saved phase, no target phase) and a *stable* one (the Luby restarts of `restartBase`
   * and target phases), starting focused for this many conflicts, each mode twice as long as the
   * one before (CaDiCaL: 1,000). 0 or absent: stable throughout.
   */
  readonly modes?: number | undefined;

  /** Debug mode: every explanation and learnt nogood is checked against the model's solutions. */
  readonly checker?: NogoodChecker | undefined;
}

/** Learnt clauses kept before the first database reduction (grows by 10 % at each one). */
const FIRST_REDUCE = 4000;
/** Learnt clauses of a larger LBD are not vivified. */
const VIVIFY_MAX_LBD = 6;
/**
 * Whether ties of activity go smaller index first when `LearningConfig.tiesByIndex` is absent: yes.
 * Ties are common once the increment has absorbed the small initial activities; against the
 * heap's layout, over 35 orders of the 36×36 @ 0.42 files the conflicts fell by 14 % in sum and
 * the worst run from 19,017 to 16,282; over 35 orders of the 49×49 ones by a quarter in sum, the
 * worst from more than 189,394 to 110,808, every run answered (before: 3 not). The medians stayed
 * about even (docs/learning.md, "Earlier: heap ties by index").
 */
const TIES_BY_INDEX = true;
/** Variable activity decay per conflict (VSIDS). */
const VAR_DECAY = 0.95;
/** Focused mode: smoothing of the fast and the slow LBD averages (CaDiCaL: 1/33 and 1e-5). */
const EMA_FAST = 1 / 33;
const EMA_SLOW = 1e-5;
/** Focused mode: a restart when the fast LBD average exceeds the slow one by this factor. */
const RESTART_MARGIN = 1.1;
/** Focused mode: conflicts between two restarts at least. */
const RESTART_MIN = 2;

/**
 * Conflict-driven search with nogood learning over the direct encoding (lazy clause generation):
 * decide the most active open atom with its target or saved phase (`[x = v]` or `[x ≠ v]`), or
 * `[x = v]` on the most active open variable (see {@link LearningBranching}), propagate (the
 * engine's propagators, explained through the {@link Explainer}, and the learnt clauses), and on a
 * conflict derive the first-UIP nogood (minimised, then shrunk level by level), backjump to the
 * level where it asserts, and assert it.
 * Luby restarts; learnt clauses are reduced by LBD. Iterative and resumable like `Search`:
 * `run(deadline)` returns `'running'` at the deadline and the next call goes on.
 *
 * A model's solutions are enumerated by blocking each one found (a permanent clause over the
 * decisions that led to it: under those decisions propagation fixed every variable, so the clause
 * excludes exactly that solution). A level's first trail entry stands for its decision: the
 * decision itself, or, when a removal decision `[x ≠ v]` left `x` one value `w`, the entry
 * `[x = w]`, which with the lower levels is equivalent to it.
 */
export class LearningSearch {
  /** Decisions so far. */
  nodes = 0;
  /** Conflicts so far. */
  failures = 0;
  /** Solutions found so far. */
  solutions = 0;
  /** Deepest decision level reached. */
  maxDepth = 0;
  /** Restarts performed. */
  restarts = 0;
  /** Nogoods learnt so far. */
  learnt = 0;
  /** Learnt clauses deleted by database reductions. */
  deleted = 0;
  /** Literals removed from learnt clauses by vivification. */
  vivified = 0;
  /** Literals of the nogoods learnt so far, summed (as learnt, before any vivification). */
  learntLiterals = 0;
  /** Always `false`: a learning search does not escalate (kept for `EngineRun`'s portfolio check). */
  readonly escalated = false;

  /** Literals removed from learnt nogoods by shrinking (each shrunk level's literals less its UIP). */
  get shrunk(): number {
    return this.analysis.shrunk;
  }

  /** The learnt nogoods. */
  readonly clauses: LearntClauses;
  private readonly engine: PropagationEngine;
  private readonly ex: Explainer;
  private readonly cfg: LearningConfig;
  private readonly listener: SearchListener;
  private readonly n: number;
  private readonly activity: Float64Array;
  private readonly heap: VarHeap;
  // 'atom' branching (empty arrays otherwise): atom activity, the heap of atoms (open ones, and
  // fixed ones not popped yet), and per atom its saved and target phase (ATOM_EQ, ATOM_NEQ, or 0:
  // none).
  private readonly branching: LearningBranching;
  private readonly atomAct: Float64Array;
  private readonly atomHeap: VarHeap | null;
  private readonly atomPhase: Int8Array;
  private readonly atomTarget: Int8Array;
  private atomInc = 1;
  private readonly phase: Int32Array;
  // Target phases: each variable's value on the longest trail met at a conflict (since the last
  // restart unless `keepTarget`; -1: open there), and that trail's length.
  private readonly target: Int32Array;
  private targetTop = 0;

  private varInc = 1;
  private level = 0;
  private trailLim: number[] = [];
  private poolLim: number[] = [];
  private storeMark: number[] = [];
  // Learnt nogoods' levels (LBD), by stamp.
  private levelSeen: Int32Array;
  private levelStamp = 0;
  private readonly analysis: ConflictAnalysis;
  // The clause being learnt (the database copies it into its arena).
  private litsBuf: Int32Array = new Int32Array(64);
  private readonly conflictBuf: IntBuffer = new IntBuffer(256);
  private readonly expandBuf: IntBuffer = new IntBuffer(256);
  private started = false;
  private checkedTop = 0;
  // The last change (decision, assertion, blocking) is not propagated yet.
  private unpropagated = false;
  private done: SearchState | null = null;
  private stopRequested = false;
  private restartIndex = 1;
  private nextRestartAt: number;
  // Mode switching (`LearningConfig.modes`): whether the search is in stable mode, the conflict
  // count that ends the current mode (-1: no switching), the next mode's length, the conflicts at
  // the last restart, and the focused mode's LBD averages (biased, with their bias corrections).
  private stable = true;
  private modeEnd = -1;
  private modeLen = 0;
  private lastRestart = 0;
  private fastBiased = 0;
  private fastExp = 1;
  private slowBiased = 0;
  private slowExp = 1;
  private maxLearnt = FIRST_REDUCE;
  private permanentCount = 0;
  // Vivification: the next clause id to try, whether backjumps are undoing vivification
  // assumptions (their values are no phases), the literals of the clause being tried and of its
  // shortened form, and per variable the stamp of the analysis that found its assumption involved.
  private vivifyFrom = 0;
  private vivifying = false;
  private vivLits: Int32Array = new Int32Array(64);
  private vivOut: Int32Array = new Int32Array(64);
  private readonly vivInvolved: Int32Array;

  /** A search over `engine`'s compiled model, explained by `ex`. */
  constructor(engine: PropagationEngine, ex: Explainer, cfg: LearningConfig, listener: SearchListener) {
    this.engine = engine;
    this.ex = ex;
    this.cfg = cfg;
    this.listener = listener;
    // The root propagation first: atoms go only to the pairs it leaves open (`Explainer.layout`).
    // The initial order still reads the domains as they were before it.
    const sizes = engine.store.size.slice();
    ex.layoutAtRoot(engine);
    const n = engine.store.n;
    this.n = n;
    this.activity = new Float64Array(n);
    this.heap = new VarHeap(n, this.activity, cfg.tiesByIndex ?? TIES_BY_INDEX);
    this.phase = new Int32Array(n).fill(-1);
    this.target = new Int32Array(n).fill(-1);
    this.vivInvolved = new Int32Array(n);
    this.analysis = new ConflictAnalysis(
      ex,
      {
        antecedents: (t, out, bumpClause) => this.antecedents(t, out, bumpClause),
        // Chosen once here rather than per bump (a conflict bumps some 1,800 atoms).
        bump:
          (cfg.branching ?? 'variable') === 'atom'
            ? (atom) => this.bumpAtom(atom)
            : (atom) => this.bumpVar(ex.atomVar[atom]!),
        checkExplanation: cfg.checker ? (t, lits) => this.checkExplanation(t, lits) : undefined,
      },
      {
        shrink: cfg.shrink ?? false,
        bumpReasons: cfg.bumpReasons ?? 0,
        bumpReasonsLimit: cfg.bumpReasonsLimit,
      },
    );
    this.levelSeen = new Int32Array(n + 2);
    this.clauses = new LearntClauses(ex.atoms);
    this.nextRestartAt = cfg.restartBase;
    if (cfg.modes) {
      this.stable = false;
      this.modeLen = cfg.modes;
      this.modeEnd = cfg.modes;
    }
    // Initial order: small domains first (MRV at the start, before conflicts say more).
    for (let v = 0; v < n; v++) this.activity[v] = 1e-6 / (sizes[v]! + 1);
    if (cfg.orderSeed !== undefined) {
      const rng = new Random(cfg.orderSeed);
      for (let v = 0; v < n; v++) this.activity[v]! *= 1 + 0.5 * (rng.nextUint32() / 4294967296);
    }
    this.branching = cfg.branching ?? 'variable';
    this.atomAct = new Float64Array(this.branching === 'atom' ? ex.atoms : 0);
    this.atomPhase = new Int8Array(this.branching === 'atom' ? ex.atoms : 0);
    this.atomTarget = new Int8Array(this.branching === 'atom' ? ex.atoms : 0);
    if (this.branching === 'atom') {
      // Each atom starts with its variable's activity (the same order of variables, seeded or not),
      // a little less for larger values so that a variable's smallest value comes first.
      const heap = new VarHeap(ex.atoms, this.atomAct, cfg.tiesByIndex ?? TIES_BY_INDEX);
      const store = engine.store;
      for (let v = 0; v < n; v++) {
        const span = ex.spans[v]!;
        for (let a = ex.base[v]!; a < ex.base[v + 1]!; a++) {
          this.atomAct[a] = this.activity[v]! * (1 - ex.atomBit[a]! / (span * 1000));
          if (store.has(v, ex.atomBit[a]!)) heap.insert(a);
        }
      }
      this.atomHeap = heap;
    } else {
      this.atomHeap = null;
      for (let v = 0; v < n; v++) this.heap.insert(v);
    }
  }

  /** Asks the search to stop at its next check. */
  requestStop(): void {
    this.stopRequested = true;
  }

  /** Runs until `deadline` (a `performance.now()` time) or an end state. */
  run(deadline: number): SearchState {
    if (this.done) return this.done;
    const engine = this.engine;
    const ex = this.ex;
    if (!this.started) {
      this.started = true;
      if (ex.rootFailed) return (this.done = 'exhausted');
      ex.engine = engine;
      ex.initRoot();
      // Every change from here on is traced: the literal trail alone puts the domains back.
      if (engine.store === ex.store) ex.restoreDomains();
      engine.tracer = ex.trace;
      engine.traceOne = ex.traceOne;
      engine.scheduleAll();
      this.unpropagated = true;
    }
    for (;;) {
      // The clock is read at every step (a decision or a conflict): a step costs microseconds on a
      // 9×9 grid but up to a millisecond on a 64×64 or larger one, where reading every 64 steps let
      // a time limit pass by 50 ms of work (a read costs well under a microsecond).
      if (this.stopRequested) return (this.done = 'stopped');
      if (performance.now() >= deadline) return 'running';
      if (this.unpropagated) {
        if (!this.propagateAll()) {
          // Learn, backjump and assert: the asserted literal is propagated next time round.
          if (!this.resolveConflict()) return (this.done = 'exhausted');
          continue;
        }
        this.unpropagated = false;
      }
      if (this.level > 0 && this.restartDue()) {
        this.backjump(0);
        // Unless kept, the target phase follows the longest trail of the current run only.
        if (!this.cfg.keepTarget) this.targetTop = 0;
        this.restarts++;
        this.lastRestart = this.failures;
        if (this.cfg.vivify) {
          this.vivify(this.cfg.vivify);
          // A clause vivified to a unit asserted it: propagate before deciding.
          if (this.unpropagated) continue;
        }
      }
      if (this.clauses.live - this.permanentCount >= this.maxLearnt) {
        this.deleted += this.clauses.reduce(ex);
        this.maxLearnt = Math.floor(this.maxLearnt * 1.1);
      }
      const lit = this.decide();
      if (lit < 0) {
        if (!this.solution()) return this.done!;
        this.unpropagated = true;
        continue;
      }
      if (this.nodes >= this.cfg.nodeLimit) return (this.done = 'nodeLimit');
      this.nodes++;
      const x = ex.atomVar[lit >> 1]!;
      const i = ex.atomBit[lit >> 1]!;
      this.newLevel();
      this.listener.onDecision?.(x, engine.store.offset[x]! + i, (lit & 1) === 0, this.level, false);
      ex.enqueue(engine, lit, REASON_DECISION, 0);
      this.unpropagated = true;
    }
  }

  /**
   * Whether to restart now (at a level above 0): at the end of a mode (which switches it), in
   * stable mode at the next Luby limit (which moves on), in focused mode when the recent nogoods'
   * LBD average exceeds the long-run one by `RESTART_MARGIN`.
   */
  private restartDue(): boolean {
    if (this.modeEnd >= 0 && this.failures >= this.modeEnd) {
      this.stable = !this.stable;
      this.modeLen *= 2;
      this.modeEnd = this.failures + this.modeLen;
      // A stable mode starts its Luby sequence afresh.
      this.restartIndex = 1;
      this.nextRestartAt = this.failures + this.cfg.restartBase;
      return true;
    }
    if (this.stable) {
      if (this.failures < this.nextRestartAt) return false;
      this.restartIndex++;
      this.nextRestartAt = this.failures + this.cfg.restartBase * luby(this.restartIndex);
      return true;
    }
    if (this.failures - this.lastRestart < RESTART_MIN) return false;
    const fast = this.fastBiased / (1 - this.fastExp);
    const slow = this.slowBiased / (1 - this.slowExp);
    return fast > RESTART_MARGIN * slow;
  }

  /** Focused mode: takes the LBD of a new nogood into the fast and slow averages. */
  private noteLbd(lbd: number): void {
    this.fastBiased += EMA_FAST * (lbd - this.fastBiased);
    this.fastExp *= 1 - EMA_FAST;
    this.slowBiased += EMA_SLOW * (lbd - this.slowBiased);
    this.slowExp *= 1 - EMA_SLOW;
  }

  /** The next decision literal, or -1 when every variable is fixed. */
  private decide(): number {
    if (this.atomHeap !== null) return this.pickAtom();
    const x = this.pick();
    if (x < 0) return -1;
    return this.ex.eq(x, this.valueOf(x));
  }

  /**
   * The most active open atom with its phase: `[x = v]` when its target phase (its state on the
   * longest trail, see `saveTarget`) or else its saved phase (its last state) says so, or when it
   * has none; else `[x ≠ v]`. -1 when no atom is open (every variable is fixed).
   */
  private pickAtom(): number {
    const heap = this.atomHeap!;
    const aval = this.ex.aval;
    while (!heap.empty) {
      const a = heap.pop();
      if (aval[a] !== ATOM_OPEN) continue;
      const t = this.stable ? this.atomTarget[a]! : 0;
      const p = t !== 0 ? t : this.atomPhase[a]!;
      return p === ATOM_NEQ ? (a << 1) | 1 : a << 1;
    }
    return -1;
  }

  /**
   * The value to try for `x`: its target phase (its value on the longest trail, see
   * `saveTarget`) when still possible, else its saved phase (the last value it had), else
   * its smallest value.
   */
  private valueOf(x: number): number {
    const ti = this.stable ? this.target[x]! : -1;
    if (ti >= 0 && this.engine.store.has(x, ti)) return ti;
    const i = this.phase[x]!;
    if (i >= 0 && this.engine.store.has(x, i)) return i;
    return this.engine.store.minIndex(x);
  }

  /** The most active open variable, or -1 when every variable is fixed. */
  private pick(): number {
    const size = this.engine.store.size;
    const heap = this.heap;
    while (!heap.empty) {
      const x = heap.pop();
      if (size[x]! > 1) return x;
    }
    return -1;
  }

  /**
   * Vivification of learnt clauses (as in CaDiCaL), at level 0 after a restart: for a clause
   * `l1 ∨ … ∨ lk`, assume `¬l1`, `¬l2`, … in turn (one level) and propagate. A literal found false
   * is dropped; a literal found true, or a conflict, ends the clause there, and a walk back from
   * it keeps only the literals whose assumptions it rests on. Everything propagation derives
   * follows from the model (the learnt clauses do too, the one being vivified included), so the
   * shorter clause does and replaces the old one (and is tried again later, as a new clause). At
   * most `budget` clauses of LBD ≤ 6 per call, in the order they were learnt. Over the 36×36 @ 0.42 instances this cut the conflicts of the heavy runs
   * most (see docs/learning.md).
   */
  private vivify(budget: number): void {
    const cl = this.clauses;
    const end = cl.count;
    let id = this.vivifyFrom;
    for (; id < end && budget > 0; id++) {
      if (cl.start[id]! < 0 || cl.permanent[id] || cl.size[id]! < 3 || cl.lbd[id]! > VIVIFY_MAX_LBD) continue;
      budget--;
      if (!this.vivifyClause(id)) {
        id++;
        break;
      }
    }
    this.vivifyFrom = id;
  }

  /** Vivifies clause `id`; `false` when it became a unit, asserted and not yet propagated. */
  private vivifyClause(id: number): boolean {
    const cl = this.clauses;
    const ex = this.ex;
    const len = cl.size[id]!;
    if (this.vivLits.length < len) {
      this.vivLits = new Int32Array(len * 2);
      this.vivOut = new Int32Array(len * 2);
    }
    const lits = this.vivLits;
    const c = cl.start[id]!;
    for (let k = 0; k < len; k++) {
      lits[k] = cl.mem[c + k]!;
      // Satisfied for good: nothing to gain.
      if (ex.isTrue(lits[k]!)) return true;
    }
    if (cl.locked(id, ex)) return true;
    const out = this.vivOut;
    let n = 0;
    // -1: no literal ended it; 0: a conflict; 1: the last literal of `out` was implied true.
    let ending = -1;
    this.vivifying = true;
    this.newLevel();
    for (let k = 0; k < len; k++) {
      const lit = lits[k]!;
      if (ex.isFalse(lit)) continue;
      out[n++] = lit;
      if (ex.isTrue(lit)) {
        ending = 1;
        break;
      }
      if (k === len - 1) break;
      ex.enqueue(this.engine, lit ^ 1, REASON_DECISION, 0);
      if (!this.propagateAll()) {
        ending = 0;
        break;
      }
    }
    if (ending >= 0) n = this.vivifyAnalyze(out, n, ending === 1);
    this.backjump(0);
    this.vivifying = false;
    if (n >= len) return true;
    this.vivified += len - n;
    if (this.cfg.checker) {
      const nogood: number[] = [];
      for (let k = 0; k < n; k++) nogood.push(out[k]! ^ 1);
      this.cfg.checker.checkNogood(nogood, 'vivification', 'learnt nogood', true);
    }
    const lbd = Math.min(cl.lbd[id]!, n);
    cl.remove(id);
    const unit = n === 1;
    const nid = cl.add(out, n, lbd, unit);
    if (!unit) return true;
    this.permanentCount++;
    ex.enqueue(this.engine, out[0]!, REASON_CLAUSE, nid);
    this.unpropagated = true;
    return false;
  }

  /**
   * Keeps of `out` (the first `n` are clause literals whose negations were assumed, in order; the
   * last one was implied true when `implied`, else the conflict in `conflictBuf` ended the
   * assumptions) only the literals whose variable's assumption the end rests on, found by a walk
   * back over the vivification level. Returns the new length.
   */
  private vivifyAnalyze(out: Int32Array, n: number, implied: boolean): number {
    const ex = this.ex;
    const stamp = this.analysis.nextStamp();
    const seen = this.analysis.seen;
    const buf = this.expandBuf;
    buf.length = 0;
    if (implied) buf.push(out[n - 1]!);
    else buf.pushRange(this.conflictBuf.data, 0, this.conflictBuf.length);
    const vstamp = stamp;
    const involved = this.vivInvolved;
    let pending = 0;
    for (let k = 0; k < buf.length; k++) {
      const atom = buf.data[k]! >> 1;
      if (seen[atom] === stamp || ex.alevel[atom] === 0) continue;
      seen[atom] = stamp;
      pending++;
    }
    const t0 = this.trailLim[0]!;
    for (let t = ex.top - 1; t >= t0 && pending > 0; t--) {
      const atom = ex.tLit[t]! >> 1;
      if (seen[atom] !== stamp) continue;
      pending--;
      const kind = ex.tKind[t]!;
      if ((kind & 7) === REASON_DECISION) {
        involved[ex.atomVar[atom]!] = vstamp;
        // An assumption that left one value rests on the earlier removals from its variable too.
        if ((kind & REASON_PRIOR) === 0) continue;
      }
      const from = buf.length;
      this.antecedents(t, buf, false);
      for (let k = from; k < buf.length; k++) {
        const a = buf.data[k]! >> 1;
        if (seen[a] === stamp || ex.alevel[a] === 0) continue;
        seen[a] = stamp;
        pending++;
      }
    }
    const last = implied ? n - 1 : n;
    let j = 0;
    for (let k = 0; k < last; k++) if (involved[ex.atomVar[out[k]! >> 1]!] === vstamp) out[j++] = out[k]!;
    if (implied) out[j++] = out[n - 1]!;
    return j;
  }

  /** Reports the solution, then blocks it; `false` when the search is over (see `done`). */
  private solution(): boolean {
    const s = this.engine.store;
    const values = new Int32Array(this.n);
    for (let v = 0; v < this.n; v++) values[v] = s.value(v);
    this.solutions++;
    this.cfg.checker?.found(values);
    this.listener.onSolution(values);
    if (this.solutions >= this.cfg.solutionLimit) {
      this.done = 'solutionLimit';
      return false;
    }
    if (this.stopRequested) {
      this.done = 'stopped';
      return false;
    }
    if (this.level === 0) {
      this.done = 'exhausted';
      return false;
    }
    // Block it: not every decision that led here can hold again.
    const lits = new Int32Array(this.level);
    const ex = this.ex;
    for (let d = this.level - 1, k = 0; d >= 0; d--, k++) lits[k] = ex.tLit[this.trailLim[d]!]! ^ 1;
    this.backjump(this.level - 1);
    const id = this.clauses.add(lits, lits.length, lits.length, true);
    this.permanentCount++;
    if (this.cfg.recheck >= 0) this.engine.schedule(this.cfg.recheck);
    ex.enqueue(this.engine, lits[0]!, REASON_CLAUSE, id);
    return true;
  }

  private newLevel(): void {
    this.trailLim.push(this.ex.top);
    this.poolLim.push(this.ex.poolTop);
    this.storeMark.push(this.engine.store.pushLevel());
    this.level++;
    this.ex.level = this.level;
    if (this.level > this.maxDepth) this.maxDepth = this.level;
  }

  /** Undoes every level above `to`. */
  private backjump(to: number): void {
    if (this.level <= to) return;
    const ex = this.ex;
    const t0 = this.trailLim[to]!;
    const heap = this.heap;
    const atomHeap = this.atomHeap;
    const tLit = ex.tLit;
    const saving = !this.vivifying;
    if (atomHeap !== null) {
      // Every undone atom is open again: back into the heap, its state saved as its phase.
      const phase = this.atomPhase;
      for (let t = ex.top - 1; t >= t0; t--) {
        const lit = tLit[t]!;
        const atom = lit >> 1;
        if (saving) phase[atom] = lit & 1 ? ATOM_NEQ : ATOM_EQ;
        atomHeap.insert(atom);
      }
    } else {
      // Only the `[x = v]` entries matter here: a variable is out of the heap only once popped, and
      // a popped variable is fixed, its `[x = v]` entry after its removals of earlier trace calls and
      // before those of its own (one trace call, nothing in between), so inserting it at that entry
      // gives the heap the same insertions in the same order as one insert per entry did.
      const phase = this.phase;
      for (let t = ex.top - 1; t >= t0; t--) {
        const lit = tLit[t]!;
        if ((lit & 1) !== 0) continue;
        const atom = lit >> 1;
        const x = ex.atomVar[atom]!;
        if (saving) phase[x] = ex.atomBit[atom]!;
        heap.insert(x);
      }
    }
    this.analysis.forget(t0, ex.top);
    ex.undo(t0, this.poolLim[to]!);
    if (this.checkedTop > t0) this.checkedTop = t0;
    const store = this.engine.store;
    for (let d = this.level - 1; d >= to; d--) store.popLevel(this.storeMark[d]!);
    this.trailLim.length = to;
    this.poolLim.length = to;
    this.storeMark.length = to;
    this.level = to;
    ex.level = to;
    if (this.clauses.qhead > t0) this.clauses.qhead = t0;
    this.engine.clearQueues();
    this.listener.onBacktrack?.(to);
  }

  /**
   * Propagates the engine and the learnt clauses to a common fixpoint; `false` on a conflict,
   * whose nogood is then in `conflictBuf`.
   */
  private propagateAll(): boolean {
    const engine = this.engine;
    const ex = this.ex;
    for (;;) {
      ex.conflictLen = -1;
      if (!engine.propagate()) {
        this.takeEngineConflict();
        return false;
      }
      if (this.cfg.checker) this.checkNewEntries();
      const before = ex.top;
      const bad = this.clauses.propagate(ex, engine);
      if (bad >= 0) {
        const cl = this.clauses;
        const mem = cl.mem;
        const c = cl.start[bad]!;
        const end = c + cl.size[bad]!;
        const out = this.conflictBuf;
        out.length = 0;
        for (let k = c; k < end; k++) out.push(mem[k]! ^ 1);
        this.clauses.bump(bad);
        return false;
      }
      if (ex.top === before) return true;
    }
  }

  /** Debug mode: checks the explanation of every trail entry recorded since the last call. */
  private checkNewEntries(): void {
    const ex = this.ex;
    const buf = new IntBuffer();
    for (let t = Math.min(this.checkedTop, ex.top); t < ex.top; t++) {
      buf.length = 0;
      this.antecedents(t, buf, false);
      this.checkExplanation(t, buf.toArray());
    }
    this.checkedTop = ex.top;
  }

  /** The nogood of a failed propagation: the propagator's own, or every removal on its scope. */
  private takeEngineConflict(): void {
    const ex = this.ex;
    const out = this.conflictBuf;
    out.length = 0;
    if (ex.conflictLen >= 0) {
      for (let k = 0; k < ex.conflictLen; k++) out.push(ex.conflict[k]!);
      ex.conflictLen = -1;
    } else {
      const failed = this.engine.failed;
      const reasoner = ex.reasonerOf(failed);
      if (reasoner?.explainConflict) {
        reasoner.explainConflict(out);
      } else if (ex.byBounds(failed)) this.scopeBounds(failed, ex.top, out);
      else this.scopeRemovals(failed, ex.top, out);
    }
    this.cfg.checker?.checkNogood(out.toArray(), this.describe(this.engine.failed), 'conflict', false);
  }

  /** Pushes every `[y ≠ v]` on the scope of propagator `p` recorded before trail position `before`. */
  private scopeRemovals(p: number, before: number, out: IntBuffer): void {
    const scope = this.engine.propagators[p]!.scope;
    for (let k = 0; k < scope.length; k++) this.priorRemovals(scope[k]!, before, out);
  }

  /**
   * Pushes, for every variable on the scope of propagator `p`, the removals that made its bounds as
   * they were just before trail position `before`: the values below its minimum and above its
   * maximum then (each removed before `before`).
   */
  private scopeBounds(p: number, before: number, out: IntBuffer): void {
    const ex = this.ex;
    const aval = ex.aval;
    const apos = ex.apos;
    const scope = this.engine.propagators[p]!.scope;
    for (let k = 0; k < scope.length; k++) {
      const y = scope[k]!;
      const b = ex.base[y]!;
      const e = ex.base[y + 1]!;
      let lo = b;
      for (; lo < e && aval[lo] === ATOM_NEQ && apos[lo]! < before; lo++) out.push((lo << 1) | 1);
      for (let hi = e - 1; hi > lo && aval[hi] === ATOM_NEQ && apos[hi]! < before; hi--)
        out.push((hi << 1) | 1);
    }
  }

  private priorRemovals(y: number, before: number, out: IntBuffer): void {
    const ex = this.ex;
    const aval = ex.aval;
    const apos = ex.apos;
    const end = ex.base[y + 1]!;
    for (let a = ex.base[y]!; a < end; a++) {
      if (aval[a] === ATOM_NEQ && apos[a]! < before) out.push((a << 1) | 1);
    }
  }

  /** Pushes the antecedents of trail entry `t` (true literals whose conjunction implied it). */
  private antecedents(t: number, out: IntBuffer, bump = true): void {
    const ex = this.ex;
    const kind = ex.tKind[t]!;
    const a = ex.tA[t]!;
    switch (kind & 7) {
      case REASON_POOL: {
        const end = a + ex.tB[t]!;
        for (let j = a; j < end; j++) out.push(ex.pool[j]!);
        break;
      }
      case REASON_EQ:
        out.push(a);
        break;
      case REASON_CLAUSE: {
        const cl = this.clauses;
        const mem = cl.mem;
        const c = cl.start[a]!;
        const end = c + cl.size[a]!;
        for (let k = c + 1; k < end; k++) out.push(mem[k]! ^ 1);
        if (bump) this.clauses.bump(a);
        break;
      }
      case REASON_GENERIC:
        this.scopeRemovals(a, t, out);
        break;
      case REASON_BOUNDS:
        this.scopeBounds(a, t, out);
        break;
      case REASON_LAZY:
        ex.lazy[a]!.explain(ex.tLit[t]!, ex.tB[t]!, out);
        break;
      default:
        break;
    }
    if (kind & REASON_PRIOR) this.priorRemovals(ex.atomVar[ex.tLit[t]! >> 1]!, t, out);
  }

  /** Analyses the conflict in `conflictBuf`, backjumps and asserts; `false` when it proves unsatisfiability. */
  private resolveConflict(): boolean {
    this.failures++;
    const ex = this.ex;
    const conflict = this.conflictBuf;
    let maxLevel = 0;
    for (let k = 0; k < conflict.length; k++) {
      const lv = ex.alevel[conflict.data[k]! >> 1]!;
      if (lv > maxLevel) maxLevel = lv;
    }
    if (maxLevel === 0) return false;
    if (this.stable && ex.top > this.targetTop) this.saveTarget();
    if (maxLevel < this.level) this.backjump(maxLevel);
    const uip = this.analysis.analyse(conflict, this.level, this.trailLim);
    const learnt = this.analysis.learnt;
    const checker = this.cfg.checker;
    // The nogood {uip} ∪ learnt, as a clause of negations; the highest other level goes second.
    const len = learnt.length + 1;
    if (this.litsBuf.length < len) this.litsBuf = new Int32Array(len * 2);
    const lits = this.litsBuf;
    lits[0] = uip ^ 1;
    let bt = 0;
    let btAt = -1;
    const learntLits = learnt.data;
    for (let k = 0; k < learnt.length; k++) {
      lits[k + 1] = learntLits[k]! ^ 1;
      const lv = ex.alevel[learntLits[k]! >> 1]!;
      if (lv > bt) {
        bt = lv;
        btAt = k + 1;
      }
    }
    if (btAt > 1) {
      const tmp = lits[1]!;
      lits[1] = lits[btAt]!;
      lits[btAt] = tmp;
    }
    if (checker) {
      const nogood: number[] = [];
      for (let k = 0; k < len; k++) nogood.push(lits[k]! ^ 1);
      checker.checkNogood(nogood, 'conflict analysis', 'learnt nogood', true);
    }
    const lbd = this.lbdOf(lits, len);
    if (!this.stable) this.noteLbd(lbd);
    this.backjump(bt);
    const unit = len === 1;
    const id = this.clauses.add(lits, len, lbd, unit);
    if (unit) this.permanentCount++;
    this.learnt++;
    this.learntLiterals += len;
    this.varInc /= VAR_DECAY;
    this.atomInc /= VAR_DECAY;
    this.clauses.decay();
    ex.enqueue(this.engine, lits[0]!, REASON_CLAUSE, id);
    return true;
  }

  /**
   * Target phases (as in CaDiCaL's stable mode): the trail is the longest so far (of this restart
   * run unless `keepTarget`), so the values of the variables fixed now become the values
   * decisions try first. Steering back towards the largest consistent partial assignment seen cut
   * the conflicts of the 36×36 @ 0.42 instances by about half, and removed most of their heavy
   * tail; keeping it across restarts cut them by half again (with reason-side bumping unlimited).
   */
  private saveTarget(): void {
    this.targetTop = this.ex.top;
    if (this.atomHeap !== null) {
      this.atomTarget.set(this.ex.aval);
      return;
    }
    const s = this.engine.store;
    const target = this.target;
    for (let v = 0; v < this.n; v++) target[v] = s.size[v] === 1 ? s.minIndex(v) : -1;
  }

  private lbdOf(lits: Int32Array, len: number): number {
    const stamp = ++this.levelStamp;
    if (this.levelSeen.length <= this.level) this.levelSeen = new Int32Array(this.level * 2 + 2);
    let count = 0;
    for (let k = 0; k < len; k++) {
      const lv = this.ex.alevel[lits[k]! >> 1]!;
      if (this.levelSeen[lv] !== stamp) {
        this.levelSeen[lv] = stamp;
        count++;
      }
    }
    return count;
  }

  private bumpAtom(atom: number): void {
    const act = this.atomAct;
    act[atom]! += this.atomInc;
    if (act[atom]! > 1e100) {
      for (let a = 0; a < act.length; a++) act[a]! *= 1e-100;
      this.atomInc *= 1e-100;
      this.atomHeap!.rescaled();
    }
    this.atomHeap!.bumped(atom);
  }

  private bumpVar(x: number): void {
    const act = this.activity;
    act[x]! += this.varInc;
    if (act[x]! > 1e100) {
      for (let v = 0; v < act.length; v++) act[v]! *= 1e-100;
      this.varInc *= 1e-100;
      this.heap.rescaled();
    }
    this.heap.bumped(x);
  }

  private checkExplanation(t: number, antecedents: readonly number[]): void {
    const ex = this.ex;
    const kind = ex.tKind[t]! & 7;
    // Clause reasons are checked when the clause is learnt; decisions have none.
    if (kind === REASON_CLAUSE || kind === REASON_DECISION) return;
    const source = this.describe(ex.tSrc[t]!);
    for (const lit of antecedents) {
      if (!ex.isTrue(lit) || ex.apos[lit >> 1]! >= t) {
        throw new ExplanationError(
          source,
          `learning debug: an explanation from ${source} holds ${this.cfg.checker!.describe(lit)}, which is not true before the change it explains`,
        );
      }
    }
    const nogood = antecedents.slice();
    nogood.push(ex.tLit[t]! ^ 1);
    this.cfg.checker!.checkNogood(nogood, source, 'explanation', false);
  }

  /** A propagator's name for error messages. */
  private describe(p: number): string {
    if (p < 0) return 'the search';
    const prop = this.engine.propagators[p]!;
    return `${prop.constructor.name} #${p}`;
  }
}
