import type { LearningOptions } from './LearningOptions.js';
/** How hard the native engine filters all-different constraints (see `NativeOptions.allDifferent`). */
export type AllDifferentStrength = 'singles' | 'pointing' | 'overlaps' | 'matching';

/**
 * Options of the native backend only, given as `SolveOptions.backendOptions.native`. Another
 * backend never reads them (each reads its own entry), and the native backend refuses any key
 * not listed here.
 */
export interface NativeOptions {
  /**
   * All-different strength:
   * `singles`: value elimination, pigeonhole, hidden singles in permutation groups;
   * `pointing` (default): also the cheap part of the overlap rule, in stores of one word per
   * domain and at most 1,024 variables (elsewhere the same as `singles`): a value down to two
   * places in a group crossed by overlapping groups (a sudoku box), both in one of them, leaves
   * that group's other members;
   * `overlaps`: the whole overlap rule between groups sharing members (pointing / claiming);
   * `matching`: overlaps plus Régin's matching-based domain consistency on every group.
   * Stronger filtering means fewer nodes but more work per node; see the benchmarks.
   */
  readonly allDifferent?: AllDifferentStrength;
  /**
   * Also branch on (group, value) places: when every domain has three or more values and some
   * value has two places left in an all-different group, branch on one of those places.
   */
  readonly branchOnPlaces?: boolean;
  /**
   * Escalation of a stuck search: after this many failures without a solution, switch to dom/wdeg
   * with Luby restarts (scale 100) and random tie-breaks, keeping the weights learned so far.
   * `undefined` (the default) escalates after 2,000 failures when the solve names neither a
   * `variableOrder` nor `restarts`; `false` never escalates; `true` escalates after 2,000 failures
   * whatever the strategy; `{ afterFailures }` sets the threshold. A search with restarts of its
   * own never escalates.
   */
  readonly escalate?:
    | boolean
    | {
        /** Failures without a solution before the search escalates (a positive integer). */
        readonly afterFailures: number;
      };
  /**
   * First solution only, no objective, no trace: once the search escalates, more searches
   * join it in turns — Régin matching, plain MRV, and (unless `learning` is `false`) the learning
   * search — and the first to answer wins. Default
   * `true`; `false` keeps a single search.
   */
  readonly portfolio?: boolean;
  /**
   * Derive redundant constraints before search (`presolveModel`): the sum rule on all-different
   * permutation groups and their unions (innies, outies, hidden cages), differences of
   * intersecting sums, and values a sum inside a group requires, removed from the rest of the
   * group. Default `true`; `false` measures what it gives. A model without unit sums (classic
   * sudoku) has nothing to derive either way.
   */
  readonly presolve?: boolean;
  /**
   * Search with nogood learning (lazy clause generation; see docs/learning.md): propagators
   * explain their prunings over the literals `[x = v]` / `[x ≠ v]`, each conflict is analysed to a
   * first-UIP nogood, shrunk, that is kept as a clause, the search backjumps, branches on the
   * most active (variable, value) atom (VSIDS with target and saved phases) and restarts on a
   * Luby schedule. `variableOrder`,
   * `valueOrder`, `restarts`, `escalate` and `portfolio` do not apply to it.
   *
   * Default (`undefined`): the plain search, and once it escalates (see `portfolio`) the learning
   * search joins the portfolio as a fourth arm with the largest CPU share (models of at most two
   * million variable-value pairs); `false` keeps it out.
   *
   * `{ shrink: false }` turns off the shrinking of learnt nogoods (on by default).
   *
   * `{ debug: true }` also checks every explanation and learnt nogood against every solution of
   * the model, found by brute force (small models only: tests), and throws `ExplanationError`
   * naming the propagator of a bad one.
   *
   * The other fields of {@link LearningOptions} tune the search (each default is the measured best).
   *
   * With learning, a `seed` in the solve options perturbs the initial variable order (without one
   * the default order is used).
   */
  readonly learning?: boolean | LearningOptions;
}
