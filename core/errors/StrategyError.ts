import { CspError } from './CspError.js';

/**
 * A search strategy given in the solve options (a variable order, value order or restart policy of
 * your own) answered something the search cannot use: a fixed variable, a value outside the domain,
 * a non-positive restart cutoff. The message names the strategy and the answer.
 */
export class StrategyError extends CspError {}
