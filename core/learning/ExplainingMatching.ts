import type { DomainStore } from '../domain/DomainStore.js';
import { EV_DOMAIN } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_EXPENSIVE, Propagator } from '../propagation/Propagator.js';
import { lowestBit, popcount32 } from '../util/bits.js';
import { BackjumpWatch } from './BackjumpWatch.js';
import type { Explainer } from './Explainer.js';
import { HallLiterals } from './HallLiterals.js';
import { MatchingSkip } from './MatchingSkip.js';

/**
 * Régin's domain-consistent all-different on one group, for a learning search: every pruning and
 * failure is explained by a Hall set.
 *
 * It runs after the group's {@link ExplainingAllDifferent} (lower priority) and
 * 1. repairs a maximum matching (members to value bits; the previous run's matching is kept where
 *    its edges are still in the domains, backjumps only add edges). A member left unmatched fails
 *    the group with the nogood of the Hall set its augmenting-path search visited: the members `H`
 *    met, whose values `V(H)` (every value met) are one fewer than they are; the literals are
 *    `[y ≠ w]` for `y ∈ H` and `w` possible for `y` after the root but outside `V(H)`;
 * 2. finds, on the member graph (`y → z` when `y` may take the value matched to `z`), the strongly
 *    connected components and which of them reach a member holding a free value;
 * 3. removes each edge `(x, v)` in no maximum matching: `v` matched to `y`, `y` in another
 *    component than `x` and reaching no free value. Its reason is a Hall set: the members `H`
 *    reachable from `y` (the smallest Hall set holding `v`; their values are exactly their matched
 *    ones, `|V(H)| = |H|`, and `x ∉ H`), with the literals above. In a permutation group (as many
 *    values as members, so every value is taken) the dual is a candidate too: the members `T`
 *    that reach `x` take exactly their matched values `W` (no other member holds one of them), so
 *    `x` cannot take `v ∉ W`; its literals are `[z ≠ w]` for `w ∈ W` and `z ∉ T`. The shorter of
 *    the two is the reason.
 *
 * Reasons are eager (copied into the explainer's pool at the removal), built once per component
 * and run. Members share one value layout (all-different links values), so value ids are bits.
 *
 * Most runs change nothing (2–3 % prune on the large grids), and a permutation group settles
 * those from the state of its last fixpoint ({@link MatchingSkip}): if every change since keeps
 * every arc of the member graph on a cycle (removed arcs walked round, members fixed to their
 * matched value walked round, no value back), the run ends there. That state is kept per decision
 * level while the learning search traces ({@link MatchingSnapshot}, {@link BackjumpWatch}), so
 * the first run after a backjump compares against the state the backjump returned to. The check
 * and the components of a full run read a compact copy of the group (open members, their values
 * by rank) rather than the store. None of it changes what is pruned or why: the search is the
 * same as with the full filter at every run.
 */
export class ExplainingMatching extends Propagator {
  /** The group. */
  readonly scope: Int32Array;
  private readonly ex: Explainer;
  private readonly store: DomainStore;
  private readonly nw: number;
  /** Whether every value of the group's initial union must be taken (as many values as members). */
  private readonly permutation: boolean;
  // The matching: value bit per member (-1 none), member per value bit (-1 free), matched bits.
  private readonly varMatch: Int32Array;
  private readonly valMatch: Int32Array;
  private readonly matched: Int32Array;
  // Augmenting-path search.
  private readonly memberSeen: Int32Array;
  private seenStamp = 0;
  /** Members the last complete `reach` met (in `queue`). */
  private reached = 0;
  private readonly valSeen: Int32Array;
  private readonly parentOf: Int32Array;
  private readonly queue: Int32Array;
  // Tarjan over members.
  private readonly index: Int32Array;
  private readonly low: Int32Array;
  private readonly comp: Int32Array;
  private readonly safe: Uint8Array;
  private readonly onStack: Uint8Array;
  private readonly iterWord: Int32Array;
  private readonly iterBits: Int32Array;
  private readonly sccStack: Int32Array;
  private readonly callStack: Int32Array;
  private compSafe: Uint8Array;
  private readonly unsafeVals: Int32Array;
  // Per component, this run's reasons (start in `lits`, -1 not built) for both Hall-set sides.
  private readonly primalAt: Int32Array;
  private readonly primalLen: Int32Array;
  private readonly dualAt: Int32Array;
  private readonly dualLen: Int32Array;
  // Prunings found by a run, applied after the analysis: member position and bit, pairwise.
  private prunes: Int32Array;
  /**
   * The members the filter works on (scope positions): after the explainer's layout only those
   * open then (a member fixed at the root has its value removed from every other member and never
   * changes again: at 70 % fill most of a group), before it every member.
   */
  private act: Int32Array;
  private actEpoch = -1;
  /** Builds the literal lists of Hall sets. */
  protected readonly hall: HallLiterals;
  /**
   * The members' domains at the end of the last run that reached this propagator's fixpoint (a
   * permutation group's) as compact rows, and, while the learning search traces, the earlier such
   * states of the branch: a backjump returns to the last state it kept; the check that settles a
   * run from them ({@link MatchingSkip}).
   */
  private readonly skip: MatchingSkip;
  /** Backjumps of the learning search (`null`: a snapshot store, whose restores are not heard). */
  private readonly watch: BackjumpWatch | null;
  private watchMark = 0;
  /** Whether the snapshots follow the explainer's trail (the learning search traces). */
  private tracking = false;
  // The members changed since the snapshot (notified, or changed by a dropped frame).
  private readonly dirty: Int32Array;
  private readonly inDirty: Uint8Array;
  private dirtyLen = 0;
  private readonly markDirty = (k: number): void => {
    this.notify(k);
  };
  /** Whether the last `repair` changed the matching. */
  private rematched = false;
  /** Prunings (pairs in `prunes`) of the last `filter`. */
  private pruned = 0;

  /**
   * A propagator for `scope` (members share one value layout in `store`); `literals` builds its
   * reasons' literal lists (a test passes a faulty one to see the debug mode catch it).
   */
  constructor(
    scope: ArrayLike<number>,
    store: DomainStore,
    ex: Explainer,
    literals: new (scope: Int32Array, store: DomainStore, ex: Explainer) => HallLiterals = HallLiterals,
  ) {
    super();
    this.scope = Int32Array.from(scope);
    this.ex = ex;
    this.store = store;
    this.priority = PRIORITY_EXPENSIVE;
    const n = this.scope.length;
    const nw = n === 0 ? 1 : store.nwords[this.scope[0]!]!;
    this.nw = nw;
    const union = new Int32Array(nw);
    for (const x of this.scope) {
      const st = store.start[x]!;
      for (let w = 0; w < nw; w++) union[w]! |= store.words[st + w]!;
    }
    let values = 0;
    for (let w = 0; w < nw; w++) values += popcount32(union[w]!);
    this.permutation = values === n;
    const bits = nw << 5;
    this.varMatch = new Int32Array(n).fill(-1);
    this.valMatch = new Int32Array(bits).fill(-1);
    this.matched = new Int32Array(nw);
    this.memberSeen = new Int32Array(n);
    this.valSeen = new Int32Array(nw);
    this.parentOf = new Int32Array(bits);
    this.queue = new Int32Array(n);
    this.index = new Int32Array(n);
    this.low = new Int32Array(n);
    this.comp = new Int32Array(n);
    this.safe = new Uint8Array(n);
    this.onStack = new Uint8Array(n);
    this.iterWord = new Int32Array(n);
    this.iterBits = new Int32Array(n);
    this.sccStack = new Int32Array(n);
    this.callStack = new Int32Array(n);
    this.compSafe = new Uint8Array(n);
    this.unsafeVals = new Int32Array(nw);
    this.primalAt = new Int32Array(n);
    this.primalLen = new Int32Array(n);
    this.dualAt = new Int32Array(n);
    this.dualLen = new Int32Array(n);
    this.prunes = new Int32Array(Math.max(8, 2 * n));
    this.hall = new literals(this.scope, store, ex);
    this.act = new Int32Array(n);
    this.skip = new MatchingSkip(this.scope, store, nw);
    this.watch = BackjumpWatch.of(store, ex);
    this.dirty = new Int32Array(n);
    this.inDirty = new Uint8Array(n);
  }

  // Reads the members open at the layout again when the explainer has laid out anew; the matching
  // starts over (the members left out keep no value).
  private refreshMembers(): void {
    const ex = this.ex;
    this.actEpoch = ex.layoutEpoch;
    this.reset();
    const n = this.scope.length;
    let na = 0;
    const act = new Int32Array(n);
    for (let k = 0; k < n; k++) {
      const x = this.scope[k]!;
      if (ex.layoutEpoch === 0 || ex.base[x + 1]! > ex.base[x]!) act[na++] = k;
    }
    this.act = act.subarray(0, na);
    this.skip.layout(this.act);
  }

  /** Wakes on every removal: any one may shrink a Hall set's values or break the matching. */
  attach(engine: PropagationEngine): void {
    for (let k = 0; k < this.scope.length; k++) engine.subscribe(this.scope[k]!, this, EV_DOMAIN, k);
  }

  /** A new solve on the same engine: the matching is repaired from scratch. */
  override reset(): void {
    this.varMatch.fill(-1);
    this.valMatch.fill(-1);
    this.matched.fill(0);
    this.skip.snap.clear();
    this.clearDirty();
  }

  /** Notes the member that changed (the next run may check only what its removals did). */
  override notify(local: number): boolean {
    if (this.inDirty[local] === 0) {
      this.inDirty[local] = 1;
      this.dirty[this.dirtyLen++] = local;
    }
    return true;
  }

  private clearDirty(): void {
    for (let q = 0; q < this.dirtyLen; q++) this.inDirty[this.dirty[q]!] = 0;
    this.dirtyLen = 0;
  }

  /**
   * Repairs the matching (a Hall violation fails), then removes every edge in no maximum matching;
   * a permutation group first checks whether every change since its last fixpoint keeps every
   * edge in a maximum matching (then nothing is to remove), which settles most runs: removals it
   * can walk round, members fixed to their matched value, and (while the learning search traces)
   * the state a backjump returned to instead of the one it undid.
   */
  propagate(engine: PropagationEngine): boolean {
    if (this.scope.length < 2) return true;
    if (this.actEpoch !== this.ex.layoutEpoch) this.refreshMembers();
    if (this.act.length < 2) return true;
    const skip = this.skip;
    const snap = skip.snap;
    const skipping = this.permutation && skip.usable && this.skips();
    if (skipping) {
      const tracking = this.watch !== null && engine.tracer === this.ex.trace;
      if (tracking !== this.tracking) {
        // Trail lengths before the search traced mean nothing to it (and the reverse).
        this.tracking = tracking;
        snap.clear();
      }
      this.settle();
      // The run's frame: kept for backjumps while tracing and there is a state to go back to.
      snap.begin(this.ex.level, tracking && snap.valid);
      if (snap.valid) {
        if (skip.sync(this.dirty, this.dirtyLen) && skip.unchanged()) {
          this.skipped();
          snap.commit(tracking ? this.ex.top : 0);
          this.clearDirty();
          return true;
        }
      } else skip.recordAll(); // no state to compare with: the full run below, from every member
    }
    this.hall.refresh();
    this.pruned = 0;
    // With a state, the compact matching is this one (runs since only kept it): the rows, brought
    // up to date above, tell which matched edges went without reading the store.
    this.rematched = false;
    const ok = this.repair(skipping && snap.valid);
    // The rows are the domains now for every open member: the components are found on them.
    if (ok && skipping && (this.rematched || !snap.valid)) skip.setMatching(this.varMatch);
    if (!ok || !this.filter(engine, skipping)) {
      // The matching may be partial and the prunings made are not in the snapshot: start over.
      snap.clear();
      this.clearDirty();
      return false;
    }
    if (skipping) {
      // The members this run pruned take their domains now; the rest were brought up above.
      const prunes = this.prunes;
      for (let q = 0; q < this.pruned; q += 2) skip.record(prunes[q]!);
      snap.commit(this.tracking ? this.ex.top : 0);
    }
    this.clearDirty();
    return true;
  }

  // Back to the last state the backjumps since the last run kept: with the watch, the state at the
  // trail length they cut to; without, none once a member got values back.
  private settle(): void {
    const snap = this.skip.snap;
    const watch = this.watch;
    if (snap.valid) {
      const low = this.tracking
        ? this.backjumpLow(watch!, this.watchMark)
        : this.skip.grew()
          ? -1
          : Number.POSITIVE_INFINITY;
      snap.rollback(low, this.markDirty);
    }
    if (this.tracking) this.watchMark = watch!.mark();
  }

  /**
   * Debug (tests): settles the snapshot where the next run would (the backjumps since the last
   * run undone), then counts the members it misdescribes: a member not noted as changed whose
   * copy differs from its domain now, or one with a value the copy lacks. 0 when the snapshot can
   * be trusted (also without one, or while it follows no trail).
   */
  snapshotErrors(): number {
    if (!this.permutation || !this.skip.usable || !this.skips() || !this.tracking) return 0;
    this.settle();
    return this.skip.snap.valid ? this.skip.errors(this.inDirty) : 0;
  }

  /** Called when a run was settled from the snapshot (a test counts them). */
  protected skipped(): void {}

  /**
   * Whether a permutation group may settle a run from its snapshot (else every run is the full
   * filter: a test compares the two).
   */
  protected skips(): boolean {
    return true;
  }

  /**
   * The shortest the explainer's trail has been since `mark` (`+Infinity`: no backjump); states
   * recorded at a longer trail are gone. (A test overrides it to plant a snapshot kept too long.)
   */
  protected backjumpLow(watch: BackjumpWatch, mark: number): number {
    return watch.backjumpedSince(mark)
      ? watch.lowSince(mark, this.skip.snap.floor())
      : Number.POSITIVE_INFINITY;
  }

  /**
   * Breadth-first walk of the member graph from `k` (`u → j` when `u` may take `j`'s matched
   * value): `true` as soon as a member met holds value bit `v` (`v < 0`: never). Otherwise `false`,
   * with the members reached in `queue[0 .. reached)` and the union of their values in `valSeen`.
   */
  private reach(k: number, v: number): boolean {
    const s = this.store;
    const words = s.words;
    const start = s.start;
    const scope = this.scope;
    const nw = this.nw;
    const valMatch = this.valMatch;
    const memberSeen = this.memberSeen;
    const queue = this.queue;
    const vals = this.valSeen;
    const vw = v < 0 ? 0 : v >>> 5;
    const vbit = v < 0 ? 0 : 1 << (v & 31);
    const stamp = ++this.seenStamp;
    vals.fill(0);
    let head = 0;
    let tail = 0;
    queue[tail++] = k;
    memberSeen[k] = stamp;
    while (head < tail) {
      const u = queue[head++]!;
      const st = start[scope[u]!]!;
      if (words[st + vw]! & vbit) return true;
      for (let w = 0; w < nw; w++) {
        // Values seen already led to their holder then: only new ones can reach a new member.
        let bits = words[st + w]! & ~vals[w]!;
        vals[w]! |= bits;
        while (bits !== 0) {
          const j = valMatch[(w << 5) + lowestBit(bits)]!;
          bits &= bits - 1;
          if (j < 0 || memberSeen[j] === stamp) continue;
          // One step ahead: most bypasses are two arcs long.
          if (words[start[scope[j]!]! + vw]! & vbit) return true;
          memberSeen[j] = stamp;
          queue[tail++] = j;
        }
      }
    }
    this.reached = tail;
    return false;
  }

  /** Keeps the matched edges still in the domains and matches every other member, or fails. */
  private repair(byRows: boolean): boolean {
    const s = this.store;
    const words = s.words;
    const start = s.start;
    const scope = this.scope;
    const act = this.act;
    const na = act.length;
    const varMatch = this.varMatch;
    const valMatch = this.valMatch;
    const matched = this.matched;
    const skip = this.skip;
    for (let a = 0; a < na; a++) {
      const k = act[a]!;
      const b = varMatch[k]!;
      if (b < 0) continue;
      const kept = byRows
        ? skip.holdsMatched(a)
        : (words[start[scope[k]!]! + (b >>> 5)]! & (1 << (b & 31))) !== 0;
      if (!kept) {
        varMatch[k] = -1;
        valMatch[b] = -1;
        matched[b >>> 5]! &= ~(1 << (b & 31));
      }
    }
    for (let a = 0; a < na; a++) {
      if (varMatch[act[a]!]! >= 0) continue;
      this.rematched = true;
      if (!this.augment(act[a]!)) return false;
    }
    return true;
  }

  /**
   * Breadth-first search for an augmenting path from unmatched member `k`; applies it. `false`
   * (with the conflict recorded) when there is none: the members met form a violated Hall set.
   */
  private augment(k: number): boolean {
    const s = this.store;
    const words = s.words;
    const start = s.start;
    const scope = this.scope;
    const nw = this.nw;
    const valMatch = this.valMatch;
    const varMatch = this.varMatch;
    const valSeen = this.valSeen;
    const memberSeen = this.memberSeen;
    const parentOf = this.parentOf;
    const queue = this.queue;
    const stamp = ++this.seenStamp;
    valSeen.fill(0);
    let head = 0;
    let tail = 0;
    queue[tail++] = k;
    memberSeen[k] = stamp;
    while (head < tail) {
      const u = queue[head++]!;
      const st = start[scope[u]!]!;
      for (let w = 0; w < nw; w++) {
        let bits = words[st + w]! & ~valSeen[w]!;
        valSeen[w]! |= bits;
        while (bits !== 0) {
          const b = (w << 5) + lowestBit(bits);
          bits &= bits - 1;
          parentOf[b] = u;
          const j = valMatch[b]!;
          if (j < 0) {
            // Augment: b goes to u, u's old value to its parent, and so on back to k.
            let v = b;
            for (;;) {
              const m = parentOf[v]!;
              const old = varMatch[m]!;
              varMatch[m] = v;
              valMatch[v] = m;
              if (m === k) break;
              v = old;
            }
            this.matched[b >>> 5]! |= 1 << (b & 31);
            return true;
          }
          if (memberSeen[j] !== stamp) {
            memberSeen[j] = stamp;
            queue[tail++] = j;
          }
        }
      }
    }
    // The `tail` members met can take only the values met, one fewer than they are.
    const h = this.hall;
    h.begin();
    for (let q = 0; q < tail; q++) h.addOutside(queue[q]!, valSeen);
    return this.ex.fail(h.lits, h.length);
  }

  /** Tarjan's components of the member graph, then the removals with their Hall-set reasons. */
  private filter(engine: PropagationEngine, byRows: boolean): boolean {
    const s = this.store;
    const words = s.words;
    const start = s.start;
    const size = s.size;
    const scope = this.scope;
    const act = this.act;
    const na = act.length;
    const nw = this.nw;
    const varMatch = this.varMatch;
    const valMatch = this.valMatch;
    const matched = this.matched;
    const index = this.index;
    const low = this.low;
    const comp = this.comp;
    const safe = this.safe;
    const onStack = this.onStack;
    const iterWord = this.iterWord;
    const iterBits = this.iterBits;
    const sccStack = this.sccStack;
    const callStack = this.callStack;
    const compSafe = this.compSafe;
    // Whether an arc leads to a finished component that reaches no free value: exactly when some
    // edge is in no maximum matching (the arc's), so most runs end with the components.
    let crossing = false;
    let comps = 0;
    if (byRows) {
      // A permutation group's components on the compact rows (no free value: none is safe).
      comps = this.skip.components(comp);
      crossing = this.skip.crossing;
      compSafe.fill(0, 0, comps);
    } else {
      let counter = 0;
      let sp = 0;
      for (let a = 0; a < na; a++) index[act[a]!] = -1;
      for (let a = 0; a < na; a++) {
        const root = act[a]!;
        if (index[root] !== -1) continue;
        let cp = 0;
        // Enter `root`.
        {
          const u = root;
          index[u] = low[u] = counter++;
          sccStack[sp++] = u;
          onStack[u] = 1;
          this.enter(u);
          callStack[cp++] = u;
        }
        while (cp > 0) {
          const u = callStack[cp - 1]!;
          let descended = false;
          const st = start[scope[u]!]!;
          const own = varMatch[u]!;
          while (iterWord[u]! < nw) {
            let bits = iterBits[u]!;
            if (bits === 0) {
              const w = ++iterWord[u]!;
              if (w < nw) {
                let next = words[st + w]! & matched[w]!;
                if (own >>> 5 === w) next &= ~(1 << (own & 31));
                iterBits[u] = next;
              }
              continue;
            }
            const b = (iterWord[u]! << 5) + lowestBit(bits);
            bits &= bits - 1;
            iterBits[u] = bits;
            const j = valMatch[b]!;
            if (index[j] === -1) {
              index[j] = low[j] = counter++;
              sccStack[sp++] = j;
              onStack[j] = 1;
              this.enter(j);
              callStack[cp++] = j;
              descended = true;
              break;
            }
            if (onStack[j]) {
              if (index[j]! < low[u]!) low[u] = index[j]!;
            } else if (compSafe[comp[j]!]) safe[u] = 1;
            else crossing = true;
          }
          if (descended) continue;
          cp--;
          if (low[u] === index[u]) {
            let any = 0;
            let top = sp;
            do {
              const w = sccStack[--top]!;
              any |= safe[w]!;
            } while (sccStack[top] !== u);
            const c = comps++;
            compSafe[c] = any;
            while (sp > top) {
              const w = sccStack[--sp]!;
              onStack[w] = 0;
              comp[w] = c;
            }
          }
          if (cp > 0) {
            const p = callStack[cp - 1]!;
            if (low[u]! < low[p]!) low[p] = low[u]!;
            if (safe[u]) safe[p] = 1;
            else if (onStack[u] === 0) crossing = true;
          }
        }
      }
    }
    if (!crossing) return true;
    // Values matched in components that reach no free value: the only ones an edge can lose.
    const unsafe = this.unsafeVals;
    unsafe.fill(0);
    let anyUnsafe = false;
    for (let a = 0; a < na; a++) {
      const k = act[a]!;
      if (compSafe[comp[k]!]) continue;
      const b = varMatch[k]!;
      unsafe[b >>> 5]! |= 1 << (b & 31);
      anyUnsafe = true;
    }
    if (!anyUnsafe) return true;
    let np = 0;
    for (let a = 0; a < na; a++) {
      const k = act[a]!;
      const x = scope[k]!;
      if (size[x] === 1) continue;
      const st = start[x]!;
      const own = varMatch[k]!;
      const ck = comp[k]!;
      for (let w = 0; w < nw; w++) {
        let bits = words[st + w]! & unsafe[w]!;
        while (bits !== 0) {
          const lb = lowestBit(bits);
          bits &= bits - 1;
          const b = (w << 5) + lb;
          if (b === own || comp[valMatch[b]!] === ck) continue;
          if (np + 2 > this.prunes.length) {
            const grown = new Int32Array(this.prunes.length * 2);
            grown.set(this.prunes);
            this.prunes = grown;
          }
          this.prunes[np++] = k;
          this.prunes[np++] = b;
        }
      }
    }
    this.pruned = np;
    if (np === 0) return true;
    this.primalAt.fill(-1, 0, comps);
    this.dualAt.fill(-1, 0, comps);
    const h = this.hall;
    h.begin();
    const prunes = this.prunes;
    for (let q = 0; q < np; q += 2) {
      const k = prunes[q]!;
      const b = prunes[q + 1]!;
      const y = valMatch[b]!;
      const cy = comp[y]!;
      if (this.primalAt[cy] === -1) this.buildPrimal(y, cy);
      let at = this.primalAt[cy]!;
      let len = this.primalLen[cy]!;
      if (this.permutation) {
        const ck = comp[k]!;
        if (this.dualAt[ck] === -1) this.buildDual(k, ck);
        if (this.dualLen[ck]! < len) {
          at = this.dualAt[ck]!;
          len = this.dualLen[ck]!;
        }
      }
      if (!this.ex.remove(engine, scope[k]!, b, h.lits.subarray(at, at + len), len)) return false;
    }
    return true;
  }

  /** Starts member `u`'s walk over its successors and notes whether it holds a free value. */
  private enter(u: number): void {
    const st = this.store.start[this.scope[u]!]!;
    const words = this.store.words;
    const matched = this.matched;
    let free = 0;
    // A permutation group's values are all matched: no member holds a free one.
    if (!this.permutation) for (let w = 0; w < this.nw; w++) free |= words[st + w]! & ~matched[w]!;
    this.safe[u] = free !== 0 ? 1 : 0;
    this.iterWord[u] = 0;
    const own = this.varMatch[u]!;
    let first = words[st]! & matched[0]!;
    if (own >>> 5 === 0) first &= ~(1 << (own & 31));
    this.iterBits[u] = first;
  }

  /**
   * The reason from the members reachable from `y` (component `c`): they can take only their
   * matched values, which are as many as they are.
   */
  private buildPrimal(y: number, c: number): void {
    this.reach(y, -1);
    const queue = this.queue;
    const vals = this.valSeen;
    const tail = this.reached;
    const h = this.hall;
    const at = h.length;
    for (let q = 0; q < tail; q++) h.addOutside(queue[q]!, vals);
    this.primalAt[c] = at;
    this.primalLen[c] = h.length - at;
  }

  /**
   * The dual reason (permutation groups) from the members that reach `x` (component `c`): no
   * other member holds one of their matched values, which are as many as they are.
   */
  private buildDual(x: number, c: number): void {
    const s = this.store;
    const words = s.words;
    const start = s.start;
    const scope = this.scope;
    const act = this.act;
    const na = act.length;
    const varMatch = this.varMatch;
    const memberSeen = this.memberSeen;
    const queue = this.queue;
    const vals = this.valSeen;
    const stamp = ++this.seenStamp;
    vals.fill(0);
    let head = 0;
    let tail = 0;
    queue[tail++] = x;
    memberSeen[x] = stamp;
    while (head < tail) {
      const j = queue[head++]!;
      const b = varMatch[j]!;
      vals[b >>> 5]! |= 1 << (b & 31);
      const word = b >>> 5;
      const bit = 1 << (b & 31);
      // Predecessors of j: the members that may take j's value.
      for (let a = 0; a < na; a++) {
        const k = act[a]!;
        if (memberSeen[k] === stamp) continue;
        if (words[start[scope[k]!]! + word]! & bit) {
          memberSeen[k] = stamp;
          queue[tail++] = k;
        }
      }
    }
    const h = this.hall;
    const at = h.length;
    for (let a = 0; a < na; a++) if (memberSeen[act[a]!] !== stamp) h.addInside(act[a]!, vals);
    this.dualAt[c] = at;
    this.dualLen[c] = h.length - at;
  }
}
