import type { IntVar } from '../../model/IntVar.js';
import { handleIndices } from '../handleIndices.js';
import type { DecreasingConstraint } from './DecreasingConstraint.js';

/**
 * `xs` never goes up, or always goes down with `strict` (see {@link DecreasingConstraint}):
 * `m.add(decreasing(parts))`.
 */
export function decreasing(
  xs: readonly IntVar[],
  options: { readonly strict?: boolean } = {},
  name?: string,
): DecreasingConstraint {
  const c: DecreasingConstraint = {
    type: 'decreasing',
    scope: handleIndices(xs, 'decreasing'),
    strict: options.strict ?? false,
  };
  return name === undefined ? c : { ...c, name };
}
