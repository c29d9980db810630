import type { CellRef } from './CellRef.js';

// The constraints of a variant puzzle, exactly as they appear in its JSON `constraints` list. The
// `type` tag picks the rule; cells are `CellRef`s. See variant-puzzle.schema.json.

/** Every main diagonal (or one of them) holds each digit once (sudoku X). */
export interface DiagonalSpec {
  /** Tag. */
  readonly type: 'diagonal';
  /** `main` (r1c1 to rNcN), `anti` (r1cN to rNc1) or `both` (default). */
  readonly direction?: 'main' | 'anti' | 'both';
}

/**
 * Windoku / hyper sudoku: extra box-shaped windows, one cell in from the edge and one cell apart
 * (the four shaded 3×3 boxes of a 9×9), each holding every digit once. Needs boxes with room for them.
 */
export interface WindokuSpec {
  /** Tag. */
  readonly type: 'windoku';
}

/** Cells at the same position in every box form a house (needs regular boxes, not jigsaw regions). */
export interface DisjointGroupsSpec {
  /** Tag. */
  readonly type: 'disjointGroups';
}

/** A group of up to N cells whose digits are all different (a house when it has N cells). */
export interface ExtraRegionSpec {
  /** Tag. */
  readonly type: 'extraRegion';
  /** The cells (1..N of them). */
  readonly cells: readonly CellRef[];
}

/** Killer cage: different digits, summing to `sum` when given. Cages may not overlap. */
export interface KillerCageSpec {
  /** Tag. */
  readonly type: 'killer';
  /** The cells (1..N of them). */
  readonly cells: readonly CellRef[];
  /** The total, when the cage has one. */
  readonly sum?: number;
}

/** Little killer: the digits along a diagonal line of cells sum to `sum` (digits may repeat). */
export interface LittleKillerSpec {
  /** Tag. */
  readonly type: 'littleKiller';
  /** Cells along one diagonal direction, each a diagonal step from the previous one. */
  readonly cells: readonly CellRef[];
  /** The total. */
  readonly sum: number;
}

/** Thermometer: digits strictly increase from the bulb (first cell) along the line. */
export interface ThermometerSpec {
  /** Tag. */
  readonly type: 'thermometer';
  /** Bulb first, then the line (2..N cells). */
  readonly cells: readonly CellRef[];
}

/**
 * Arrow: the digits on the arrow's shaft sum to the number in its circle. A circle of several cells (a
 * pill) reads as a decimal number, first cell most significant.
 */
export interface ArrowSpec {
  /** Tag. */
  readonly type: 'arrow';
  /** The circle: one cell, or a pill of several. */
  readonly circle: readonly CellRef[];
  /** The shaft (digits may repeat). */
  readonly cells: readonly CellRef[];
}

/**
 * Kropki dot between two orthogonally adjacent cells: white = the digits differ by `value` (default 1,
 * consecutive), black = one is `value` times the other (default 2).
 */
export interface KropkiSpec {
  /** Tag. */
  readonly type: 'kropki';
  /** Dot colour. */
  readonly color: 'white' | 'black';
  /** The two cells. */
  readonly cells: readonly [CellRef, CellRef];
  /** Difference (white) or ratio (black); defaults 1 and 2. */
  readonly value?: number;
}

/**
 * The negative kropki constraint: between adjacent cells with no dot of that colour, digits are not
 * consecutive (white) / not in ratio 2 (black). Applies to both colours unless `colors` says otherwise.
 */
export interface KropkiNegativeSpec {
  /** Tag. */
  readonly type: 'kropkiNegative';
  /** Which dots are given in full (default both). */
  readonly colors?: readonly ('white' | 'black')[];
}

/** XV: the two adjacent cells sum to 10 (`X`) or 5 (`V`). */
export interface XvSpec {
  /** Tag. */
  readonly type: 'xv';
  /** `X` = 10, `V` = 5. */
  readonly letter: 'X' | 'V';
  /** The two cells. */
  readonly cells: readonly [CellRef, CellRef];
}

/** The negative XV constraint: adjacent cells without an X or V sum to neither 5 nor 10. */
export interface XvNegativeSpec {
  /** Tag. */
  readonly type: 'xvNegative';
}

/** Cells a chess knight's move apart hold different digits. */
export interface AntiKnightSpec {
  /** Tag. */
  readonly type: 'antiKnight';
}

/** Cells a chess king's move apart (diagonal neighbours included) hold different digits. */
export interface AntiKingSpec {
  /** Tag. */
  readonly type: 'antiKing';
}

/** Orthogonally adjacent cells never hold consecutive digits. */
export interface NonConsecutiveSpec {
  /** Tag. */
  readonly type: 'nonConsecutive';
}

/** The cells hold even digits. */
export interface EvenSpec {
  /** Tag. */
  readonly type: 'even';
  /** The cells. */
  readonly cells: readonly CellRef[];
}

/** The cells hold odd digits. */
export interface OddSpec {
  /** Tag. */
  readonly type: 'odd';
  /** The cells. */
  readonly cells: readonly CellRef[];
}

/**
 * Sandwich: in the given row or column (exactly one of them), the digits strictly between the 1 and the
 * N sum to `sum`.
 */
export interface SandwichSpec {
  /** Tag. */
  readonly type: 'sandwich';
  /** 1-based row, for a row clue. */
  readonly row?: number;
  /** 1-based column, for a column clue. */
  readonly column?: number;
  /** The total between the 1 and the N (0 when they touch). */
  readonly sum: number;
}

/** Any constraint of a variant puzzle. */
export type VariantConstraint =
  | DiagonalSpec
  | WindokuSpec
  | DisjointGroupsSpec
  | ExtraRegionSpec
  | KillerCageSpec
  | LittleKillerSpec
  | ThermometerSpec
  | ArrowSpec
  | KropkiSpec
  | KropkiNegativeSpec
  | XvSpec
  | XvNegativeSpec
  | AntiKnightSpec
  | AntiKingSpec
  | NonConsecutiveSpec
  | EvenSpec
  | OddSpec
  | SandwichSpec;

/** The `type` tag of every variant constraint. */
export type VariantConstraintType = VariantConstraint['type'];

/** Every variant constraint type, in documentation order. */
export const VARIANT_CONSTRAINT_TYPES: readonly VariantConstraintType[] = [
  'diagonal',
  'windoku',
  'disjointGroups',
  'extraRegion',
  'killer',
  'littleKiller',
  'thermometer',
  'arrow',
  'kropki',
  'kropkiNegative',
  'xv',
  'xvNegative',
  'antiKnight',
  'antiKing',
  'nonConsecutive',
  'even',
  'odd',
  'sandwich',
];
