import { addAutomatonLine } from '../automata/addAutomatonLine.js';
import { automatonField } from '../automata/automatonField.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';

/** NFA line (ISS `NFA`, "state machine"): the digits along the line are accepted by an automaton given as data. */
export const nfaLineRule = defineRule({
  type: 'nfaLine',
  description:
    "State-machine line: the digits along it, read in order, are accepted by 'automaton' (nondeterministic; states are numbers 0..).",
  fields: {
    /** The cells, in reading order. */
    cells: cellsField({ min: 1, max: 'N*N', description: 'The cells, in reading order.' }),
    /** The automaton. */
    automaton: automatonField(
      'The automaton: start state(s), accepting states, transitions [from, digit or digits, to].',
    ),
  },
  resolve(ctx: VariantRuleContext, { cells, automaton }) {
    addAutomatonLine(ctx, cells, automaton, 'must be accepted by the automaton');
  },
});

/** A state-machine line. */
export type NfaLineSpec = VariantConstraintOf<'nfaLine'>;
