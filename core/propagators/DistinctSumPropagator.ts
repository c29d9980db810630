import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_DOMAIN } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_EXPENSIVE, Propagator } from '../propagation/Propagator.js';
import { lowestBit, popcount32 } from '../util/bits.js';

/** Widest union of candidate values the exact search handles (memo tables hold `2^bits` entries). */
export const DISTINCT_SUM_MAX_VALUES = 20;

/** Most search states one call may visit before it gives up and leaves the domains to bounds reasoning. */
export const DISTINCT_SUM_STATE_BUDGET = 1 << 15;

/** Most value combinations enumerated per union of domains (more: the subset search runs instead). */
const MAX_COMBOS = 256;
/** Unions whose combinations a propagator remembers before it forgets them all. */
const MAX_CACHED_UNIONS = 512;
/** Largest scope checked per combination by Hall sets (`2^k` subset unions) instead of the subset search. */
const HALL_MAX_CELLS = 8;

/**
 * Set bits of every 16-bit number. The Hall-set check counts two sets per subset of the scope
 * (the variables and their values) in the hottest loop of a killer solve.
 */
const POPCOUNT16 = new Uint8Array(1 << 16);
for (let x = 1; x < 1 << 16; x++) POPCOUNT16[x] = POPCOUNT16[x >>> 1]! + (x & 1);

/** Unions of domains below `2^SHAPE_TABLE_BITS` find their combinations in a shared array (see `shapeTables`). */
const SHAPE_TABLE_BITS = 10;
/** Most sum shapes whose tables are kept before they are all dropped. */
const MAX_SHAPES = 256;
/**
 * The value combinations of each union of domains (store masks; `null`: too many), per sum shape
 * (scope size and sum range in store-bit space), shared by every propagator of that shape: a killer
 * sudoku has dozens of cages, most of a few common shapes, and a batch of puzzles repeats them.
 * Indexing an array by the union is cheaper than a map lookup in a call that often prunes nothing.
 */
const shapeTables = new Map<string, (Int32Array | null | undefined)[]>();

// Memo tables shared by every instance: propagate() is never re-entered, and a fresh stamp per
// call makes stale entries unreadable, so nothing has to be cleared between calls.
let memoStamp = new Int32Array(1 << 10);
let memoGood = new Uint8Array(1 << 10);
let stampCounter = 0;

/** A stamp no memo entry holds yet (entries are cleared once the counter wraps). */
function nextStamp(): number {
  if (stampCounter === 0x7fffffff) {
    memoStamp.fill(0);
    stampCounter = 0;
  }
  return ++stampCounter;
}

/**
 * `lo ≤ Σ scope ≤ hi` over variables that must also take pairwise different values: the killer
 * cage, the kakuro run, a magic-square line.
 *
 * Bounds reasoning on the sum alone misses what makes cages easy for people: 3 in two cells is
 * {1, 2}, 17 in two cells is {8, 9}. This propagator is generalized arc consistent on the
 * conjunction "sum in range ∧ all different": a value stays iff some assignment of pairwise
 * different values to the other variables, each from its domain, completes the sum.
 *
 * How: the union of the domains is renumbered to at most `DISTINCT_SUM_MAX_VALUES` dense bits;
 * the variables are ordered by domain size; a depth-first search assigns them in that order.
 * The set of values used so far determines both the depth and the partial sum, so it is the
 * whole search state: each set is expanded once (memo per set), which bounds a call by the
 * number of subsets of size ≤ `scope.length` instead of the number of assignments. Subsets
 * whose sum can no longer reach the range (`r` smallest / largest values left) are cut.
 * A value is supported when some expanded state at its variable's depth has a good child
 * through it.
 *
 * One-word domains over scopes of at most 8 variables (every killer cage) skip the renumbering:
 * the combinations of each union of domains are cached as masks of store bits, and each is
 * checked against the domains directly by Hall sets.
 *
 * When the union is too wide, or the estimated number of states exceeds
 * `DISTINCT_SUM_STATE_BUDGET`, the call prunes nothing (it is sound to do so): the model's
 * linear and all-different constraints still enforce the relation, by bounds and value
 * elimination. The compiler adds this propagator *next to* them, never instead of them.
 *
 * *Peers* (optional) are variables outside the scope that must differ from every scope variable
 * (they share an all-different constraint with each). A value used by every feasible combination
 * of the scope is then removed from them: a cage of two cells summing to 3 takes both 1 and 2,
 * so no other cell of a row holding the cage can.
 *
 * Every variable, peers included, must have the same value offset and word count in the store
 * (variables linked by an all-different constraint always have; `attach` checks).
 */
export class DistinctSumPropagator extends Propagator {
  /** The variables. */
  readonly scope: Int32Array;
  /** Least allowed sum (may be `-Infinity`). */
  readonly lo: number;
  /** Greatest allowed sum (may be `Infinity`). */
  readonly hi: number;
  /** Variables that must differ from every scope variable (they lose the values every solution uses). */
  readonly peers: Int32Array;

  private readonly k: number;
  private nwords = 1;
  private offset = 0;
  // Per-call scratch, sized once.
  private readonly vals = new Int32Array(32); // dense bit j → bit index in the store
  private readonly cd: Int32Array; // compressed domain of each scope position
  private readonly order: Int32Array; // scope positions by ascending domain size
  private readonly sup: Int32Array; // supported compressed values per scope position
  private readonly rest: Int32Array; // rest[d]: union of the domains of the variables at depth ≥ d
  private u = 0;
  private tLo = 0;
  private tHi = 0;
  private stamp = 0;
  private states = 0;
  private aborted = false;
  private required = 0; // AND of the value sets of the feasible combinations found
  // The bits of `required` that matter: values some peer still holds (all bits on the general path).
  private watch = -1;
  private readonly saved: Int32Array; // the compressed domains while a combination restricts them
  // Hall-set check per combination (scopes of at most HALL_MAX_CELLS): the domains inside it;
  // then, over the variables that lack some value left, their domains, their scope positions,
  // the values tight sets without them hold, and the union of the domains of every subset.
  private readonly hallDom: Int32Array;
  private readonly hallRestricted: Int32Array;
  private readonly hallAt: Int32Array;
  private readonly hallTaken: Int32Array;
  private readonly hallUnion: Int32Array;
  // Value combinations (compressed masks with the right size and sum) per union of domains (one word).
  private combos = new Map<number, Int32Array>();
  // The same combinations as masks of store bits, per union of domains (see `propagateDirect`).
  private directCombos = new Map<number, Int32Array | null>();
  // This propagator's shape table (see `shapeTables`); set by `attach` for one-word stores.
  private shapeTable: (Int32Array | null | undefined)[] | null = null;

  /**
   * Builds `lo ≤ Σ scope ≤ hi` with all-different values, and optional `peers`; throws
   * `InvalidModelError` on a repeated variable or a peer inside the scope.
   */
  constructor(scope: Int32Array, lo: number, hi: number, peers: Int32Array = new Int32Array(0)) {
    super();
    if (scope.length === 0) throw new InvalidModelError('DistinctSumPropagator: empty scope');
    if (Number.isNaN(lo) || Number.isNaN(hi)) {
      throw new InvalidModelError('DistinctSumPropagator: the sum range must be numbers');
    }
    const seen = new Set<number>();
    for (const v of scope) {
      if (seen.has(v)) {
        throw new InvalidModelError(`DistinctSumPropagator: variable ${v} appears twice in the scope`);
      }
      seen.add(v);
    }
    for (const p of peers) {
      if (seen.has(p)) throw new InvalidModelError(`DistinctSumPropagator: peer ${p} is also in the scope`);
    }
    this.scope = scope;
    this.peers = peers;
    this.lo = lo;
    this.hi = hi;
    this.k = scope.length;
    this.cd = new Int32Array(this.k);
    this.order = new Int32Array(this.k);
    this.sup = new Int32Array(this.k);
    this.rest = new Int32Array(this.k + 1);
    this.saved = new Int32Array(this.k);
    this.hallDom = new Int32Array(this.k);
    this.hallRestricted = new Int32Array(this.k);
    this.hallAt = new Int32Array(this.k);
    this.hallTaken = new Int32Array(this.k);
    this.hallUnion = new Int32Array(this.k <= HALL_MAX_CELLS ? 1 << this.k : 0);
    this.priority = PRIORITY_EXPENSIVE;
  }

  /** Checks the shared value layout and subscribes to every domain change. */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    const first = this.scope[0]!;
    for (const v of [...this.scope, ...this.peers]) {
      if (!Number.isInteger(v) || v < 0 || v >= s.n) {
        throw new InvalidModelError(`DistinctSumPropagator: unknown variable index ${v}`);
      }
    }
    this.offset = s.offset[first]!;
    this.nwords = s.nwords[first]!;
    for (const v of [...this.scope, ...this.peers]) {
      if (s.offset[v] !== this.offset || s.nwords[v] !== this.nwords) {
        throw new InvalidModelError(
          'DistinctSumPropagator: every variable must share one value offset and word count in the store',
        );
      }
    }
    for (let i = 0; i < this.k; i++) engine.subscribe(this.scope[i]!, this, EV_DOMAIN, i);
    if (this.nwords === 1 && this.k <= HALL_MAX_CELLS) {
      const key = `${this.k} ${this.lo - this.k * this.offset} ${this.hi - this.k * this.offset}`;
      let table = shapeTables.get(key);
      if (table === undefined) {
        if (shapeTables.size >= MAX_SHAPES) shapeTables.clear();
        table = new Array<Int32Array | null | undefined>(1 << SHAPE_TABLE_BITS).fill(undefined);
        shapeTables.set(key, table);
      }
      this.shapeTable = table;
    }
  }

  /** Keeps exactly the values with a distinct-valued completion of the sum; fails when there is none. */
  propagate(engine: PropagationEngine): boolean {
    if (this.nwords === 1 && this.k <= HALL_MAX_CELLS) {
      const done = this.propagateDirect(engine);
      if (done !== undefined) return done;
    }
    const s = engine.store;
    const words = s.words;
    const k = this.k;
    const nw = this.nwords;
    // 1. The union of the domains, renumbered densely.
    let u = 0;
    for (let w = 0; w < nw; w++) {
      let any = 0;
      for (let i = 0; i < k; i++) any |= words[s.start[this.scope[i]!]! + w]!;
      if (popcount32(any) + u > DISTINCT_SUM_MAX_VALUES) return true; // too wide: bounds only
      while (any) {
        this.vals[u++] = (w << 5) + lowestBit(any);
        any &= any - 1;
      }
    }
    if (u < k) return false; // pigeonhole: fewer values than variables
    this.u = u;
    // 2. Compressed domains.
    for (let i = 0; i < k; i++) {
      const st = s.start[this.scope[i]!]!;
      let m = 0;
      for (let j = 0; j < u; j++) {
        const b = this.vals[j]!;
        if (words[st + (b >>> 5)]! & (1 << (b & 31))) m |= 1 << j;
      }
      this.cd[i] = m;
      this.sup[i] = 0;
    }
    // 3. Sum range in bit-index space: value = offset + index.
    this.tLo = this.lo - k * this.offset;
    this.tHi = this.hi - k * this.offset;
    this.states = 0;
    this.aborted = false;
    this.required = -1;
    this.watch = -1;
    const combos = nw === 1 ? this.combosOf(words, s.start) : null;
    // 4. The subset search (also behind combinations of scopes too wide for Hall sets) needs its order.
    if ((combos === null || k > HALL_MAX_CELLS) && !this.prepareSearch()) return true;
    const ok = combos === null ? this.search(0, 0, 0) : this.searchCombos(combos);
    if (this.aborted) return true;
    // A failure is blamed by the engine, on every scope variable (as for any small propagator).
    if (!ok) return false;
    // 5. Keep the supported values.
    for (let i = 0; i < k; i++) {
      const keep = this.sup[i]!;
      if (keep === this.cd[i]) continue;
      const v = this.scope[i]!;
      for (let w = 0; w < nw; w++) {
        let mask = 0;
        let bits = keep;
        while (bits) {
          const b = this.vals[lowestBit(bits)]!;
          if (b >>> 5 === w) mask |= 1 << (b & 31);
          bits &= bits - 1;
        }
        if (!engine.keepWord(v, w, mask)) return false;
      }
    }
    return this.peers.length === 0 || this.prunePeers(engine);
  }

  /**
   * `propagate` for one-word domains and scopes the Hall-set check covers, working on the store's
   * bits directly: no renumbering of the values, and the combinations of each union of domains are
   * cached as store masks. `undefined` when the union has too many combinations (the general path
   * with its subset search then runs).
   */
  private propagateDirect(engine: PropagationEngine): boolean | undefined {
    const s = engine.store;
    const words = s.words;
    const start = s.start;
    const k = this.k;
    const cd = this.cd;
    let union = 0;
    for (let i = 0; i < k; i++) {
      const d = words[start[this.scope[i]!]!]!;
      cd[i] = d;
      this.sup[i] = 0;
      union |= d;
    }
    const count = popcount32(union);
    if (count > DISTINCT_SUM_MAX_VALUES) return true; // too wide: bounds only (as the general path)
    if (count < k) return false; // pigeonhole: fewer values than variables
    const table = union >>> SHAPE_TABLE_BITS === 0 ? this.shapeTable : null;
    let combos = table !== null ? table[union] : this.directCombos.get(union);
    if (combos === undefined) {
      combos = this.storeCombos(union);
      if (table !== null) table[union] = combos;
      else {
        if (this.directCombos.size >= MAX_CACHED_UNIONS) this.directCombos.clear();
        this.directCombos.set(union, combos);
      }
    }
    if (combos === null) return undefined;
    this.required = -1;
    let watch = 0;
    for (let p = 0; p < this.peers.length; p++) watch |= words[start[this.peers[p]!]!]!;
    this.watch = watch;
    if (!this.searchCombos(combos)) return false;
    for (let i = 0; i < k; i++) {
      const keep = this.sup[i]!;
      if (keep !== cd[i] && !engine.keepWord(this.scope[i]!, 0, keep)) return false;
    }
    const required = this.required;
    if (required === 0) return true;
    for (let p = 0; p < this.peers.length; p++) {
      if (!engine.keepWord(this.peers[p]!, 0, ~required)) return false;
    }
    return true;
  }

  /** The value combinations of `union` (one word) as store masks; `null` when there are too many. */
  private storeCombos(union: number): Int32Array | null {
    const k = this.k;
    const bits: number[] = [];
    for (let b = union; b !== 0; b &= b - 1) bits.push(31 - Math.clz32(b & -b));
    let count = 1;
    for (let d = 0; d < k; d++) count = (count * (bits.length - d)) / (d + 1);
    if (count > MAX_COMBOS * 4) return null;
    const lo = this.lo - k * this.offset;
    const hi = this.hi - k * this.offset;
    const out: number[] = [];
    const walk = (from: number, left: number, mask: number, sum: number): void => {
      if (left === 0) {
        if (sum >= lo && sum <= hi) out.push(mask);
        return;
      }
      for (let j = from; j <= bits.length - left; j++)
        walk(j + 1, left - 1, mask | (1 << bits[j]!), sum + bits[j]!);
    };
    walk(0, k, 0, 0);
    return out.length > MAX_COMBOS ? null : Int32Array.from(out);
  }

  /**
   * Orders the variables for the subset search (smallest domains first: a narrow top of the tree
   * keeps the state count low) and readies its memo; `false` when the search is estimated to
   * cost more than `DISTINCT_SUM_STATE_BUDGET` states (the call then prunes nothing).
   */
  private prepareSearch(): boolean {
    const k = this.k;
    const order = this.order;
    for (let i = 0; i < k; i++) {
      const c = popcount32(this.cd[i]!);
      let j = i;
      while (j > 0 && popcount32(this.cd[order[j - 1]!]!) > c) {
        order[j] = order[j - 1]!;
        j--;
      }
      order[j] = i;
    }
    if (!this.affordable()) return false;
    this.rest[k] = 0;
    for (let d = k - 1; d >= 0; d--) this.rest[d] = this.rest[d + 1]! | this.cd[order[d]!]!;
    const size = 1 << this.u;
    if (memoStamp.length < size) {
      memoStamp = new Int32Array(size);
      memoGood = new Uint8Array(size);
      stampCounter = 0;
    }
    this.stamp = nextStamp();
    return true;
  }

  /** Removes the values every feasible combination uses from the peers. */
  private prunePeers(engine: PropagationEngine): boolean {
    const required = this.required;
    if (required === 0) return true;
    for (let w = 0; w < this.nwords; w++) {
      let mask = 0;
      let bits = required;
      while (bits) {
        const b = this.vals[lowestBit(bits)]!;
        if (b >>> 5 === w) mask |= 1 << (b & 31);
        bits &= bits - 1;
      }
      if (mask === 0) continue;
      for (let p = 0; p < this.peers.length; p++) {
        if (!engine.keepWord(this.peers[p]!, w, ~mask)) return false;
      }
    }
    return true;
  }

  /**
   * The combinations of `k` values of the current union whose sum is in range (compressed masks),
   * or `null` when there would be more than `MAX_COMBOS` of them. Remembered per union.
   */
  private combosOf(words: Int32Array, start: Int32Array): Int32Array | null {
    let union = 0;
    for (let i = 0; i < this.k; i++) union |= words[start[this.scope[i]!]!]!;
    const known = this.combos.get(union);
    if (known !== undefined) return known;
    // C(u, k) bounds the enumeration below.
    let count = 1;
    for (let d = 0; d < this.k; d++) count = (count * (this.u - d)) / (d + 1);
    if (count > MAX_COMBOS * 4) return null;
    const out: number[] = [];
    const walk = (from: number, left: number, mask: number, sum: number): void => {
      if (left === 0) {
        if (sum >= this.tLo && sum <= this.tHi) out.push(mask);
        return;
      }
      for (let j = from; j <= this.u - left; j++) walk(j + 1, left - 1, mask | (1 << j), sum + this.vals[j]!);
    };
    walk(0, this.k, 0, 0);
    const list = out.length > MAX_COMBOS ? null : Int32Array.from(out);
    if (list !== null) {
      if (this.combos.size >= MAX_CACHED_UNIONS) this.combos.clear();
      this.combos.set(union, list);
    }
    return list;
  }

  /**
   * The search, one value combination at a time: a combination every variable can take any value
   * of supports all those values at once; otherwise the subset search runs restricted to it.
   */
  private searchCombos(combos: Int32Array): boolean {
    const k = this.k;
    const cd = this.cd;
    let good = false;
    for (let c = 0; c < combos.length; c++) {
      const C = combos[c]!;
      let all = true;
      let i = 0;
      for (; i < k; i++) {
        const m = cd[i]! & C;
        if (m === 0) break;
        if (m !== C) all = false;
      }
      if (i < k) continue;
      if (all) {
        for (let j = 0; j < k; j++) this.sup[j]! |= C;
        this.required &= C;
        good = true;
        continue;
      }
      if (k <= HALL_MAX_CELLS) {
        // Nothing to learn from C when every value it offers is supported already and the values
        // every combination uses lie inside it, as far as a peer holds them (then `good` is true
        // too: every `sup` is non-empty).
        if ((this.required & ~C & this.watch) === 0) {
          let news = false;
          for (let j = 0; j < k; j++) {
            if ((cd[j]! & C & ~this.sup[j]!) !== 0) {
              news = true;
              break;
            }
          }
          if (!news) continue;
        }
        if (this.hallSupports(C)) good = true;
        continue;
      }
      this.saved.set(cd);
      for (let j = 0; j < k; j++) cd[j] = this.saved[j]! & C;
      this.rest[k] = 0;
      for (let d = k - 1; d >= 0; d--) this.rest[d] = this.rest[d + 1]! | cd[this.order[d]!]!;
      this.stamp = nextStamp();
      if (this.search(0, 0, 0)) good = true;
      cd.set(this.saved);
      if (this.aborted) return false;
    }
    return good;
  }

  /**
   * Whether the scope can take exactly the `k` values of combination `C`, one each; if so, adds the
   * values some such assignment uses to the supports. By Hall's theorem an assignment exists iff
   * every set `S` of variables has at least `|S|` values in the union of its domains, and a value
   * is in some assignment iff no *tight* set (union of exactly `|S|` values) without its variable
   * holds it: so one pass over the subset unions decides both, with no search.
   *
   * The pass is kept short, since it runs for most combinations of most calls: variables left with
   * one value of `C` take it (no other variable can), and only subsets of the other variables that
   * lack some remaining value are visited. A set with a member that holds every remaining value
   * can neither fail nor be tight unless it is all of them.
   */
  private hallSupports(C: number): boolean {
    const k = this.k;
    const cd = this.cd;
    const sup = this.sup;
    const d0 = this.hallDom; // every variable's domain within C, then without the forced values
    // 1. Forced values: a variable with one value takes it, and the others lose it.
    let forced = 0; // variables with one value
    let forcedValues = 0;
    for (let j = 0; j < k; j++) d0[j] = cd[j]! & C;
    for (let again = true; again; ) {
      again = false;
      for (let j = 0; j < k; j++) {
        if ((forced & (1 << j)) !== 0) continue;
        const d = d0[j]! & ~forcedValues;
        if (d === 0) return false;
        d0[j] = d;
        if ((d & (d - 1)) === 0) {
          forced |= 1 << j;
          forcedValues |= d;
          again = true;
        }
      }
    }
    // 2. Hall sets among the variables that lack some value left.
    const left = C & ~forcedValues;
    const dom = this.hallRestricted; // their domains, densely
    const at = this.hallAt; // their scope positions
    const taken = this.hallTaken; // per such variable: values tight sets without it hold
    const union = this.hallUnion;
    let r = 0;
    let open = 0; // variables holding every value left
    for (let j = 0; j < k; j++) {
      if ((forced & (1 << j)) !== 0) continue;
      const d = d0[j]!;
      if (d === left) {
        open |= 1 << j;
        continue;
      }
      dom[r] = d;
      taken[r] = 0;
      at[r++] = j;
    }
    const full = (1 << r) - 1;
    // All the variables left together are tight by definition and speak for nothing outside.
    const whole = open === 0 ? full : -1;
    let outside = 0; // values of tight sets, which no open variable can take
    union[0] = 0;
    for (let S = 1; S <= full; S++) {
      const low = S & -S;
      const u = union[S ^ low]! | dom[31 - Math.clz32(low)]!;
      union[S] = u;
      const values = u >>> 16 === 0 ? POPCOUNT16[u]! : popcount32(u);
      const members = POPCOUNT16[S]!;
      if (values < members) return false;
      if (values === members && S !== whole) {
        outside |= u;
        for (let i = 0; i < r; i++) if ((S & (1 << i)) === 0) taken[i]! |= u;
      }
    }
    for (let i = 0; i < r; i++) sup[at[i]!]! |= dom[i]! & ~taken[i]!;
    const free = left & ~outside;
    for (let j = 0; j < k; j++) {
      const bit = 1 << j;
      if ((forced & bit) !== 0) sup[j]! |= d0[j]!;
      else if ((open & bit) !== 0) sup[j]! |= free;
    }
    this.required &= C;
    return true;
  }

  /** Estimates the states the search may expand (subsets per depth, capped by the domain product). */
  private affordable(): boolean {
    let total = 1;
    let subsets = 1; // C(u, depth)
    let product = 1; // Π |domain| of the first `depth` variables in search order
    for (let d = 0; d < this.k; d++) {
      subsets = (subsets * (this.u - d)) / (d + 1);
      product *= popcount32(this.cd[this.order[d]!]!);
      total += Math.min(subsets, product);
      if (total > DISTINCT_SUM_STATE_BUDGET) return false;
    }
    return true;
  }

  /** Whether the values in `used` (first `depth` variables) extend to a solution; records supports. */
  private search(depth: number, used: number, sum: number): boolean {
    if (depth === this.k) {
      if (sum < this.tLo || sum > this.tHi) return false;
      this.required &= used;
      return true;
    }
    if (memoStamp[used] === this.stamp) return memoGood[used] === 1;
    if (++this.states > DISTINCT_SUM_STATE_BUDGET) {
      this.aborted = true;
      return false;
    }
    let good = false;
    if (this.reachable(depth, used, sum)) {
      const i = this.order[depth]!;
      let cand = this.cd[i]! & ~used;
      while (cand) {
        const b = cand & -cand;
        cand ^= b;
        if (this.search(depth + 1, used | b, sum + this.vals[lowestBit(b)]!)) {
          this.sup[i]! |= b;
          good = true;
        }
        if (this.aborted) return false;
      }
    }
    memoStamp[used] = this.stamp;
    memoGood[used] = good ? 1 : 0;
    return good;
  }

  /** Whether the `k − depth` values still to place can bring `sum` into range (ignoring which variable takes which). */
  private reachable(depth: number, used: number, sum: number): boolean {
    const r = this.k - depth;
    const avail = this.rest[depth]! & ~used;
    if (popcount32(avail) < r) return false;
    let least = 0;
    let most = 0;
    let lowBits = avail;
    for (let c = 0; c < r; c++) {
      least += this.vals[lowestBit(lowBits)]!;
      lowBits &= lowBits - 1;
    }
    let highBits = avail;
    for (let c = 0; c < r; c++) {
      const top = 31 - Math.clz32(highBits);
      most += this.vals[top]!;
      highBits &= ~(1 << top);
    }
    return sum + least <= this.tHi && sum + most >= this.tLo;
  }
}
