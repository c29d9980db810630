import { backendNames, getBackend } from '../../adapters/createContainer.js';
import type { Backend, SolveOptions } from '../../core/index.js';

type Container = Parameters<typeof backendNames>[0];

/** The name of the conformance configuration that runs the native backend with learning on. */
export const NATIVE_LEARNING = 'native+learning';

/** `options` with `backendOptions.native.learning` set (the caller's other native options kept). */
function withLearning(options: SolveOptions = {}): SolveOptions {
  const own = options.backendOptions?.native ?? {};
  return { ...options, backendOptions: { ...options.backendOptions, native: { ...own, learning: true } } };
}

/** The native backend with `learning: true` added to every solve. */
function nativeWithLearning(native: Backend): Backend {
  const solveSync = native.solveSync?.bind(native);
  return {
    id: native.id,
    ...(native.optionSupport ? { optionSupport: native.optionSupport } : {}),
    supports: (model) => native.supports(model),
    solve: (model, options) => native.solve(model, withLearning(options)),
    ...(solveSync ? { solveSync: (model, options) => solveSync(model, withLearning(options)) } : {}),
  };
}

/** Every registered backend, and the extra configurations the conformance suite runs (`native+learning`). */
export function configNames(container: Container): string[] {
  const names = backendNames(container);
  return names.includes('native') ? [...names, NATIVE_LEARNING] : names;
}

/** The backend of a configuration named by {@link configNames}. */
export function configBackend(container: Container, name: string): Backend {
  if (name === NATIVE_LEARNING) return nativeWithLearning(getBackend(container, 'native'));
  return getBackend(container, name);
}
