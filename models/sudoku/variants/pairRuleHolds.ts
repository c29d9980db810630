import type { PairRule } from './ResolvedVariant.js';

/** Whether digits `x` (first cell) and `y` (second cell) satisfy `rule` with constant `k`. */
export function pairRuleHolds(rule: PairRule, k: number, x: number, y: number): boolean {
  switch (rule) {
    case 'ne':
      return x !== y;
    case 'lt':
      return x < y;
    case 'diff':
      return Math.abs(x - y) === k;
    case 'notDiff':
      return Math.abs(x - y) !== k;
    case 'ratio':
      return x === k * y || y === k * x;
    case 'notRatio':
      return x !== k * y && y !== k * x;
    case 'sum':
      return x + y === k;
    case 'notSum':
      return x + y !== k;
  }
}
