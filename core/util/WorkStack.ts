/**
 * A fixed-capacity LIFO of non-negative integers on an `Int32Array`, for a propagator's pending
 * work (variables to process, groups to scan, (group, value) entries to check).
 *
 * Built with a `keys` bound it also keeps a membership flag per key, so {@link pushOnce} skips a key
 * already queued; built without, it keeps no flags and {@link push} / {@link pop} touch nothing but
 * the array (a queue whose entries are checked when taken needs none, and per-item flags cost on a
 * hot path). {@link clear} costs the entries queued, never the capacity, so clearing an empty
 * stack after every failure is free.
 *
 * Not for the hottest stacks of a propagator: reaching the entries through a second object costs
 * loads on every access. The all-different family's fixed-variable and hidden-single stacks as
 * `WorkStack`s made the 9×9 sudoku sets about 3 % slower than as typed arrays that are its state's
 * own fields (CPU time, interleaved runs); a stack as one `Int32Array` with its count in element 0
 * was slower still. The family keeps those (and its value-overlap stack) as own fields and uses
 * this class for its group stacks, which a 9×9 solve barely touches.
 */
export class WorkStack {
  /** The entries, `items[0 .. length)`, last pushed on top. */
  readonly items: Int32Array;
  /** Number of queued entries. */
  length = 0;
  /** Per key: 1 while it is queued (empty when the stack keeps no flags). */
  readonly queued: Uint8Array;

  /**
   * @param capacity most entries queued at once (with flags: at most one per key, so `keys`).
   * @param keys with flags, the keys are `0 .. keys)`; `0` keeps no flags.
   */
  constructor(capacity: number, keys = 0) {
    this.items = new Int32Array(capacity);
    this.queued = new Uint8Array(keys);
  }

  /** Pushes `x` (no flag: for a stack built without `keys`, or a caller that checked `queued`). */
  push(x: number): void {
    this.items[this.length++] = x;
  }

  /** Pushes `x` unless it is already queued (a stack built with `keys`). */
  pushOnce(x: number): void {
    if (this.queued[x] !== 0) return;
    this.queued[x] = 1;
    this.items[this.length++] = x;
  }

  /** Takes the top entry (the stack must not be empty); a stack built without `keys`. */
  pop(): number {
    return this.items[--this.length]!;
  }

  /** Takes the top entry and clears its flag (the stack must not be empty); a stack built with `keys`. */
  popOnce(): number {
    const x = this.items[--this.length]!;
    this.queued[x] = 0;
    return x;
  }

  /** Drops every entry (and its flag), in time proportional to the entries queued. */
  clear(): void {
    const queued = this.queued;
    if (queued.length > 0) {
      const items = this.items;
      for (let i = 0; i < this.length; i++) queued[items[i]!] = 0;
    }
    this.length = 0;
  }
}
