import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { RegularPropagator } from '../../propagators/RegularPropagator.js';
import { sameList } from '../sameList.js';
import { compileDfa, dfaAccepts } from './compileDfa.js';
import { dfaProblem } from './dfaProblem.js';
import { encodeRegular } from './encodeRegular.js';
import type { RegularConstraint } from './RegularConstraint.js';

/**
 * `regular`: the sequence of variables is a word of a DFA (MiniZinc `regular`). Native: domain
 * consistent when no variable repeats (`RegularPropagator`, the layered graph). CNF: one boolean per
 * (position, state) on an accepted path, exactly one state per layer. No exact-cover form.
 */
export const regularKind: ConstraintKind<RegularConstraint> = {
  type: 'regular',
  summary: 'the sequence of variables is accepted by a deterministic finite automaton',
  validate(c, ctx) {
    return ctx.scopeProblem(c.scope, { allowEmpty: true, allowRepeats: true }) ?? dfaProblem(c.dfa);
  },
  variables: (c) => c.scope,
  check: (c, values) => dfaAccepts(compileDfa(c.dfa), c.scope, values),
  // Automata are compared by identity: one clue's automaton is typically shared by its lines.
  same: (a, b) => a.dfa === b.dfa && sameList(a.scope, b.scope),
  post(c, ctx) {
    ctx.add(new RegularPropagator(Int32Array.from(c.scope), compileDfa(c.dfa)));
  },
  encodeClauses: encodeRegular,
};
