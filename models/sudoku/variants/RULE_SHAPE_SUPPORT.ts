import type { VariantRuleSupport } from './VariantRuleSupport.js';

/**
 * What the rules written before grids other than N×N with digits 1..N existed can take (see
 * {@link VariantRuleSupport}), by `type`; a rule may instead declare its own `supports`. Checked one by
 * one against each rule's resolver: only the cells it is given, sizes in values (`ctx.n`), no grid side.
 */
export const RULE_SHAPE_SUPPORT: ReadonlyMap<string, VariantRuleSupport> = new Map<
  string,
  VariantRuleSupport
>([
  // Different values, nothing more: any grid, any values, any cells.
  ['extraRegion', { anyGrid: true, anyValues: true, extraCells: true }],
  // Order and differences of neighbouring cells: shift-invariant, but they need grid adjacency.
  ['thermometer', { anyGrid: true, anyValues: true }],
  ['slowThermometer', { anyGrid: true, anyValues: true }],
  ['renban', { anyGrid: true, anyValues: true }],
  ['palindrome', { anyGrid: true, anyValues: true }],
  ['betweenLine', { anyGrid: true, anyValues: true }],
  // Adjacent cells, but sums, ratios, parity or thirds of 1..N in their meaning or messages.
  ['kropki', { anyGrid: true }],
  ['xv', { anyGrid: true }],
  ['whispers', { anyGrid: true }],
  ['parityLine', { anyGrid: true }],
  ['entropicLine', { anyGrid: true }],
  ['zipperLine', { anyGrid: true }],
  ['even', { anyGrid: true, extraCells: true }],
  ['odd', { anyGrid: true, extraCells: true }],
]);
