import type { IntVar } from '../../model/IntVar.js';
import { handleIndex } from '../handleIndices.js';
import type { ReifyMode } from '../ReifyMode.js';
import type { ReifiedEqualConstraint } from './ReifiedEqualConstraint.js';

/**
 * `b ⇔ (x = value)`, or `b ⇒ (x = value)` with `mode` `'implies'` (see
 * {@link ReifiedEqualConstraint}): `m.add(reifiedEqual(b, x, 3))`.
 */
export function reifiedEqual(
  b: IntVar,
  x: IntVar,
  value: number,
  mode: ReifyMode = 'iff',
  name?: string,
): ReifiedEqualConstraint {
  const c: ReifiedEqualConstraint = {
    type: 'reifiedEqual',
    b: handleIndex(b, 'reifiedEqual'),
    x: handleIndex(x, 'reifiedEqual'),
    value,
    mode,
  };
  return name === undefined ? c : { ...c, name };
}
