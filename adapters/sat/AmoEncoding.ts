/**
 * How "at most one of these literals is true" is written as clauses:
 *
 * - `pairwise`: `¬a ∨ ¬b` for every pair; no extra variables, n(n−1)/2 clauses. Strongest and
 *   smallest for a handful of literals, quadratic beyond.
 * - `sequential`: Sinz's sequential counter (a ladder of n−1 auxiliary variables), 3n−4 clauses.
 * - `binary`: each literal forces its index in ⌈log₂ n⌉ auxiliary bits, n·⌈log₂ n⌉ clauses.
 * - `commander`: groups of 3 with one commander variable each, pairwise inside a group, then the
 *   commanders recursively (the scheme logic-solver's own `exactlyOne` uses).
 * - `auto`: `pairwise` up to `pairwiseUpTo` literals (default 64), `sequential` beyond. Measured
 *   on 36×36 grids at fill 0.42, pairwise (with the implied per-cell groups) solved what the
 *   sequential counter and commander encodings did not within 60 s; see the README.
 */
export type AmoEncoding = 'auto' | 'pairwise' | 'sequential' | 'binary' | 'commander';

/** Every at-most-one encoding name, for validation and help texts. */
export const AMO_ENCODINGS: readonly AmoEncoding[] = [
  'auto',
  'pairwise',
  'sequential',
  'binary',
  'commander',
];

/** Default largest literal count written pairwise by `auto`. */
export const DEFAULT_PAIRWISE_UP_TO = 64;
