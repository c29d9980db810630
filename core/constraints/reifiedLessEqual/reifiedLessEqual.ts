import type { IntVar } from '../../model/IntVar.js';
import { handleIndex } from '../handleIndices.js';
import type { ReifyMode } from '../ReifyMode.js';
import type { ReifiedLessEqualConstraint } from './ReifiedLessEqualConstraint.js';

/**
 * `b ⇔ (x ≤ value)`, or `b ⇒ (x ≤ value)` with `mode` `'implies'` (see
 * {@link ReifiedLessEqualConstraint}): `m.add(reifiedLessEqual(b, x, 3))`.
 */
export function reifiedLessEqual(
  b: IntVar,
  x: IntVar,
  value: number,
  mode: ReifyMode = 'iff',
  name?: string,
): ReifiedLessEqualConstraint {
  const c: ReifiedLessEqualConstraint = {
    type: 'reifiedLessEqual',
    b: handleIndex(b, 'reifiedLessEqual'),
    x: handleIndex(x, 'reifiedLessEqual'),
    value,
    mode,
  };
  return name === undefined ? c : { ...c, name };
}
