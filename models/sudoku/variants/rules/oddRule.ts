import type { VariantConstraintOf } from '../VariantConstraint.js';
import { parityRule } from './parityRule.js';

/** The cells hold odd digits. */
export const oddRule = parityRule('odd');

/** Odd cells. */
export type OddSpec = VariantConstraintOf<'odd'>;
