import type { NativeOptions } from '../core/index.js';

/** One configuration of the `native` backend the bench runs as its own column. */
export interface NativeConfig {
  /** Contender name in the tables (`native` for the defaults). */
  readonly name: string;
  /** `backendOptions.native` of every solve. */
  readonly options: NativeOptions;
  /**
   * Timed only in a `--large` run (or when `--backends` names it): learning costs 6–9× on 9×9
   * puzzles, where it has nothing to learn, and is there for the hard band.
   */
  readonly largeOnly?: boolean;
}

/** The `native` configurations the bench times, one contender each: a new column is one line here. */
export const NATIVE_CONFIGS: readonly NativeConfig[] = [
  { name: 'native', options: {} },
  { name: 'native+learning', options: { learning: true }, largeOnly: true },
];
