/** Choices of encoding for `buildVariantModel`; the defaults are the measured best on `native`. */
export interface VariantBuildOptions {
  /**
   * How a pair of cells with a fixed sum (X and V) is stated: `linear` (`a + b = k`, bounds reasoning;
   * the default: measured 1.7–2.9× faster on `native` than the table on the XV fixtures) or `table` (the
   * allowed digit pairs, domain consistent). Both compile to SAT; neither to DLX.
   */
  readonly pairSum?: 'table' | 'linear';
  /**
   * How a sandwich clue is stated: `table` (the default: helper variables for where the 1 and the N
   * stand, one table per cell, a `linear` over the shares) or `regular` (one automaton over the row or
   * column: before the 1 / N, between them with the running sum, after; domain consistent on the
   * clue). Measured on the 15 generated outside-clue puzzles of the variant bench (native, CPU ms,
   * interleaved, 2026-11-26): `regular` median 152 against 474, but one puzzle went from 0.88 s to
   * 7.9 s (89,779 nodes against 13,938: another search path), and both together were worse still
   * (17.9 s), so `table` stays the default. Both compile to SAT; neither to DLX.
   */
  readonly sandwich?: 'table' | 'regular';
}
