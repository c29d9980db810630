/** How `buildKenKenModel` encodes cages (see the benchmark in `bench/puzzlesBench.ts`). */
export interface KenKenModelOptions {
  /**
   * `+` cages: `linear` (default), a sum with bounds reasoning, which the native engine also makes
   * domain consistent when the cage lies in one row or column; or `table`, the list of allowed tuples.
   */
  readonly sums?: 'linear' | 'table';
}
