import { DELIVERY_OPTIONS, type OptionSupport } from '../../core/backend/OptionSupport.js';

const PROPAGATION: ReadonlySet<unknown> = new Set(['none', 'singles', 'pointing', 'overlaps', 'matching']);

/**
 * The options the `sat` backend takes: a solution limit and the delivery options, and its own
 * `backendOptions.sat` (`SatSolveOptions`). MiniSat has no node count, branching strategy, seed or
 * trace events to offer, so `nodeLimit`, `variableOrder`, `valueOrder`, `restarts`, `seed` and
 * `trace` are refused by name.
 */
export const SAT_OPTION_SUPPORT: OptionSupport = Object.freeze({
  solve: new Set(['solutionLimit', ...DELIVERY_OPTIONS] as const),
  own: Object.freeze({
    propagation: (v: unknown) =>
      PROPAGATION.has(v) ? null : `must be one of ${[...PROPAGATION].join(', ')}, got ${JSON.stringify(v)}`,
  }),
});
