import { ChildContext } from '../composite/ChildContext.js';
import { nestedRulesField } from '../composite/nestedRulesField.js';
import { tableOfBranches } from '../composite/tableOfBranches.js';
import { findVariantViolations } from '../findVariantViolations.js';
import { isPlainObject } from '../readShape.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';

/** A nested rule's place for messages: `rule #1 (kropki)`. */
export function nestedLabel(c: unknown, i: number): string {
  return isPlainObject(c) && typeof c.type === 'string' ? `rule #${i} (${c.type})` : `rule #${i}`;
}

/**
 * `or` (ISS `Or`): at least one of the nested rules holds. Each rule is resolved on its own (captured:
 * its cages, dots, lines…), and the composite becomes one `table` over the union of their cells, listing
 * every digit combination that satisfies some rule — generalised arc consistency on that union, the
 * strongest a single constraint can be. Rows, columns and regions prune the listing (cells in one house
 * differ), so rules over a handful of cells are cheap; a union with too many combinations is refused.
 */
export const orRule = defineRule({
  type: 'or',
  description:
    "At least one of the nested 'rules' holds (any rules over a few cells: cages, dots, lines, candidates, pairwise, composites).",
  fields: {
    /** The alternatives. */
    rules: nestedRulesField(2, 'The alternatives: constraints of any type over a few cells.'),
  },
  resolve(ctx: VariantRuleContext, { rules }) {
    const branches = rules.map((c, i) => {
      const child = new ChildContext(ctx, nestedLabel(c, i), true);
      ctx.resolveNested(c, child);
      child.finish();
      if (child.cells(ctx.parity).length === 0) child.fail('constrains no cell');
      return child;
    });
    const resolved = branches.map((b) => b.captured(ctx.parity));
    const scope = [...new Set(branches.flatMap((b) => b.cells(ctx.parity)))];
    const size = ctx.n * ctx.n;
    const full = new Int32Array(size);
    const holds = (values: readonly number[]): boolean => {
      full.fill(0);
      scope.forEach((c, i) => {
        full[c] = values[i]!;
      });
      return resolved.some((r) => findVariantViolations(r, full, true).length === 0);
    };
    const tuples = tableOfBranches(ctx, scope, resolved);
    if (typeof tuples === 'string') ctx.fail(tuples);
    if (tuples.length === 0) ctx.fail('no digits satisfy any of its rules');
    ctx.addRelation(scope, {
      text: 'must satisfy at least one of its rules',
      holds,
      post: (model, vars, name) => {
        model.table(vars, tuples, name);
      },
    });
  },
});

/** An `or` of rules. */
export type OrSpec = VariantConstraintOf<'or'>;
