import { element, type IntVar, type Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';

/**
 * Anti-taxicab (ISS `AntiTaxicab`): a digit d is never at taxicab distance exactly d from another d.
 *
 * The model is dual rather than pairwise (one `table` per pair of cells measured 2.5 ms per search node
 * on 9×9: about two thousand tables): per digit d and row r a position variable p(r, d), the column of d
 * in row r, channelled by `element(p(r, d), row r, d)`; then for two rows dr < d apart the columns of their
 * d's must not be d − dr apart: `relation absDiffNe`. The channel runs both ways (a second `element`
 * per cell, `pos(r, x(r, c)) = c`), so a column a d may no longer take removes d from that cell. A fixed d anywhere removes the forbidden columns of
 * the other rows' d at once. The checker tests every pair of cells directly (one relation per pair, which
 * posts nothing: the dual model carries them).
 */
function dualModel(n: number): CellRelation {
  return {
    text: 'must keep every digit d away from taxicab distance d of another d',
    // The pair relations below carry the check, with the two cells named.
    holds: () => true,
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      const pos: IntVar[][] = Array.from({ length: n + 1 }, () => []);
      const constant = (k: number) => model.intVar(`${name}: constant ${k}`, { min: k, max: k });
      const constants = Array.from({ length: n + 1 }, (_, k) => (k === 0 ? undefined : constant(k)));
      for (let d = 1; d <= n; d++) {
        for (let r = 0; r < n; r++) {
          const p = model.intVar(`${name}: column of ${d} in row ${r + 1}`, { min: 1, max: n });
          model.add(element(p, vars.slice(r * n, (r + 1) * n), constants[d]!, 1, name));
          pos[d]!.push(p);
        }
      }
      // The other direction of the channel: cell (r, c) holds d only while c is a column d may take.
      for (let r = 0; r < n; r++)
        for (let c = 0; c < n; c++) {
          const row = Array.from({ length: n }, (_, d) => pos[d + 1]![r]!);
          model.add(element(vars[r * n + c]!, row, constants[c + 1]!, 1, name));
        }
      for (let d = 1; d <= n; d++) {
        const p = pos[d]!;
        for (let r1 = 0; r1 < n; r1++)
          for (let r2 = r1 + 1; r2 < n && r2 - r1 < d; r2++)
            model.relation('absDiffNe', p[r1]!, p[r2]!, d - (r2 - r1), name);
      }
    },
  };
}

const NO_POST = (): void => {};

/** Anti-taxicab. */
export const antiTaxicabRule = defineRule({
  type: 'antiTaxicab',
  description: 'Anti-taxicab: two cells holding the same digit d are never at taxicab distance exactly d.',
  fields: {},
  resolve(ctx: VariantRuleContext) {
    const n = ctx.n;
    const g = ctx.geometry;
    ctx.addRelation(
      Array.from({ length: n * n }, (_, c) => c),
      dualModel(n),
    );
    for (let a = 0; a < n * n; a++) {
      for (let b = a + 1; b < n * n; b++) {
        const dr = Math.abs(g.row(a) - g.row(b));
        const dc = Math.abs(g.col(a) - g.col(b));
        const d = dr + dc;
        // Cells of one row or column differ anyway.
        if (dr === 0 || dc === 0 || d > n) continue;
        ctx.addRelation([a, b], {
          text: `must not both hold ${d} (they are ${d} apart)`,
          holds: (v) => v[0] !== d || v[1] !== d,
          post: NO_POST,
        });
      }
    }
  },
});

/** Anti-taxicab. */
export type AntiTaxicabSpec = VariantConstraintOf<'antiTaxicab'>;
