import { growInt32 } from '../../core/util/growInt32.js';
import { COVERED, cover, uncover, ZERO_SLOTS } from './coverOps.js';
import { ExactCoverError } from './ExactCoverError.js';

/** The raw arrays of a matrix, as `ExactCoverBuilder.build` lays them out. */
export interface MatrixArrays {
  /**
   * Item headers: length of the item's column (plus `COVERED`, 2^30, while the item is covered);
   * option nodes: header index; spacers: `-option`.
   */
  readonly top: Int32Array;
  /** Up links (spacers: first node of the option before). */
  readonly ulink: Int32Array;
  /** Down links (spacers: last node of the option after). */
  readonly dlink: Int32Array;
  /** First node of each option, plus one entry past the end (`optionStart[o + 1] - 2` is its last node). */
  readonly optionStart: Int32Array;
  /** Header index (1-based) of each user item id. */
  readonly headerOf: Int32Array;
  /** User item id of each header index (entry 0 unused). */
  readonly itemOfHeader: Int32Array;
  /** Number of primary items (headers `1..primaryCount`). */
  readonly primaryCount: number;
  /** Item names by user id (`undefined` for unnamed items). */
  readonly names: readonly (string | undefined)[];
}

/**
 * An exact-cover problem as dancing links in flat typed arrays (Knuth, TAOCP 7.2.2.1):
 * node `h` in `1..itemCount` heads the column of one item, primary items first; then the
 * options follow one after another, each closed by a spacer node. There are no left/right
 * links: an option's nodes are contiguous, so walking it is `q + 1` with a jump back at the
 * spacer, and a covered item is flagged in its header's length instead of being unlinked from
 * an item list (see `COVERED` in coverOps.ts). No objects per node, no pointers: three
 * `Int32Array`s.
 *
 * Besides the search (`DlxSearch`), the matrix takes root-level edits that every solution must
 * respect: {@link removeOption} (the option may not be used) and {@link selectOption} (the option
 * is part of every solution, e.g. a given of a puzzle). {@link restoreRoot} undoes them all, so
 * one matrix serves many puzzles of the same shape.
 */
export class ExactCoverMatrix {
  /** See {@link MatrixArrays.top}. */
  readonly top: Int32Array;
  /** See {@link MatrixArrays.ulink}. */
  readonly ulink: Int32Array;
  /** See {@link MatrixArrays.dlink}. */
  readonly dlink: Int32Array;
  /** See {@link MatrixArrays.optionStart}. */
  readonly optionStart: Int32Array;
  /** Number of items (primary + secondary). */
  readonly itemCount: number;
  /** Number of primary items ("covered exactly once"). */
  readonly primaryCount: number;
  /** Number of options. */
  readonly optionCount: number;
  /** Number of nodes (headers, option nodes and spacers): the size of each link array. */
  readonly nodeCount: number;
  /**
   * Set while a search holds covers in the matrix; root edits are refused until it is reset.
   * Maintained by `DlxSearch`.
   */
  searchActive = false;
  /**
   * Items whose column ran empty during covers (see `cover`); `zeros[0]` is the count. Shared
   * by root edits and the search, which re-checks each entry before trusting it.
   */
  readonly zeros: Int32Array = new Int32Array(ZERO_SLOTS + 2);
  /**
   * Items whose column fell to one option or none during covers (see `cover`); `lows[0]` is the
   * count. The search truncates it as it backs off; root edits reset it.
   */
  readonly lows: Int32Array;

  private readonly headerOf: Int32Array;
  private readonly itemOfHeader: Int32Array;
  private readonly names: readonly (string | undefined)[];
  // Root edits, in order, so restoreRoot can undo them exactly backwards.
  private removed: Uint8Array;
  private coveredAtRoot: Uint8Array;
  private removedList: Int32Array = new Int32Array(16);
  private removedTop = 0;
  private selectedList: Int32Array = new Int32Array(16);
  private selectedTop = 0;
  private snapshot:
    | {
        readonly lens: Int32Array;
        readonly ulink: Int32Array;
        readonly dlink: Int32Array;
      }
    | undefined;

  /** Wraps arrays laid out by `ExactCoverBuilder` (use the builder rather than this directly). */
  constructor(arrays: MatrixArrays) {
    this.top = arrays.top;
    this.ulink = arrays.ulink;
    this.dlink = arrays.dlink;
    this.optionStart = arrays.optionStart;
    this.headerOf = arrays.headerOf;
    this.itemOfHeader = arrays.itemOfHeader;
    this.names = arrays.names;
    this.itemCount = arrays.headerOf.length;
    this.primaryCount = arrays.primaryCount;
    this.optionCount = arrays.optionStart.length - 1;
    this.nodeCount = arrays.top.length;
    this.lows = new Int32Array(this.nodeCount + 1);
    this.removed = new Uint8Array(this.optionCount);
    this.coveredAtRoot = new Uint8Array(this.itemCount + 2);
  }

  /** The name of an item (its id as `#id` when it was added without one). */
  itemName(item: number): string {
    this.checkItem(item);
    return this.names[item] ?? `#${item}`;
  }

  /** Whether an item is secondary ("covered at most once"). */
  isSecondary(item: number): boolean {
    this.checkItem(item);
    return this.headerOf[item]! > this.primaryCount;
  }

  /** The items of option `o`, in the order they were given. */
  optionItems(o: number): number[] {
    this.checkOption(o);
    const out: number[] = [];
    const end = this.optionStart[o + 1]! - 1;
    for (let q = this.optionStart[o]!; q < end; q++) out.push(this.itemOfHeader[this.top[q]!]!);
    return out;
  }

  /** The option that node `q` belongs to (walks left to the option's spacer). */
  optionOfNode(q: number): number {
    const top = this.top;
    while (top[q]! > 0) q--;
    return -top[q]!;
  }

  /** Options selected at the root, in selection order. */
  get selectedOptions(): Int32Array {
    return this.selectedList.slice(0, this.selectedTop);
  }

  /** Number of options selected at the root. */
  get selectedCount(): number {
    return this.selectedTop;
  }

  /** Copies the root selections into `out` from index 0 (for solution assembly without allocation). */
  copySelected(out: Int32Array): void {
    out.set(this.selectedList.subarray(0, this.selectedTop));
  }

  /**
   * Forbids option `o` for every solution (unlinks it from its items). Removals must come
   * before any {@link selectOption} since the last {@link restoreRoot}.
   */
  removeOption(o: number): void {
    this.checkOption(o);
    this.checkIdle('removeOption');
    if (this.selectedTop > 0) {
      throw new ExactCoverError('removeOption: remove options before selecting any (or call restoreRoot)');
    }
    if (this.removed[o]) throw new ExactCoverError(`removeOption: option ${o} is already removed`);
    this.removed[o] = 1;
    const top = this.top;
    const ulink = this.ulink;
    const dlink = this.dlink;
    const end = this.optionStart[o + 1]! - 1;
    for (let q = this.optionStart[o]!; q < end; q++) {
      const u = ulink[q]!;
      const d = dlink[q]!;
      dlink[u] = d;
      ulink[d] = u;
      top[top[q]!]!--;
    }
    if (this.removedTop === this.removedList.length) {
      this.removedList = growInt32(this.removedList, this.removedTop * 2);
    }
    this.removedList[this.removedTop++] = o;
  }

  /**
   * Puts option `o` into every solution: covers its items. Returns `false`, changing nothing,
   * when that is impossible: the option was removed, or one of its items is already covered by
   * an earlier selection (e.g. two givens with the same value in one row).
   */
  selectOption(o: number): boolean {
    this.checkOption(o);
    this.checkIdle('selectOption');
    if (this.removed[o]) return false;
    const top = this.top;
    const end = this.optionStart[o + 1]! - 1;
    const start = this.optionStart[o]!;
    for (let q = start; q < end; q++) if (this.coveredAtRoot[top[q]!]) return false;
    for (let q = start; q < end; q++) {
      const h = top[q]!;
      this.coveredAtRoot[h] = 1;
      cover(h, top, this.ulink, this.dlink, this.zeros, this.lows);
    }
    if (this.selectedTop === this.selectedList.length) {
      this.selectedList = growInt32(this.selectedList, this.selectedTop * 2);
    }
    this.selectedList[this.selectedTop++] = o;
    return true;
  }

  /** Undoes every root selection and removal, newest first: the matrix is as built again. */
  restoreRoot(): void {
    this.checkIdle('restoreRoot');
    this.lows[0] = 0;
    const top = this.top;
    const ulink = this.ulink;
    const dlink = this.dlink;
    while (this.selectedTop > 0) {
      const o = this.selectedList[--this.selectedTop]!;
      const start = this.optionStart[o]!;
      for (let q = this.optionStart[o + 1]! - 2; q >= start; q--) {
        const h = top[q]!;
        uncover(h, top, ulink, dlink);
        this.coveredAtRoot[h] = 0;
      }
    }
    while (this.removedTop > 0) {
      const o = this.removedList[--this.removedTop]!;
      this.removed[o] = 0;
      const start = this.optionStart[o]!;
      for (let q = this.optionStart[o + 1]! - 2; q >= start; q--) {
        dlink[ulink[q]!] = q;
        ulink[dlink[q]!] = q;
        top[top[q]!]!++;
      }
    }
  }

  /**
   * Records the current state of the links so {@link restoreSnapshot} can return to it in one
   * copy, whatever root edits and covers happened since. Costs a second copy of the up/down links:
   * meant for small matrices reused many times (every 9×9 sudoku), where copying 30 KB is cheaper
   * than undoing each cover.
   */
  takeSnapshot(): void {
    this.checkIdle('takeSnapshot');
    if (this.selectedTop > 0 || this.removedTop > 0) {
      throw new ExactCoverError('takeSnapshot: take it before any root edit (or after restoreRoot)');
    }
    this.snapshot = {
      lens: this.top.slice(0, this.itemCount + 1),
      ulink: this.ulink.slice(),
      dlink: this.dlink.slice(),
    };
  }

  /**
   * Returns the links to the last {@link takeSnapshot} (no root edits, no covers) by copying, and
   * forgets the root edits. Any search on the matrix must be abandoned (`DlxSearch.abandon`).
   */
  restoreSnapshot(): void {
    const snap = this.snapshot;
    if (!snap) throw new ExactCoverError('restoreSnapshot: no snapshot was taken');
    this.lows[0] = 0;
    this.top.set(snap.lens);
    this.ulink.set(snap.ulink);
    this.dlink.set(snap.dlink);
    while (this.removedTop > 0) this.removed[this.removedList[--this.removedTop]!] = 0;
    const top = this.top;
    while (this.selectedTop > 0) {
      const o = this.selectedList[--this.selectedTop]!;
      const end = this.optionStart[o + 1]! - 1;
      for (let q = this.optionStart[o]!; q < end; q++) this.coveredAtRoot[top[q]!] = 0;
    }
    this.searchActive = false;
  }

  /** Whether {@link takeSnapshot} was called. */
  get hasSnapshot(): boolean {
    return this.snapshot !== undefined;
  }

  /** Number of options still available to item `item` (its column length right now). */
  columnLength(item: number): number {
    this.checkItem(item);
    return this.top[this.headerOf[item]!]! & (COVERED - 1);
  }

  private checkIdle(what: string): void {
    if (this.searchActive) {
      throw new ExactCoverError(`${what}: a search is in progress on this matrix; reset it first`);
    }
  }

  private checkItem(item: number): void {
    if (!Number.isInteger(item) || item < 0 || item >= this.itemCount) {
      throw new ExactCoverError(`unknown item ${item} (the matrix has ${this.itemCount})`);
    }
  }

  private checkOption(o: number): void {
    if (!Number.isInteger(o) || o < 0 || o >= this.optionCount) {
      throw new ExactCoverError(`unknown option ${o} (the matrix has ${this.optionCount})`);
    }
  }
}
