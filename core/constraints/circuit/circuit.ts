import type { IntVar } from '../../model/IntVar.js';
import { handleIndices } from '../handleIndices.js';
import type { CircuitConstraint } from './CircuitConstraint.js';

/**
 * The successors `succ` form one Hamiltonian cycle, node `i`'s successor being `succ[i] - base`
 * (see {@link CircuitConstraint}): `m.add(circuit(next))`.
 */
export function circuit(succ: readonly IntVar[], base = 0, name?: string): CircuitConstraint {
  const c: CircuitConstraint = { type: 'circuit', succ: handleIndices(succ, 'circuit'), base };
  return name === undefined ? c : { ...c, name };
}
