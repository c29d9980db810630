/**
 * A binary max-heap of variables keyed by an activity array it reads (VSIDS order): `pop` gives
 * the most active variable; `bumped` restores the order after an activity grew, `rescaled` after
 * every activity was scaled.
 *
 * Each entry's key (its variable's activity when last told) is kept beside it, in heap order: a
 * sift step compares keys at neighbouring heap positions instead of reading the activity array at
 * the variables' own (scattered) indices. On 49×49 grids (some 100,000 atoms) those reads were
 * cache misses, and a conflict bumps about 1,800 atoms. The comparisons are the same, so the
 * order of pops is too.
 *
 * Equal activities are common in a long search (an increment of 1e20 absorbs the small initial
 * activities, and atoms bumped in the same conflicts stay equal): by default such ties go by where
 * the heap's layout happens to put them; with `tiesByIndex` the smaller variable comes first.
 */
export class VarHeap {
  private readonly heap: Int32Array;
  private readonly keys: Float64Array;
  private readonly at: Int32Array;
  private size = 0;
  private readonly act: Float64Array;
  private readonly ties: boolean;

  /**
   * A heap over variables `0 .. n-1`, empty, ordered by `activity`; with `tiesByIndex`, by
   * activity then smaller variable first.
   */
  constructor(n: number, activity: Float64Array, tiesByIndex = false) {
    this.heap = new Int32Array(n);
    this.keys = new Float64Array(n);
    this.at = new Int32Array(n).fill(-1);
    this.act = activity;
    this.ties = tiesByIndex;
  }

  /** Whether the heap is empty. */
  get empty(): boolean {
    return this.size === 0;
  }

  /** Whether `v` is in the heap. */
  has(v: number): boolean {
    return this.at[v]! >= 0;
  }

  /** Adds `v` unless present. */
  insert(v: number): void {
    if (this.at[v]! >= 0) return;
    this.up(this.size++, v, this.act[v]!);
  }

  /** Removes and returns the most active variable (the heap must not be empty). */
  pop(): number {
    const h = this.heap;
    const top = h[0]!;
    const n = --this.size;
    this.at[top] = -1;
    if (n > 0) this.down(0, h[n]!, this.keys[n]!);
    return top;
  }

  /** `v`'s activity grew: move it up. */
  bumped(v: number): void {
    const i = this.at[v]!;
    if (i >= 0) this.up(i, v, this.act[v]!);
  }

  /** Every activity was multiplied by the same factor: the keys follow (the order stays). */
  rescaled(): void {
    const h = this.heap;
    const keys = this.keys;
    const act = this.act;
    for (let i = 0; i < this.size; i++) keys[i] = act[h[i]!]!;
  }

  /** Places `v` of key `a` at position `i` or above (moving smaller parents down). */
  private up(i: number, v: number, a: number): void {
    const h = this.heap;
    const keys = this.keys;
    const at = this.at;
    const ties = this.ties;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = keys[p]!;
      if (pk > a) break;
      const pv = h[p]!;
      if (pk === a && (!ties || pv < v)) break;
      h[i] = pv;
      keys[i] = pk;
      at[pv] = i;
      i = p;
    }
    h[i] = v;
    keys[i] = a;
    at[v] = i;
  }

  /** Places `v` of key `a` at position `i` or below (moving larger children up). */
  private down(i: number, v: number, a: number): void {
    const h = this.heap;
    const keys = this.keys;
    const at = this.at;
    const n = this.size;
    const ties = this.ties;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      let ck = keys[c]!;
      let cv = h[c]!;
      if (c + 1 < n) {
        const rk = keys[c + 1]!;
        if (rk > ck || (ties && rk === ck && h[c + 1]! < cv)) {
          c++;
          ck = rk;
          cv = h[c]!;
        }
      }
      if (ck < a || (ck === a && (!ties || v < cv))) break;
      h[i] = cv;
      keys[i] = ck;
      at[cv] = i;
      i = c;
    }
    h[i] = v;
    keys[i] = a;
    at[v] = i;
  }
}
