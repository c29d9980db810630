import type { AllDifferentStrength } from '../../core/backend/NativeOptions.js';
import type { AmoEncoding } from './AmoEncoding.js';

/** Options of {@link encodeModel}. */
export interface SatEncodeOptions {
  /** At-most-one encoding of the per-variable and per-value groups (default `auto`). */
  readonly amo?: AmoEncoding;
  /** Largest group `auto` writes pairwise (default 64). */
  readonly pairwiseUpTo?: number;
  /**
   * Propagation before encoding: the native engine at the root with this all-different strength
   * (default `singles`), or `none` for the full encoding of the initial domains. Only values that
   * survive get a SAT variable.
   */
  readonly propagation?: AllDifferentStrength | 'none';
  /**
   * Clauses implied by others: the at-most-one group of a variable that belongs to a permutation
   * `allDifferent` (the group's clauses already force it). `small` (default) writes it when it is
   * written pairwise (at most `pairwiseUpTo` values: direct propagation, no extra variables, ≈10%
   * faster on hard 9×9 puzzles); `all` always; `none` never.
   */
  readonly implied?: 'none' | 'small' | 'all';
  /**
   * Encoding of linear constraints: `layered` (one variable per reachable partial sum), `binary`
   * (adders over the terms' binary digits), or `auto` (default): layered while it needs at most
   * `LINEAR_LAYERED_MAX_STATES` partial sums, binary beyond.
   */
  readonly linear?: 'auto' | 'layered' | 'binary';
}
