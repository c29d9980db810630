import { DELIVERY_OPTIONS, type OptionSupport } from '../../core/backend/OptionSupport.js';

/**
 * The options dancing links takes: limits on solutions and nodes (options tried), and how the
 * solve is delivered. Algorithm X always picks the column with fewest options and tries its rows in
 * order, so strategy options (`variableOrder`, `valueOrder`, `restarts`, `seed`) and the `trace`
 * events are refused; it has no options of its own.
 */
export const DLX_OPTION_SUPPORT: OptionSupport = Object.freeze({
  solve: new Set(['solutionLimit', 'nodeLimit', ...DELIVERY_OPTIONS] as const),
  own: Object.freeze({}),
});
