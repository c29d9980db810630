import type { LinearConstraint } from '../constraints/linear/LinearConstraint.js';
import type { ConstraintSpec } from '../model/ConstraintSpec.js';
import type { SumFact } from './SumFact.js';

/** Most variables in a derived unit sum (larger sums prune too little to pay for their propagator). */
export const MAX_DERIVED_SUM_CELLS = 5;
/** Most variables in a derived difference `Σ plus − Σ minus = k`. */
export const MAX_DERIVED_DIFFERENCE_CELLS = 3;

/**
 * Collects derived constraints, skipping any already known (a sum over the same cells, the same
 * difference, the same excluded value), so each fact is posted once.
 */
export class FactSink {
  /** Derived constraints, in the order found. */
  readonly constraints: ConstraintSpec[] = [];
  /** Derived unit sums, as facts (later steps reason from them too). */
  readonly derived: SumFact[] = [];
  private readonly seen = new Set<string>();

  /** Marks the cells of an existing sum as known. */
  know(cells: readonly number[]): void {
    this.seen.add(cells.join(','));
  }

  /** Adds `Σ cells = sum` (cells ascending) unless known or too wide; true when added. */
  sum(cells: readonly number[], sum: number, name: string, limit = MAX_DERIVED_SUM_CELLS): boolean {
    if (cells.length === 0 || cells.length > limit) return false;
    const key = cells.join(',');
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    const c: LinearConstraint = {
      type: 'linear',
      scope: cells,
      coeffs: cells.map(() => 1),
      op: '=',
      rhs: sum,
      name: `presolve: ${name}`,
    };
    this.constraints.push(c);
    this.derived.push({ cells, sum });
    return true;
  }

  /** Adds `Σ plus − Σ minus = k` (both non-empty, ascending, disjoint) unless known or too wide. */
  difference(plus: readonly number[], minus: readonly number[], k: number, name: string): boolean {
    if (plus.length === 0 || minus.length === 0) return false;
    if (plus.length + minus.length > MAX_DERIVED_DIFFERENCE_CELLS) return false;
    // x − y = k and y − x = −k are one fact: key on the side with the smaller first cell.
    const flip = minus[0]! < plus[0]!;
    const key = flip
      ? `${minus.join(',')}-${plus.join(',')}=${-k}`
      : `${plus.join(',')}-${minus.join(',')}=${k}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    const c: LinearConstraint = {
      type: 'linear',
      scope: [...plus, ...minus],
      coeffs: [...plus.map(() => 1), ...minus.map(() => -1)],
      op: '=',
      rhs: k,
      name: `presolve: ${name}`,
    };
    this.constraints.push(c);
    return true;
  }

  /** Adds `x ≠ value` unless known; true when added. */
  exclude(x: number, value: number, name: string): boolean {
    const key = `${x}!=${value}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    const c: LinearConstraint = {
      type: 'linear',
      scope: [x],
      coeffs: [1],
      op: '!=',
      rhs: value,
      name: `presolve: ${name}`,
    };
    this.constraints.push(c);
    return true;
  }
}
