import type { VariantConstraintOf } from '../VariantConstraint.js';
import { parityRule } from './parityRule.js';

/** The cells hold even digits. */
export const evenRule = parityRule('even');

/** Even cells. */
export type EvenSpec = VariantConstraintOf<'even'>;
