import type { LinearConstraint } from '../constraints/linear/LinearConstraint.js';
import type { Constraint } from '../model/ConstraintSpec.js';
import { allDifferentGroupsOf } from './allDifferentGroupsOf.js';

/** A linear constraint whose terms fall into groups of pairwise different variables (see {@link findGroupedSums}). */
export interface GroupedSum {
  /** The linear constraint. */
  readonly constraint: LinearConstraint;
  /** Group of each term of its scope (`0..`); terms of one group share a coefficient and an all-different. */
  readonly groupOf: readonly number[];
}

/** Longest scope grouped: the greedy grouping is quadratic in it. */
const MAX_TERMS = 256;

/**
 * The linear constraints (`=`, `<=`, `>=`) where `GroupedSumPropagator` knows more than bounds:
 * two or more terms with one coefficient lie in one `allDifferent` (an arrow's shaft crossing a
 * box, a sum over two boxes of a killer). Constraints listed in `skip` (those whose whole scope is
 * one such group, which get the exact `DistinctSumPropagator`) are left out. Groups are formed
 * greedily in scope order: a term joins the first group with its coefficient whose members all
 * share some all-different with it. Any such partition is sound; the greedy one is cheap.
 */
export function findGroupedSums(constraints: readonly Constraint[], skip: ReadonlySet<number>): GroupedSum[] {
  const out: GroupedSum[] = [];
  let groupsOf: Map<number, number[]> | undefined;
  constraints.forEach((spec, index) => {
    if (spec.type !== 'linear' || skip.has(index)) return;
    const c = spec as LinearConstraint;
    if (c.op === '!=' || c.scope.length < 2 || c.scope.length > MAX_TERMS) return;
    if (!mixedSigns(c.coeffs)) return;
    if (groupsOf === undefined) groupsOf = allDifferentGroupsOf(constraints);
    const lists = groupsOf;
    const groupOf: number[] = [];
    // Per group: its coefficient and the all-different constraints every member is in.
    const coeffOf: number[] = [];
    const common: number[][] = [];
    let grouped = false;
    for (let i = 0; i < c.scope.length; i++) {
      const mine = lists.get(c.scope[i]!) ?? [];
      let joined = -1;
      for (let g = 0; g < common.length && mine.length > 0; g++) {
        if (coeffOf[g] !== c.coeffs[i]) continue;
        const shared = common[g]!.filter((a) => mine.includes(a));
        if (shared.length === 0) continue;
        common[g] = shared;
        joined = g;
        grouped = true;
        break;
      }
      if (joined < 0) {
        joined = common.length;
        common.push(mine);
        coeffOf.push(c.coeffs[i]!);
      }
      groupOf.push(joined);
    }
    if (grouped) out.push({ constraint: c, groupOf });
  });
  return out;
}

/**
 * Whether some term counts for and some against: one part of the sum equals another (an arrow's
 * shaft and its circle). Measured: on sums of one sign (killer cages across boxes, the derived
 * house sums) the grouped bounds cost more than they cut.
 */
function mixedSigns(coeffs: readonly number[]): boolean {
  let pos = false;
  let neg = false;
  for (const a of coeffs) {
    if (a > 0) pos = true;
    else if (a < 0) neg = true;
  }
  return pos && neg;
}
