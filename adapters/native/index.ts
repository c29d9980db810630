export type { NativeBackendOptions } from './NativeBackend.js';
export { NativeBackend } from './NativeBackend.js';
