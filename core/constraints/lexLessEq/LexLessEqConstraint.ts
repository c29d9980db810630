import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * The sequence `xs` comes before `ys` in lexicographic order, or equals it (MiniZinc
 * `lex_lesseq`). Both have the same length.
 */
export interface LexLessEqConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'lexLessEq';
  /** The left sequence (indices). */
  readonly xs: readonly number[];
  /** The right sequence (indices, as many as `xs`). */
  readonly ys: readonly number[];
}
