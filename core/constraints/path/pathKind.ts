import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { negate } from '../../kinds/literals.js';
import { CircuitPropagator } from '../../propagators/CircuitPropagator.js';
import { PathEndPropagator } from '../../propagators/PathEndPropagator.js';
import { encodeSuccessorCycle } from '../circuit/encodeSuccessorCycle.js';
import { successorsHold } from '../circuit/successorsHold.js';
import { sameList } from '../sameList.js';
import type { PathConstraint } from './PathConstraint.js';

/**
 * `path`: the successor variables form one Hamiltonian path from `start` to `end` (successor form,
 * as Gecode's `path`; the last node's successor is `base + n`). It is a cycle through one more
 * node, `n`, whose successor is `start` and whose predecessor is `end`.
 *
 * Native: `CircuitPropagator` over the successors plus `start` (the extra node's successor), and
 * the domain-consistent channel `end = i ⇔ succ[i] = base + n` (`PathEndPropagator`). CNF: the
 * `circuit` encoding of the same cycle with ranks from the extra node (a node's rank is its place
 * on the path), plus the channel. No exact-cover form.
 */
export const pathKind: ConstraintKind<PathConstraint> = {
  type: 'path',
  summary: 'the successor variables form one Hamiltonian path from start to end (succ[end] = base + n)',
  linksValues: true,
  validate(c, ctx) {
    const p = ctx.scopeProblem(c.succ) ?? ctx.variableProblem(c.start) ?? ctx.variableProblem(c.end);
    if (p !== null) return p;
    if (c.succ.includes(c.start)) return 'start is one of the successor variables';
    if (c.succ.includes(c.end)) return 'end is one of the successor variables';
    if (c.start === c.end) return 'start and end are the same variable';
    const base = c.base ?? 0;
    return ctx.integerProblem(base, 'base') ?? ctx.integerProblem(base + c.succ.length, 'base + n');
  },
  variables: (c) => [...c.succ, c.start, c.end],
  check(c, values) {
    const n = c.succ.length;
    const base = c.base ?? 0;
    const last = values[c.end]! - base;
    return (
      Number.isInteger(last) &&
      last >= 0 &&
      last < n &&
      values[c.succ[last]!] === base + n &&
      successorsHold(n, values[c.start]! - base, n, base, (i) => values[c.succ[i]!]!)
    );
  },
  same: (a, b) =>
    a.start === b.start && a.end === b.end && (a.base ?? 0) === (b.base ?? 0) && sameList(a.succ, b.succ),
  post(c, ctx) {
    const succ = Int32Array.from(c.succ);
    const base = c.base ?? 0;
    ctx.add(new CircuitPropagator(Int32Array.from([...c.succ, c.start]), base));
    ctx.add(new PathEndPropagator(succ, c.end, base));
  },
  encodeClauses(c, sink) {
    const n = c.succ.length;
    const base = c.base ?? 0;
    encodeSuccessorCycle(sink, [...c.succ, c.start], base, n);
    for (const v of sink.values(c.end)) {
      const i = v - base;
      const isEnd = sink.lit(c.end, v);
      if (!Number.isInteger(i) || i < 0 || i >= n) sink.add1(negate(isEnd));
      else {
        const last = sink.lit(c.succ[i]!, base + n);
        sink.add2(negate(isEnd), last);
        sink.add2(isEnd, negate(last));
      }
    }
    // A node whose end value was pruned cannot be last.
    for (let i = 0; i < n; i++) {
      if (!sink.values(c.end).includes(base + i)) sink.add1(negate(sink.lit(c.succ[i]!, base + n)));
    }
  },
};
