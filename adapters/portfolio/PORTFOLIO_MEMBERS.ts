import type { PortfolioMember } from './PortfolioMember.js';

/**
 * The members a portfolio can name by string (`backendOptions.portfolio.members: ['native', 'sat']`):
 * `native` with its defaults; `native-wdeg`, native branching on dom/wdeg with Luby restarts (a search
 * that fails differently from MRV, see docs/search-and-optimisation.md); `sat` (MiniSat); `dlx` (exact
 * cover only; it counts fast).
 */
export const PORTFOLIO_MEMBERS: Readonly<Record<string, PortfolioMember>> = Object.freeze({
  native: Object.freeze({ name: 'native', backend: 'native' }),
  'native-wdeg': Object.freeze({
    name: 'native-wdeg',
    backend: 'native',
    variableOrder: 'domWdeg',
    lubyScale: 100,
  }),
  sat: Object.freeze({ name: 'sat', backend: 'sat' }),
  dlx: Object.freeze({ name: 'dlx', backend: 'dlx' }),
} satisfies Record<string, PortfolioMember>);

/** The members run when none are configured, in start order. */
export const DEFAULT_PORTFOLIO: readonly string[] = Object.freeze(['native', 'sat', 'native-wdeg']);
