import type { SudokuGeometry } from '../SudokuGeometry.js';
import type { CellRelation } from './CellRelation.js';
import type { ConstraintOrigin, PairRule } from './ResolvedVariant.js';
import type { FieldContext } from './VariantField.js';
import type { VariantHouse } from './VariantHouse.js';
import type { VariantShape } from './VariantShape.js';

/**
 * What a variant rule's resolver works with: the grid, and the building blocks it lowers its constraint to
 * (groups of different digits, binary rules, sums, sandwiches, cell parity). Everything it adds is tagged
 * with the constraint being resolved, and `fail` names that constraint.
 */
export interface VariantRuleContext {
  /** Side N of the grid: the number of values (on a rectangular grid, not a side: see `shape`). */
  readonly n: number;
  /**
   * Grid shape (with jigsaw regions only its rows and columns matter). Only on an N×N grid of digits
   * 1..N: elsewhere reading it throws a `VariantError` naming the constraint (use `shape`).
   */
  readonly geometry: SudokuGeometry;
  /** The grid on any shape: rows, columns, values, extra cells (values are stored as indices 1..N). */
  readonly shape: VariantShape;
  /** Name of a cell: `r3c7`, or `x2` for an extra cell. */
  cellName(cell: number): string;
  /** `true` when irregular regions replace the boxes. */
  readonly jigsaw: boolean;
  /** `false` when the grid side has no box shape (a prime-sized jigsaw): rules sized by boxes refuse it. */
  readonly boxesKnown: boolean;
  /** Given value per cell, `0` when empty (read only). */
  readonly givens: Int32Array;
  /** Per cell: `0` any digit, `1` odd, `2` even (rules may narrow it). */
  readonly parity: Int8Array;
  /** Per cell: its box or region (read only); `-1` where there is none (no boxes, extra cells, chaos). */
  readonly regionOf: Int32Array;
  /** The constraint being resolved: its index in `constraints` and its `type`. */
  readonly origin: ConstraintOrigin;
  /** Throws a `VariantError` naming the constraint: `constraint #i (type): reason`. */
  fail(reason: string): never;
  /** Adds a group of cells whose digits are all different. */
  addGroup(name: string, kind: VariantHouse['kind'], cells: readonly number[]): void;
  /** Adds a binary rule between two cells. */
  addPair(a: number, b: number, rule: PairRule, k: number): void;
  /** Adds a binary rule, failing with `impossible` when no two different digits 1..N satisfy it. */
  addPossiblePair(a: number, b: number, rule: PairRule, k: number, impossible: string): void;
  /** Adds `Σ coeffs[i] · cells[i] = rhs`. */
  addSum(cells: readonly number[], coeffs: readonly number[], rhs: number): void;
  /** Adds a rule over several cells in order (a line rule), checked and posted by `relation`. */
  addRelation(cells: readonly number[], relation: CellRelation): void;
  /** Adds a sandwich clue on a whole row or column (`line` names it: `row 3`). */
  addSandwich(cells: readonly number[], sum: number, line: string): void;
  /** Fails unless the cells touch: orthogonally, or also diagonally when `diagonalOk`. */
  requireAdjacent(a: number, b: number, diagonalOk: boolean): void;
  /** Records a mark of kind `what` between two cells; a second one fails, naming the first's constraint. */
  mark(what: string, a: number, b: number): void;
  /** `true` when a mark of kind `what` lies between the two cells. */
  isMarked(what: string, a: number, b: number): boolean;
  /** Gives the cell to this constraint for `what` (a cage); fails when another constraint has it already. */
  claim(what: string, cell: number): void;
  /**
   * Runs `step` once every constraint has been read (for rules about what the others leave out, such as
   * negative constraints), still on behalf of this constraint.
   */
  later(step: () => void): void;
  /**
   * Reads and resolves a constraint nested in this one (a rule of a composite `or` / `and`) against
   * `into`, a context that decides where its pieces go and prefixes its messages; returns its `type`.
   */
  resolveNested(constraint: unknown, into: VariantRuleContext & FieldContext): string;
}
