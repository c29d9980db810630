import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * The successor variables form one Hamiltonian path from node `start` to node `end` (successor
 * form, as Gecode's `path`): the hidato / numbrix workhorse.
 *
 * Node `i` is the position of its variable in `succ`, and the value `base + j` of `succ[i]` says
 * that node `j` follows node `i` on the path (nodes `0 .. n-1` with the default base 0). The last
 * node has no successor: `succ[end]` takes the value `base + n`, so the successor domains of the
 * nodes that may end the path must hold it. `start` and `end` are variables over the node values
 * `base .. base + n - 1` (fix them with one-value domains when the ends are known). Following the
 * successors from `start` visits all `n` nodes once and stops at `end`.
 */
export interface PathConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'path';
  /** The successor variable of each node (indices, no repeats). */
  readonly succ: readonly number[];
  /** The variable holding the first node (index; not one of `succ`). */
  readonly start: number;
  /** The variable holding the last node (index; not one of `succ`, not `start`). */
  readonly end: number;
  /** The value that stands for node 0 (default 0). */
  readonly base?: number;
}
