/**
 * A growable list of 32-bit integers (literals) that keeps its memory when emptied. The learning
 * search fills such lists with antecedents thousands of times per conflict and empties them at
 * each one: a JS array emptied with `length = 0` gives its backing store back, so every conflict
 * grew it again from nothing (reallocating and copying at each doubling, and leaving the old
 * stores to the garbage collector). Here emptying only resets {@link IntBuffer.length}.
 */
export class IntBuffer {
  /** The storage: the list is `data[0 .. length-1]`. Replaced when it grows. */
  data: Int32Array;
  /** Entries in the list. */
  length = 0;

  /** An empty list with room for `capacity` entries before it first grows. */
  constructor(capacity = 64) {
    this.data = new Int32Array(Math.max(1, capacity));
  }

  /** Appends `x`. */
  push(x: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length++] = x;
  }

  /** Appends `src[from .. to-1]`. */
  pushRange(src: ArrayLike<number>, from: number, to: number): void {
    const need = this.length + (to - from);
    if (need > this.data.length) this.grow(need);
    const d = this.data;
    let n = this.length;
    for (let k = from; k < to; k++) d[n++] = src[k]!;
    this.length = n;
  }

  /**
   * Makes room for `extra` more entries and returns the storage, so that a caller appending a
   * known number of entries can write `data[length++]` without a check per entry.
   */
  reserve(extra: number): Int32Array {
    const need = this.length + extra;
    if (need > this.data.length) this.grow(need);
    return this.data;
  }

  /** Entry `k` (`0 <= k < length`). */
  at(k: number): number {
    return this.data[k]!;
  }

  /** A copy of `data[from .. length-1]` as an array (debug checks, tests). */
  toArray(from = 0): number[] {
    return Array.from(this.data.subarray(from, this.length));
  }

  /** Makes room for `need` entries (at least doubling). */
  private grow(need: number): void {
    const g = new Int32Array(Math.max(need, this.data.length * 2));
    g.set(this.data.subarray(0, this.length));
    this.data = g;
  }
}
