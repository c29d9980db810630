/** Callbacks a search reports to; the trace ones are only called when set. */
export interface SearchListener {
  /** A solution: `values` is a fresh array owned by the receiver. */
  onSolution(values: Int32Array): void;
  /**
   * Opt-in: a decision (`positive`) or its refutation: `variable = value` / `variable ≠ value`, or
   * with `split`, `variable ≤ value` / `variable > value`.
   */
  onDecision?:
    | ((variable: number, value: number, positive: boolean, depth: number, split: boolean) => void)
    | undefined;
  /** Opt-in: the search went back to `depth`. */
  onBacktrack?: ((depth: number) => void) | undefined;
}
