import type { OptionCheck, OptionSupport } from '../backend/OptionSupport.js';
import { checkLearningOption } from './checkLearningOption.js';

const STRENGTHS: ReadonlySet<unknown> = new Set(['singles', 'pointing', 'overlaps', 'matching']);

const boolean: OptionCheck = (v) => (typeof v === 'boolean' ? null : 'must be a boolean');

/**
 * The options the native engine takes: every neutral solve option, and `backendOptions.native`
 * (`NativeOptions`) with each value checked.
 */
export const NATIVE_OPTION_SUPPORT: OptionSupport = Object.freeze({
  solve: new Set([
    'solutionLimit',
    'nodeLimit',
    'timeoutMs',
    'signal',
    'variableOrder',
    'valueOrder',
    'restarts',
    'seed',
    'trace',
    'progressIntervalMs',
    'sliceMs',
  ] as const),
  own: Object.freeze({
    allDifferent: (v: unknown) =>
      STRENGTHS.has(v) ? null : `must be one of ${[...STRENGTHS].join(', ')}, got ${JSON.stringify(v)}`,
    branchOnPlaces: boolean,
    portfolio: boolean,
    presolve: boolean,
    learning: checkLearningOption,
    escalate: (v: unknown) => {
      if (typeof v === 'boolean') return null;
      const after = (v as { afterFailures?: unknown } | null)?.afterFailures;
      return v !== null && typeof v === 'object' && Number.isSafeInteger(after) && (after as number) >= 1
        ? null
        : 'must be a boolean or { afterFailures: a positive integer }';
    },
  }),
});
