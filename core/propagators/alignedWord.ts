import type { DomainStore } from '../domain/DomainStore.js';

/**
 * 32 values of variable `src` read in another variable's bit space: bit `j` of the result is set
 * when `first + j` is in the domain of `src`. Propagators over variables with different offsets
 * (`element`'s array and value) compare and copy domains word by word with it, without allocating.
 */
export function alignedWord(store: DomainStore, src: number, first: number): number {
  const b = first - store.offset[src]!;
  const nw = store.nwords[src]!;
  const s = store.start[src]!;
  const words = store.words;
  const lo = Math.floor(b / 32);
  const sh = b - lo * 32;
  const w0 = lo >= 0 && lo < nw ? words[s + lo]! : 0;
  if (sh === 0) return w0;
  const w1 = lo + 1 >= 0 && lo + 1 < nw ? words[s + lo + 1]! : 0;
  return (w0 >>> sh) | (w1 << (32 - sh));
}

/** Whether the domains of `x` and `y` share a value (word by word in `y`'s bit space). */
export function domainsMeet(store: DomainStore, x: number, y: number): boolean {
  const sy = store.start[y]!;
  const off = store.offset[y]!;
  const nw = store.nwords[y]!;
  for (let k = 0; k < nw; k++) {
    const w = store.words[sy + k]!;
    if (w !== 0 && (w & alignedWord(store, x, off + 32 * k)) !== 0) return true;
  }
  return false;
}
