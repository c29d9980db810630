/**
 * One band of the portfolio's default member choice: a model with at most `maxAtoms` (variable,
 * value) pairs, and more than the previous band's, runs `members` (names of `PORTFOLIO_MEMBERS`, in
 * start order).
 */
export interface PortfolioRule {
  /** Largest model of the band, in (variable, value) pairs: the sum of the variables' domain sizes. */
  readonly maxAtoms: number;
  /** The members run on such a model when none are configured, in start order. */
  readonly members: readonly string[];
}
