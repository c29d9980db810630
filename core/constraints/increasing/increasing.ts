import type { IntVar } from '../../model/IntVar.js';
import { handleIndices } from '../handleIndices.js';
import type { IncreasingConstraint } from './IncreasingConstraint.js';

/**
 * `xs` never goes down, or always goes up with `strict` (see {@link IncreasingConstraint}):
 * `m.add(increasing(marks, { strict: true }))`.
 */
export function increasing(
  xs: readonly IntVar[],
  options: { readonly strict?: boolean } = {},
  name?: string,
): IncreasingConstraint {
  const c: IncreasingConstraint = {
    type: 'increasing',
    scope: handleIndices(xs, 'increasing'),
    strict: options.strict ?? false,
  };
  return name === undefined ? c : { ...c, name };
}
