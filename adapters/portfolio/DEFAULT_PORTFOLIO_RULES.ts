import type { PortfolioRule } from './PortfolioRule.js';

/**
 * Most (variable, value) pairs (`modelAtoms`) for which the default members include learning arms.
 * Memory no longer sets it: a learning search gives atoms only to the pairs its root propagation
 * leaves open (`modelAtoms` bounds them from above), about 100 bytes each, and a learning member on
 * a 225×225 grid (3.4 million pairs at 70 % fill, 130,000 atoms) held about 100 MB: the portfolio
 * with learning members there peaked at 394 MB (27 Nov 2026, docs/large-grids.md). Benefit does:
 * on 225×225 the learning members answered nothing native did not, and their start-up cost the
 * easy 0.75 grids 0.3–0.5 s (1.2–1.45 s wall against 0.8–0.9 s), so the band stops below them.
 */
const LEARNING_MAX_ATOMS = 2_000_000;

/**
 * Most (variable, value) pairs of a *small* model (a 9×9 sudoku has about 500, a 16×16 about
 * 2,500, a 25×25 about 10,000, a 36×36 about 30,000): below it native answers in milliseconds and a
 * second member only has to be cheap to start.
 */
const SMALL_ATOMS = 12_000;

/**
 * The portfolio's default members by model size (see `defaultPortfolio`; measured, figures in
 * docs/portfolio.md). On a 2-core machine the first two of a band race.
 *
 * - Small models: `native`, `native-wdeg`. `sat` is left out: starting MiniSat costs about 20 ms
 *   per solve, a hundred times what native needs on a 9×9, and it never answered first there.
 * - Up to 2 million pairs (36×36, 49×49 … 100×100 sudoku): `native` (which also covers models
 *   whose kinds explain weakly, where learning is slow, and runs its own learning arm in the
 *   default order once it escalates) against learning arms with distinct seeds: the learning
 *   search's time varies tenfold with its initial order, so racing differently seeded arms turns
 *   its heavy tail into the minimum of several draws. `sat` comes after two of them (it runs where
 *   there are 4 cores or more).
 * - Larger: `native` alone (225×225 sudoku): learning members did not pay there (see
 *   `LEARNING_MAX_ATOMS`); native still runs its own learning arm once it escalates.
 */
export const DEFAULT_PORTFOLIO_RULES: readonly PortfolioRule[] = Object.freeze([
  Object.freeze({ maxAtoms: SMALL_ATOMS, members: Object.freeze(['native', 'native-wdeg']) }),
  Object.freeze({
    maxAtoms: LEARNING_MAX_ATOMS,
    members: Object.freeze(['native', 'native-learning-1', 'native-learning-2', 'sat', 'native-learning-3']),
  }),
  Object.freeze({ maxAtoms: Number.POSITIVE_INFINITY, members: Object.freeze(['native']) }),
]);
