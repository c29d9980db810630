import type { SpecOf } from './VariantRule.js';
import { VARIANT_RULES } from './variantRules.js';

/** Any constraint of a variant puzzle, as it appears in the puzzle's `constraints` (derived from `VARIANT_RULES`). */
export type VariantConstraint = SpecOf<(typeof VARIANT_RULES)[number]>;

/** The `type` tag of every variant constraint. */
export type VariantConstraintType = VariantConstraint['type'];

/** Every variant constraint type, in documentation order. */
export const VARIANT_CONSTRAINT_TYPES: readonly VariantConstraintType[] = VARIANT_RULES.map((r) => r.type);

/** The constraint of one `type`: `VariantConstraintOf<'killer'>` is a killer cage as written in JSON. */
export type VariantConstraintOf<T extends VariantConstraintType> = Extract<
  VariantConstraint,
  Record<'type', T>
>;
