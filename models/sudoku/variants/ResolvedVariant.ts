import type { SudokuGeometry } from '../SudokuGeometry.js';
import type { CellRelation } from './CellRelation.js';
import type { VariantHouse } from './VariantHouse.js';
import type { VariantShape } from './VariantShape.js';

/** The constraint a resolved piece came from: its 0-based index and `type`, for messages. */
export interface ConstraintOrigin {
  /** Index in the puzzle's `constraints`. */
  readonly index: number;
  /** Its `type`. */
  readonly type: string;
}

/**
 * A binary rule between two cells `a` and `b`:
 * `ne` a ≠ b; `lt` a < b; `diff` |a − b| = k; `notDiff` |a − b| ≠ k; `ratio` one is k times the other;
 * `notRatio` neither is k times the other; `sum` a + b = k; `notSum` a + b ≠ k.
 */
export type PairRule = 'ne' | 'lt' | 'diff' | 'notDiff' | 'ratio' | 'notRatio' | 'sum' | 'notSum';

/** A binary rule on two cells. */
export interface ResolvedPair {
  /** First cell (0-based row-major). */
  readonly a: number;
  /** Second cell. */
  readonly b: number;
  /** The rule. */
  readonly rule: PairRule;
  /** Its constant. */
  readonly k: number;
  /** Where it came from. */
  readonly origin: ConstraintOrigin;
}

/** `Σ coeffs[i] · cells[i] = rhs`. */
export interface ResolvedSum {
  /** Cells (distinct). */
  readonly cells: readonly number[];
  /** One coefficient per cell. */
  readonly coeffs: readonly number[];
  /** The total. */
  readonly rhs: number;
  /** Where it came from. */
  readonly origin: ConstraintOrigin;
}

/** A group of different digits, with the constraint that made it (none for rows, columns, boxes, regions). */
export interface ResolvedGroup extends VariantHouse {
  /** Where it came from, for groups made by a constraint. */
  readonly origin?: ConstraintOrigin;
}

/** A sandwich clue: the digits strictly between the 1 and the N of `cells` (a whole row or column) sum to `sum`. */
export interface ResolvedSandwich {
  /** The row or column, in order. */
  readonly cells: readonly number[];
  /** The total. */
  readonly sum: number;
  /** `row 3` / `column 5`. */
  readonly line: string;
  /** Where it came from. */
  readonly origin: ConstraintOrigin;
}

/** A rule over several cells in order (line rules): see {@link CellRelation}. */
export interface ResolvedRelation {
  /** The cells, in the rule's order. */
  readonly cells: readonly number[];
  /** The rule. */
  readonly relation: CellRelation;
  /** Where it came from. */
  readonly origin: ConstraintOrigin;
}

/**
 * A validated variant puzzle lowered to a few building blocks with cells as 0-based indices: groups of
 * different digits, binary rules, sums, sandwiches, and per-cell parity. Both the model builder and the
 * solution checker work from it.
 */
export interface ResolvedVariant {
  /**
   * Grid shape (with jigsaw regions, only rows and columns of it matter), on an N×N grid of digits 1..N
   * with boxes or regions only: on any other shape reading it throws a `VariantError` (use `shape`).
   */
  readonly geometry: SudokuGeometry;
  /**
   * The grid on any shape: rows × columns, values, extra cells (indices after the grid's), boxes. Values
   * are stored as their index 1..N everywhere here (`givens`, rules); `shape.value(i)` is the value.
   */
  readonly shape: VariantShape;
  /** `true` when the grid has irregular regions instead of boxes. */
  readonly jigsaw: boolean;
  /** Given value (its index 1..N: see `shape`) per cell, extra cells included; `0` when empty. */
  readonly givens: Int32Array;
  /** Per cell: `0` any digit, `1` odd, `2` even. */
  readonly parity: Int8Array;
  /** Rows, columns, boxes or regions first (in that order), then groups made by constraints. */
  readonly groups: readonly ResolvedGroup[];
  /** Binary rules. */
  readonly pairs: readonly ResolvedPair[];
  /** Sums. */
  readonly sums: readonly ResolvedSum[];
  /** Sandwich clues. */
  readonly sandwiches: readonly ResolvedSandwich[];
  /** Rules over several cells (line rules), each with its own check and constraints. */
  readonly relations: readonly ResolvedRelation[];
  /**
   * Chaos construction only (`shape.chaos`): per grid cell, its region hint group (cells of one group
   * share a region, of different groups do not), `-1` for none.
   */
  readonly chaosHints?: Int32Array | undefined;
}
