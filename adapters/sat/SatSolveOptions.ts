import type { AllDifferentStrength } from '../../core/backend/NativeOptions.js';

/**
 * Options of the `sat` backend for one solve, given as `SolveOptions.backendOptions.sat` (its
 * construction options are `SatBackendOptions`).
 */
export interface SatSolveOptions {
  /**
   * Root propagation before encoding for this solve: the native engine's all-different strength,
   * or `none` (overrides `SatBackendOptions.propagation`; default `overlaps`). Stronger propagation
   * leaves fewer values to encode.
   */
  readonly propagation?: AllDifferentStrength | 'none';
}

declare module '../../core/backend/BackendOptions.js' {
  // The `sat` backend's entry (no doc comment here: typedoc would see two for one interface).
  interface BackendOptions {
    /** Options of the `sat` backend. */
    readonly sat?: SatSolveOptions;
  }
}
