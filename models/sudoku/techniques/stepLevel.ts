import type { Step } from './Step.js';
import type { Technique } from './Technique.js';

/**
 * Level of each pattern technique on the Sudoku Explainer scale (where SE rates the same pattern), used by
 * `rate` for its `difficulty`. Chain techniques are not here: their level comes from their length.
 */
export const PATTERN_LEVELS: Readonly<Record<string, number>> = {
  'full-house': 1.0,
  'hidden-single': 1.2,
  // SE rates naked singles 2.3, but our path takes them before hidden singles even when hidden singles
  // would do; the cost table prices both at 100, so they share a level.
  'naked-single': 1.2,
  pointing: 2.6,
  'double-pairs': 2.8,
  claiming: 2.8,
  'naked-pair': 3.0,
  'x-wing': 3.2,
  'hidden-pair': 3.4,
  'naked-triple': 3.6,
  swordfish: 3.8,
  'hidden-triple': 4.0,
  'xy-wing': 4.2,
  // SE has no simple colouring; measured: puzzles whose hardest step it is average SE 4.4.
  'simple-colouring': 4.3,
  'xyz-wing': 4.4,
  'naked-quad': 5.0,
  'naked-set': 5.0,
  jellyfish: 5.2,
  'hidden-quad': 5.4,
  'hidden-set': 5.4,
};

/** Techniques whose level grows with the step's length instead of being fixed. */
export const CHAIN_TECHNIQUES: ReadonlySet<string> = new Set(['forcing-chains', 'nishio', 'guessing']);

/** Longest chain counted at full weight: 2^12 singles rounds is already far beyond any person. */
const MAX_CHAIN_EXPONENT = 12;

/**
 * Effort of a chain step: `2^length` (rounds of singles followed, capped at 12) for forcing chains and
 * Nishio, the cap for guessing (a search, harder than any chain). `0` for pattern steps.
 */
export function chainEffort(step: Step): number {
  if (step.technique === 'guessing') return 2 ** MAX_CHAIN_EXPONENT;
  if (!CHAIN_TECHNIQUES.has(step.technique)) return 0;
  return 2 ** Math.min(step.length, MAX_CHAIN_EXPONENT);
}

/** Level of a total chain effort: `3.0 + 1.4·ln(1 + effort)` (fitted on the SE dev puzzles). */
export function chainLevel(effort: number): number {
  return 3.0 + 1.4 * Math.log1p(effort);
}

/**
 * SE-like level of one step: the pattern table, the chain formula for chain techniques, and for a
 * technique of neither kind `1 + 2·log10(cost / 100)` from its first-use cost.
 */
export function stepLevel(step: Step, technique?: Technique): number {
  if (CHAIN_TECHNIQUES.has(step.technique)) return chainLevel(chainEffort(step));
  const known = PATTERN_LEVELS[step.technique];
  if (known !== undefined) return known;
  const cost = technique?.cost.first ?? 100;
  return 1 + 2 * Math.log10(Math.max(cost, 100) / 100);
}
