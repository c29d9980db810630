import { IntVar } from '../../model/IntVar.js';
import { handleIndex, handleIndices } from '../handleIndices.js';
import type { LinearOp } from '../linear/LinearConstraint.js';
import type { CountConstraint } from './CountConstraint.js';

/**
 * `#{x ∈ xs : x = value} op n`, `n` a variable or a constant (see {@link CountConstraint}):
 * `m.add(count(row, 0, '=', blanks))`, `m.add(count(shifts, NIGHT, '<=', 2))`.
 */
export function count(
  xs: readonly IntVar[],
  value: number,
  op: LinearOp,
  n: IntVar | number,
  name?: string,
): CountConstraint {
  const scope = handleIndices(xs, 'count');
  const c: CountConstraint = IntVar.is(n)
    ? { type: 'count', scope, value, op, count: handleIndex(n, 'count') }
    : { type: 'count', scope, value, op, limit: n };
  return name === undefined ? c : { ...c, name };
}

/** At least `n` of `xs` equal `value` (MiniZinc `atleast`): a `count` with `>=`. */
export function atLeast(n: number, xs: readonly IntVar[], value: number, name?: string): CountConstraint {
  return count(xs, value, '>=', n, name);
}

/** At most `n` of `xs` equal `value` (MiniZinc `atmost`): a `count` with `<=`. */
export function atMost(n: number, xs: readonly IntVar[], value: number, name?: string): CountConstraint {
  return count(xs, value, '<=', n, name);
}
