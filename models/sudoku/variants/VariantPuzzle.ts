import type { InputOf } from './VariantField.js';
import type { VARIANT_PUZZLE_SHAPE } from './variantPuzzleFields.js';

/**
 * A sudoku variant puzzle, as plain data (the in-memory form of the JSON format, see
 * variant-puzzle.schema.json): an N×N grid, its givens, its boxes or irregular regions, and a list of
 * variant constraints that add to the rows, columns and boxes. Derived from `VARIANT_PUZZLE_SHAPE`.
 */
export type VariantPuzzle = InputOf<(typeof VARIANT_PUZZLE_SHAPE)['fields']>;
