import { pairRelationRule } from '../pairwise/pairRelationRule.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';

/** A custom relation between consecutive cells of a line (ISS `Pair`, formerly `Binary`). */
export const pairLineRule = pairRelationRule('pairLine');

/** A custom pairwise line. */
export type PairLineSpec = VariantConstraintOf<'pairLine'>;
