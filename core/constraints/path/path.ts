import type { IntVar } from '../../model/IntVar.js';
import { handleIndex, handleIndices } from '../handleIndices.js';
import type { PathConstraint } from './PathConstraint.js';

/**
 * The successors `succ` form one Hamiltonian path from node `start` to node `end`, node `i`'s
 * successor being `succ[i] - base` and the last node's successor the value `base + n` (see
 * {@link PathConstraint}): `m.add(path(next, first, last))`.
 */
export function path(
  succ: readonly IntVar[],
  start: IntVar,
  end: IntVar,
  base = 0,
  name?: string,
): PathConstraint {
  const c: PathConstraint = {
    type: 'path',
    succ: handleIndices(succ, 'path'),
    start: handleIndex(start, 'path'),
    end: handleIndex(end, 'path'),
    base,
  };
  return name === undefined ? c : { ...c, name };
}
