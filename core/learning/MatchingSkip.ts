import type { DomainStore } from '../domain/DomainStore.js';
import { lowestBit, popcount32 } from '../util/bits.js';
import { MatchingSnapshot } from './MatchingSnapshot.js';

/**
 * The check by which a permutation group's Hall-set filter ({@link ExplainingMatching}) settles a
 * run without the full filter, on a compact copy of the group: members by their position among
 * those open at the layout (`act`), values by their rank among those members' values then (a
 * permutation group has as many as members open), so a 225-member group with 67 open members is
 * 67 rows of 3 words instead of 225 rows of 8 in the store. The copy is the
 * {@link MatchingSnapshot}: the domains at the group's last fixpoint, brought up to date for the
 * members changed since ({@link MatchingSkip.sync}) before the walks of
 * {@link MatchingSkip.unchanged} read it. Which runs it settles is exactly what the filter's
 * walks over the store settled before: the walks are the same, on fewer words.
 */
export class MatchingSkip {
  /** The snapshot (compact rows, by open position). */
  snap: MatchingSnapshot;
  /** Whether the open members have exactly as many values as they are (the check applies). */
  usable = false;
  private readonly store: DomainStore;
  private readonly scope: Int32Array;
  private readonly nw: number;
  // Open members (scope positions) and the open position of each scope position (-1: fixed then).
  private act: Int32Array = new Int32Array(0);
  private posOf: Int16Array;
  // Each open member's first word in the store (read once per changed member).
  private mst: Int32Array = new Int32Array(0);
  // Compact value of each store bit (-1: no open member had it), words per compact row.
  private cOf: Int16Array;
  private cw = 1;
  // Whether compact values are the store's bits (rows copied word for word).
  private identity = false;
  // The matching in compact terms: value per open position, open position per value.
  private cVar: Int32Array = new Int32Array(0);
  private cVal: Int32Array = new Int32Array(0);
  // Scratch: one compact row; values lost per dirty position (`cw` words each).
  private row: Int32Array = new Int32Array(1);
  private gone: Int32Array = new Int32Array(0);
  // Walks.
  private seen: Int32Array = new Int32Array(0);
  private seenStamp = 0;
  private queue: Int32Array = new Int32Array(0);
  private vals: Int32Array = new Int32Array(1);
  // Open positions fixed since the snapshot (`fixed === fixedStamp`).
  private fixed: Int32Array = new Int32Array(0);
  private fixedStamp = 0;
  // Tarjan over open positions.
  private index: Int32Array = new Int32Array(0);
  private low: Int32Array = new Int32Array(0);
  private onStack: Uint8Array = new Uint8Array(0);
  private iterWord: Int32Array = new Int32Array(0);
  private iterBits: Int32Array = new Int32Array(0);
  private sccStack: Int32Array = new Int32Array(0);
  private callStack: Int32Array = new Int32Array(0);
  /** Whether the last {@link MatchingSkip.components} met an arc between two components. */
  crossing = false;
  // The open positions of the dirty list being checked.
  private dpos: Int32Array = new Int32Array(0);

  /** The check for group `scope` of `store` (members share one value layout of `nw` words). */
  constructor(scope: Int32Array, store: DomainStore, nw: number) {
    this.scope = scope;
    this.store = store;
    this.nw = nw;
    // Small tables (a group's are read at every run, next to other groups' in the cache).
    this.posOf = new Int16Array(scope.length).fill(-1);
    this.cOf = new Int16Array(nw << 5).fill(-1);
    this.snap = new MatchingSnapshot(0, 1);
  }

  /** Takes the open members `act` (scope positions) with their domains now (the layout's). */
  layout(act: Int32Array): void {
    const s = this.store;
    const nw = this.nw;
    const na = act.length;
    this.act = act;
    this.posOf.fill(-1);
    this.cOf.fill(-1);
    this.mst = new Int32Array(na);
    let nv = 0;
    for (let a = 0; a < na; a++) {
      const k = act[a]!;
      this.posOf[k] = a;
      const st = s.start[this.scope[k]!]!;
      this.mst[a] = st;
      for (let w = 0; w < nw; w++) {
        let bits = s.words[st + w]!;
        while (bits !== 0) {
          const b = (w << 5) + lowestBit(bits);
          bits &= bits - 1;
          if (this.cOf[b] === -1) this.cOf[b] = nv++;
        }
      }
    }
    // A permutation group has as many values open as members open (else the check is off).
    this.usable = nv === na;
    let cw = Math.max(1, (Math.max(nv, na) + 31) >>> 5);
    // Rows of two words or fewer gain less from fewer words than compacting them costs: the
    // store's layout then (each value its own bit).
    this.identity = nw <= 2 || cw >= nw;
    if (this.identity) {
      cw = nw;
      for (let b = 0; b < nw << 5; b++) this.cOf[b] = b;
      nv = nw << 5;
    }
    this.cw = cw;
    this.snap = new MatchingSnapshot(na, cw);
    this.cVar = new Int32Array(na).fill(-1);
    this.cVal = new Int32Array(Math.max(nv, na)).fill(-1);
    this.row = new Int32Array(cw);
    this.vals = new Int32Array(cw);
    this.seen = new Int32Array(na);
    this.queue = new Int32Array(na);
    this.fixed = new Int32Array(na);
    this.dpos = new Int32Array(na);
    this.gone = new Int32Array(na * cw);
    this.index = new Int32Array(na);
    this.low = new Int32Array(na);
    this.onStack = new Uint8Array(na);
    this.iterWord = new Int32Array(na);
    this.iterBits = new Int32Array(na);
    this.sccStack = new Int32Array(na);
    this.callStack = new Int32Array(na);
  }

  /**
   * Tarjan's strongly connected components of the member graph over the rows (which must be the
   * domains now, with the matching given to {@link MatchingSkip.setMatching}): writes each open
   * member's component to `comp` at its scope position, notes in
   * {@link MatchingSkip.crossing} whether an arc joins two components (then some edge is in no
   * maximum matching), and returns how many components there are. For a permutation group (no
   * free value), the same components as the filter's walk over the store, numbered otherwise.
   */
  components(comp: Int32Array): number {
    const act = this.act;
    const na = act.length;
    const cw = this.cw;
    const local = this.snap.words;
    const cVar = this.cVar;
    const cVal = this.cVal;
    const index = this.index;
    const low = this.low;
    const onStack = this.onStack;
    const iterWord = this.iterWord;
    const iterBits = this.iterBits;
    const sccStack = this.sccStack;
    const callStack = this.callStack;
    index.fill(-1);
    let counter = 0;
    let comps = 0;
    let sp = 0;
    let crossing = false;
    for (let root = 0; root < na; root++) {
      if (index[root] !== -1) continue;
      let cp = 0;
      index[root] = low[root] = counter++;
      sccStack[sp++] = root;
      onStack[root] = 1;
      this.enter(root);
      callStack[cp++] = root;
      while (cp > 0) {
        const u = callStack[cp - 1]!;
        let descended = false;
        const lb = u * cw;
        const own = cVar[u]!;
        while (iterWord[u]! < cw) {
          let bits = iterBits[u]!;
          if (bits === 0) {
            const w = ++iterWord[u]!;
            if (w < cw) {
              let next = local[lb + w]!;
              if (own >>> 5 === w) next &= ~(1 << (own & 31));
              iterBits[u] = next;
            }
            continue;
          }
          const v = (iterWord[u]! << 5) + lowestBit(bits);
          bits &= bits - 1;
          iterBits[u] = bits;
          const j = cVal[v]!;
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
          } else crossing = true;
        }
        if (descended) continue;
        cp--;
        if (low[u] === index[u]) {
          const c = comps++;
          let w: number;
          do {
            w = sccStack[--sp]!;
            onStack[w] = 0;
            comp[act[w]!] = c;
          } while (w !== u);
        }
        if (cp > 0) {
          const p = callStack[cp - 1]!;
          if (low[u]! < low[p]!) low[p] = low[u]!;
          if (onStack[u] === 0) crossing = true;
        }
      }
    }
    this.crossing = crossing;
    return comps;
  }

  // Starts open member `u`'s walk over its successors (its values but the matched one).
  private enter(u: number): void {
    const own = this.cVar[u]!;
    this.iterWord[u] = 0;
    let first = this.snap.words[u * this.cw]!;
    if (own >>> 5 === 0) first &= ~(1 << (own & 31));
    this.iterBits[u] = first;
  }

  /** Takes the filter's matching (store bit per scope position), complete on the open members. */
  setMatching(varMatch: Int32Array): void {
    const act = this.act;
    for (let a = 0; a < act.length; a++) {
      const cv = this.cOf[varMatch[act[a]!]!]!;
      this.cVar[a] = cv;
      this.cVal[cv] = a;
    }
  }

  /** Whether the member at open position `a` still has its matched value, by its row. */
  holdsMatched(a: number): boolean {
    const cv = this.cVar[a]!;
    return (this.snap.words[a * this.cw + (cv >>> 5)]! & (1 << (cv & 31))) !== 0;
  }

  // The domain now of the member at open position `a` as a compact row in `row`.
  private compact(a: number): Int32Array {
    const s = this.store;
    const st = this.mst[a]!;
    const row = this.row;
    if (this.identity) {
      for (let w = 0; w < this.nw; w++) row[w] = s.words[st + w]!;
      return row;
    }
    const cOf = this.cOf;
    for (let w = 0; w < this.cw; w++) row[w] = 0;
    for (let w = 0; w < this.nw; w++) {
      let bits = s.words[st + w]!;
      while (bits !== 0) {
        const cv = cOf[(w << 5) + lowestBit(bits)]!;
        bits &= bits - 1;
        row[cv >>> 5]! |= 1 << (cv & 31);
      }
    }
    return row;
  }

  /** Sets member `k`'s (scope position) row to its domain now (in the snapshot's open frame). */
  record(k: number): void {
    const a = this.posOf[k]!;
    if (a < 0) return;
    this.snap.record(a, this.compact(a), 0, this.store.size[this.scope[k]!]!);
  }

  /** Sets every open member's row to its domain now (no state to log against). */
  recordAll(): void {
    const act = this.act;
    for (let a = 0; a < act.length; a++) this.record(act[a]!);
  }

  /** Whether an open member has more values than its row (a backjump put them back). */
  grew(): boolean {
    const size = this.store.size;
    const scope = this.scope;
    const act = this.act;
    const snapSize = this.snap.size;
    for (let a = 0; a < act.length; a++) if (size[scope[act[a]!]!]! > snapSize[a]!) return true;
    return false;
  }

  /**
   * Debug: open members whose row misdescribes the domain now, a member noted as changed
   * (`inDirty`) only by having a value the row lacks.
   */
  errors(inDirty: Uint8Array): number {
    const act = this.act;
    const cw = this.cw;
    const local = this.snap.words;
    let errors = 0;
    for (let a = 0; a < act.length; a++) {
      const row = this.compact(a);
      for (let w = 0; w < cw; w++) {
        const cur = row[w]!;
        const old = local[a * cw + w]!;
        if ((cur & ~old) !== 0 || (inDirty[act[a]!] === 0 && cur !== old)) {
          errors++;
          break;
        }
      }
    }
    return errors;
  }

  /**
   * Brings the rows of the `nd` dirty members (scope positions) up to their domains now (in the
   * snapshot's open frame), noting what each lost. `false` when one has a value its row lacked.
   */
  sync(dirty: Int32Array, nd: number): boolean {
    const cw = this.cw;
    const local = this.snap.words;
    const gone = this.gone;
    const dpos = this.dpos;
    const posOf = this.posOf;
    let onlyRemovals = true;
    let m = 0;
    for (let q = 0; q < nd; q++) {
      const k = dirty[q]!;
      const a = posOf[k]!;
      // A member fixed at the layout never changes again.
      if (a < 0) continue;
      const row = this.compact(a);
      // The size from the row (no second read of the store).
      let size = 0;
      for (let w = 0; w < cw; w++) {
        const cur = row[w]!;
        const old = local[a * cw + w]!;
        if ((cur & ~old) !== 0) onlyRemovals = false;
        gone[m * cw + w] = old & ~cur;
        size += popcount32(cur);
      }
      dpos[m++] = a;
      this.snap.record(a, row, 0, size);
    }
    this.nd = m;
    return onlyRemovals;
  }

  // Dirty members with an open position, after `sync`.
  private nd = 0;

  /**
   * Whether no edge is in no maximum matching, after `sync` (see `ExplainingMatching`): no matched
   * edge went, every removed arc `k → y` is walked round (`k` still reaches a holder of `y`'s
   * value), and every member fixed to its matched value has its paths walked round
   * (`bypassFixed`).
   */
  unchanged(): boolean {
    const cw = this.cw;
    const local = this.snap.words;
    const gone = this.gone;
    const dpos = this.dpos;
    const nd = this.nd;
    const cVar = this.cVar;
    const cVal = this.cVal;
    const fixed = this.fixed;
    const snapSize = this.snap.size;
    const fs = ++this.fixedStamp;
    let nf = 0;
    for (let q = 0; q < nd; q++) {
      const a = dpos[q]!;
      if (snapSize[a] !== 1) continue;
      let lost = 0;
      for (let w = 0; w < cw; w++) lost |= gone[q * cw + w]!;
      if (lost === 0) continue;
      const own = cVar[a]!;
      if ((local[a * cw + (own >>> 5)]! & (1 << (own & 31))) === 0) return false;
      fixed[a] = fs;
      nf++;
    }
    for (let q = 0; q < nd; q++) {
      const a = dpos[q]!;
      if (fixed[a] === fs) continue;
      const own = cVar[a]!;
      for (let w = 0; w < cw; w++) {
        let lost = gone[q * cw + w]!;
        while (lost !== 0) {
          const v = (w << 5) + lowestBit(lost);
          lost &= lost - 1;
          if (v === own) return false;
          // An arc into a member fixed since: that member's walks below stand for it.
          if (fixed[cVal[v]!] === fs) continue;
          if (!this.reach(a, v)) return false;
        }
      }
    }
    if (nf > 0)
      for (let q = 0; q < nd; q++) if (fixed[dpos[q]!] === fs && !this.bypassFixed(q, fs)) return false;
    return true;
  }

  /**
   * For the member at dirty position `q`, fixed since the snapshot to its matched value `u`:
   * every path `y → k → z` of the snapshot's graph has a way round. The holders `z1 … zr` of its
   * lost values reach each other round a cycle (`z1 ⇝ … ⇝ zr ⇝ z1`), and each member `y` that
   * lost `u` (no member but `k` may have it now) reaches `z1`. In a group still domain-consistent
   * they all share one component (an arc out of it would be in no maximum matching), so these
   * walks decide it exactly. A member fixed since among them is left to the full run.
   */
  private bypassFixed(q: number, fs: number): boolean {
    const cw = this.cw;
    const local = this.snap.words;
    const gone = this.gone;
    const cVal = this.cVal;
    const cVar = this.cVar;
    const fixed = this.fixed;
    const k = this.dpos[q]!;
    const u = cVar[k]!;
    const uw = u >>> 5;
    const ubit = 1 << (u & 31);
    let first = -1;
    let prev = -1;
    for (let w = 0; w < cw; w++) {
      let bits = gone[q * cw + w]!;
      while (bits !== 0) {
        const v = (w << 5) + lowestBit(bits);
        bits &= bits - 1;
        const z = cVal[v]!;
        if (fixed[z] === fs) return false;
        if (first < 0) first = z;
        else if (!this.reach(prev, v)) return false;
        prev = z;
      }
    }
    if (first < 0) return false;
    const u1 = cVar[first]!;
    if (prev !== first && !this.reach(prev, u1)) return false;
    const na = this.act.length;
    for (let y = 0; y < na; y++) if (y !== k && (local[y * cw + uw]! & ubit) !== 0) return false;
    const dpos = this.dpos;
    for (let p = 0; p < this.nd; p++) {
      if ((gone[p * cw + uw]! & ubit) === 0) continue;
      const y = dpos[p]!;
      if (fixed[y] === fs) return false;
      if (y !== first && !this.reach(y, u1)) return false;
    }
    return true;
  }

  /**
   * Breadth-first walk of the member graph (`y → z` when `y` may take `z`'s matched value) over
   * the rows from open position `k`: `true` as soon as a member met holds compact value `v`.
   */
  private reach(k: number, v: number): boolean {
    const local = this.snap.words;
    const cw = this.cw;
    const cVal = this.cVal;
    const seen = this.seen;
    const queue = this.queue;
    const vals = this.vals;
    const vw = v >>> 5;
    const vbit = 1 << (v & 31);
    const stamp = ++this.seenStamp;
    for (let w = 0; w < cw; w++) vals[w] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = k;
    seen[k] = stamp;
    while (head < tail) {
      const u = queue[head++]!;
      const lb = u * cw;
      if (local[lb + vw]! & vbit) return true;
      for (let w = 0; w < cw; w++) {
        // Values seen already led to their holder then: only new ones can reach a new member.
        let bits = local[lb + w]! & ~vals[w]!;
        vals[w]! |= bits;
        while (bits !== 0) {
          const j = cVal[(w << 5) + lowestBit(bits)]!;
          bits &= bits - 1;
          if (seen[j] === stamp) continue;
          // One step ahead: most bypasses are two arcs long.
          if (local[j * cw + vw]! & vbit) return true;
          seen[j] = stamp;
          queue[tail++] = j;
        }
      }
    }
    return false;
  }
}
