import type fc from 'fast-check';
import type { Model } from '../../../core/index.js';

/** One conformance row of a catalogue kind: random small models that use it. */
export interface CatalogueConformanceRow {
  /** The kind under test. */
  readonly kind: string;
  /** Random models small enough for brute force (a few variables, small domains). */
  readonly models: fc.Arbitrary<Model>;
  /** Backends that must express every model of the row (the others may refuse by name). */
  readonly requiredBackends: readonly string[];
  /** Runs per backend (default 100). */
  readonly numRuns?: number;
}
