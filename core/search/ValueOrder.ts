import type { SearchView } from './SearchView.js';

/**
 * How the search branches on the value a {@link ValueOrder} chose for variable `x`:
 * `assign` tries `x = value`, then `x ≠ value`; `split` tries `x ≤ value`, then `x > value`
 * (domain bisection: the value must lie below `x`'s maximum).
 */
export type Branching = 'assign' | 'split';

/**
 * Value selection: which value of the chosen variable the search tries first, and how it branches
 * ({@link Branching}). Pass one as `SolveOptions.valueOrder`: a built-in ({@link minValue},
 * {@link maxValue}, {@link randomValue}, {@link splitValue}) or your own object. The search
 * recognises the built-ins by identity and runs them inline; your own is called at every node.
 *
 * @example
 * ```ts
 * // Try the value nearest 5 first.
 * const nearFive: ValueOrder = {
 *   name: 'nearFive',
 *   branching: 'assign',
 *   choose(view, x) {
 *     let best = view.store.min(x);
 *     for (const v of view.store.values(x)) if (Math.abs(v - 5) < Math.abs(best - 5)) best = v;
 *     return best;
 *   },
 * };
 * ```
 */
export interface ValueOrder {
  /** A short name for messages. */
  readonly name: string;
  /** How the search branches on the chosen value. */
  readonly branching: Branching;
  /**
   * The value to branch on for `variable` (which has two or more values): one of its values for
   * `assign`; for `split`, at least its minimum and below its maximum. Any other answer stops the
   * solve with an error naming this order.
   */
  choose(view: SearchView, variable: number): number;
}

/** Smallest value first (`x = min`, then `x ≠ min`). The default. */
export const minValue: ValueOrder = Object.freeze({
  name: 'min',
  branching: 'assign' as const,
  choose: (view: SearchView, x: number): number => view.store.min(x),
});

/** Largest value first (`x = max`, then `x ≠ max`). */
export const maxValue: ValueOrder = Object.freeze({
  name: 'max',
  branching: 'assign' as const,
  choose: (view: SearchView, x: number): number => view.store.max(x),
});

/** A value drawn uniformly from the domain with the solve's `seed` (`x = v`, then `x ≠ v`). */
export const randomValue: ValueOrder = Object.freeze({
  name: 'random',
  branching: 'assign' as const,
  choose(view: SearchView, x: number): number {
    const values = view.store.values(x);
    return values[view.random.below(values.length)]!;
  },
});

/**
 * Domain bisection: `x ≤ mid`, then `x > mid`, with `mid` halfway between the bounds (rounded
 * down). Suits wide domains and optimisation, where fixing one value at a time learns little.
 */
export const splitValue: ValueOrder = Object.freeze({
  name: 'split',
  branching: 'split' as const,
  choose(view: SearchView, x: number): number {
    const lo = view.store.min(x);
    return lo + Math.floor((view.store.max(x) - lo) / 2);
  },
});

/** The built-in value orders by name (for command lines and configuration files). */
export const VALUE_ORDERS: Readonly<Record<'min' | 'max' | 'random' | 'split', ValueOrder>> = Object.freeze({
  min: minValue,
  max: maxValue,
  random: randomValue,
  split: splitValue,
});
