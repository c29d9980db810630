import type { DomainStore } from '../domain/DomainStore.js';
import type { Random } from '../util/Random.js';

/**
 * What a search shows the strategies it consults ({@link VariableOrder}, {@link ValueOrder}) at a
 * node: the domains, the variables still to decide, and the figures the built-in strategies use.
 * Read it, never write it: domains change only through propagation and branching.
 */
export interface SearchView {
  /** The domains (`size`, `min`, `max`, `values`, `hasValue` …; value `offset[v] + i` is bit `i`). */
  readonly store: DomainStore;
  /**
   * How many decision variables are still unfixed. When a variable order is asked, every one of
   * `freeVariable(0 .. freeCount - 1)` has two or more values, and `freeCount` is at least 1.
   */
  readonly freeCount: number;
  /** The `i`-th unfixed decision variable (`0 ≤ i < freeCount`), in no particular order. */
  freeVariable(i: number): number;
  /** How often propagation failed on constraints of `v` so far (starts at 1; the "wdeg" of dom/wdeg). */
  weight(v: number): number;
  /** How many constraints `v` appears in (static; the MRV tie-break). */
  degree(v: number): number;
  /** The search's seeded random generator (the solve's `seed`): draw from it, never from `Math.random`. */
  readonly random: Random;
  /** Whether restarts are on: built-in orders then break ties at random, so each run explores anew. */
  readonly restarting: boolean;
  /** The current search depth (0 at the root). */
  readonly currentDepth: number;
}
