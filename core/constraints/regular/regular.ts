import type { IntVar } from '../../model/IntVar.js';
import { handleIndices } from '../handleIndices.js';
import type { Dfa } from './Dfa.js';
import type { RegularConstraint } from './RegularConstraint.js';

/**
 * The sequence `xs` is accepted by `dfa` (see {@link RegularConstraint}):
 * `m.add(regular(row, nonogramDfa([3, 1])))`.
 */
export function regular(xs: readonly IntVar[], dfa: Dfa, name?: string): RegularConstraint {
  const c: RegularConstraint = { type: 'regular', scope: handleIndices(xs, 'regular'), dfa };
  return name === undefined ? c : { ...c, name };
}
