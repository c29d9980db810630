import type { VariantConstraintOf } from '../VariantConstraint.js';
import { containRule } from './containRule.js';

/** The cells contain the listed digits, at least as often as listed. */
export const containAtLeastRule = containRule('containAtLeast');

/** A contain-at-least set. */
export type ContainAtLeastSpec = VariantConstraintOf<'containAtLeast'>;
