/** How hard the native engine filters all-different constraints (see `SolveOptions.allDifferent`). */
export type AllDifferentStrength = 'singles' | 'pointing' | 'overlaps' | 'matching';

/** Options every backend accepts. Strategy fields a backend has no notion of are ignored by it. */
export interface SolveOptions {
  /** Stop after this many solutions (default 1; `Infinity` enumerates all). */
  readonly solutionLimit?: number;
  /** Stop after this many search nodes (status `unknown`). */
  readonly nodeLimit?: number;
  /** Stop after this many ms of wall time (status `timeout`). */
  readonly timeoutMs?: number;
  /** Abort from outside (status `cancelled`). */
  readonly signal?: AbortSignal;
  /** Value order: ascending (default), descending or random (seeded). */
  readonly valueOrder?: 'min' | 'max' | 'random';
  /** Variable order: smallest domain first with degree tie-break (default), or dom/wdeg. */
  readonly variableOrder?: 'mrv' | 'domWdeg' | 'input';
  /** Seed for random choices (value order, tie-breaks, restarts). */
  readonly seed?: number;
  /**
   * All-different strength (native engine):
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
   * Restart policy: `true` (Luby sequence × 100 failures) or `{ scale }`, with random tie-breaks
   * and the dom/wdeg weights kept across restarts; `false` never restarts. When neither this nor
   * `variableOrder` is given, a search that fails 2,000 times switches to dom/wdeg with restarts.
   */
  readonly restarts?:
    | boolean
    | {
        /** Failures per unit of the Luby sequence. */
        readonly scale: number;
      };
  /**
   * Native backend, default strategy, first solution only: once the search escalates (see
   * `restarts`), two more searches join it in turns — Régin matching, and plain MRV — and the
   * first to answer wins. Default `true`; `false` keeps a single search.
   */
  readonly portfolio?: boolean;
  /** Opt-in fine-grained events; they cost nothing when off. */
  readonly trace?: {
    /** Emit `decision` and `backtrack` events. */
    readonly decisions?: boolean;
    /** Emit a `domain` event for every domain change. */
    readonly domains?: boolean;
  };
  /** Interval between `progress` events in ms (default 250). */
  readonly progressIntervalMs?: number;
  /** Longest synchronous slice of an Observable solve, in ms, before yielding to the event loop (default 20). */
  readonly sliceMs?: number;
}
