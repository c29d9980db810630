import type { Model } from '../../../core/model/Model.js';
import type { SudokuGeometry } from '../SudokuGeometry.js';
import type { SudokuGrid } from '../SudokuGrid.js';
import type { ResolvedVariant } from './ResolvedVariant.js';
import type { VariantHouse } from './VariantHouse.js';
import type { VariantPuzzle } from './VariantPuzzle.js';
import type { VariantShape } from './VariantShape.js';

/**
 * A variant puzzle as a constraint model. Variables `0..N²-1` are the cells (row-major, named `r1c1`…;
 * on other shapes the `rows × columns` cells then the extra cells `x1`…, see `shape`), holding value
 * indices 1..N (the values themselves unless the puzzle is 0-based); some constraints (sandwich) add
 * helper variables after them, so decode with `decodeVariantSolution` (N×N) or `decodeVariantValues`.
 */
export interface VariantModel {
  /** The model. */
  readonly model: Model;
  /**
   * The grid shape (with jigsaw regions its boxes mean nothing: see `houses`), on an N×N grid of digits
   * 1..N without extra cells only: on other shapes reading it throws a `VariantError` (use `shape`).
   */
  readonly geometry: SudokuGeometry;
  /** The grid on any shape: rows, columns, values, extra cells. */
  readonly shape: VariantShape;
  /** The puzzle the model was built from. */
  readonly puzzle: VariantPuzzle;
  /** The givens as a grid (N×N grids of digits 1..N only, like `geometry`). */
  readonly givens: SudokuGrid;
  /**
   * Every group of N cells holding each digit once: rows, columns, boxes or regions, then diagonals,
   * windows, disjoint groups and N-cell extra regions. What the human techniques can work on.
   */
  readonly houses: readonly VariantHouse[];
  /** Every group of different digits, houses and smaller groups (cages, small extra regions) alike. */
  readonly groups: readonly VariantHouse[];
  /** The validated, lowered puzzle the model was built from. */
  readonly resolved: ResolvedVariant;
}
