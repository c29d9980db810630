import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * A boolean clause `p₁ ∨ p₂ ∨ … ∨ ¬n₁ ∨ ¬n₂ ∨ …` over 0/1 variables (1 is true): some variable of
 * `positive` is 1 or some variable of `negative` is 0 (MiniZinc `bool_clause`). Both lists empty is
 * the empty clause, which no assignment satisfies.
 */
export interface ClauseConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'clause';
  /** The variables that appear as positive literals (0/1 variables; repeats allowed). */
  readonly positive: readonly number[];
  /** The variables that appear negated (0/1 variables; repeats allowed). */
  readonly negative: readonly number[];
}
