import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_DOMAIN } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_EXPENSIVE, Propagator } from '../propagation/Propagator.js';
import { lowestBit } from '../util/bits.js';

/**
 * Successor variables forming one Hamiltonian cycle (`circuit`): node `i`'s variable is
 * `scope[i]`, and its value `base + j` means node `j` comes next.
 *
 * Each call repeats three rules until none prunes:
 * - **all different, value consistent**: a fixed successor leaves every other domain, and a node
 *   that only one variable can still reach is that variable's successor (two variables fixed to
 *   one node, or a node nobody reaches, fail);
 * - **no sub-cycle**: a chain of fixed successors that does not cover every node may not be
 *   closed (its end loses its head), and one that covers them all must be;
 * - **connectivity** (Gecode's check, after Mats Carlsson): the graph of the remaining successors
 *   must be strongly connected; in a depth-first search from an open node, whose child subtrees are
 *   T₀ … T_k in visiting order, a cycle must run from the root through T_k, T_{k−1}, …, T₀ and back
 *   to the root, so each Tᵢ needs an edge into T_{i−1} (T₀ into the root), a single such edge is
 *   forced, edges from Tᵢ to earlier subtrees or to the root (i > 0) are removed, and so are the
 *   root's edges into subtrees other than T_k.
 *
 * That is at least what Gecode's `circuit` with value propagation does. Values outside the node
 * range and self loops (for more than one node) are removed first. Nothing needs to survive
 * backtracking, and a call allocates nothing: every work array is sized in `attach`.
 */
export class CircuitPropagator extends Propagator {
  /** The successor variable of each node. */
  readonly scope: Int32Array;
  /** The value of node 0. */
  readonly base: number;
  private readonly n: number;
  // Bit of node 0 in each variable's domain (node j is bit j + shift[i]).
  private readonly shift: Int32Array;
  // Per node: the node it is fixed to (-1 when open), the variable fixed to it, predecessor counts,
  // the only open predecessor, and marks.
  private readonly next: Int32Array;
  private readonly owner: Int32Array;
  private readonly preds: Int32Array;
  private readonly onlyPred: Int32Array;
  private readonly mark: Uint8Array;
  // Depth-first search: preorder numbers, low links, running minima, bit cursors, the stack.
  private readonly pre: Int32Array;
  private readonly low: Int32Array;
  private readonly least: Int32Array;
  private readonly cursor: Int32Array;
  private readonly stack: Int32Array;
  // Edges found to remove (from, to) during the search, applied after it.
  private cutFrom: Int32Array = new Int32Array(0);
  private cutTo: Int32Array = new Int32Array(0);
  private readonly forceFrom: Int32Array;
  private readonly forceTo: Int32Array;

  /** Builds the propagator; throws `InvalidModelError` on an empty scope or a repeated variable. */
  constructor(scope: Int32Array, base: number) {
    super();
    const n = scope.length;
    if (n === 0) throw new InvalidModelError('CircuitPropagator: no nodes');
    if (new Set(scope).size !== n) throw new InvalidModelError('CircuitPropagator: a variable appears twice');
    if (!Number.isSafeInteger(base)) throw new InvalidModelError(`CircuitPropagator: base ${base}`);
    this.scope = scope;
    this.base = base;
    this.n = n;
    this.shift = new Int32Array(n);
    this.next = new Int32Array(n);
    this.owner = new Int32Array(n);
    this.preds = new Int32Array(n);
    this.onlyPred = new Int32Array(n);
    this.mark = new Uint8Array(n);
    this.pre = new Int32Array(n);
    this.low = new Int32Array(n);
    this.least = new Int32Array(n);
    this.cursor = new Int32Array(n);
    this.stack = new Int32Array(n);
    this.forceFrom = new Int32Array(n);
    this.forceTo = new Int32Array(n);
    this.priority = PRIORITY_EXPENSIVE;
  }

  /** Sizes the work arrays for the store's domains; wakes on any removal. */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    let edges = 0;
    for (let i = 0; i < this.n; i++) {
      const v = this.scope[i]!;
      if (!Number.isInteger(v) || v < 0 || v >= s.n) {
        throw new InvalidModelError(`CircuitPropagator: unknown variable index ${v}`);
      }
      this.shift[i] = this.base - s.offset[v]!;
      edges += s.nwords[v]! << 5;
    }
    this.cutFrom = new Int32Array(edges);
    this.cutTo = new Int32Array(edges);
    for (let i = 0; i < this.n; i++) engine.subscribe(this.scope[i]!, this, EV_DOMAIN, i);
  }

  /** Applies the three rules to their common fixpoint. */
  propagate(engine: PropagationEngine): boolean {
    const s = engine.store;
    const n = this.n;
    for (let i = 0; i < n; i++) {
      const v = this.scope[i]!;
      if (!engine.setMin(v, this.base) || !engine.setMax(v, this.base + n - 1)) return false;
      if (n > 1 && !engine.removeValue(v, this.base + i)) return false;
    }
    for (;;) {
      let before = 0;
      for (let i = 0; i < n; i++) before += s.size[this.scope[i]!]!;
      if (!this.allDifferent(engine) || !this.chains(engine)) return false;
      let open = -1;
      for (let i = 0; i < n && open < 0; i++) if (s.size[this.scope[i]!] !== 1) open = i;
      if (open >= 0 && !this.connected(engine, open)) return false;
      let after = 0;
      for (let i = 0; i < n; i++) after += s.size[this.scope[i]!]!;
      if (after === before) return true;
    }
  }

  /** The first node at or after bit `from` of node `i`'s domain, as a bit index (-1: none left). */
  private nextBit(engine: PropagationEngine, i: number, from: number): number {
    const s = engine.store;
    const v = this.scope[i]!;
    const nw = s.nwords[v]!;
    let k = from >>> 5;
    if (k >= nw) return -1;
    const st = s.start[v]!;
    let w = s.words[st + k]! & (-1 << (from & 31));
    for (;;) {
      if (w !== 0) return (k << 5) + lowestBit(w);
      if (++k >= nw) return -1;
      w = s.words[st + k]!;
    }
  }

  /** Value elimination and hidden single predecessors. */
  private allDifferent(engine: PropagationEngine): boolean {
    const s = engine.store;
    const n = this.n;
    const owner = this.owner;
    owner.fill(-1);
    for (let i = 0; i < n; i++) {
      const v = this.scope[i]!;
      if (s.size[v] !== 1) continue;
      const j = s.value(v) - this.base;
      if (owner[j] !== -1) return false; // two variables fixed to one node
      owner[j] = i;
    }
    const preds = this.preds;
    const onlyPred = this.onlyPred;
    preds.fill(0);
    for (let i = 0; i < n; i++) {
      const v = this.scope[i]!;
      const fixed = s.size[v] === 1;
      for (let b = this.nextBit(engine, i, 0); b >= 0; b = this.nextBit(engine, i, b + 1)) {
        const j = b - this.shift[i]!;
        if (!fixed && owner[j] !== -1) {
          if (!engine.removeValue(v, this.base + j)) return false;
          continue;
        }
        preds[j]!++;
        onlyPred[j] = i;
      }
    }
    for (let j = 0; j < n; j++) {
      if (preds[j] === 0) return false;
      if (
        preds[j] === 1 &&
        owner[j] === -1 &&
        !engine.assignValue(this.scope[onlyPred[j]!]!, this.base + j)
      ) {
        return false;
      }
    }
    return true;
  }

  /** No fixed chain closes before it covers every node. */
  private chains(engine: PropagationEngine): boolean {
    const s = engine.store;
    const n = this.n;
    const next = this.next;
    const hasPred = this.preds; // reused: 1 when some fixed successor points at the node
    const mark = this.mark;
    hasPred.fill(0);
    mark.fill(0);
    for (let i = 0; i < n; i++) {
      const v = this.scope[i]!;
      next[i] = s.size[v] === 1 ? s.value(v) - this.base : -1;
      if (next[i]! >= 0) hasPred[next[i]!] = 1;
    }
    let covered = 0;
    for (let h = 0; h < n; h++) {
      if (hasPred[h]) continue;
      // h heads a chain: follow it to its open end.
      let q = h;
      let len = 1;
      mark[q] = 1;
      while (next[q]! >= 0) {
        q = next[q]!;
        if (mark[q]) return false; // reached twice: two fixed predecessors
        mark[q] = 1;
        len++;
      }
      covered += len;
      const end = this.scope[q]!;
      if (len < n) {
        if (q !== h && !engine.removeValue(end, this.base + h)) return false;
      } else if (!engine.assignValue(end, this.base + h)) return false;
    }
    if (covered === n) return true;
    // The nodes left are on cycles of fixed successors: fine only as one cycle through all nodes.
    if (covered > 0) return false;
    let q = 0;
    for (let k = 1; k < n; k++) {
      q = next[q]!;
      if (q === 0) return false;
    }
    return true;
  }

  /** The depth-first connectivity rules from the open node `root`. */
  private connected(engine: PropagationEngine, root: number): boolean {
    const n = this.n;
    const pre = this.pre;
    const low = this.low;
    const least = this.least;
    const cursor = this.cursor;
    const stack = this.stack;
    const shift = this.shift;
    pre.fill(-1);
    let count = 0;
    let cuts = 0;
    let forced = 0;
    pre[root] = low[root] = least[root] = count++;
    cursor[root] = 0;
    let top = 0;
    stack[top++] = root;
    // Preorder range of the last finished child subtree of the root (first: the root itself),
    // and the edges from the subtree being searched back into it.
    let lastMin = 0;
    let lastMax = 0;
    let back = 0;
    let backFrom = -1;
    let backTo = -1;
    while (top > 0) {
      const i = stack[top - 1]!;
      const b = this.nextBit(engine, i, cursor[i]!);
      if (b >= 0) {
        cursor[i] = b + 1;
        const j = b - shift[i]!;
        if (pre[j]! < 0) {
          pre[j] = low[j] = least[j] = count++;
          cursor[j] = 0;
          stack[top++] = j;
          continue;
        }
        if (i !== root) {
          const p = pre[j]!;
          if (p >= lastMin && p <= lastMax) {
            back++;
            backFrom = i;
            backTo = j;
          } else if (p < lastMin) {
            this.cutFrom[cuts] = i;
            this.cutTo[cuts++] = j;
          }
        }
        if (low[j]! < least[i]!) least[i] = low[j]!;
        continue;
      }
      top--;
      if (least[i]! < low[i]!) low[i] = least[i]!;
      else if (i !== root) return false; // i roots a strongly connected component of its own
      if (top === 0) break;
      const parent = stack[top - 1]!;
      if (low[i]! < least[parent]!) least[parent] = low[i]!;
      if (parent === root) {
        if (back === 0) return false; // the subtree cannot be left towards the previous one
        if (back === 1) {
          this.forceFrom[forced] = backFrom;
          this.forceTo[forced++] = backTo;
        }
        back = 0;
        lastMin = lastMax + 1;
        lastMax = count - 1;
      }
    }
    if (count !== n) return false; // some node cannot be reached
    // The root's successor lies in the last subtree.
    for (let b = this.nextBit(engine, root, 0); b >= 0; b = this.nextBit(engine, root, b + 1)) {
      const j = b - shift[root]!;
      if (pre[j]! < lastMin) {
        this.cutFrom[cuts] = root;
        this.cutTo[cuts++] = j;
      }
    }
    for (let k = 0; k < forced; k++) {
      if (!engine.assignValue(this.scope[this.forceFrom[k]!]!, this.base + this.forceTo[k]!)) return false;
    }
    for (let k = 0; k < cuts; k++) {
      if (!engine.removeValue(this.scope[this.cutFrom[k]!]!, this.base + this.cutTo[k]!)) return false;
    }
    return true;
  }
}
