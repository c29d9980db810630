/**
 * cspkit backends and the composition root: the container factory binding every backend
 * under one token by name.
 *
 * @packageDocumentation
 */
export type { BackendFactory, ContainerOptions } from './createContainer.js';
export { backendNames, bindBackend, createContainer, getBackend, kindsOf } from './createContainer.js';
export * from './dlx/index.js';
export { BUILTIN_BACKEND_NAMES, loadBackend } from './loadBackend.js';
export type { NativeBackendOptions } from './native/index.js';
export { NativeBackend } from './native/index.js';
export * from './portfolio/index.js';
export * from './sat/index.js';
