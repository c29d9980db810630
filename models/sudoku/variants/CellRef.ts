/**
 * A cell of a variant puzzle: `'r3c7'` (case-insensitive, 1-based row then column) or `[3, 7]` (1-based
 * `[row, column]`).
 */
export type CellRef = string | readonly [number, number];
