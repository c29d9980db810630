import type { VariantRuleContext } from '../VariantRuleContext.js';

/**
 * `ne` between cells a chess move apart (each step `[dr, dc]` and its mirror image by direction of
 * travel), except where both lie in one box or region: those differ anyway.
 */
export function addMoveInequalities(
  ctx: VariantRuleContext,
  steps: readonly (readonly [number, number])[],
): void {
  const n = ctx.n;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      for (const [dr, dc] of steps) {
        const r2 = r + dr;
        const c2 = c + dc;
        if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
        const a = r * n + c;
        const b = r2 * n + c2;
        if (ctx.regionOf[a] === ctx.regionOf[b]) continue;
        ctx.addPair(a, b, 'ne', 0);
      }
    }
  }
}
