import type { VariantPuzzle } from 'cspkit/models';

/**
 * A puzzle as the page holds it, plain data that crosses to the worker and into share links:
 * a classic sudoku of any size (rows, columns, rectangular boxes), or a variant puzzle (jigsaw
 * regions and rules; the library's variant format, up to 36×36).
 */
export type PlaygroundPuzzle =
  | {
      readonly kind: 'classic';
      /** Columns per box. */
      readonly boxWidth: number;
      /** Rows per box. */
      readonly boxHeight: number;
      /** One value per cell, row-major, `0` empty. */
      readonly cells: readonly number[];
    }
  | {
      readonly kind: 'variant';
      /** The variant puzzle, validated by the library when it was read. */
      readonly puzzle: VariantPuzzle;
    };

/** Side of the grid. */
export function sizeOf(p: PlaygroundPuzzle): number {
  return p.kind === 'classic' ? p.boxWidth * p.boxHeight : p.puzzle.size;
}
