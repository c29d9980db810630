import type { VariantConstraintOf } from '../VariantConstraint.js';
import { containRule } from './containRule.js';

/** The cells contain the listed digits, exactly as often as listed. */
export const containExactRule = containRule('containExact');

/** A contain-exact set. */
export type ContainExactSpec = VariantConstraintOf<'containExact'>;
