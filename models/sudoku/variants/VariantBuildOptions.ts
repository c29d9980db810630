/** Choices of encoding for `buildVariantModel`; the defaults are the measured best on `native`. */
export interface VariantBuildOptions {
  /**
   * How a pair of cells with a fixed sum (X and V) is stated: `linear` (`a + b = k`, bounds reasoning;
   * the default: measured 1.7–2.9× faster on `native` than the table on the XV fixtures) or `table` (the
   * allowed digit pairs, domain consistent). Both compile to SAT; neither to DLX.
   */
  readonly pairSum?: 'table' | 'linear';
}
