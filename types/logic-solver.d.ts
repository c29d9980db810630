/**
 * Ambient types for the parts of `logic-solver` 2.0.1 (CommonJS, ships no types) that cspkit uses:
 * the package's own MiniSat wrapper (`logic-solver/minisat_wrapper.js`), which takes clauses of
 * variable numbers directly, and the top-level `Logic` namespace (only `Logic.Solver`, for tests and
 * comparisons). Import them as default imports (`import MiniSat from 'logic-solver/minisat_wrapper.js'`);
 * named imports fail at run time.
 */

declare module 'logic-solver/minisat_wrapper.js' {
  /** The Emscripten module object of one MiniSat instance (its private asm.js heap and exports). */
  interface MiniSatModule {
    /** The whole asm.js heap as signed bytes (its length is the heap size, `TOTAL_MEMORY`). */
    readonly HEAP8: Int8Array;
    /** The heap as 32-bit words (clauses are written here before `_addClause`). */
    readonly HEAP32: Int32Array;
    /** Allocates `bytes` on the heap; returns a byte address. */
    _malloc(bytes: number): number;
    /** Frees a heap block from `_malloc`. */
    _free(ptr: number): void;
    /** Adds the 0-terminated clause at byte address `ptr`; 0 when the formula is now unsatisfiable. */
    _addClause(ptr: number): number;
    /** Makes sure variables `1..v` exist. */
    _ensureVar(v: number): void;
    /** Solves; 1 when satisfiable. */
    _solve(): number;
    /** Solves assuming variable `v` true; 1 when satisfiable. */
    _solveAssuming(v: number): number;
    /** Number of variables. */
    _getNumVars(): number;
    /** Byte address of the model: one byte per variable, 0 meaning true. */
    _getSolution(): number;
    /** Adds the unit clause `-v` (the variable will never be assumed again). */
    _retireVar(v: number): void;
  }

  /** One independent MiniSat instance (asm.js, fixed heap). */
  class MiniSat {
    /** Instantiates a fresh asm.js module and solver. */
    constructor();
    /** The Emscripten module. */
    readonly _C: MiniSatModule;
    /** Every clause added through `addClause` (a debugging log kept by the wrapper). */
    readonly _clauses: number[][];
    /** Adds a clause of non-zero variable numbers; `false` when the formula is now unsatisfiable. */
    addClause(terms: readonly number[]): boolean;
    /** Makes sure variables `1..v` exist. */
    ensureVar(v: number): void;
    /** Solves. */
    solve(): boolean;
    /** Solves assuming variable `v` true. */
    solveAssuming(v: number): boolean;
    /** The model, indexed by variable (index 0 unused). */
    getSolution(): (boolean | null)[];
    /** Adds the unit clause `-v`. */
    retireVar(v: number): void;
  }
  export = MiniSat;
}

declare module 'logic-solver' {
  /** A solution of a {@link Logic.Solver}. */
  interface LogicSolution {
    /** Names of the variables that are true. */
    getTrueVars(): string[];
  }
  /** logic-solver's formula-level solver (only what cspkit's tests and comparisons use). */
  interface LogicSolver {
    /** Requires formulas (terms: variable names, `-name` for negation, or numbers). */
    require(...formulas: unknown[]): void;
    /** Forbids formulas. */
    forbid(...formulas: unknown[]): void;
    /** Solves; `null` when unsatisfiable. */
    solve(): LogicSolution | null;
  }
  /** The `Logic` namespace of logic-solver. */
  const Logic: {
    /** Creates a solver. */
    Solver: new () => LogicSolver;
    /** Disjunction of terms or formulas. */
    or(...operands: unknown[]): unknown;
    /** Exactly one of the operands is true (commander encoding). */
    exactlyOne(...operands: unknown[]): unknown;
    /** At most one of the operands is true. */
    atMostOne(...operands: unknown[]): unknown;
  };
  export = Logic;
}
