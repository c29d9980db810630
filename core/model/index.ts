export type {
  AllDifferentConstraint,
  Constraint,
  ConstraintType,
  LinearConstraint,
  LinearOp,
  RelationConstraint,
  RelationOp,
  TableConstraint,
} from './Constraint.js';
export { describeConstraint, LINEAR_OPS, RELATION_OPS } from './Constraint.js';
export { checkAssignment, holds } from './checkAssignment.js';
export type { Domain } from './Domain.js';
export { domainHas, domainSize, domainValues, range, valuesOf } from './Domain.js';
export type { DomainInput } from './Model.js';
export { Model } from './Model.js';
export { relationHolds } from './relationHolds.js';
export { Solution } from './Solution.js';
export { sameConstraint, sameConstraints } from './sameConstraints.js';
export type { VariableSpec } from './VariableSpec.js';
