import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * The sequence `xs` comes strictly before `ys` in lexicographic order (MiniZinc `lex_less`): at
 * the first position where they differ, `xs` is smaller, and they do differ somewhere. Both have
 * the same length.
 */
export interface LexLessConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'lexLess';
  /** The left sequence (indices). */
  readonly xs: readonly number[];
  /** The right sequence (indices, as many as `xs`). */
  readonly ys: readonly number[];
}
