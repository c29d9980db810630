import { lowestBit } from '../util/bits.js';
import { type Explainer, REASON_CLAUSE, REASON_DECISION } from './Explainer.js';
import { IntBuffer } from './IntBuffer.js';

/** What a {@link ConflictAnalysis} asks of the search it serves. */
export interface AnalysisHost {
  /**
   * Pushes the antecedents of trail entry `t` (true literals whose conjunction implied it) to
   * `out`; with `bumpClause`, a learnt clause that is the reason gains activity.
   */
  antecedents(t: number, out: IntBuffer, bumpClause: boolean): void;
  /** Bumps the activity the branching reads for `atom` (met in the analysis, or reason-side). */
  bump(atom: number): void;
  /** Debug mode only: checks the explanation `lits` of trail entry `t`. */
  readonly checkExplanation?: ((t: number, lits: readonly number[]) => void) | undefined;
}

/** How a {@link ConflictAnalysis} refines its nogoods (see `LearningConfig`). */
export interface AnalysisSettings {
  /** All-UIP shrinking after minimisation. */
  readonly shrink: boolean;
  /** Reason-side bumping depth; 0: none. */
  readonly bumpReasons: number;
  /** Nogoods of more literals than this skip reason-side bumping; absent: no limit. */
  readonly bumpReasonsLimit?: number | undefined;
}

/**
 * The conflict analysis of a `LearningSearch`: from a conflict (true literals that cannot hold
 * together), the first-UIP nogood, minimised (recursively, as MiniSat), shrunk level by level
 * (all-UIP shrinking), and the activity bumps that go with it (the atoms met, and those of the
 * reasons of the nogood's literals). The trail is read, never changed: the search backjumps and
 * asserts afterwards. The antecedents that minimisation, shrinking and reason-side bumping ask
 * for are computed once per analysis (a lazy reason is rebuilt on every request).
 */
export class ConflictAnalysis {
  /** Literals removed from learnt nogoods by shrinking (each shrunk level's literals less its UIP). */
  shrunk = 0;
  /** After {@link ConflictAnalysis.analyse}: the nogood's literals other than its UIP (true, of lower levels). */
  readonly learnt: IntBuffer = new IntBuffer();
  /**
   * Per atom, the stamp of the analysis (or other walk, see {@link ConflictAnalysis.nextStamp})
   * that met it; minus that stamp: poisoned, met by a failed redundancy check of minimisation in
   * that analysis (not tried again). One array for both saves 4 bytes per atom; an atom found
   * implied later in the analysis is only ever read as met (every check reads "met" first).
   */
  readonly seen: Int32Array;
  private seenStamp = 0;
  private readonly ex: Explainer;
  private readonly host: AnalysisHost;
  private readonly shrinkOn: boolean;
  private readonly bumpDepth: number;
  private readonly bumpReasonsLimit: number | undefined;
  // The decision level being analysed and the trail positions where each level starts.
  private level = 0;
  private trailLim: readonly number[] = [];
  private levelSeen: Int32Array = new Int32Array(64);
  private levelStamp = 0;
  private readonly expandBuf: IntBuffer = new IntBuffer(1024);
  private pathC = 0;
  private analysisStamp = 0;
  // Minimisation work lists (typed, with their own lengths: resetting a JS array's length per
  // visited entry showed in profiles). Each atom enters at most once per analysis.
  private minStack: Int32Array = new Int32Array(0);
  private minAdded: Int32Array = new Int32Array(0);
  // The antecedents of the trail entries met after the first-UIP walk (minimisation, shrinking,
  // reason-side bumping), kept across analyses while their entry stays on the trail: per trail
  // position t their range in `rsnBuf`, `rsnPos[2t] .. rsnPos[2t + 1]` (start -1: not computed).
  // An entry's antecedents are true literals of earlier entries, so they stay the same until the
  // search undoes it (`forget`). Half of the ones an analysis asks for were computed by one of the
  // two analyses before it (49×49 grids), and lazy reasons are rebuilt on every request.
  // Clause reasons are kept for one analysis only (`volatile`): vivification may rewrite a clause.
  private readonly rsnBuf: IntBuffer = new IntBuffer(4096);
  private readonly rsnPos: Int32Array;
  // Trail positions of the clause reasons cached in this analysis (forgotten at the next).
  private readonly volatile: IntBuffer = new IntBuffer(64);
  // Highest trail position (exclusive) that may hold a cached range.
  private rsnTop = 0;
  // The explainer's layout the cached literals belong to.
  private rsnEpoch = -1;
  // Entries appended to `rsnBuf` before it is emptied (and every range forgotten) at an analysis:
  // two per atom (a 49×49 search appends some 3,000 per conflict, and reads back mostly what the
  // last two analyses computed, so a clear every few dozen conflicts loses little).
  private readonly rsnLimit: number;
  // The `levelStamp` marking the nogood's levels for the redundancy checks of this analysis.
  private minLevels = 0;
  // Shrinking: atoms of the level being shrunk met on its walk (by stamp), and the atoms the walk
  // opened (marked implied when the level shrinks).
  private readonly shrinkMark: Int32Array;
  private shrinkStamp = 0;
  // Shrinking: a bitset over trail positions (empty between uses), which sorts the nogood's
  // literals into trail order.
  private readonly trailBits: Int32Array;
  private readonly shrinkOpened: IntBuffer = new IntBuffer(256);

  /** An analysis over `ex`'s atoms and trail, reading reasons and bumping through `host`. */
  constructor(ex: Explainer, host: AnalysisHost, settings: AnalysisSettings) {
    this.ex = ex;
    this.host = host;
    this.shrinkOn = settings.shrink;
    this.bumpDepth = settings.bumpReasons;
    this.bumpReasonsLimit = settings.bumpReasonsLimit;
    this.seen = new Int32Array(ex.atoms);
    this.shrinkMark = new Int32Array(ex.atoms);
    // The trail holds each atom at most once.
    this.trailBits = new Int32Array((ex.atoms >>> 5) + 1);
    this.rsnPos = new Int32Array(2 * (ex.atoms + 1)).fill(-1);
    this.rsnLimit = Math.max(1 << 16, 2 * ex.atoms);
    this.checkedAt = new Int32Array(host.checkExplanation ? ex.atoms + 1 : 0);
  }

  /**
   * The search undid the trail entries at positions `from .. to-1`: their cached antecedents go
   * (the positions will hold other entries). Called before every undo of the trail.
   */
  forget(from: number, to: number): void {
    const pos = this.rsnPos;
    const end = Math.min(to, this.rsnTop);
    for (let t = from; t < end; t++) pos[2 * t] = -1;
    if (this.rsnTop > from) this.rsnTop = from;
  }

  // Forgets every cached range and empties their buffer.
  private forgetAll(): void {
    this.forget(0, this.rsnTop);
    this.volatile.length = 0;
    this.rsnBuf.length = 0;
  }

  /** A fresh stamp for {@link ConflictAnalysis.seen}, for a walk of the search's own (vivification). */
  nextStamp(): number {
    return ++this.seenStamp;
  }

  /**
   * Analyses the conflict `conflict` (true literals, the highest of decision level `level`, whose
   * levels start at the trail positions `trailLim`): returns the first UIP (a true literal of
   * `level`) and leaves the nogood's other literals in {@link ConflictAnalysis.learnt}, minimised,
   * shrunk when set, with the bumps done.
   */
  analyse(conflict: IntBuffer, level: number, trailLim: readonly number[]): number {
    const ex = this.ex;
    this.level = level;
    this.trailLim = trailLim;
    const stamp = ++this.seenStamp;
    const seen = this.seen;
    const learnt = this.learnt;
    learnt.length = 0;
    this.pathC = 0;
    this.analysisStamp = stamp;
    for (let k = 0; k < conflict.length; k++) this.addToNogood(conflict.data[k]!);
    const tLit = ex.tLit;
    let t = ex.top - 1;
    let uip = -1;
    // Antecedents are appended and read from where they start: one reset per analysis.
    const buf = this.expandBuf;
    buf.length = 0;
    const check = this.host.checkExplanation;
    for (;;) {
      while (seen[tLit[t]! >> 1] !== stamp) {
        if (--t < 0)
          throw new Error('learning: conflict analysis ran off the trail (a reason literal is not true)');
      }
      uip = tLit[t]!;
      if (--this.pathC === 0) break;
      const from = buf.length;
      this.host.antecedents(t, buf, true);
      if (check) check(t, buf.toArray(from));
      const data = buf.data;
      for (let k = from; k < buf.length; k++) this.addToNogood(data[k]!);
      t--;
    }
    this.minimize(learnt, stamp);
    if (this.shrinkOn) this.shrink(learnt, stamp);
    if (this.bumpDepth) this.bumpReasonSide(uip, learnt, stamp, this.bumpDepth);
    return uip;
  }

  /** Conflict analysis: takes in one true literal (current level: to resolve; lower: kept). */
  private addToNogood(lit: number): void {
    const ex = this.ex;
    const atom = lit >> 1;
    if (this.seen[atom] === this.analysisStamp) return;
    const lv = ex.alevel[atom]!;
    if (lv === 0) return;
    this.seen[atom] = this.analysisStamp;
    this.host.bump(atom);
    if (lv === this.level) this.pathC++;
    else this.learnt.push(lit);
  }

  /**
   * Drops from `learnt` every literal implied by the others (recursive minimisation, as in
   * MiniSat): one whose antecedents, followed back, all end in literals of the nogood or of level 0
   * without reaching a decision. `seen[atom] === stamp` marks the nogood's atoms, and the atoms
   * found redundant on the way.
   */
  private minimize(learnt: IntBuffer, stamp: number): void {
    const ex = this.ex;
    if (this.minStack.length === 0) {
      // Allocated at the first conflict: a search that never fails does not pay for them.
      this.minStack = new Int32Array(ex.atoms + 1);
      this.minAdded = new Int32Array(ex.atoms + 1);
    }
    this.startCache();
    // Levels of the nogood: a literal from another level would lead to that level's decision.
    const lstamp = ++this.levelStamp;
    this.minLevels = lstamp;
    if (this.levelSeen.length <= this.level) this.levelSeen = new Int32Array(this.level * 2 + 2);
    const lits = learnt.data;
    for (let k = 0; k < learnt.length; k++) this.levelSeen[ex.alevel[lits[k]! >> 1]!] = lstamp;
    let j = 0;
    for (let k = 0; k < learnt.length; k++) {
      const lit = lits[k]!;
      if (!this.implied(lit >> 1, stamp)) lits[j++] = lit;
    }
    learnt.length = j;
  }

  /**
   * Whether the true atom `atom` (not of level 0) is implied by the nogood: its antecedents,
   * followed back, all end in atoms marked `seen[·] === stamp` or of level 0 without reaching a
   * decision or a level outside the nogood. The atoms found implied on the way are marked; a failed
   * check unmarks them and poisons them instead (not tried again in this analysis: a weaker but
   * much cheaper answer than checking them again, and dropping fewer literals is always sound).
   * `atom` itself is neither marked nor poisoned here.
   */
  private implied(atom: number, stamp: number): boolean {
    const ex = this.ex;
    const t = ex.apos[atom]!;
    if (t < 0 || (ex.tKind[t]! & 7) === REASON_DECISION) return false;
    const seen = this.seen;
    const stack = this.minStack;
    const added = this.minAdded;
    const buf = this.rsnBuf;
    const rsnPos = this.rsnPos;
    const levelSeen = this.levelSeen;
    const lstamp = this.minLevels;
    let redundant = true;
    let sp = 0;
    let nAdded = 0;
    stack[sp++] = t;
    while (redundant && sp > 0) {
      const u = stack[--sp]!;
      this.reasonsOf(u);
      const end = rsnPos[2 * u + 1]!;
      // Read after `reasonsOf`, which may have replaced it.
      const data = buf.data;
      for (let q = rsnPos[2 * u]!; q < end; q++) {
        const a = data[q]! >> 1;
        if (seen[a] === stamp || ex.alevel[a] === 0) continue;
        const tq = ex.apos[a]!;
        if (
          seen[a] === -stamp ||
          tq < 0 ||
          (ex.tKind[tq]! & 7) === REASON_DECISION ||
          levelSeen[ex.alevel[a]!] !== lstamp
        ) {
          redundant = false;
          break;
        }
        seen[a] = stamp;
        added[nAdded++] = a;
        stack[sp++] = tq;
      }
    }
    if (!redundant) for (let q = 0; q < nAdded; q++) seen[added[q]!] = -stamp;
    return redundant;
  }

  /**
   * All-UIP shrinking of the minimised nogood `learnt` (Feng & Bacchus, SAT 2020; CaDiCaL's
   * `shrink=3`). Each lower level holding two or more of its literals is walked back over the trail
   * from the latest of them, resolving that level's literals through their reasons until one open
   * literal is left, the level's unique implication point. When every antecedent met on the way is
   * of that level, of level 0, in the nogood or implied by it (the minimisation's check), the UIP
   * implies the level's literals given the rest of the nogood, so it replaces them: the nogood
   * shrinks and keeps its levels (its LBD). Otherwise the level's literals stay. Levels are
   * shrunk lowest first, so the atoms a shrunk level implies count as implied for the levels above.
   * In the direct encoding a nogood often holds many `[y ≠ w]` removals of one level that all
   * follow from that level's decision, which is where this pays.
   */
  private shrink(learnt: IntBuffer, stamp: number): void {
    if (learnt.length < 2) return;
    const ex = this.ex;
    const apos = ex.apos;
    const alevel = ex.alevel;
    // Trail order: a level's literals are then consecutive, its latest one last. Each atom has its
    // own trail position, holding its true literal: the positions are set in a bitset over the
    // trail and read back in order (the words between the lowest and the highest, cleared on the
    // way), which gives the literals sorted without a comparison (a quicksort of the positions
    // was 2–3 % of a 64×64 search's profile, mostly mispredicted branches).
    const n = learnt.length;
    const lits = learnt.data;
    const bits = this.trailBits;
    let lo = apos[lits[0]! >> 1]!;
    let hi = lo;
    for (let k = 0; k < n; k++) {
      const p = apos[lits[k]! >> 1]!;
      bits[p >>> 5]! |= 1 << (p & 31);
      if (p < lo) lo = p;
      else if (p > hi) hi = p;
    }
    const tLit = ex.tLit;
    let m = 0;
    for (let w = lo >>> 5; w <= hi >>> 5; w++) {
      let b = bits[w]!;
      if (b === 0) continue;
      bits[w] = 0;
      while (b !== 0) {
        lits[m++] = tLit[(w << 5) + lowestBit(b)]!;
        b &= b - 1;
      }
    }
    let j = 0;
    let k = 0;
    while (k < n) {
      const lv = alevel[lits[k]! >> 1]!;
      let e = k + 1;
      while (e < n && alevel[lits[e]! >> 1] === lv) e++;
      const uip = e - k >= 2 ? this.shrinkLevel(lits, k, e, lv, stamp) : -1;
      if (uip >= 0) {
        this.shrunk += e - k - 1;
        lits[j++] = uip;
      } else for (let q = k; q < e; q++) lits[j++] = lits[q]!;
      k = e;
    }
    learnt.length = j;
  }

  /**
   * The UIP of level `lv` for the nogood literals `learnt[from..to)` (all of level `lv`, in trail
   * order), or -1 when they cannot be replaced by it (see `shrink`).
   */
  private shrinkLevel(learnt: Int32Array, from: number, to: number, lv: number, stamp: number): number {
    const ex = this.ex;
    const mark = this.shrinkMark;
    const sm = ++this.shrinkStamp;
    const seen = this.seen;
    const alevel = ex.alevel;
    for (let q = from; q < to; q++) mark[learnt[q]! >> 1] = sm;
    const opened = this.shrinkOpened;
    opened.length = 0;
    const buf = this.rsnBuf;
    let open = to - from;
    let uip = -1;
    const t0 = this.trailLim[lv - 1]!;
    for (let t = ex.apos[learnt[to - 1]! >> 1]!; t >= t0; t--) {
      const lit = ex.tLit[t]!;
      if (mark[lit >> 1] !== sm) continue;
      if (open === 1) {
        uip = lit;
        break;
      }
      open--;
      // A level's decision is its first entry: no other open literal can be left before it.
      if ((ex.tKind[t]! & 7) === REASON_DECISION) return -1;
      this.reasonsOf(t);
      // `implied` below appends to `buf`: this range stays as it is.
      const end = this.rsnPos[2 * t + 1]!;
      for (let q = this.rsnPos[2 * t]!; q < end; q++) {
        // Read at each step: `implied` may have replaced it.
        const a = buf.data[q]! >> 1;
        if (mark[a] === sm) continue;
        const la = alevel[a]!;
        if (la === 0) continue;
        if (la === lv) {
          // Of this level: resolved in turn (even when implied by the nogood, which holds this
          // level's literals that the UIP is to replace).
          mark[a] = sm;
          opened.push(a);
          open++;
          continue;
        }
        if (seen[a] === stamp) continue;
        if (seen[a] === -stamp || !this.implied(a, stamp)) {
          seen[a] = -stamp;
          return -1;
        }
        seen[a] = stamp;
      }
    }
    if (uip < 0) return -1;
    // The UIP and every atom the walk opened follow from the shrunk nogood.
    const ua = uip >> 1;
    if (seen[ua] !== stamp) {
      seen[ua] = stamp;
      this.host.bump(ua);
    }
    for (let q = 0; q < opened.length; q++) seen[opened.data[q]!] = stamp;
    return uip;
  }

  /**
   * Reason-side bumping: the variables of the literals that imply the nogood's literals (and, at
   * depth 2, of what implies those) gain activity, each atom once per analysis. They are the
   * variables close to the conflict that the analysis did not meet; bumping them keeps the search
   * on the part of the model where the conflicts are, which cut CaDiCaL's conflicts on our sudoku
   * CNFs by up to 35× (its `bumpreason`). Skipped for nogoods longer than `bumpReasonsLimit` when
   * one is set.
   */
  private bumpReasonSide(uip: number, learnt: IntBuffer, stamp: number, depth: number): void {
    const limit = this.bumpReasonsLimit;
    if (limit !== undefined && learnt.length + 1 > limit) return;
    const buf = this.rsnBuf;
    this.bumpReasonsOf(uip, stamp, depth, buf);
    for (let k = 0; k < learnt.length; k++) this.bumpReasonsOf(learnt.data[k]!, stamp, depth, buf);
  }

  private bumpReasonsOf(lit: number, stamp: number, depth: number, buf: IntBuffer): void {
    const ex = this.ex;
    const t = ex.apos[lit >> 1]!;
    if (t < 0 || (ex.tKind[t]! & 7) === REASON_DECISION) return;
    // Cached like the others: later analyses ask for many of the same.
    this.reasonsOf(t);
    const from = this.rsnPos[2 * t]!;
    const end = this.rsnPos[2 * t + 1]!;
    const seen = this.seen;
    for (let q = from; q < end; q++) {
      // Read at each step: the recursion below may have replaced it.
      const other = buf.data[q]!;
      const atom = other >> 1;
      if (seen[atom] === stamp || ex.alevel[atom] === 0) continue;
      seen[atom] = stamp;
      this.host.bump(atom);
      if (depth > 1) this.bumpReasonsOf(other, stamp, depth - 1, buf);
    }
  }

  // At the start of an analysis's cached steps: drops the clause reasons of the last analysis,
  // and every range when the layout changed or the buffer grew past its limit.
  private startCache(): void {
    const pos = this.rsnPos;
    const vol = this.volatile;
    for (let k = 0; k < vol.length; k++) pos[2 * vol.data[k]!] = -1;
    vol.length = 0;
    if (this.rsnEpoch !== this.ex.layoutEpoch || this.rsnBuf.length > this.rsnLimit) {
      this.rsnEpoch = this.ex.layoutEpoch;
      this.forgetAll();
    }
  }

  /**
   * Makes sure the antecedents of trail entry `t` are in `rsnBuf[rsnPos[2t] .. rsnPos[2t + 1])`,
   * computing them only when no earlier step or analysis did since the entry was made. In debug
   * mode a range kept from an earlier analysis is checked again (it must still explain the entry).
   */
  private reasonsOf(t: number): void {
    const pos = this.rsnPos;
    const k = 2 * t;
    if (pos[k]! >= 0) {
      if (this.host.checkExplanation && this.checkedAt[t] !== this.analysisStamp) this.recheck(t);
      return;
    }
    const buf = this.rsnBuf;
    pos[k] = buf.length;
    this.host.antecedents(t, buf, false);
    pos[k + 1] = buf.length;
    if (t >= this.rsnTop) this.rsnTop = t + 1;
    if ((this.ex.tKind[t]! & 7) === REASON_CLAUSE) this.volatile.push(t);
    if (this.host.checkExplanation) this.checkedAt[t] = this.analysisStamp;
  }

  // Debug mode: a cached range read in a later analysis is checked against the trail as it is now.
  private readonly checkedAt: Int32Array;
  private recheck(t: number): void {
    this.checkedAt[t] = this.analysisStamp;
    const from = this.rsnPos[2 * t]!;
    const lits = Array.from(this.rsnBuf.data.subarray(from, this.rsnPos[2 * t + 1]!));
    this.host.checkExplanation!(t, lits);
  }
}
