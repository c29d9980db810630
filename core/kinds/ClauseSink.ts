/**
 * The CNF vocabulary a kind's `encodeClauses` writes in. Backends that solve or export CNF (the
 * `sat` backend, DIMACS export) implement it over their own clause store.
 *
 * Literals are non-zero integers (DIMACS style: `-l` is the negation of `l`), plus the constants
 * `LIT_TRUE` and `LIT_FALSE` (negate either with `negate`). Constants simplify on the way in: a
 * clause holding `LIT_TRUE` is dropped, a `LIT_FALSE` literal is left out, and a clause left empty
 * makes the formula unsatisfiable.
 *
 * Model variables use the direct encoding: `lit(x, v)` stands for `x = v`; every variable takes
 * exactly one of its values (the backend writes those clauses itself). Only values still possible
 * after the backend's root propagation get a boolean; `lit` answers `LIT_FALSE` for the others and
 * `LIT_TRUE` for the value of a fixed variable.
 *
 * Clauses are written either whole (`clause`, `add1`…`add3`) or literal by literal (`begin`,
 * `push`, `end`), which allocates nothing per clause.
 */
export interface ClauseSink {
  /** Values still possible for model variable `x`, ascending (do not modify the array). */
  values(x: number): readonly number[];
  /** The literal of `x = v` (a constant when decided). */
  lit(x: number, v: number): number;
  /** A fresh auxiliary boolean. */
  newVar(): number;
  /** Reserves `count` consecutive auxiliary booleans and returns the first. */
  newVars(count: number): number;
  /** Adds the clause of `lits[from..to-1]` (whole array by default). */
  clause(lits: ArrayLike<number>, from?: number, to?: number): void;
  /** Adds the unit clause `a`. */
  add1(a: number): void;
  /** Adds `a ∨ b`. */
  add2(a: number, b: number): void;
  /** Adds `a ∨ b ∨ c`. */
  add3(a: number, b: number, c: number): void;
  /** Opens a clause. */
  begin(): void;
  /** Adds a literal (or constant) to the open clause. */
  push(l: number): void;
  /** Closes the open clause. */
  end(): void;
  /** At most one of `lits[from..to-1]` is true (in the backend's at-most-one encoding). */
  atMostOne(lits: ArrayLike<number>, from?: number, to?: number): void;
  /**
   * Declares that model variable `x`'s at-most-one clauses (it takes at most one value) are implied
   * by clauses already written (as in a permutation all-different group), so the backend may leave
   * them out.
   */
  impliedAtMostOne(x: number): void;
  /** A backend option for a kind's encoder (e.g. `linear`: `auto`, `layered`, `binary`), or `undefined`. */
  option(name: string): string | undefined;
}
