import { pairRelationRule } from '../pairwise/pairRelationRule.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';

/** A custom relation between all pairs of a set of cells (ISS `PairX`, formerly `BinaryX`). */
export const pairSetRule = pairRelationRule('pairSet');

/** A custom pairwise set. */
export type PairSetSpec = VariantConstraintOf<'pairSet'>;
