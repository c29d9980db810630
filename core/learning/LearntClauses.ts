import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { type Explainer, REASON_CLAUSE, REASON_EQ } from './Explainer.js';

/**
 * The learnt nogoods of a learning search, stored as clauses (the negations of a nogood's
 * literals: at least one must hold) and propagated with two watched literals. Position 0 of a
 * clause is the literal it implied last, so a clause is *locked* (the reason of a trail entry,
 * not deletable) exactly when that entry names it.
 */
export class LearntClauses {
  /** Clause literals by id (`null` once deleted). */
  readonly lits: (Int32Array | null)[] = [];
  /** Literal block distance of each clause when learnt (distinct decision levels). */
  readonly lbd: number[] = [];
  /** Activity of each clause (bumped when it takes part in a conflict). */
  readonly activity: number[] = [];
  /** Clauses that are never deleted (solution blocking, units). */
  readonly permanent: boolean[] = [];
  /** Clauses alive now. */
  live = 0;
  /** Next trail entry whose literal's negation's watches have not been visited. */
  qhead = 0;
  // Watch lists: pairs (clause id, blocker literal). The blocker is another literal of the clause;
  // when it is true the clause is satisfied and the visit need not read the clause at all. Typed,
  // with their lengths apart (`watchLen`), so dropping watches costs no array resizing.
  private readonly watches: (Int32Array | undefined)[];
  private readonly watchLen: Int32Array;
  private inc = 1;

  /** A database for `atoms` atoms (`2 * atoms` literals). */
  constructor(atoms: number) {
    this.watches = new Array<Int32Array | undefined>(atoms * 2);
    this.watchLen = new Int32Array(atoms * 2);
  }

  /** Adds a clause (`lits[0]` the literal to assert, `lits[1]` the one from the highest other level). */
  add(lits: Int32Array, lbd: number, permanent: boolean): number {
    const id = this.lits.length;
    this.lits.push(lits);
    this.lbd.push(lbd);
    this.activity.push(this.inc);
    this.permanent.push(permanent);
    this.live++;
    if (lits.length >= 2) {
      this.watch(lits[0]!, id, lits[1]!);
      this.watch(lits[1]!, id, lits[0]!);
    }
    return id;
  }

  private watch(lit: number, id: number, blocker: number): void {
    let w = this.watches[lit];
    const len = this.watchLen[lit]!;
    if (w === undefined || len + 2 > w.length) {
      const grown = new Int32Array(w === undefined ? 8 : w.length * 2);
      if (w !== undefined) grown.set(w);
      this.watches[lit] = grown;
      w = grown;
    }
    w[len] = id;
    w[len + 1] = blocker;
    this.watchLen[lit] = len + 2;
  }

  /** Raises clause `id`'s activity. */
  bump(id: number): void {
    this.activity[id]! += this.inc;
    if (this.activity[id]! > 1e100) {
      for (let k = 0; k < this.activity.length; k++) this.activity[k]! *= 1e-100;
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
    while (this.qhead < ex.top) {
      const falseLit = tLit[this.qhead++]! ^ 1;
      const wn = this.watchLen[falseLit]!;
      if (wn === 0) continue;
      const ws = this.watches[falseLit]!;
      let j = 0;
      let i = 0;
      for (; i < wn; i += 2) {
        const id = ws[i]!;
        const blocker = ws[i + 1]!;
        const sb = aval[blocker >> 1]!;
        if (sb !== 0 && (sb === 2) === ((blocker & 1) === 1)) {
          // Deleted clauses have no watches (`reduce` drops them), so no check is needed here.
          ws[j++] = id;
          ws[j++] = blocker;
          continue;
        }
        const c = this.lits[id]!;
        if (c[0] === falseLit) {
          c[0] = c[1]!;
          c[1] = falseLit;
        }
        const first = c[0]!;
        // Literal truth from the atom state (inline: this loop is the hottest of the search).
        const s0 = aval[first >> 1]!;
        if (s0 !== 0 && (s0 === 2) === ((first & 1) === 1)) {
          ws[j++] = id;
          ws[j++] = first;
          continue;
        }
        let moved = false;
        for (let k = 2; k < c.length; k++) {
          const l = c[k]!;
          const s = aval[l >> 1]!;
          if (s === 0 || (s === 2) === ((l & 1) === 1)) {
            c[1] = l;
            c[k] = falseLit;
            this.watch(l, id, first);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        ws[j++] = id;
        ws[j++] = first;
        if (s0 !== 0 || !ex.enqueue(engine, first, REASON_CLAUSE, id)) {
          for (i += 2; i < wn; i++) ws[j++] = ws[i]!;
          this.watchLen[falseLit] = j;
          return id;
        }
      }
      this.watchLen[falseLit] = j;
    }
    return -1;
  }

  /** Whether clause `id` is the reason of a trail entry now. */
  locked(id: number, ex: Explainer): boolean {
    const c = this.lits[id];
    if (!c) return false;
    let pos = ex.apos[c[0]! >> 1]!;
    if (pos < 0 || ex.tLit[pos] !== c[0]) return false;
    // A removal that left one value is explained by the `[x = v]` entry, which names the clause.
    if ((ex.tKind[pos]! & 7) === REASON_EQ) pos = ex.apos[ex.tA[pos]! >> 1]!;
    return pos >= 0 && (ex.tKind[pos]! & 7) === REASON_CLAUSE && ex.tA[pos] === id;
  }

  /**
   * Deletes about half of the deletable clauses: those with the largest LBD, least active first
   * among equals. Clauses of LBD 2 or less, permanent ones and locked ones stay.
   */
  reduce(ex: Explainer): number {
    const cand: number[] = [];
    for (let id = 0; id < this.lits.length; id++) {
      const c = this.lits[id];
      if (!c || this.permanent[id] || this.lbd[id]! <= 2 || c.length <= 2) continue;
      if (this.locked(id, ex)) continue;
      cand.push(id);
    }
    cand.sort((a, b) => this.lbd[b]! - this.lbd[a]! || this.activity[a]! - this.activity[b]!);
    const drop = cand.length >> 1;
    for (let k = 0; k < drop; k++) {
      this.lits[cand[k]!] = null;
      this.live--;
    }
    // Drop the deleted clauses' watches now, so propagation never meets a deleted clause.
    const lits = this.lits;
    for (let lit = 0; lit < this.watches.length; lit++) {
      const ws = this.watches[lit];
      if (ws === undefined) continue;
      const wn = this.watchLen[lit]!;
      let j = 0;
      for (let i = 0; i < wn; i += 2) {
        if (lits[ws[i]!] === null) continue;
        ws[j++] = ws[i]!;
        ws[j++] = ws[i + 1]!;
      }
      this.watchLen[lit] = j;
    }
    return drop;
  }
}
