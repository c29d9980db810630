/**
 * Sorts `a[lo..hi]` ascending in place: quicksort (median of three) down to short runs, finished
 * by insertion sort. Why not `TypedArray.prototype.sort`: sorting the trail positions of each
 * learnt nogood for shrinking (`LearningSearch`), it was 2 % of a 49×49 search's profile.
 */
export function sortInts(a: Int32Array, lo: number, hi: number): void {
  while (hi - lo > 16) {
    const mid = (lo + hi) >> 1;
    // Median of three at `mid`, the smallest at `lo`, the largest at `hi`.
    if (a[mid]! < a[lo]!) swap(a, mid, lo);
    if (a[hi]! < a[lo]!) swap(a, hi, lo);
    if (a[hi]! < a[mid]!) swap(a, hi, mid);
    const pivot = a[mid]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) swap(a, i++, j--);
    }
    // The shorter side by recursion, the longer one by the loop: the stack stays logarithmic.
    if (j - lo < hi - i) {
      sortInts(a, lo, j);
      lo = i;
    } else {
      sortInts(a, i, hi);
      hi = j;
    }
  }
  for (let i = lo + 1; i <= hi; i++) {
    const v = a[i]!;
    let j = i - 1;
    while (j >= lo && a[j]! > v) {
      a[j + 1] = a[j]!;
      j--;
    }
    a[j + 1] = v;
  }
}

function swap(a: Int32Array, i: number, j: number): void {
  const t = a[i]!;
  a[i] = a[j]!;
  a[j] = t;
}
