// The four dancing-links moves on the struct-of-arrays matrix (see `ExactCoverMatrix` for the
// layout). Module-level functions over the arrays rather than methods, so the search loop
// passes its local array references and V8 can inline them without `this` loads.

/**
 * Added to an item header's length while the item is covered. A covered item's length never
 * changes (no visible option holds it), so the flag needs no list of uncovered items: a scan
 * for the shortest column over `top[1..primaryCount]` skips covered items by their size alone,
 * and `top[i] === 0` or `=== 1` is only true of uncovered items. This replaces the doubly linked
 * item list of Knuth's layout, whose four writes per cover cost more than the list saved.
 */
export const COVERED = 1 << 30;

/** Capacity of the register of items whose column ran empty (see `cover`). */
export const ZERO_SLOTS = 32;

/**
 * Covers item `i`: marks it covered (see {@link COVERED}) and hides every option that uses it.
 *
 * Items whose column runs empty are noted in `zeros` (`zeros[0]` = count, then up to
 * `ZERO_SLOTS` items): an empty primary column is a dead end, and the search can back off at
 * once instead of making forced moves until its scan for the shortest column reaches it.
 *
 * Every item whose column falls to one option or none is pushed on `lows` (`lows[0]` = count;
 * it holds one entry per node of the matrix, more than covers can push before they are undone).
 * The search keeps this stack in step with its levels, so it finds forced moves there and scans
 * the items only when none is left.
 */
export function cover(
  i: number,
  top: Int32Array,
  ulink: Int32Array,
  dlink: Int32Array,
  zeros: Int32Array,
  lows: Int32Array,
): void {
  for (let p = dlink[i]!; p !== i; p = dlink[p]!) {
    // Hide option p: unlink its other nodes from their items. A spacer (top ≤ 0) sends q back
    // to the first node of the option, so the walk goes round the option once.
    let q = p + 1;
    while (q !== p) {
      const x = top[q]!;
      if (x <= 0) q = ulink[q]!;
      else {
        const u = ulink[q]!;
        const d = dlink[q]!;
        dlink[u] = d;
        ulink[d] = u;
        const len = --top[x]!;
        if (len <= 1) {
          const n = lows[0]! + 1;
          lows[n] = x;
          lows[0] = n;
          if (len === 0) {
            const z = zeros[0]!;
            if (z < ZERO_SLOTS) {
              zeros[z + 1] = x;
              zeros[0] = z + 1;
            }
          }
        }
        q++;
      }
    }
  }
  top[i]! += COVERED;
}

/** Exactly undoes `cover(i)` (options unhidden bottom-up, nodes right to left). */
export function uncover(i: number, top: Int32Array, ulink: Int32Array, dlink: Int32Array): void {
  top[i]! -= COVERED;
  for (let p = ulink[i]!; p !== i; p = ulink[p]!) {
    let q = p - 1;
    while (q !== p) {
      const x = top[q]!;
      if (x <= 0) q = dlink[q]!;
      else {
        const u = ulink[q]!;
        const d = dlink[q]!;
        dlink[u] = q;
        ulink[d] = q;
        top[x]!++;
        q--;
      }
    }
  }
}
