/** Options of {@link solveMany}. */
export interface SolveManyOptions {
  /** Worker threads (default: the number of cores). */
  readonly jobs?: number;
  /** Built-in backend by name: `native` (default), `dlx` or `sat`. Each thread loads its own. */
  readonly backend?: string;
  /** Per-puzzle time limit in ms (default: none). */
  readonly timeoutMs?: number;
  /** Solutions to look for per puzzle (default 1; 2 tells a unique solution from several). */
  readonly solutionLimit?: number;
}
