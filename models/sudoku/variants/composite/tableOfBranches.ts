import type { ResolvedVariant } from '../ResolvedVariant.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { type BranchPiece, branchPieces } from './branchPieces.js';

/** Most tuples an `or` may list. */
export const MAX_OR_TUPLES = 100_000;

/** Most search nodes spent listing them. */
const MAX_OR_NODES = 1_000_000;

/**
 * Every assignment of digits to `scope` that satisfies at least one branch, by depth-first search:
 * a cell takes the digits its parity allows, cells of one row, column or region differ (the grid's own
 * rule), and each piece of a branch is tested as soon as its last cell is filled; an assignment is
 * dropped when every branch has a broken piece. Givens are not used (the table stays right when a
 * generator changes them). Returns a message instead when the listing exceeds {@link MAX_OR_TUPLES}
 * tuples or its node budget.
 */
export function tableOfBranches(
  ctx: VariantRuleContext,
  scope: readonly number[],
  branches: readonly ResolvedVariant[],
): number[][] | string {
  const n = ctx.n;
  const g = ctx.geometry;
  const k = scope.length;
  const values = new Int32Array(n * n);
  const position = new Map(scope.map((c, i) => [c, i]));
  const digits = scope.map((c) =>
    Array.from({ length: n }, (_, i) => i + 1).filter(
      (v) => ctx.parity[c] === 0 || v % 2 === ctx.parity[c]! % 2,
    ),
  );
  const peersBefore = scope.map((c, i) =>
    scope
      .slice(0, i)
      .filter((d) => g.row(d) === g.row(c) || g.col(d) === g.col(c) || ctx.regionOf[d] === ctx.regionOf[c]),
  );
  // piecesAt[b][i]: the pieces of branch b whose last cell in scope order is scope[i].
  const piecesAt: BranchPiece[][][] = branches.map((b) => {
    const at: BranchPiece[][] = Array.from({ length: k }, () => []);
    for (const p of branchPieces(b)) at[Math.max(...p.cells.map((c) => position.get(c)!))]!.push(p);
    return at;
  });
  const dead = new Uint8Array(branches.length);
  let alive = branches.length;
  const out: number[][] = [];
  let nodes = 0;
  const walk = (i: number): boolean => {
    if (++nodes > MAX_OR_NODES) return false;
    if (i === k) {
      if (out.length >= MAX_OR_TUPLES) return false;
      out.push(scope.map((c) => values[c]!));
      return true;
    }
    const c = scope[i]!;
    const killed: number[] = [];
    for (const v of digits[i]!) {
      if (peersBefore[i]!.some((d) => values[d] === v)) continue;
      values[c] = v;
      for (let b = 0; b < branches.length; b++) {
        if (dead[b] === 0 && !piecesAt[b]![i]!.every((p) => p.ok(values))) {
          dead[b] = 1;
          alive--;
          killed.push(b);
        }
      }
      const ok = alive === 0 || walk(i + 1);
      for (const b of killed.splice(0)) {
        dead[b] = 0;
        alive++;
      }
      if (!ok) return false;
    }
    values[c] = 0;
    return true;
  };
  if (walk(0)) return out;
  return `its rules' ${k} cells allow too many digit combinations to list (limit ${MAX_OR_TUPLES} combinations, ${MAX_OR_NODES} steps): give the 'or' fewer or smaller rules`;
}
