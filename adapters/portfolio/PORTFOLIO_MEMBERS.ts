import type { PortfolioMember } from './PortfolioMember.js';

/** A native member running the learning search (`learning: true`), its initial order moved by `seed`. */
function learning(name: string, seed?: number): PortfolioMember {
  return Object.freeze({
    name,
    backend: 'native',
    ...(seed === undefined ? {} : { seed }),
    backendOptions: Object.freeze({ native: Object.freeze({ learning: true }) }),
  });
}

/**
 * The members a portfolio can name by string (`backendOptions.portfolio.members: ['native', 'sat']`):
 * `native` with its defaults; `native-wdeg`, native branching on dom/wdeg with Luby restarts (a search
 * that fails differently from MRV, see docs/search-and-optimisation.md); `native-learning`, native's
 * learning search (docs/learning.md) in its default order, and `native-learning-1` … `-3`, the same
 * search from the initial orders of seeds 1 to 3 (its time varies tenfold across orders, so
 * differently seeded arms are independent draws); `sat` (MiniSat); `dlx` (exact cover only; it
 * counts fast).
 */
export const PORTFOLIO_MEMBERS: Readonly<Record<string, PortfolioMember>> = Object.freeze({
  native: Object.freeze({ name: 'native', backend: 'native' }),
  'native-wdeg': Object.freeze({
    name: 'native-wdeg',
    backend: 'native',
    variableOrder: 'domWdeg',
    lubyScale: 100,
  }),
  'native-learning': learning('native-learning'),
  'native-learning-1': learning('native-learning-1', 1),
  'native-learning-2': learning('native-learning-2', 2),
  'native-learning-3': learning('native-learning-3', 3),
  sat: Object.freeze({ name: 'sat', backend: 'sat' }),
  dlx: Object.freeze({ name: 'dlx', backend: 'dlx' }),
} satisfies Record<string, PortfolioMember>);
