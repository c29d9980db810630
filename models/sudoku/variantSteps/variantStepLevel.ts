import type { Step } from '../techniques/Step.js';
import { chainEffort, PATTERN_LEVELS } from '../techniques/stepLevel.js';
import type { VariantTechnique } from './VariantTechnique.js';

/**
 * Bounded forcing as a chain on the classic difficulty scale: a contradiction found in `runs` propagator
 * runs counts like a Nishio chain of `⌈log₄(1 + runs)⌉` singles rounds (capped at 12, as classic chains
 * are). A propagator run does much less than a round of singles, hence the logarithm: 15 runs count as 2
 * rounds, 250 as 4, 4000 as 6.
 */
export function forcingEffort(step: Step): number {
  const rounds = Math.min(12, Math.max(1, Math.ceil(Math.log(1 + step.length) / Math.log(4))));
  return 2 ** rounds;
}

/** Chain effort of a variant step: bounded forcing by {@link forcingEffort}, guessing as classic; else `0`. */
export function variantChainEffort(step: Step): number {
  if (step.technique === 'bounded-forcing') return forcingEffort(step);
  return chainEffort(step);
}

/**
 * Level of a variant pattern step on the Sudoku Explainer scale: the classic table for classic techniques,
 * and for variant techniques `1 + 2·log10(cost / 100)` from their first-use cost, as `stepLevel` does for
 * any technique without a table entry (cage combinations 2.2, innies and outies 3.2, line combinations 3.4).
 */
export function variantPatternLevel(step: Step, technique?: VariantTechnique): number {
  const known = PATTERN_LEVELS[step.technique];
  if (known !== undefined) return known;
  const cost = technique?.cost.first ?? 100;
  return 1 + 2 * Math.log10(Math.max(cost, 100) / 100);
}
