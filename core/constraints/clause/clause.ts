import type { IntVar } from '../../model/IntVar.js';
import { handleIndices } from '../handleIndices.js';
import type { ClauseConstraint } from './ClauseConstraint.js';

/**
 * The clause `∨ positive ∨ ¬negative` over 0/1 variables (see {@link ClauseConstraint}):
 * `m.add(clause([a, b], [c]))` is `a ∨ b ∨ ¬c`.
 */
export function clause(
  positive: readonly IntVar[],
  negative: readonly IntVar[] = [],
  name?: string,
): ClauseConstraint {
  const c: ClauseConstraint = {
    type: 'clause',
    positive: handleIndices(positive, 'clause'),
    negative: handleIndices(negative, 'clause'),
  };
  return name === undefined ? c : { ...c, name };
}
