import { readFileSync } from 'node:fs';
import type { VariantPuzzle } from '../../../../models/sudoku/variants/index.js';

/** A puzzle on a grid other than N×N of digits 1..N, with its unique solution (see generateShapeFixtures.ts). */
export interface ShapeFixture {
  readonly puzzle: VariantPuzzle;
  /** The values of the solution: the grid row-major, then the extra cells. */
  readonly solution: readonly number[];
}

/** One puzzle per shape feature: rectangular, rectangular jigsaw, extra values, 0-based, Latin square, extra cells. */
export const SHAPE_FIXTURES: Readonly<Record<string, ShapeFixture>> = JSON.parse(
  readFileSync(new URL('./shapeFixtures.json', import.meta.url), 'utf8'),
) as Record<string, ShapeFixture>;
