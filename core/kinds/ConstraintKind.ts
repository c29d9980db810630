import type { ConstraintSpec } from '../model/ConstraintSpec.js';
import type { ClauseSink } from './ClauseSink.js';
import type { ExactCoverSink } from './ExactCoverSink.js';
import type { PostContext } from './PostContext.js';
import type { ValidationContext } from './ValidationContext.js';

/**
 * A constraint kind as a plug-in: everything cspkit knows about one kind of constraint, in one
 * module. Built-in kinds (`allDifferent`, `relation`, `linear`, `table`, the global-constraint
 * catalogue) and user kinds use the same contract and the same `KindRegistry.register` call.
 *
 * Required: the data's `validate`, its `variables`, and `check` (the meaning of the constraint:
 * every backend's answers are checked with it, and it is the oracle of the kind's tests).
 * Optional, one per way of solving: `post` for the native engine, `encodeClauses` for CNF (the
 * `sat` backend, DIMACS export), `exactCover` for the `dlx` backend. A backend that finds no way
 * to express a kind names it in `supports(model)` before any search.
 *
 * Methods are declared as methods (not function-typed properties) so that a kind over a narrower
 * data type is still a `ConstraintKind` of the base type in a registry.
 *
 * @typeParam C - the kind's data shape.
 */
export interface ConstraintKind<C extends ConstraintSpec = ConstraintSpec> {
  /** The kind's name: the `type` tag of its data. */
  readonly type: string;
  /** One line saying what the constraint means, for documentation and listings. */
  readonly summary: string;

  /**
   * The problem with `c`'s data (wrong arity, unknown variable, bad parameter), or `null` when it
   * is valid. Runs once when the constraint is added to a model, before any solve.
   */
  validate(c: C, ctx: ValidationContext): string | null;

  /** The variables `c` reads (for degrees, value layouts, and cache checks). Valid data only. */
  variables(c: C): readonly number[];

  /** Whether `c` holds under a full assignment (`values[v]` is the value of variable `v`). */
  check(c: C, values: ArrayLike<number>): boolean;

  /**
   * Whether two constraints of this kind are equal as data, so that an engine compiled for one
   * serves the other (batch solves of one shape). Default: a structural comparison.
   */
  same?(a: C, b: C): boolean;

  /**
   * `true` when the variables of each constraint must use the same value numbering in the native
   * store (one bit means the same value in all of them), as all-different filtering needs.
   */
  readonly linksValues?: boolean;

  /** Native engine: adds the propagator(s) enforcing `c` (called in model order). */
  post?(c: C, ctx: PostContext): void;

  /**
   * Native engine, alternative to `post`: adds propagators for every constraint of this kind at
   * once (a merged propagator, or one that looks at several constraints together). Called after
   * every `post`, in ascending `postStage` order.
   */
  postAll?(cs: readonly C[], ctx: PostContext): void;

  /** Order of `postAll` among kinds (default 0; larger runs later). */
  readonly postStage?: number;

  /**
   * CNF: adds clauses over the direct encoding's literals (`sink.lit(x, v)` for `x = v`). The
   * encoding must be exact: its solutions, projected on the model's variables, are those of `c`.
   */
  encodeClauses?(c: C, sink: ClauseSink): void;

  /** CNF, alternative to `encodeClauses`: every constraint of this kind at once. */
  encodeClausesAll?(cs: readonly C[], sink: ClauseSink): void;

  /** Exact cover (the `dlx` backend), when the kind can be written as items covered by options. */
  readonly exactCover?: ExactCoverCompiler<C>;
}

/**
 * How a kind is written as an exact-cover problem. Every model variable is already a primary item
 * covered by its options "variable = value"; a kind adds items and says which options cover them.
 */
export interface ExactCoverCompiler<C extends ConstraintSpec = ConstraintSpec> {
  /** Why this constraint cannot be compiled (too many items, say), or `null` when it can. */
  support?(c: C, ctx: ValidationContext): string | null;
  /** Adds the items of every constraint of this kind. */
  compile(cs: readonly C[], sink: ExactCoverSink): void;
}
