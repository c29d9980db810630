/**
 * A formula in conjunctive normal form, solver-neutral: the same object feeds logic-solver's
 * MiniSat, the worker thread and the DIMACS writer.
 */
export interface Cnf {
  /** Variables are numbered `1..numVars` (DIMACS style); literal `-x` is the negation of `x`. */
  readonly numVars: number;
  /** Number of clauses in `clauses`. */
  readonly clauseCount: number;
  /**
   * Every clause, flat: its literals followed by a `0` terminator (so an empty clause is a lone `0`).
   * Flat typed storage keeps a 225×225 sudoku's millions of literals out of the garbage collector's way.
   */
  readonly clauses: Int32Array;
}

/** Calls `visit(start, end)` for every clause of `cnf` (literals are `cnf.clauses[start..end-1]`). */
export function forEachClause(cnf: Cnf, visit: (start: number, end: number) => void): void {
  const c = cnf.clauses;
  let start = 0;
  for (let i = 0; i < c.length; i++) {
    if (c[i] === 0) {
      visit(start, i);
      start = i + 1;
    }
  }
}
