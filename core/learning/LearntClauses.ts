import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { type Explainer, REASON_CLAUSE, REASON_EQ } from './Explainer.js';

/** Ints before each clause's literals in the arena: its id, then its length. */
const HEADER = 2;

/** Start of every empty watch list: its header `wpool[0]`, `wpool[1]` (capacity, length) is 0, 0. */
const EMPTY = 2;

/** A typed array twice as long (at least `need`), holding `a`'s contents. */
function grownInt32(a: Int32Array, need: number): Int32Array {
  const g = new Int32Array(Math.max(need, a.length * 2));
  g.set(a);
  return g;
}

/**
 * The learnt nogoods of a learning search, stored as clauses (the negations of a nogood's
 * literals: at least one must hold) and propagated with two watched literals. Position 0 of a
 * clause is the literal it implied last, so a clause is *locked* (the reason of a trail entry,
 * not deletable) exactly when that entry names it.
 *
 * Every clause lives in one flat arena (`mem`, from `start[id]`, `size[id]` literals, after a
 * header holding its id and its length), compacted at each reduction: no array per clause, so
 * learning a clause allocates nothing and the propagation loop reads one buffer (an array per
 * clause showed as garbage-collection time). Watches name a clause by its arena offset, so a
 * visit reads the clause itself and nothing indexed by its id.
 */
export class LearntClauses {
  /** The arena: clause `id`'s literals are `mem[start[id]] … mem[start[id] + size[id] - 1]`. Replaced when it grows. */
  mem: Int32Array = new Int32Array(1 << 16);
  /** Where each clause starts in `mem` (-1 once deleted). */
  start: Int32Array = new Int32Array(1024);
  /** Literals of each clause. */
  size: Int32Array = new Int32Array(1024);
  /** Literal block distance of each clause when learnt (distinct decision levels). */
  lbd: Int32Array = new Int32Array(1024);
  /** Activity of each clause (bumped when it takes part in a conflict). */
  activity: Float64Array = new Float64Array(1024);
  /** Clauses that are never deleted (solution blocking, units): 1. */
  permanent: Uint8Array = new Uint8Array(1024);
  /** Clauses added so far (ids run from 0 to `count - 1`, deleted ones included). */
  count = 0;
  /** Clauses alive now. */
  live = 0;
  /** Next trail entry whose literal's negation's watches have not been visited. */
  qhead = 0;
  private memTop = 0;
  // Watch lists: pairs (clause offset in `mem`, blocker literal). The blocker is another literal of the clause;
  // when it is true the clause is satisfied and the visit need not read the clause at all.
  // Every list lives in one flat pool: literal `lit`'s list starts at `st = wstart[lit]`, after a
  // two-int header: `wpool[st - 2]` its capacity, `wpool[st - 1]` its length (ints, two per
  // watch). Empty lists share `EMPTY` (capacity 0). One typed array instead of a typed array per
  // literal, lengths next to the data: a visit reads `wstart` and one place of the pool where it
  // read a list of objects, the object, a lengths array and the data (those dependent loads were
  // cache misses in profiles of 49×49 grids).
  // Starts small (it grows by doubling), which also makes small models exercise the moves.
  private wpool: Int32Array = new Int32Array(256);
  private wtop = EMPTY;
  // Ints of the pool held by lists that moved (reclaimed by compaction).
  private wgarbage = 0;
  private readonly wstart: Int32Array;
  // One bit per literal: set when its list may be non-empty. Most literals watch nothing, and this
  // bitset stays in cache where `wstart` (4 bytes per literal) does not: a visit of such a literal
  // reads one bit.
  private readonly wany: Int32Array;
  private inc = 1;

  /** A database for `atoms` atoms (`2 * atoms` literals). */
  constructor(atoms: number) {
    this.wstart = new Int32Array(atoms * 2).fill(EMPTY);
    this.wany = new Int32Array(((atoms * 2) >>> 5) + 1);
  }

  /**
   * Adds the clause of the first `len` literals of `lits` (`lits[0]` the literal to assert,
   * `lits[1]` the one from the highest other level); returns its id.
   */
  add(lits: ArrayLike<number>, len: number, lbd: number, permanent: boolean): number {
    const id = this.count++;
    if (id >= this.start.length) this.growIds();
    if (this.memTop + HEADER + len > this.mem.length)
      this.mem = grownInt32(this.mem, this.memTop + HEADER + len);
    const at = this.memTop + HEADER;
    const mem = this.mem;
    mem[at - 2] = id;
    mem[at - 1] = len;
    for (let k = 0; k < len; k++) mem[at + k] = lits[k]!;
    this.memTop = at + len;
    this.start[id] = at;
    this.size[id] = len;
    this.lbd[id] = lbd;
    this.activity[id] = this.inc;
    this.permanent[id] = permanent ? 1 : 0;
    this.live++;
    if (len >= 2) {
      this.watch(lits[0]!, at, lits[1]!);
      this.watch(lits[1]!, at, lits[0]!);
    }
    return id;
  }

  private growIds(): void {
    const n = this.start.length * 2;
    this.start = grownInt32(this.start, n);
    this.size = grownInt32(this.size, n);
    this.lbd = grownInt32(this.lbd, n);
    const act = new Float64Array(n);
    act.set(this.activity);
    this.activity = act;
    const perm = new Uint8Array(n);
    perm.set(this.permanent);
    this.permanent = perm;
  }

  /** Adds the watch (clause at arena offset `c`, `blocker`) to `lit`'s list. */
  private watch(lit: number, c: number, blocker: number): void {
    let st = this.wstart[lit]!;
    let pool = this.wpool;
    const len = pool[st - 1]!;
    if (len + 2 > pool[st - 2]!) {
      st = this.relocate(lit, len + 2);
      pool = this.wpool;
    }
    pool[st + len] = c;
    pool[st + len + 1] = blocker;
    pool[st - 1] = len + 2;
    this.wany[lit >>> 5]! |= 1 << (lit & 31);
  }

  /**
   * Moves `lit`'s list to the top of the pool with room for `need` ints (twice its capacity, at
   * least 8); returns its new start. May replace or compact the pool, so a caller holding the pool
   * or a list's start reads them again afterwards (list contents and lengths are kept as they are).
   */
  private relocate(lit: number, need: number): number {
    const cap = Math.max(8, this.wpool[this.wstart[lit]! - 2]! * 2, need);
    if (this.wtop + 2 + cap > this.wpool.length) this.makeRoom(2 + cap);
    const pool = this.wpool;
    const from = this.wstart[lit]!;
    const len = pool[from - 1]!;
    const st = this.wtop + 2;
    pool[st - 2] = cap;
    pool[st - 1] = len;
    pool.copyWithin(st, from, from + len);
    this.wstart[lit] = st;
    this.wtop = st + cap;
    if (from !== EMPTY) this.wgarbage += 2 + pool[from - 2]!;
    return st;
  }

  /** Makes room for `need` more ints at the top of the pool: compacts it, or grows it, or both. */
  private makeRoom(need: number): void {
    const live = this.wtop - this.wgarbage;
    let size = this.wpool.length;
    while (live + need > size >> 1) size *= 2;
    const pool = new Int32Array(size);
    const old = this.wpool;
    const wstart = this.wstart;
    let top = EMPTY;
    for (let lit = 0; lit < wstart.length; lit++) {
      const from = wstart[lit]!;
      if (from === EMPTY) continue;
      const cap = old[from - 2]!;
      const len = old[from - 1]!;
      pool[top] = cap;
      pool[top + 1] = len;
      pool.set(old.subarray(from, from + len), top + 2);
      wstart[lit] = top + 2;
      top += 2 + cap;
    }
    this.wpool = pool;
    this.wtop = top;
    this.wgarbage = 0;
  }

  /** Deletes clause `id` now (it must not be the reason of a trail entry): its watches go too. */
  remove(id: number): void {
    const c = this.start[id]!;
    if (c < 0) return;
    if (this.size[id]! >= 2) {
      this.unwatch(this.mem[c]!, c);
      this.unwatch(this.mem[c + 1]!, c);
    }
    this.start[id] = -1;
    this.live--;
  }

  private unwatch(lit: number, c: number): void {
    const pool = this.wpool;
    const st = this.wstart[lit]!;
    const end = st + pool[st - 1]!;
    for (let i = st; i < end; i += 2) {
      if (pool[i] !== c) continue;
      pool.copyWithin(i, i + 2, end);
      pool[st - 1]! -= 2;
      return;
    }
  }

  /** Raises clause `id`'s activity. */
  bump(id: number): void {
    this.activity[id]! += this.inc;
    if (this.activity[id]! > 1e100) {
      for (let k = 0; k < this.count; k++) this.activity[k]! *= 1e-100;
      this.inc *= 1e-100;
    }
  }

  /** Ages every clause activity (called once per conflict). */
  decay(): void {
    this.inc /= 0.999;
  }

  /**
   * Visits the watches of every literal made false since the last call, implying the clauses
   * that became unit (through `ex.enqueue`, so the engine hears of them). Returns the id of a
   * clause whose literals are all false, or -1.
   */
  propagate(ex: Explainer, engine: PropagationEngine): number {
    const tLit = ex.tLit;
    const aval = ex.aval;
    // Nothing adds clauses during propagation, so the arena stays put.
    const mem = this.mem;
    const wstart = this.wstart;
    const wany = this.wany;
    while (this.qhead < ex.top) {
      const falseLit = tLit[this.qhead++]! ^ 1;
      if ((wany[falseLit >>> 5]! & (1 << (falseLit & 31))) === 0) continue;
      // `ws[wb + i]`: moving a watch may replace the pool or move this list (never reorder it).
      let ws = this.wpool;
      let wb = wstart[falseLit]!;
      const wn = ws[wb - 1]!;
      if (wn === 0) continue;
      let j = 0;
      let i = 0;
      for (; i < wn; i += 2) {
        const c = ws[wb + i]!;
        const blocker = ws[wb + i + 1]!;
        // A literal is true when its atom's state is ATOM_EQ (1) for `[x = v]` (even), ATOM_NEQ (2)
        // for `[x ≠ v]` (odd): one comparison (this loop is the hottest of the search).
        if (aval[blocker >> 1] === 1 + (blocker & 1)) {
          // Deleted clauses have no watches (`reduce` drops them), so no check is needed here.
          ws[wb + j++] = c;
          ws[wb + j++] = blocker;
          continue;
        }
        if (mem[c] === falseLit) {
          mem[c] = mem[c + 1]!;
          mem[c + 1] = falseLit;
        }
        const first = mem[c]!;
        const s0 = aval[first >> 1]!;
        if (s0 === 1 + (first & 1)) {
          ws[wb + j++] = c;
          ws[wb + j++] = first;
          continue;
        }
        let moved = false;
        const end = c + mem[c - 1]!;
        for (let k = c + 2; k < end; k++) {
          const l = mem[k]!;
          // Open, or true.
          const s = aval[l >> 1]!;
          if (s === 0 || s === 1 + (l & 1)) {
            mem[c + 1] = l;
            mem[k] = falseLit;
            this.watch(l, c, first);
            ws = this.wpool;
            wb = wstart[falseLit]!;
            moved = true;
            break;
          }
        }
        if (moved) continue;
        ws[wb + j++] = c;
        ws[wb + j++] = first;
        if (s0 !== 0 || !ex.enqueue(engine, first, REASON_CLAUSE, mem[c - 2]!)) {
          for (i += 2; i < wn; i++) ws[wb + j++] = ws[wb + i]!;
          ws[wb - 1] = j;
          return mem[c - 2]!;
        }
      }
      ws[wb - 1] = j;
    }
    return -1;
  }

  /**
   * Debug (tests): whether the watch lists hold exactly two watches per live clause of two
   * literals or more, on its first two literals, each naming the clause's arena offset and a
   * blocker from the clause, and whether every non-empty list is marked in the bitset.
   */
  watchesAgree(): boolean {
    const pool = this.wpool;
    const mem = this.mem;
    const seen = new Map<number, number>();
    for (let lit = 0; lit < this.wstart.length; lit++) {
      const st = this.wstart[lit]!;
      const wn = pool[st - 1]!;
      if (wn > pool[st - 2]!) return false;
      if (wn > 0 && (this.wany[lit >>> 5]! & (1 << (lit & 31))) === 0) return false;
      for (let i = st; i < st + wn; i += 2) {
        const c = pool[i]!;
        const id = mem[c - 2]!;
        if (id < 0 || id >= this.count || this.start[id] !== c) return false;
        if (mem[c] !== lit && mem[c + 1] !== lit) return false;
        let hasBlocker = false;
        for (let k = c; k < c + this.size[id]!; k++) if (mem[k] === pool[i + 1]) hasBlocker = true;
        if (!hasBlocker) return false;
        seen.set(id, (seen.get(id) ?? 0) + 1);
      }
    }
    for (let id = 0; id < this.count; id++) {
      const want = this.start[id]! >= 0 && this.size[id]! >= 2 ? 2 : 0;
      if ((seen.get(id) ?? 0) !== want) return false;
    }
    return true;
  }

  /** Whether clause `id` is the reason of a trail entry now. */
  locked(id: number, ex: Explainer): boolean {
    if (this.start[id]! < 0) return false;
    const first = this.mem[this.start[id]!]!;
    let pos = ex.apos[first >> 1]!;
    if (pos < 0 || ex.tLit[pos] !== first) return false;
    // A removal that left one value is explained by the `[x = v]` entry, which names the clause.
    if ((ex.tKind[pos]! & 7) === REASON_EQ) pos = ex.apos[ex.tA[pos]! >> 1]!;
    return pos >= 0 && (ex.tKind[pos]! & 7) === REASON_CLAUSE && ex.tA[pos] === id;
  }

  /**
   * Deletes about half of the deletable clauses: those with the largest LBD, least active first
   * among equals. Clauses of LBD 2 or less, permanent ones and locked ones stay. The arena is
   * compacted (clause ids do not change).
   */
  reduce(ex: Explainer): number {
    const cand: number[] = [];
    const start = this.start;
    for (let id = 0; id < this.count; id++) {
      if (start[id]! < 0 || this.permanent[id] || this.lbd[id]! <= 2 || this.size[id]! <= 2) continue;
      if (this.locked(id, ex)) continue;
      cand.push(id);
    }
    cand.sort((a, b) => this.lbd[b]! - this.lbd[a]! || this.activity[a]! - this.activity[b]!);
    const drop = cand.length >> 1;
    for (let k = 0; k < drop; k++) start[cand[k]!] = -1;
    this.live -= drop;
    // Watches name arena offsets, which compaction changes: first turn them into clause ids (from
    // the clause headers, before they move), dropping the deleted clauses' watches (propagation
    // never meets a deleted clause), then compact, then turn the ids into the new offsets.
    const mem = this.mem;
    const pool = this.wpool;
    const wstart = this.wstart;
    const wany = this.wany;
    wany.fill(0);
    for (let lit = 0; lit < wstart.length; lit++) {
      const st = wstart[lit]!;
      const wn = pool[st - 1]!;
      if (wn === 0) continue;
      let j = st;
      for (let i = st; i < st + wn; i += 2) {
        const id = mem[pool[i]! - 2]!;
        if (start[id]! < 0) continue;
        pool[j++] = id;
        pool[j++] = pool[i + 1]!;
      }
      pool[st - 1] = j - st;
      if (j > st) wany[lit >>> 5]! |= 1 << (lit & 31);
    }
    // Compact: live clauses keep their order, so each moves down (never over one not copied yet).
    let top = 0;
    for (let id = 0; id < this.count; id++) {
      const from = start[id]!;
      if (from < 0) continue;
      const n = this.size[id]!;
      if (from !== top + HEADER) mem.copyWithin(top, from - HEADER, from + n);
      start[id] = top + HEADER;
      top += HEADER + n;
    }
    this.memTop = top;
    for (let lit = 0; lit < wstart.length; lit++) {
      const st = wstart[lit]!;
      const end = st + pool[st - 1]!;
      for (let i = st; i < end; i += 2) pool[i] = start[pool[i]!]!;
    }
    return drop;
  }
}
