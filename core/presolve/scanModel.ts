import type { AllDifferentConstraint } from '../constraints/allDifferent/AllDifferentConstraint.js';
import type { LinearConstraint } from '../constraints/linear/LinearConstraint.js';
import type { ConstraintSpec } from '../model/ConstraintSpec.js';
import type { StoreLayout } from '../solver/compileModel.js';
import { sortedAscending } from '../util/sortedAscending.js';
import type { SumFact } from './SumFact.js';

/** The parts of a model presolve reasons about (see {@link scanModel}). */
export interface PresolveScan {
  /** Scopes of every `allDifferent` constraint (members pairwise different). */
  readonly groups: readonly (readonly number[])[];
  /**
   * The groups that are permutations, as sum facts: every member shares one value range of
   * exactly as many values as the group has members, so the group takes each value once.
   */
  readonly permutations: readonly SumFact[];
  /** `linear` equations with every coefficient 1 over distinct variables (cages). */
  readonly sums: readonly SumFact[];
}

/**
 * Reads the all-different groups and unit sums of a constraint list. Value ranges come from the
 * store layout, not the current domains: a compiled engine is reused for other domains inside the
 * same layout (`CompileCache`), so what presolve derives must hold for all of them. Returns
 * `undefined` as soon as it is clear there is nothing to derive (no unit sum: classic sudoku).
 */
export function scanModel(
  constraints: readonly ConstraintSpec[],
  layout: StoreLayout,
): PresolveScan | undefined {
  let anySum = false;
  for (let i = 0; i < constraints.length; i++) {
    if (constraints[i]!.type === 'linear' && isUnitSum(constraints[i] as LinearConstraint)) {
      anySum = true;
      break;
    }
  }
  if (!anySum) return undefined;
  const groups: (readonly number[])[] = [];
  const permutations: SumFact[] = [];
  const sums: SumFact[] = [];
  for (const c of constraints) {
    if (c.type === 'allDifferent') {
      const scope = (c as AllDifferentConstraint).scope;
      if (scope.length < 2) continue;
      groups.push(scope);
      const off = layout.offsets[scope[0]!]!;
      const span = layout.spans[scope[0]!]!;
      if (span !== scope.length) continue;
      if (!scope.every((v) => layout.offsets[v] === off && layout.spans[v] === span)) continue;
      const k = scope.length;
      permutations.push({ cells: sortedAscending(scope), sum: k * off + (k * (k - 1)) / 2 });
    } else if (c.type === 'linear' && isUnitSum(c as LinearConstraint)) {
      const l = c as LinearConstraint;
      const cells = sortedAscending(l.scope);
      let repeated = false;
      for (let i = 1; i < cells.length; i++) if (cells[i] === cells[i - 1]) repeated = true;
      if (!repeated) sums.push({ cells, sum: l.rhs });
    }
  }
  return { groups, permutations, sums };
}

/** `Σ x = rhs` with every coefficient 1. */
function isUnitSum(c: LinearConstraint): boolean {
  if (c.op !== '=' || c.scope.length === 0) return false;
  for (let i = 0; i < c.coeffs.length; i++) if (c.coeffs[i] !== 1) return false;
  return true;
}
