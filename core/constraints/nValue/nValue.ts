import type { IntVar } from '../../model/IntVar.js';
import { handleIndex, handleIndices } from '../handleIndices.js';
import type { NValueConstraint } from './NValueConstraint.js';

/** `n` = the number of distinct values among `xs` (see {@link NValueConstraint}): `m.add(nValue(queens, cover))`. */
export function nValue(n: IntVar, xs: readonly IntVar[], name?: string): NValueConstraint {
  const c: NValueConstraint = {
    type: 'nValue',
    n: handleIndex(n, 'nValue'),
    scope: handleIndices(xs, 'nValue'),
  };
  return name === undefined ? c : { ...c, name };
}
