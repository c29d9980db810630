import { findVariantViolations } from '../findVariantViolations.js';
import { pairRuleHolds } from '../pairRuleHolds.js';
import type { ResolvedVariant } from '../ResolvedVariant.js';

/** One piece of a resolved branch: its cells and a test on the grid's digits (all its cells filled). */
export interface BranchPiece {
  /** The cells it reads. */
  readonly cells: readonly number[];
  /** Whether it holds; `values` is the whole grid, one digit per cell. */
  ok(values: Int32Array): boolean;
}

/**
 * The pieces of a resolved branch one by one, so that a search over the cells of an `or` can test each
 * piece as soon as its last cell is filled (the same tests as `findVariantViolations`, piece by piece).
 */
export function branchPieces(r: ResolvedVariant): BranchPiece[] {
  const out: BranchPiece[] = [];
  for (const g of r.groups) {
    out.push({ cells: g.cells, ok: (v) => new Set(g.cells.map((c) => v[c])).size === g.cells.length });
  }
  for (const p of r.pairs)
    out.push({ cells: [p.a, p.b], ok: (v) => pairRuleHolds(p.rule, p.k, v[p.a]!, v[p.b]!) });
  for (const s of r.sums) {
    out.push({
      cells: s.cells,
      ok: (v) => s.cells.reduce((t, c, i) => t + s.coeffs[i]! * v[c]!, 0) === s.rhs,
    });
  }
  for (const rel of r.relations)
    out.push({ cells: rel.cells, ok: (v) => rel.relation.holds(rel.cells.map((c) => v[c]!)) });
  for (const s of r.sandwiches) {
    const alone: ResolvedVariant = { ...r, groups: [], pairs: [], sums: [], relations: [], sandwiches: [s] };
    out.push({ cells: s.cells, ok: (v) => findVariantViolations(alone, v, true).length === 0 });
  }
  r.parity.forEach((p, c) => {
    if (p !== 0) out.push({ cells: [c], ok: (v) => v[c]! % 2 === p % 2 });
  });
  return out;
}
