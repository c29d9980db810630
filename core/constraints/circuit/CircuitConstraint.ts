import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * The successor variables form one Hamiltonian cycle (MiniZinc `circuit`, successor form).
 *
 * Node `i` is the position of its variable in `succ`; the value `base + j` of `succ[i]` says that
 * node `j` follows node `i`. With the default base 0 the nodes are `0 .. n-1`; MiniZinc's arrays
 * usually start at 1, which is `base: 1`. Following the successors from any node visits all `n`
 * nodes once and comes back (one node: `succ[0] = base`).
 */
export interface CircuitConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'circuit';
  /** The successor variable of each node (indices, no repeats). */
  readonly succ: readonly number[];
  /** The value that stands for node 0 (default 0). */
  readonly base?: number;
}
