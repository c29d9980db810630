import { makeStep } from '../techniques/makeStep.js';
import type { CellValue, Step } from '../techniques/Step.js';
import { pairRuleHolds } from '../variants/pairRuleHolds.js';
import type { PairRule } from '../variants/ResolvedVariant.js';
import { maskValues, removedText, ruleName, sortedCellValues } from './describe.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

/** What a pair rule asks, in words. */
function ruleText(rule: PairRule, k: number): string {
  switch (rule) {
    case 'ne':
      return 'differ';
    case 'lt':
      return 'rise';
    case 'diff':
      return `differ by ${k}`;
    case 'notDiff':
      return `not differ by ${k}`;
    case 'ratio':
      return `be in ratio 1:${k}`;
    case 'notRatio':
      return `not be in ratio 1:${k}`;
    case 'sum':
      return `sum to ${k}`;
    case 'notSum':
      return `not sum to ${k}`;
  }
}

/**
 * Pair rules (kropki dots, X and V, their negative forms, non-consecutive, and any two-cell rule of a new
 * constraint): a digit of one cell that no candidate of the other cell completes is removed. Thermometer
 * steps (`lt`) are left to thermometer ranges, which reason along the whole bulb-to-tip line.
 */
export const pairRules: VariantTechnique = {
  id: 'pair-rules',
  name: 'Pair rule',
  cost: { first: 300, later: 150 },
  find(grid: VariantCandidates): Step | null {
    for (const p of grid.resolved.pairs) {
      if (p.rule === 'ne' || p.rule === 'lt') continue;
      const ma = grid.maskOf(p.a);
      const mb = grid.maskOf(p.b);
      const differ = grid.sees(p.a, p.b);
      const supported = (x: number, other: number, first: boolean): boolean =>
        maskValues(other).some(
          (y) =>
            !(differ && x === y) &&
            (first ? pairRuleHolds(p.rule, p.k, x, y) : pairRuleHolds(p.rule, p.k, y, x)),
        );
      const eliminations: CellValue[] = [];
      if (grid.values[p.a] === 0) {
        for (const x of maskValues(ma))
          if (!supported(x, mb, true)) eliminations.push({ cell: p.a, value: x });
      }
      if (grid.values[p.b] === 0) {
        for (const y of maskValues(mb))
          if (!supported(y, ma, false)) eliminations.push({ cell: p.b, value: y });
      }
      if (eliminations.length === 0) continue;
      sortedCellValues(eliminations);
      const g = grid.geometry;
      return makeStep(this, {
        eliminations,
        cells: [p.a, p.b],
        because: `${ruleName(p.origin)}: ${g.cellName(p.a)} and ${g.cellName(p.b)} must ${ruleText(p.rule, p.k)}; ${g.cellName(p.a)} can be ${maskValues(ma).join(', ')} and ${g.cellName(p.b)} ${maskValues(mb).join(', ')}, so ${removedText(grid, eliminations)} ${eliminations.length === 1 ? 'goes' : 'go'}.`,
      });
    }
    return null;
  },
};
