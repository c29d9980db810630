import type { PortfolioMember } from './PortfolioMember.js';

/** The portfolio's own options (`backendOptions.portfolio`). */
export interface PortfolioOptions {
  /**
   * The members to run, each by name (see `PORTFOLIO_MEMBERS`) or given in full; default: chosen
   * by the model's size (`defaultPortfolio`, `DEFAULT_PORTFOLIO_RULES`). Names must be unique.
   */
  readonly members?: readonly (string | PortfolioMember)[];
}

declare module '../../core/backend/BackendOptions.js' {
  interface BackendOptions {
    /** Options of the portfolio backend. */
    readonly portfolio?: PortfolioOptions;
  }
}
