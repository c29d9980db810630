import { backendNames, getBackend } from '../../adapters/createContainer.js';
import { DEFAULT_PORTFOLIO_RULES } from '../../adapters/portfolio/index.js';
import type { Backend, SolveOptions } from '../../core/index.js';

type Container = Parameters<typeof backendNames>[0];

/** The name of the conformance configuration that runs the native backend with learning on. */
export const NATIVE_LEARNING = 'native+learning';

/**
 * The name of the conformance configuration that runs the portfolio with every member its default
 * bands name (the learning arms, sat, native-wdeg), whatever the model's size: the conformance
 * models are small, so the plain `portfolio` configuration only ever races its small band.
 */
export const PORTFOLIO_ALL_DEFAULTS = 'portfolio+all-defaults';

/** Every member named by a default band, once each, in band order. */
const ALL_DEFAULT_MEMBERS = [...new Set(DEFAULT_PORTFOLIO_RULES.flatMap((r) => r.members))];

/** `options` with `backendOptions.native.learning` set (the caller's other native options kept). */
function withLearning(options: SolveOptions = {}): SolveOptions {
  const own = options.backendOptions?.native ?? {};
  return { ...options, backendOptions: { ...options.backendOptions, native: { ...own, learning: true } } };
}

/** `backend` with `options` changed by `change` on every solve. */
function withOptions(backend: Backend, change: (options?: SolveOptions) => SolveOptions): Backend {
  const solveSync = backend.solveSync?.bind(backend);
  return {
    id: backend.id,
    ...(backend.optionSupport ? { optionSupport: backend.optionSupport } : {}),
    supports: (model) => backend.supports(model),
    solve: (model, options) => backend.solve(model, change(options)),
    ...(solveSync ? { solveSync: (model, options) => solveSync(model, change(options)) } : {}),
  };
}

/** `options` with the portfolio's members set to every default member. */
function withAllDefaultMembers(options: SolveOptions = {}): SolveOptions {
  return {
    ...options,
    backendOptions: { ...options.backendOptions, portfolio: { members: ALL_DEFAULT_MEMBERS } },
  };
}

/**
 * Every registered backend, and the extra configurations the conformance suite runs
 * (`native+learning`, `portfolio+all-defaults`).
 */
export function configNames(container: Container): string[] {
  const names = backendNames(container);
  const extra = [
    ...(names.includes('native') ? [NATIVE_LEARNING] : []),
    ...(names.includes('portfolio') ? [PORTFOLIO_ALL_DEFAULTS] : []),
  ];
  return [...names, ...extra];
}

/** The backend of a configuration named by {@link configNames}. */
export function configBackend(container: Container, name: string): Backend {
  if (name === NATIVE_LEARNING) return withOptions(getBackend(container, 'native'), withLearning);
  if (name === PORTFOLIO_ALL_DEFAULTS)
    return withOptions(getBackend(container, 'portfolio'), withAllDefaultMembers);
  return getBackend(container, name);
}
