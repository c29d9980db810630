/**
 * A binary max-heap of variables keyed by an activity array it reads (VSIDS order): `pop` gives
 * the most active variable; `bumped` restores the order after an activity grew.
 */
export class VarHeap {
  private readonly heap: Int32Array;
  private readonly at: Int32Array;
  private size = 0;
  private readonly act: Float64Array;

  /** A heap over variables `0 .. n-1`, empty, ordered by `activity`. */
  constructor(n: number, activity: Float64Array) {
    this.heap = new Int32Array(n);
    this.at = new Int32Array(n).fill(-1);
    this.act = activity;
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
    const i = this.size++;
    this.heap[i] = v;
    this.at[v] = i;
    this.up(i);
  }

  /** Removes and returns the most active variable (the heap must not be empty). */
  pop(): number {
    const h = this.heap;
    const top = h[0]!;
    const last = h[--this.size]!;
    this.at[top] = -1;
    if (this.size > 0) {
      h[0] = last;
      this.at[last] = 0;
      this.down(0);
    }
    return top;
  }

  /** `v`'s activity grew: move it up. */
  bumped(v: number): void {
    const i = this.at[v]!;
    if (i >= 0) this.up(i);
  }

  private up(i: number): void {
    const h = this.heap;
    const act = this.act;
    const v = h[i]!;
    const a = act[v]!;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pv = h[p]!;
      if (act[pv]! >= a) break;
      h[i] = pv;
      this.at[pv] = i;
      i = p;
    }
    h[i] = v;
    this.at[v] = i;
  }

  private down(i: number): void {
    const h = this.heap;
    const act = this.act;
    const n = this.size;
    const v = h[i]!;
    const a = act[v]!;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && act[h[c + 1]!]! > act[h[c]!]!) c++;
      if (act[h[c]!]! <= a) break;
      h[i] = h[c]!;
      this.at[h[i]!] = i;
      i = c;
    }
    h[i] = v;
    this.at[v] = i;
  }
}
