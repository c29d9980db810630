import type { SearchView } from './SearchView.js';

/**
 * Variable selection: which unfixed variable the search branches on next. Pass one as
 * `SolveOptions.variableOrder`: a built-in ({@link mrv}, {@link domWdeg}, {@link inputOrder}) or
 * your own object. The search recognises the built-ins by identity and runs their selection inline
 * (no call per node); your own is called through this interface at every node.
 *
 * @example
 * ```ts
 * // Largest domain first (a poor strategy, but yours).
 * const largest: VariableOrder = {
 *   name: 'largest',
 *   select(view) {
 *     let best = view.freeVariable(0);
 *     for (let i = 1; i < view.freeCount; i++) {
 *       const v = view.freeVariable(i);
 *       if (view.store.size[v]! > view.store.size[best]!) best = v;
 *     }
 *     return best;
 *   },
 * };
 * ```
 */
export interface VariableOrder {
  /** A short name for messages. */
  readonly name: string;
  /**
   * Returns the variable to branch on: one of `view.freeVariable(0 .. view.freeCount - 1)` (each
   * has two or more values; there is at least one). Any other answer stops the solve with an error
   * naming this order.
   */
  select(view: SearchView): number;
}

/**
 * Smallest domain first ("first fail", MRV); ties go to the variable in the most constraints, then,
 * with restarts on, to the heavier failure weight and chance. The default.
 */
export const mrv: VariableOrder = Object.freeze({
  name: 'mrv',
  select(view: SearchView): number {
    const size = view.store.size;
    let best = view.freeVariable(0);
    let ties = 1;
    for (let i = 1; i < view.freeCount; i++) {
      const v = view.freeVariable(i);
      // Negative when v is the better choice.
      let cmp = size[v]! - size[best]!;
      if (cmp === 0) cmp = view.degree(best) - view.degree(v);
      if (cmp === 0 && view.restarting) cmp = view.weight(best) - view.weight(v);
      if (cmp < 0) {
        best = v;
        ties = 1;
      } else if (cmp === 0 && view.restarting && view.random.below(++ties) === 0) best = v;
    }
    return best;
  },
});

/**
 * Smallest ratio of domain size to failure weight first (dom/wdeg, Boussemart et al. 2004): the
 * variables whose constraints failed most get decided early. Ties, with restarts on, by chance.
 */
export const domWdeg: VariableOrder = Object.freeze({
  name: 'domWdeg',
  select(view: SearchView): number {
    const size = view.store.size;
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    let ties = 0;
    for (let i = 0; i < view.freeCount; i++) {
      const v = view.freeVariable(i);
      const score = size[v]! / view.weight(v);
      if (score < bestScore) {
        bestScore = score;
        best = v;
        ties = 1;
      } else if (view.restarting && score === bestScore && view.random.below(++ties) === 0) best = v;
    }
    return best;
  },
});

/** The unfixed variable with the smallest index: the order the model declared them in. */
export const inputOrder: VariableOrder = Object.freeze({
  name: 'input',
  select(view: SearchView): number {
    let best = view.freeVariable(0);
    for (let i = 1; i < view.freeCount; i++) {
      const v = view.freeVariable(i);
      if (v < best) best = v;
    }
    return best;
  },
});

/** The built-in variable orders by name (for command lines and configuration files). */
export const VARIABLE_ORDERS: Readonly<Record<'mrv' | 'domWdeg' | 'input', VariableOrder>> = Object.freeze({
  mrv,
  domWdeg,
  input: inputOrder,
});
