import type { IntVar } from '../../model/IntVar.js';
import { handleIndex, handleIndices } from '../handleIndices.js';
import type { MinimumConstraint } from './MinimumConstraint.js';

/** `m = min(xs)` (see {@link MinimumConstraint}): `m.add(minimum(first, starts))`. */
export function minimum(m: IntVar, xs: readonly IntVar[], name?: string): MinimumConstraint {
  const c: MinimumConstraint = {
    type: 'minimum',
    m: handleIndex(m, 'minimum'),
    scope: handleIndices(xs, 'minimum'),
  };
  return name === undefined ? c : { ...c, name };
}
