import type { ExactCoverSink } from '../../kinds/ExactCoverSink.js';
import type { ValidationContext } from '../../kinds/ValidationContext.js';
import { domainSize } from '../../model/Domain.js';
import type { RelationConstraint } from './RelationConstraint.js';
import { relationHolds } from './relationHolds.js';

/**
 * Largest `|D(x)|·|D(y)|` of a relation other than `ne` / `absDiffNe` that the exact-cover
 * compiler takes: each forbidden value pair becomes one secondary item, and such relations forbid
 * about half of all pairs or more.
 */
export const MAX_RELATION_PAIRS = 1 << 16;

/** Why a relation is too large for exact cover, or `null`. */
export function relationCoverProblem(c: RelationConstraint, ctx: ValidationContext): string | null {
  if (c.op === 'ne' || c.op === 'absDiffNe') return null;
  const dx = domainSize(ctx.domain(c.x));
  const dy = domainSize(ctx.domain(c.y));
  if (dx * dy <= MAX_RELATION_PAIRS) return null;
  return (
    `'${c.op}' over domains of ${dx} and ${dy} values needs up to ${dx * dy} forbidden-pair items ` +
    `(the exact-cover encoding takes relations up to ${MAX_RELATION_PAIRS} pairs)`
  );
}

/**
 * Exact cover of relations: every value pair `x = a, y = b` a relation forbids is one secondary
 * item covered by both options, so they exclude each other. Disequalities forbid at most two
 * partners per value, looked up instead of scanned.
 */
export function coverRelations(cs: readonly RelationConstraint[], sink: ExactCoverSink): void {
  const pairs: number[] = []; // x value, y value, flattened
  for (const c of cs) {
    const { op, k, x, y } = c;
    pairs.length = 0;
    const ys = sink.candidates(y);
    if (op === 'ne' || op === 'absDiffNe') {
      if (op === 'absDiffNe' && k < 0) continue;
      const has = new Set(ys);
      for (const a of sink.candidates(x)) {
        if (has.has(a - k)) pairs.push(a, a - k);
        if (op === 'absDiffNe' && k > 0 && has.has(a + k)) pairs.push(a, a + k);
      }
    } else {
      for (const a of sink.candidates(x))
        for (const b of ys) if (!relationHolds(op, a, b, k)) pairs.push(a, b);
    }
    if (pairs.length === 0) continue;
    const base = sink.addItems(pairs.length >>> 1, true);
    for (let p = 0; p < pairs.length; p += 2) {
      sink.cover(x, pairs[p]!, base + (p >>> 1));
      sink.cover(y, pairs[p + 1]!, base + (p >>> 1));
    }
  }
}
