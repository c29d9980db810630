import { among, type IntVar, type Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';

/**
 * Every 2×2 window of the grid holds a digit of each of three classes (`classOf` → 0, 1 or 2): the
 * shared body of global entropy (low / middle / high) and global mod 3. One `among(window, class,
 * '>=', 1)` per window and class: the classes then propagate both ways (three cells of two classes
 * force the fourth into the third), and every backend that takes `among` runs it.
 */
export function addWindowClasses(
  ctx: VariantRuleContext,
  classOf: (v: number) => number,
  text: string,
): void {
  const n = ctx.n;
  const classes = [0, 1, 2].map((k) =>
    Array.from({ length: n }, (_, i) => i + 1).filter((v) => classOf(v) === k),
  );
  const relation: CellRelation = {
    text,
    holds: (values) => new Set(values.map(classOf)).size === 3,
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      for (const values of classes) model.add(among(vars, values, '>=', 1, name));
    },
  };
  for (let r = 0; r + 1 < n; r++) {
    for (let c = 0; c + 1 < n; c++) {
      const top = r * n + c;
      ctx.addRelation([top, top + 1, top + n, top + n + 1], relation);
    }
  }
}
