/**
 * A set of variables whose sum is known: `Σ cells = sum`. The currency of presolve: cages, full
 * permutation groups and every derived innie / outie set are sum facts.
 */
export interface SumFact {
  /** Variable indices, ascending, no repeats. */
  readonly cells: readonly number[];
  /** Their sum. */
  readonly sum: number;
}
