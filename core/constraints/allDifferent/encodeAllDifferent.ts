import type { ClauseSink } from '../../kinds/ClauseSink.js';
import { LIT_FALSE, negate } from '../../kinds/literals.js';
import type { AllDifferentConstraint } from './AllDifferentConstraint.js';

/**
 * CNF of all-different groups: per group, the members' literals are bucketed by value; each value
 * is taken at most once, and exactly once in a *permutation* group (as many members as values left
 * in their union: sudoku houses, Latin lines), whose members then need no at-most-one clauses of
 * their own (declared with `impliedAtMostOne`). A value fixed in one member is removed from the
 * others; fewer values than members, or one value fixed twice, is the empty clause.
 */
export function encodeAllDifferent(cs: readonly AllDifferentConstraint[], sink: ClauseSink): void {
  const buckets = new ValueBuckets();
  for (const c of cs) buckets.encode(c.scope, sink);
}

/** Literal buckets by value, with buffers kept across groups. */
class ValueBuckets {
  private count = new Int32Array(64);
  private fixed = new Int32Array(64);
  private pos = new Int32Array(65);
  private lits = new Int32Array(256);
  private sparse = new Map<number, number>();

  encode(scope: readonly number[], sink: ClauseSink): void {
    // Value range of the group; the buckets are dense over it unless the values are spread thin.
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let total = 0;
    for (const v of scope) {
      const vals = sink.values(v);
      if (vals.length === 0) continue;
      total += vals.length;
      if (vals[0]! < min) min = vals[0]!;
      if (vals[vals.length - 1]! > max) max = vals[vals.length - 1]!;
    }
    if (total === 0) {
      sink.add1(LIT_FALSE);
      return;
    }
    const dense = max - min + 1 <= 4 * total + 64;
    const index = this.sparse;
    index.clear();
    let span: number;
    if (dense) span = max - min + 1;
    else {
      const all: number[] = [];
      for (const v of scope) for (const x of sink.values(v)) if (!index.has(x)) index.set(x, -1);
      for (const x of index.keys()) all.push(x);
      all.sort((p, q) => p - q);
      all.forEach((x, i) => {
        index.set(x, i);
      });
      span = all.length;
    }
    const slot = (x: number): number => (dense ? x - min : index.get(x)!);
    if (this.count.length < span) {
      this.count = new Int32Array(span);
      this.fixed = new Int32Array(span);
      this.pos = new Int32Array(span + 1);
    }
    const count = this.count;
    const fixed = this.fixed;
    count.fill(0, 0, span);
    fixed.fill(0, 0, span);
    let open = 0;
    for (const v of scope) {
      const vals = sink.values(v);
      const isFixed = vals.length === 1;
      for (const x of vals) {
        if (isFixed) fixed[slot(x)]!++;
        else {
          count[slot(x)]!++;
          open++;
        }
      }
    }
    let union = 0;
    const pos = this.pos;
    pos[0] = 0;
    for (let i = 0; i < span; i++) {
      if (count[i]! > 0 || fixed[i]! > 0) union++;
      pos[i + 1] = pos[i]! + count[i]!;
    }
    if (this.lits.length < open) this.lits = new Int32Array(open * 2);
    const lits = this.lits;
    for (let i = 0; i < span; i++) count[i] = pos[i]!;
    for (const v of scope) {
      const vals = sink.values(v);
      if (vals.length === 1) continue;
      for (const x of vals) lits[count[slot(x)]!++] = sink.lit(v, x);
    }
    if (union < scope.length) {
      sink.add1(LIT_FALSE); // pigeonhole: fewer values than members
      return;
    }
    const permutation = union === scope.length;
    for (let i = 0; i < span; i++) {
      const from = pos[i]!;
      const to = pos[i + 1]!;
      const f = fixed[i]!;
      if (f > 1) {
        sink.add1(LIT_FALSE);
        return;
      }
      if (f === 1) {
        for (let j = from; j < to; j++) sink.add1(negate(lits[j]!));
        continue;
      }
      if (to === from) continue;
      if (permutation) sink.clause(lits, from, to);
      sink.atMostOne(lits, from, to);
    }
    if (permutation) for (const v of scope) sink.impliedAtMostOne(v);
  }
}
