import type { FactSink } from './FactSink.js';
import type { SumFact } from './SumFact.js';

/**
 * Sums of intersecting cages: for two sums over overlapping cells, `Σ (A∖B) − Σ (B∖A) = sA − sB`
 * (a plain sum when one contains the other). Posted when small (see `FactSink`). Returns the
 * number added.
 */
export function intersectSums(facts: readonly SumFact[], varCount: number, sink: FactSink): number {
  const holders: number[][] = [];
  facts.forEach((f, i) => {
    for (const v of f.cells) (holders[v] ??= []).push(i);
  });
  const mark = new Int32Array(varCount);
  let stamp = 0;
  let added = 0;
  const done = new Set<number>();
  facts.forEach((a, i) => {
    done.clear();
    for (const v of a.cells) {
      for (const j of holders[v] ?? []) {
        if (j <= i || done.has(j)) continue;
        done.add(j);
        const b = facts[j]!;
        stamp++;
        for (const w of b.cells) mark[w] = stamp;
        const onlyA = a.cells.filter((w) => mark[w] !== stamp);
        stamp++;
        for (const w of a.cells) mark[w] = stamp;
        const onlyB = b.cells.filter((w) => mark[w] !== stamp);
        if (onlyB.length === 0 && onlyA.length > 0) {
          if (sink.sum(onlyA, a.sum - b.sum, 'cage difference')) added++;
        } else if (onlyA.length === 0 && onlyB.length > 0) {
          if (sink.sum(onlyB, b.sum - a.sum, 'cage difference')) added++;
        } else if (sink.difference(onlyA, onlyB, a.sum - b.sum, 'cage difference')) added++;
      }
    }
  });
  return added;
}
