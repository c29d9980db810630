import type { SolveOptions } from './SolveOptions.js';

/** The name of a backend-neutral solve option. */
export type SolveOptionName = Exclude<keyof SolveOptions, 'backendOptions'>;

/** Checks one option value: `null` when it is fine, else what is wrong (e.g. `must be a boolean`). */
export type OptionCheck = (value: unknown) => string | null;

/**
 * Which options a backend takes (see `checkSolveOptions`): the neutral `SolveOptions` it honours,
 * and the keys of its own `backendOptions` entry with a check of each value.
 */
export interface OptionSupport {
  /** The neutral options the backend honours. */
  readonly solve: ReadonlySet<SolveOptionName>;
  /** Its own options (`backendOptions[id]`), by key. */
  readonly own: Readonly<Record<string, OptionCheck>>;
}

/**
 * The options about how a solve is delivered rather than what it searches for: every built-in
 * backend takes them (a backend that sends no `progress` events simply sends none).
 */
export const DELIVERY_OPTIONS: readonly SolveOptionName[] = [
  'timeoutMs',
  'signal',
  'progressIntervalMs',
  'sliceMs',
];
