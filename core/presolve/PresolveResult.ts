import type { ConstraintSpec } from '../model/ConstraintSpec.js';

/** What `presolveModel` derived: redundant constraints, and how many of each sort. */
export interface PresolveResult {
  /**
   * The derived constraints (`linear` sums, and one-variable `linear` `!=` for required values),
   * each named `presolve: …`. They follow from the model, so adding them keeps every solution.
   */
  readonly constraints: readonly ConstraintSpec[];
  /** Innie / outie sums derived from groups and unions of groups. */
  readonly innies: number;
  /** Differences of intersecting sums. */
  readonly intersections: number;
  /** Values removed from group members because a sum inside the group needs them. */
  readonly requiredValues: number;
}
