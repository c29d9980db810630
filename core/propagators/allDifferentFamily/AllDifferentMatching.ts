import { InvalidModelError } from '../../errors/InvalidModelError.js';
import { EV_DOMAIN } from '../../propagation/events.js';
import type { PropagationEngine } from '../../propagation/PropagationEngine.js';
import { PRIORITY_EXPENSIVE, Propagator } from '../../propagation/Propagator.js';
import { lowestBit } from '../../util/bits.js';

/**
 * Régin's domain-consistent all-different.
 *
 * The variables and the values form a bipartite graph. Each call
 * 1. repairs a maximum matching: the previous call's matching is kept where its edges are
 *    still in the domains, and every unmatched variable gets an augmenting path (breadth-first,
 *    iterative); no augmenting path means a Hall set is violated, so the call fails;
 * 2. works on the residual graph — matched edges variable → value, the others value →
 *    variable — with each variable merged with its matched value, so its nodes are the
 *    variables and `p → q` means "the value of p is in the domain of q". The reversed graph
 *    can be read straight off each variable's bitset (q's domain names the p's pointing at it),
 *    so no adjacency is built: one iterative Tarjan pass over it finds the strongly connected
 *    components and, per component, whether it is reachable from a free value (alternating
 *    paths) — in the reversed graph: whether it reaches a variable holding a free value;
 * 3. removes every edge that is not matched, not reachable from a free value and not inside
 *    one component: exactly the edges that belong to no maximum matching.
 *
 * The result is the fixpoint: the surviving edges all lie in some matching that covers every
 * variable, and removing the others does not change that.
 *
 * Values are numbered once, in `attach`, over every bit any scope variable can ever hold, so
 * variables with different offsets share value nodes by value. All work arrays are allocated
 * there too; a call costs two passes over the domain bits plus the matching repair.
 */
export class AllDifferentMatching extends Propagator {
  /** The variables that must differ. */
  readonly scope: Int32Array;

  // Value id of bit i of scope position p: bitId[bitStart[p] + i] (one shared row, all `bitStart` 0,
  // when every member has the same offset and word count).
  private bitStart: Int32Array = new Int32Array(1);
  private bitId: Int32Array = new Int32Array(0);
  // The matching: value id (and its bit) per position, position per value id (-1 = free).
  private readonly varMatch: Int32Array;
  private readonly matchBit: Int32Array;
  private valMatch: Int32Array = new Int32Array(0);
  // Augmenting-path search.
  private seen: Int32Array = new Int32Array(0);
  private seenStamp = 0;
  private parent: Int32Array = new Int32Array(0);
  private parentBit: Int32Array = new Int32Array(0);
  private readonly queue: Int32Array;
  // Tarjan over positions; `free[p]`: p reaches a free value in the reversed graph (for a
  // finished component: the whole component is reachable from a free value).
  private readonly index: Int32Array;
  private readonly low: Int32Array;
  private readonly comp: Int32Array;
  private readonly free: Uint8Array;
  private readonly onStack: Uint8Array;
  private readonly iterWord: Int32Array;
  private readonly iterBits: Int32Array;
  private readonly sccStack: Int32Array;
  private readonly callStack: Int32Array;

  /** Builds the constraint; throws `InvalidModelError` when a variable repeats. */
  constructor(scope: Int32Array) {
    super();
    const seen = new Set<number>();
    for (const v of scope) {
      if (seen.has(v)) {
        throw new InvalidModelError(`AllDifferentMatching: variable ${v} appears twice in the scope`);
      }
      seen.add(v);
    }
    const n = scope.length;
    this.scope = scope;
    this.varMatch = new Int32Array(n).fill(-1);
    this.matchBit = new Int32Array(n);
    this.queue = new Int32Array(n);
    this.index = new Int32Array(n);
    this.low = new Int32Array(n);
    this.comp = new Int32Array(n);
    this.free = new Uint8Array(n);
    this.onStack = new Uint8Array(n);
    this.iterWord = new Int32Array(n);
    this.iterBits = new Int32Array(n);
    this.sccStack = new Int32Array(n);
    this.callStack = new Int32Array(n);
    this.priority = PRIORITY_EXPENSIVE;
  }

  /** Numbers the values, sizes the value arrays and subscribes to every domain change. */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    const n = this.scope.length;
    for (let p = 0; p < n; p++) {
      const v = this.scope[p]!;
      if (!Number.isInteger(v) || v < 0 || v >= s.n) {
        throw new InvalidModelError(`AllDifferentMatching: unknown variable index ${v}`);
      }
    }
    // Members sharing one offset and word count (every sudoku house) share one identity row of
    // value ids: a row per member would cost members × values entries per group (155 MB over the
    // 675 houses of a 225×225 grid) and a map lookup for each.
    const v0 = this.scope[0];
    let uniform = v0 !== undefined;
    for (let p = 1; p < n && uniform; p++) {
      const v = this.scope[p]!;
      uniform = s.offset[v] === s.offset[v0!] && s.nwords[v] === s.nwords[v0!];
    }
    const bitStart = new Int32Array(n + 1);
    let bitId: Int32Array;
    let m: number;
    if (uniform) {
      m = s.nwords[v0!]! << 5;
      bitId = new Int32Array(m);
      for (let i = 0; i < m; i++) bitId[i] = i;
    } else {
      for (let p = 0; p < n; p++) bitStart[p + 1] = bitStart[p]! + (s.nwords[this.scope[p]!]! << 5);
      bitId = new Int32Array(bitStart[n]!);
      const ids = new Map<number, number>();
      for (let p = 0; p < n; p++) {
        const off = s.offset[this.scope[p]!]!;
        for (let i = bitStart[p]!, b = 0; i < bitStart[p + 1]!; i++, b++) {
          let id = ids.get(off + b);
          if (id === undefined) {
            id = ids.size;
            ids.set(off + b, id);
          }
          bitId[i] = id;
        }
      }
      m = ids.size;
    }
    this.bitStart = bitStart;
    this.bitId = bitId;
    this.valMatch = new Int32Array(m).fill(-1);
    this.seen = new Int32Array(m);
    this.parent = new Int32Array(m);
    this.parentBit = new Int32Array(m);
    for (let p = 0; p < n; p++) engine.subscribe(this.scope[p]!, this, EV_DOMAIN, p);
  }

  /** Matching, then SCC filtering; `false` when no matching covers every variable. */
  propagate(engine: PropagationEngine): boolean {
    if (!this.repairMatching(engine)) return false;
    this.components(engine);
    return this.prune(engine);
  }

  /** Keeps the still-valid edges of the last matching and augments the rest. */
  private repairMatching(engine: PropagationEngine): boolean {
    const s = engine.store;
    const n = this.scope.length;
    const varMatch = this.varMatch;
    const valMatch = this.valMatch;
    valMatch.fill(-1);
    for (let p = 0; p < n; p++) {
      const id = varMatch[p]!;
      if (id < 0) continue;
      if (s.has(this.scope[p]!, this.matchBit[p]!) && valMatch[id] === -1) valMatch[id] = p;
      else varMatch[p] = -1;
    }
    for (let p = 0; p < n; p++) {
      if (varMatch[p] !== -1) continue;
      if (!this.augment(engine, p)) return false;
    }
    return true;
  }

  /** Breadth-first search for an augmenting path from free position `root`; flips it if found. */
  private augment(engine: PropagationEngine, root: number): boolean {
    const s = engine.store;
    const words = s.words;
    const scope = this.scope;
    const bitId = this.bitId;
    const seen = this.seen;
    const parent = this.parent;
    const parentBit = this.parentBit;
    const matchBit = this.matchBit;
    const queue = this.queue;
    const varMatch = this.varMatch;
    const valMatch = this.valMatch;
    if (this.seenStamp === 0x3fffffff) {
      // Stamps live in an Int32Array: restart them long before they could wrap.
      seen.fill(0);
      this.seenStamp = 0;
    }
    const stamp = ++this.seenStamp;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const p = queue[head++]!;
      const v = scope[p]!;
      const st = s.start[v]!;
      const nw = s.nwords[v]!;
      const base = this.bitStart[p]!;
      for (let k = 0; k < nw; k++) {
        let x = words[st + k]!;
        while (x) {
          const b = lowestBit(x);
          x &= x - 1;
          const bit = (k << 5) + b;
          const id = bitId[base + bit]!;
          if (seen[id] === stamp) continue;
          seen[id] = stamp;
          parent[id] = p;
          parentBit[id] = bit;
          const owner = valMatch[id]!;
          if (owner !== -1) {
            queue[tail++] = owner;
            continue;
          }
          // Free value: flip the path back to the root.
          let cur = id;
          for (;;) {
            const q = parent[cur]!;
            const prev = varMatch[q]!;
            varMatch[q] = cur;
            matchBit[q] = parentBit[cur]!;
            valMatch[cur] = q;
            if (q === root) return true;
            cur = prev;
          }
        }
      }
    }
    // The positions reached form a violated Hall set: blame them precisely.
    for (let h = 0; h < tail; h++) engine.bump(scope[queue[h]!]!);
    return false;
  }

  /**
   * Iterative Tarjan on the reversed merged graph: position u points at `valMatch[a]` for
   * every unmatched value a of u's domain. Also sets `free[]` per finished component.
   */
  private components(engine: PropagationEngine): void {
    const s = engine.store;
    const words = s.words;
    const scope = this.scope;
    const n = scope.length;
    const bitId = this.bitId;
    const bitStart = this.bitStart;
    const varMatch = this.varMatch;
    const valMatch = this.valMatch;
    const index = this.index;
    const low = this.low;
    const comp = this.comp;
    const free = this.free;
    const onStack = this.onStack;
    const iterWord = this.iterWord;
    const iterBits = this.iterBits;
    const scc = this.sccStack;
    const call = this.callStack;
    index.fill(-1);
    let counter = 0;
    let sp = 0;
    let cp = 0;
    let comps = 0;
    for (let root = 0; root < n; root++) {
      if (index[root] !== -1) continue;
      let w = root;
      for (;;) {
        if (w >= 0) {
          // Enter w.
          index[w] = low[w] = counter++;
          scc[sp++] = w;
          onStack[w] = 1;
          free[w] = 0;
          iterWord[w] = 0;
          iterBits[w] = words[s.start[scope[w]!]!]!;
          call[cp++] = w;
        }
        const u = call[cp - 1]!;
        // Scan u's remaining values for the next unvisited successor.
        const st = s.start[scope[u]!]!;
        const nw = s.nwords[scope[u]!]!;
        const base = bitStart[u]!;
        const mine = varMatch[u]!;
        let k = iterWord[u]!;
        let x = iterBits[u]!;
        w = -1;
        for (;;) {
          if (x === 0) {
            if (++k >= nw) break;
            x = words[st + k]!;
            continue;
          }
          const b = lowestBit(x);
          x &= x - 1;
          const id = bitId[base + (k << 5) + b]!;
          if (id === mine) continue;
          const q = valMatch[id]!;
          if (q === -1)
            free[u] = 1; // a free value in u's domain
          else if (index[q] === -1) {
            w = q;
            break;
          } else if (onStack[q]) {
            if (index[q]! < low[u]!) low[u] = index[q]!;
          } else if (free[q]) free[u] = 1; // a finished component that reaches a free value
        }
        iterWord[u] = k;
        iterBits[u] = x;
        if (w >= 0) continue;
        // u is finished.
        cp--;
        if (cp > 0) {
          const parent = call[cp - 1]!;
          if (low[u]! < low[parent]!) low[parent] = low[u]!;
          if (free[u]) free[parent] = 1;
        }
        if (low[u] === index[u]) {
          // u's subtree holds the whole component, so free[u] already covers every member.
          const f = free[u]!;
          let y: number;
          do {
            y = scc[--sp]!;
            onStack[y] = 0;
            comp[y] = comps;
            free[y] = f;
          } while (y !== u);
          comps++;
        }
        if (cp === 0) break;
      }
    }
  }

  /** Removes every edge outside the matching, the free-value region and the components. */
  private prune(engine: PropagationEngine): boolean {
    const s = engine.store;
    const words = s.words;
    const scope = this.scope;
    const n = scope.length;
    const bitId = this.bitId;
    const varMatch = this.varMatch;
    const valMatch = this.valMatch;
    const free = this.free;
    const comp = this.comp;
    for (let p = 0; p < n; p++) {
      const v = scope[p]!;
      const st = s.start[v]!;
      const nw = s.nwords[v]!;
      const base = this.bitStart[p]!;
      const mine = varMatch[p]!;
      const c = comp[p]!;
      for (let k = 0; k < nw; k++) {
        const word = words[st + k]!;
        let x = word;
        let keep = 0;
        while (x) {
          const b = lowestBit(x);
          x &= x - 1;
          const id = bitId[base + (k << 5) + b]!;
          const q = valMatch[id]!;
          // Keep: p's own value, a free value, a value reachable from a free one, or one of
          // p's component.
          if (id === mine || q === -1 || free[q] || comp[q] === c) keep |= 1 << b;
        }
        if (keep !== word && !engine.keepWord(v, k, keep)) return false;
      }
    }
    return true;
  }
}
