import { IntVar } from '../../model/IntVar.js';
import { handleIndex, handleIndices } from '../handleIndices.js';
import type { LinearOp } from '../linear/LinearConstraint.js';
import type { AmongConstraint } from './AmongConstraint.js';

/**
 * `#{x ∈ xs : x ∈ values} op n`, `n` a variable or a constant (see {@link AmongConstraint}):
 * `m.add(among(week, [SAT, SUN], '=', 2))`. MiniZinc's `among(n, x, S)` is `among(x, S, '=', n)`.
 */
export function among(
  xs: readonly IntVar[],
  values: readonly number[],
  op: LinearOp,
  n: IntVar | number,
  name?: string,
): AmongConstraint {
  const scope = handleIndices(xs, 'among');
  const set = Array.isArray(values) ? [...values] : values;
  const c: AmongConstraint = IntVar.is(n)
    ? { type: 'among', scope, values: set, op, count: handleIndex(n, 'among') }
    : { type: 'among', scope, values: set, op, limit: n };
  return name === undefined ? c : { ...c, name };
}
