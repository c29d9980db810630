import { type IntVar, type Model, regular } from '../../../../core/index.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { AutomatonError } from './AutomatonError.js';
import { acceptsLength } from './acceptsLength.js';
import type { DigitNfa } from './DigitNfa.js';
import { nfaAccepts } from './nfaAccepts.js';
import { nfaToDfa } from './nfaToDfa.js';

/**
 * Adds the rule that the line's digits, read in order, are accepted by `nfa`: the checker simulates the
 * nondeterministic automaton; the model posts `regular` over its deterministic form (domain consistent
 * on the line). Fails naming the constraint when the automaton is too large or accepts no line of
 * this length.
 */
export function addAutomatonLine(
  ctx: VariantRuleContext,
  cells: readonly number[],
  nfa: DigitNfa,
  text: string,
): void {
  let dfa: ReturnType<typeof nfaToDfa>;
  try {
    dfa = nfaToDfa(nfa, ctx.n);
  } catch (e) {
    if (e instanceof AutomatonError) ctx.fail(e.message);
    throw e;
  }
  if (!acceptsLength(dfa, cells.length))
    ctx.fail(`no ${cells.length} digits 1..${ctx.n} are accepted (the line's length)`);
  ctx.addRelation(cells, {
    text,
    holds: (values) => nfaAccepts(nfa, values),
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      model.add(regular(vars, dfa, name));
    },
  });
}
