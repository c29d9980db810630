import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

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
export interface RelationConstraint extends ConstraintSpec {
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
}
