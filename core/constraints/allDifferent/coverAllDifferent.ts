import type { ExactCoverSink } from '../../kinds/ExactCoverSink.js';
import type { AllDifferentConstraint } from './AllDifferentConstraint.js';

/**
 * Exact cover of all-different groups: one item per value some member may take, covered by each
 * member's option for that value. The items are primary when the group has as many members as
 * values (it must use each value once: sudoku houses, Latin rows), secondary otherwise (each
 * value at most once).
 */
export function coverAllDifferent(cs: readonly AllDifferentConstraint[], sink: ExactCoverSink): void {
  const rank = new Map<number, number>();
  for (const c of cs) {
    rank.clear();
    for (const v of c.scope) for (const x of sink.candidates(v)) rank.set(x, 0);
    const values = [...rank.keys()].sort((a, b) => a - b);
    values.forEach((x, i) => {
      rank.set(x, i);
    });
    const base = sink.addItems(values.length, values.length !== c.scope.length);
    for (const v of c.scope) for (const x of sink.candidates(v)) sink.cover(v, x, base + rank.get(x)!);
  }
}
