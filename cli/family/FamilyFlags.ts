import type { LearningFlag } from '../learningOption.js';

/** Options shared by every family verb (`cspkit <family> solve|count`). */
export interface FamilyFlags {
  /** Backend name (default `native`). */
  readonly backend?: string;
  /** Per-puzzle time limit in ms. */
  readonly timeout?: number;
  /** One JSON object per puzzle. */
  readonly json?: boolean;
  /** The native engine's learning search (`--learning`; default `auto`, the engine's own choice). */
  readonly learning?: LearningFlag;
  /** `count` only: stop counting at this many solutions (default {@link FAMILY_COUNT_LIMIT}). */
  readonly limit?: number;
}

/** Default cap of `count`: 2 tells a unique puzzle from one with several solutions. */
export const FAMILY_COUNT_LIMIT = 2;
