import type { AllDifferentConstraint } from '../constraints/allDifferent/AllDifferentConstraint.js';
import type { LinearConstraint } from '../constraints/linear/LinearConstraint.js';
import type { Constraint } from '../model/ConstraintSpec.js';
import { sortedAscending } from '../util/sortedAscending.js';
import { allDifferentGroupsOf } from './allDifferentGroupsOf.js';

/** A linear constraint that is a sum over variables of one all-different group (see {@link findDistinctSums}). */
export interface DistinctSum {
  /** Index of the linear constraint in the model. */
  readonly index: number;
  /** Its variables. */
  readonly scope: readonly number[];
  /** Least allowed sum (`-Infinity` when unbounded below). */
  readonly lo: number;
  /** Greatest allowed sum (`Infinity` when unbounded above). */
  readonly hi: number;
  /** Variables outside the scope that share an `allDifferent` with every scope variable, ascending. */
  readonly peers: readonly number[];
}

/**
 * The linear constraints that `DistinctSumPropagator` can strengthen: `=`, `<=` or `>=` with
 * every coefficient `1` (or every coefficient `−1`, read negated), two or more variables, and
 * a scope that lies entirely inside the scope of one `allDifferent` constraint of the same
 * model (killer cages, kakuro runs, magic-square lines).
 */
export function findDistinctSums(constraints: readonly Constraint[]): DistinctSum[] {
  const out: DistinctSum[] = [];
  // Variable → the all-different constraints holding it; built only when some sum qualifies.
  let groupsOf: Map<number, number[]> | undefined;
  const members = new Map<number, Set<number>>();
  constraints.forEach((spec, index) => {
    if (spec.type !== 'linear') return;
    const c = spec as LinearConstraint;
    if (c.op === '!=' || c.scope.length < 2) return;
    const sign = c.coeffs[0];
    if (sign !== 1 && sign !== -1) return;
    for (const a of c.coeffs) if (a !== sign) return;
    if (groupsOf === undefined) groupsOf = allDifferentGroupsOf(constraints);
    const candidates = groupsOf.get(c.scope[0]!);
    if (candidates === undefined) return;
    const inside = candidates.some((g) => {
      let set = members.get(g);
      if (set === undefined) {
        set = new Set((constraints[g] as AllDifferentConstraint).scope);
        members.set(g, set);
      }
      const s = set;
      return c.scope.every((v) => s.has(v));
    });
    if (!inside) return;
    // Σ −x op rhs ⇔ Σ x op' −rhs, with the comparison turned around.
    const rhs = sign === 1 ? c.rhs : -c.rhs;
    const op = sign === 1 ? c.op : c.op === '<=' ? '>=' : c.op === '>=' ? '<=' : '=';
    const lo = op === '<=' ? Number.NEGATIVE_INFINITY : rhs;
    const hi = op === '>=' ? Number.POSITIVE_INFINITY : rhs;
    out.push({ index, scope: c.scope, lo, hi, peers: commonPeers(c.scope, constraints, groupsOf) });
  });
  return out;
}

/** Variables outside `scope` that share some all-different group with every member of `scope`. */
function commonPeers(
  scope: readonly number[],
  constraints: readonly Constraint[],
  groupsOf: Map<number, number[]>,
): number[] {
  // Counted with stamps, not sets: this runs for every sum of every killer compiled. A variable
  // is a common peer when each scope member reaches it through some group (counted once per member).
  const reached = new Map<number, number>(); // variable → scope members that reach it so far
  for (let i = 0; i < scope.length; i++) {
    for (const g of groupsOf.get(scope[i]!) ?? []) {
      for (const u of (constraints[g] as AllDifferentConstraint).scope) {
        const r = reached.get(u);
        if (r === undefined) {
          if (i === 0) reached.set(u, 1);
        } else if (r === i) reached.set(u, i + 1);
      }
    }
  }
  const inScope = new Set(scope);
  const out: number[] = [];
  for (const [u, r] of reached) if (r === scope.length && !inScope.has(u)) out.push(u);
  return sortedAscending(out);
}
