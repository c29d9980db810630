import type { ClauseSink } from '../../kinds/ClauseSink.js';
import { negate } from '../../kinds/literals.js';
import { encodeLinear } from '../linear/encodeLinear.js';
import type { LinearConstraint } from '../linear/LinearConstraint.js';
import { GuardedClauseSink } from './GuardedClauseSink.js';
import { negateLinear } from './negateLinear.js';
import type { ReifiedLinearConstraint } from './ReifiedLinearConstraint.js';

/**
 * `b ⇒ sum` is the `linear` encoding of the sum with `¬b` added to each of its clauses; with full
 * reification `¬b ⇒ ¬sum` is the encoding of the negated sum (`=` becomes `!=`, `≤ r` becomes
 * `≥ r + 1`) with `b` added to each clause. Both are exact, so the pair is.
 */
export function encodeReifiedLinear(c: ReifiedLinearConstraint, sink: ClauseSink): void {
  const b = sink.lit(c.b, 1);
  const sum: LinearConstraint = { type: 'linear', scope: c.scope, coeffs: c.coeffs, op: c.op, rhs: c.rhs };
  encodeLinear(sum, new GuardedClauseSink(sink, negate(b)));
  if (c.mode === 'implies') return;
  encodeLinear({ ...sum, ...negateLinear(c.op, c.rhs) }, new GuardedClauseSink(sink, b));
}
