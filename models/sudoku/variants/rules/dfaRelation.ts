import { type Dfa, type IntVar, type Model, regular } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { acceptsSomeWord } from './lineDfa.js';

/**
 * A rule over cells in order, checked by `holds` (written from the rule's text, independent of the
 * automaton) and posted as one `regular` over `dfa`. Fails through `ctx`, with `impossible`, when no
 * line of that length can satisfy the automaton.
 */
export function dfaRelation(
  ctx: VariantRuleContext,
  length: number,
  text: string,
  holds: (values: readonly number[]) => boolean,
  dfa: Dfa,
  impossible: string,
): CellRelation {
  if (dfa.accepting.length === 0 || !acceptsSomeWord(dfa, length)) ctx.fail(impossible);
  return {
    text,
    holds,
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      model.add(regular(vars, dfa, name));
    },
  };
}
