import type { Backend } from './Backend.js';

/**
 * Injection token under which every backend is bound (one binding per backend, each named
 * with its id via `whenNamed`). Typed as a symbol; resolve with
 * `container.get<Backend>(BACKEND, { name })`.
 */
export const BACKEND: symbol = Symbol.for('cspkit.Backend');

/** Injection token of the list of registered backend names (`string[]`). */
export const BACKEND_NAMES: symbol = Symbol.for('cspkit.BackendNames');

/** Injection token of the `KindRegistry` the built-in backends consult before a model's own. */
export const KINDS: symbol = Symbol.for('cspkit.Kinds');

/** Type helper for resolving {@link BACKEND}. */
export type BackendToken = Backend;
