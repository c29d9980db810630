import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { CircuitPropagator } from '../../propagators/CircuitPropagator.js';
import { sameList } from '../sameList.js';
import type { CircuitConstraint } from './CircuitConstraint.js';
import { encodeSuccessorCycle } from './encodeSuccessorCycle.js';
import { successorsHold } from './successorsHold.js';

/**
 * `circuit`: the successor variables form one Hamiltonian cycle (MiniZinc `circuit`). Native:
 * value-consistent all-different, no sub-cycles (chain ends), and Gecode's connectivity rules
 * (`CircuitPropagator`). CNF: successor literals with exactly one predecessor per node, plus rank
 * variables from node 0. No exact-cover form.
 */
export const circuitKind: ConstraintKind<CircuitConstraint> = {
  type: 'circuit',
  summary: 'the successor variables form one Hamiltonian cycle (succ[i] - base is the node after i)',
  // One value numbering for all successors: a bit is the same node in every domain.
  linksValues: true,
  validate(c, ctx) {
    const p = ctx.scopeProblem(c.succ);
    if (p !== null) return p;
    const base = c.base ?? 0;
    return ctx.integerProblem(base, 'base') ?? ctx.integerProblem(base + c.succ.length, 'base + n');
  },
  variables: (c) => c.succ,
  check: (c, values) => successorsHold(c.succ.length, 0, 0, c.base ?? 0, (i) => values[c.succ[i]!]!),
  same: (a, b) => (a.base ?? 0) === (b.base ?? 0) && sameList(a.succ, b.succ),
  post(c, ctx) {
    ctx.add(new CircuitPropagator(Int32Array.from(c.succ), c.base ?? 0));
  },
  encodeClauses(c, sink) {
    encodeSuccessorCycle(sink, c.succ, c.base ?? 0, 0);
  },
};
