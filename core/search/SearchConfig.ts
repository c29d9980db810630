import type { PlaceHeuristic } from './PlaceHeuristic.js';
import type { RestartPolicy } from './RestartPolicy.js';
import type { ValueOrder } from './ValueOrder.js';
import type { VariableOrder } from './VariableOrder.js';

/** Strategy and limits of one search run (resolved from `SolveOptions` by the solver). */
export interface SearchConfig {
  /** Stop after this many solutions. */
  readonly solutionLimit: number;
  /** Stop after this many nodes. */
  readonly nodeLimit: number;
  /** Variable selection. */
  readonly variableOrder: VariableOrder;
  /** Value selection and branching. */
  readonly valueOrder: ValueOrder;
  /** Seed for random choices. */
  readonly seed: number;
  /** When to restart (until the first solution). */
  readonly restarts: RestartPolicy;
  /**
   * Failures after which a search without restarts escalates to dom/wdeg with Luby restarts
   * (scale 100) and random tie-breaks; `Infinity` never escalates.
   */
  readonly escalateAfter: number;
  /** Static degree (constraints per variable), for MRV tie-breaks. */
  readonly degree: Int32Array;
  /** Variables the search branches on (the others are fixed by propagation). */
  readonly decisionVars: Int32Array;
  /**
   * Id of a propagator to re-run at every refutation: the branch-and-bound bound, which tightens
   * between solutions and whose prunings backtracking undoes, so it must be checked again at each
   * level the search returns to (its variables may not change there). Absent or `-1`: none.
   */
  readonly recheck?: number | undefined;
  /** Optional (group, value) places to branch on when every domain has three or more values. */
  readonly places?: PlaceHeuristic | undefined;
}
