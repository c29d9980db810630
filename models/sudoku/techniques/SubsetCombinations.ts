import { popcount32 } from '../../../core/util/bits.js';

/**
 * Depth-first walk over the `k`-combinations of a list of bit masks whose union has at most `k` bits: the
 * search shared by naked subsets (cells → values), hidden subsets (values → cells) and fish (lines →
 * lines). The caller fills `items` and `masks`, calls {@link SubsetCombinations.start}, then
 * {@link SubsetCombinations.next} until it finds a combination it can use.
 *
 * Owns its scratch (typed arrays sized for the widest grid), so the walk allocates nothing; one instance
 * per technique module is enough, since a technique finishes its search before another one starts.
 */
export class SubsetCombinations {
  /** Caller's id of each listed entry (a value, a house position or a line), `items[0..m-1]`. */
  readonly items = new Int32Array(32);
  /** Bit mask of each listed entry, `masks[0..m-1]`, parallel to `items`. */
  readonly masks = new Int32Array(32);
  /** Union of the masks of the current combination, valid after `next()` returned true. */
  union = 0;
  // Chosen list indices per depth, and the union of the masks chosen above each depth.
  private readonly chosen = new Int32Array(33);
  private readonly unions = new Int32Array(33);
  private k = 0;
  private m = 0;
  private depth = -1;

  /** Starts a walk over the combinations of `k` of the first `m` listed entries (`1 ≤ k ≤ m ≤ 32`). */
  start(k: number, m: number): void {
    this.k = k;
    this.m = m;
    this.depth = 0;
    this.chosen[0] = -1;
    this.unions[0] = 0;
  }

  /**
   * Moves to the next combination whose union has at most `k` bits (in lexicographic order of the list
   * indices) and sets `union`; false when there is none left.
   */
  next(): boolean {
    const { chosen, unions, masks, k, m } = this;
    let depth = this.depth;
    while (depth >= 0) {
      const next = chosen[depth]! + 1;
      // Not enough entries left after `next` to complete the combination: back up.
      if (next > m - (k - depth)) {
        depth--;
        continue;
      }
      chosen[depth] = next;
      const u = unions[depth]! | masks[next]!;
      // Unions only grow, so a union already too wide prunes every extension of this prefix.
      if (popcount32(u) > k) continue;
      if (depth + 1 < k) {
        unions[depth + 1] = u;
        depth++;
        chosen[depth] = next;
        continue;
      }
      // Stay at this depth, so the following call resumes with the next sibling.
      this.depth = depth;
      this.union = u;
      return true;
    }
    this.depth = depth;
    return false;
  }

  /** The caller's id (`items` entry) of member `j` (`0 ≤ j < k`) of the current combination. */
  item(j: number): number {
    return this.items[this.chosen[j]!]!;
  }

  /** The ids of the current combination's members as bits (`1 << item`), ids being below 32. */
  itemMask(): number {
    let mask = 0;
    for (let j = 0; j < this.k; j++) mask |= 1 << this.items[this.chosen[j]!]!;
    return mask;
  }
}
