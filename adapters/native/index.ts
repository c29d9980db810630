export { NativeBackend } from './NativeBackend.js';
