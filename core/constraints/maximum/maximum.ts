import type { IntVar } from '../../model/IntVar.js';
import { handleIndex, handleIndices } from '../handleIndices.js';
import type { MaximumConstraint } from './MaximumConstraint.js';

/** `m = max(xs)` (see {@link MaximumConstraint}): `m.add(maximum(makespan, ends))`. */
export function maximum(m: IntVar, xs: readonly IntVar[], name?: string): MaximumConstraint {
  const c: MaximumConstraint = {
    type: 'maximum',
    m: handleIndex(m, 'maximum'),
    scope: handleIndices(xs, 'maximum'),
  };
  return name === undefined ? c : { ...c, name };
}
