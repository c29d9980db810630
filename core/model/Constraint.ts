/**
 * Constraints are plain data: a model never solves itself. Each backend compiles the
 * kinds it supports and names the ones it does not (see `Backend.supports`).
 *
 * Variables are referred to by their index in the model (`Model.variables`).
 */

/** Every constraint kind, as the `type` tag of {@link Constraint}. */
export type ConstraintType = Constraint['type'];

/** All variables in `scope` take pairwise different values. */
export interface AllDifferentConstraint {
  /** Tag. */
  readonly type: 'allDifferent';
  /** Variable indices (at least one, no repeats). */
  readonly scope: readonly number[];
  /** Optional label used in messages (e.g. `row 3`). */
  readonly name?: string;
}

/**
 * Binary relation operators. For `eq`, `ne`, `lt`, `le`, `gt`, `ge` the relation is
 * `x op y + k`; for `absDiffEq` / `absDiffNe` / `absDiffGe` / `absDiffLe` it is `|x − y| op k`.
 */
export type RelationOp =
  | 'eq'
  | 'ne'
  | 'lt'
  | 'le'
  | 'gt'
  | 'ge'
  | 'absDiffEq'
  | 'absDiffNe'
  | 'absDiffGe'
  | 'absDiffLe';

/** Every relation operator, in documentation order. */
export const RELATION_OPS: readonly RelationOp[] = [
  'eq',
  'ne',
  'lt',
  'le',
  'gt',
  'ge',
  'absDiffEq',
  'absDiffNe',
  'absDiffGe',
  'absDiffLe',
];

/** A relation between two variables, e.g. `x < y`, `x = y + 2`, `|x − y| = 1`. */
export interface RelationConstraint {
  /** Tag. */
  readonly type: 'relation';
  /** The operator. */
  readonly op: RelationOp;
  /** First variable index. */
  readonly x: number;
  /** Second variable index. */
  readonly y: number;
  /** The constant (offset for ordering relations, distance for `absDiff*`); default 0. */
  readonly k: number;
  /** Optional label used in messages. */
  readonly name?: string;
}

/** Comparison operators of a linear constraint. */
export type LinearOp = '=' | '<=' | '>=' | '!=';

/** Every linear comparison operator. */
export const LINEAR_OPS: readonly LinearOp[] = ['=', '<=', '>=', '!='];

/** `Σ coeffs[i] · scope[i]  op  rhs`. */
export interface LinearConstraint {
  /** Tag. */
  readonly type: 'linear';
  /** Variable indices; a variable may appear once. */
  readonly scope: readonly number[];
  /** Integer coefficients, same length as `scope`. */
  readonly coeffs: readonly number[];
  /** Comparison. */
  readonly op: LinearOp;
  /** Right-hand side constant. */
  readonly rhs: number;
  /** Optional label used in messages (e.g. `cage 4`). */
  readonly name?: string;
}

/** The tuple `(scope[0], …, scope[k-1])` must equal one of `tuples` (allowed tuples, extensional). */
export interface TableConstraint {
  /** Tag. */
  readonly type: 'table';
  /** Variable indices (no repeats). */
  readonly scope: readonly number[];
  /** Allowed tuples, each of length `scope.length`. */
  readonly tuples: readonly (readonly number[])[];
  /** Optional label used in messages. */
  readonly name?: string;
}

/** Any constraint a model may hold. */
export type Constraint = AllDifferentConstraint | RelationConstraint | LinearConstraint | TableConstraint;

/** A short human description of a constraint, for error messages: `allDifferent "row 1" (#3)`. */
export function describeConstraint(c: Constraint, index?: number): string {
  const label = c.name ? ` "${c.name}"` : '';
  const at = index === undefined ? '' : ` (#${index})`;
  return `${c.type}${label}${at}`;
}
