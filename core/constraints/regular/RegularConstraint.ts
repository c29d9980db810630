import type { ConstraintSpec } from '../../model/ConstraintSpec.js';
import type { Dfa } from './Dfa.js';

/**
 * The values of `scope`, read in order, form a word the automaton `dfa` accepts (MiniZinc
 * `regular`, with its own state and symbol numbering: see `Dfa`). A nonogram line is a `regular`
 * over the automaton of its clue (`nonogramDfa`).
 */
export interface RegularConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'regular';
  /** The sequence of variables (indices; a variable may appear more than once). */
  readonly scope: readonly number[];
  /** The automaton. */
  readonly dfa: Dfa;
}
