/**
 * One set of slices for the native portfolio's arms (see `PortfolioSchedule`), indexed by arm:
 * each arm's slice in the profile's first round, its factor of growth per round without an
 * answer (1 keeps the base), and its longest slice.
 */
export interface SliceProfile {
  /** Each arm's slice in the first round of the profile, ms. */
  readonly baseMs: readonly number[];
  /** Each arm's factor per round (≥ 1). */
  readonly growth: readonly number[];
  /** Each arm's longest slice, ms. */
  readonly capMs: readonly number[];
  /** The arms' turn order under this profile (the same arms as before); by default unchanged. */
  readonly order?: readonly number[];
}
