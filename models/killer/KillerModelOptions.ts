/** Options of `buildKillerModel`. */
export interface KillerModelOptions {
  /**
   * Add the redundant innie / outie sums of `addKillerInnies` (default `true`). They never change the
   * solutions; they let propagation see what the 45 rule shows a human, which cuts the search by orders
   * of magnitude on hard killers.
   */
  readonly innies?: boolean;
}
