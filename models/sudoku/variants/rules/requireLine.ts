import type { VariantRuleContext } from '../VariantRuleContext.js';

/** Fails unless each cell of the line touches the next one (diagonals allowed), naming the first gap. */
export function requireLine(ctx: VariantRuleContext, cells: readonly number[]): void {
  for (let i = 1; i < cells.length; i++) ctx.requireAdjacent(cells[i - 1]!, cells[i]!, true);
}
