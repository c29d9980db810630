import type { Technique } from './Technique.js';

/** Options of `hint` and `steps`. */
export interface TechniqueOptions {
  /** Techniques to use, in the order to try them (default `defaultTechniques`, cheapest first). */
  readonly techniques?: readonly Technique[];
}
