import type { NativeOptions } from '../core/index.js';

/** One configuration of the `native` backend the bench runs as its own column. */
export interface NativeConfig {
  /** Contender name in the tables (`native` for the defaults). */
  readonly name: string;
  /** `backendOptions.native` of every solve. */
  readonly options: NativeOptions;
}

/**
 * The `native` configurations the bench times, one contender each. A new column is one line here,
 * e.g. `{ name: 'native+learning', options: { learning: true } }` once the engine takes it.
 */
export const NATIVE_CONFIGS: readonly NativeConfig[] = [{ name: 'native', options: {} }];
