import type { VariantTechnique } from './VariantTechnique.js';

/** Options of `variantHint`, `variantSteps` and `rateVariant`. */
export interface VariantStepOptions {
  /** Techniques to use, cheapest first (default `variantTechniques`). */
  readonly techniques?: readonly VariantTechnique[];
}

/** Options of `rateVariant`. */
export interface VariantRateOptions extends VariantStepOptions {
  /** Keep every step of the path in the result (`path`). */
  readonly keepPath?: boolean;
}
