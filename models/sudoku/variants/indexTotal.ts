import type { VariantShape } from './VariantShape.js';

/**
 * The total of `Σ coeffs[i] · value[i] = total` restated over value indices (the model stores each value
 * as its index 1..N, value = index + minValue − 1): `Σ coeffs[i] · index[i] = total − (minValue − 1) · Σ
 * coeffs`. On values 1..N it is `total` itself; on 0-based values a cage of k cells summing to s becomes
 * indices summing to s + k, so zeros count as they should and every sum propagator, combination table and
 * presolve rule, which see indices, stays exact.
 */
export function indexTotal(shape: VariantShape, coeffs: readonly number[], total: number): number {
  let weight = 0;
  for (const a of coeffs) weight += a;
  return total - (shape.minValue - 1) * weight;
}

/** The inverse of {@link indexTotal}: a total over value indices restated over the values themselves. */
export function valueTotal(shape: VariantShape, coeffs: readonly number[], total: number): number {
  let weight = 0;
  for (const a of coeffs) weight += a;
  return total + (shape.minValue - 1) * weight;
}
