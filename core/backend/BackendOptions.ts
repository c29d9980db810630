import type { NativeOptions } from './NativeOptions.js';

/**
 * Options for one backend only, by backend id (`SolveOptions.backendOptions`). A backend reads its
 * own entry, refuses any key in it that it does not know, and never looks at the others: one options
 * object can carry settings for several backends. A backend package types its entry by augmenting
 * this interface (the `sat` backend adds `sat`).
 */
export interface BackendOptions {
  /** Options of the native backend. */
  readonly native?: NativeOptions;
  /** Any other backend's options, under its id. */
  readonly [backend: string]: object | undefined;
}
