import { growInt32 } from '../../core/util/growInt32.js';
import { ExactCoverError } from './ExactCoverError.js';
import { ExactCoverMatrix } from './ExactCoverMatrix.js';

/**
 * Collects the items and options of an exact-cover problem and lays them out as dancing
 * links ({@link ExactCoverMatrix}).
 *
 * Items are numbered from 0 in the order they are added. A **primary** item must be covered by
 * exactly one chosen option; a **secondary** item by at most one. An option is a set of items;
 * options are numbered from 0 in the order they are added. Options stream into growable typed
 * arrays (`beginOption` / `pushItem` / `endOption`), so a million options cost no object each.
 *
 * @example
 * ```ts
 * const b = new ExactCoverBuilder();
 * const [a, c] = [b.addPrimaryItem('a'), b.addPrimaryItem('c')];
 * b.addOption([a]);
 * b.addOption([c]);
 * b.addOption([a, c]);
 * const solver = new ExactCoverSolver(b.build());
 * solver.count(); // 2: {0, 1} and {2}
 * ```
 */
export class ExactCoverBuilder {
  private kinds = new Uint8Array(64); // 1 = secondary
  private itemTotal = 0;
  private primaries = 0;
  private names: (string | undefined)[] = [];
  private named = false;
  private entries: Int32Array;
  private entryTop = 0;
  private ends: Int32Array; // end (exclusive) of each option in `entries`
  private optionTotal = 0;
  private open = -1; // start of the option being streamed, -1 when none
  private stamp: Int32Array = new Int32Array(64);
  private stampNow = 0;

  /**
   * Creates an empty builder; the hints size the first arrays (they grow on demand anyway).
   * @param expectedOptions - roughly how many options will be added
   * @param expectedEntries - roughly how many (option, item) pairs in all
   */
  constructor(expectedOptions = 64, expectedEntries = expectedOptions * 4) {
    this.entries = new Int32Array(Math.max(16, expectedEntries));
    this.ends = new Int32Array(Math.max(16, expectedOptions));
  }

  /** Number of items added. */
  get itemCount(): number {
    return this.itemTotal;
  }

  /** Number of options added. */
  get optionCount(): number {
    return this.optionTotal;
  }

  /** Adds a primary item ("covered exactly once"); returns its id. */
  addPrimaryItem(name?: string): number {
    return this.addItems(1, false, name);
  }

  /** Adds a secondary item ("covered at most once"); returns its id. */
  addSecondaryItem(name?: string): number {
    return this.addItems(1, true, name);
  }

  /**
   * Adds `count` unnamed items of one kind at once (cheap for tens of thousands); returns the
   * id of the first (the others follow consecutively). With `name`, `count` must be 1.
   */
  addItems(count: number, secondary = false, name?: string): number {
    if (!Number.isInteger(count) || count < 0) throw new ExactCoverError(`addItems: bad count ${count}`);
    if (name !== undefined && count !== 1) throw new ExactCoverError('addItems: a name needs count 1');
    const first = this.itemTotal;
    const need = first + count;
    if (need > this.kinds.length) {
      const cap = Math.max(need, this.kinds.length * 2);
      const k = new Uint8Array(cap);
      k.set(this.kinds);
      this.kinds = k;
      this.stamp = growInt32(this.stamp, cap);
    }
    if (secondary) this.kinds.fill(1, first, need);
    else this.primaries += count;
    this.itemTotal = need;
    if (name !== undefined) {
      this.named = true;
      this.names[first] = name;
    }
    return first;
  }

  /** Adds an option made of `items` (distinct item ids, at least one primary); returns its id. */
  addOption(items: ArrayLike<number>): number {
    this.beginOption();
    for (let k = 0; k < items.length; k++) this.pushItem(items[k]!);
    return this.endOption();
  }

  /** Starts streaming a new option (then `pushItem` each item and `endOption`). */
  beginOption(): void {
    if (this.open >= 0) throw new ExactCoverError('beginOption: the previous option was not ended');
    this.open = this.entryTop;
    this.stampNow++;
  }

  /** Adds one item to the option being streamed. */
  pushItem(item: number): void {
    if (this.open < 0) throw new ExactCoverError('pushItem: call beginOption first');
    if (!(item >= 0 && item < this.itemTotal && Number.isInteger(item))) {
      this.abort(`option ${this.optionTotal}: unknown item ${item} (${this.itemTotal} items so far)`);
    }
    if (this.stamp[item] === this.stampNow) {
      this.abort(`option ${this.optionTotal}: item ${this.describe(item)} appears twice`);
    }
    this.stamp[item] = this.stampNow;
    if (this.entryTop === this.entries.length) this.entries = growInt32(this.entries, this.entryTop * 2);
    this.entries[this.entryTop++] = item;
  }

  /** Ends the option being streamed; returns its id. */
  endOption(): number {
    if (this.open < 0) throw new ExactCoverError('endOption: no option was begun');
    if (this.entryTop === this.open) this.abort(`option ${this.optionTotal} has no items`);
    let primary = false;
    for (let e = this.open; e < this.entryTop && !primary; e++) primary = this.kinds[this.entries[e]!] === 0;
    // Algorithm X reaches options only through primary items: an option of secondary items
    // alone could never be chosen, so it is refused rather than silently ignored.
    if (!primary) this.abort(`option ${this.optionTotal} has no primary item`);
    this.open = -1;
    if (this.optionTotal === this.ends.length) this.ends = growInt32(this.ends, this.optionTotal * 2);
    this.ends[this.optionTotal] = this.entryTop;
    return this.optionTotal++;
  }

  /** Lays the problem out as dancing links. The builder may be reused afterwards (it is not changed). */
  build(): ExactCoverMatrix {
    if (this.open >= 0) throw new ExactCoverError('build: an option was begun but not ended');
    const n = this.itemTotal;
    const primaryCount = this.primaries;
    // Header indices: primary items 1..P in the order added, then secondary items P+1..n.
    const headerOf = new Int32Array(n);
    const itemOfHeader = new Int32Array(n + 1);
    let nextPrimary = 1;
    let nextSecondary = primaryCount + 1;
    for (let i = 0; i < n; i++) {
      const h = this.kinds[i] ? nextSecondary++ : nextPrimary++;
      headerOf[i] = h;
      itemOfHeader[h] = i;
    }
    const options = this.optionTotal;
    const nodeCount = n + 1 + options + 1 + this.entryTop;
    const top = new Int32Array(nodeCount);
    const ulink = new Int32Array(nodeCount);
    const dlink = new Int32Array(nodeCount);
    for (let h = 1; h <= n; h++) {
      ulink[h] = h;
      dlink[h] = h;
    }
    const optionStart = new Int32Array(options + 1);
    const entries = this.entries;
    let p = n + 1; // the first spacer
    top[p] = 0;
    let lastSpacer = p;
    let e = 0;
    for (let o = 0; o < options; o++) {
      const first = p + 1;
      optionStart[o] = first;
      const end = this.ends[o]!;
      for (; e < end; e++) {
        p++;
        const h = headerOf[entries[e]!]!;
        top[p] = h;
        const u = ulink[h]!;
        ulink[p] = u;
        dlink[u] = p;
        dlink[p] = h;
        ulink[h] = p;
        top[h]!++;
      }
      dlink[lastSpacer] = p; // a spacer's down link: the last node of the option after it
      p++;
      top[p] = -(o + 1);
      ulink[p] = first; // a spacer's up link: the first node of the option before it
      lastSpacer = p;
    }
    optionStart[options] = p + 1;
    return new ExactCoverMatrix({
      top,
      ulink,
      dlink,
      optionStart,
      headerOf,
      itemOfHeader,
      primaryCount,
      names: this.named ? this.names.slice() : [],
    });
  }

  /** Drops the option being streamed and throws. */
  private abort(message: string): never {
    this.entryTop = this.open;
    this.open = -1;
    throw new ExactCoverError(message);
  }

  private describe(item: number): string {
    const name = this.names[item];
    return name === undefined ? `#${item}` : `'${name}'`;
  }
}
