import type { NonogramPuzzle } from './NonogramPuzzle.js';

/** The block lengths of a line of cells (non-zero = filled), computed here so the check owes nothing to the model. */
function blocks(cells: readonly number[]): number[] {
  const out: number[] = [];
  let run = 0;
  for (const c of [...cells, 0]) {
    if (c !== 0) run++;
    else if (run > 0) {
      out.push(run);
      run = 0;
    }
  }
  return out;
}

/**
 * Checks a filled picture (row-major, non-zero = filled) against the clues without any solver. Returns
 * one message per wrong line (`row 3 has blocks 2,1 but its clue is 3`), empty when the picture solves
 * the puzzle.
 */
export function checkNonogram(p: NonogramPuzzle, cells: ArrayLike<number>): string[] {
  if (cells.length !== p.width * p.height) {
    return [`picture has ${cells.length} cells but the puzzle has ${p.width}×${p.height}`];
  }
  const out: string[] = [];
  const compare = (what: string, line: number[], clue: readonly number[]): void => {
    const got = blocks(line);
    if (got.join(',') !== clue.join(',')) {
      out.push(`${what} has blocks ${got.join(',') || '0'} but its clue is ${clue.join(',') || '0'}`);
    }
  };
  for (let r = 0; r < p.height; r++) {
    const line = Array.from({ length: p.width }, (_, c) => cells[r * p.width + c]!);
    compare(`row ${r + 1}`, line, p.rows[r]!);
  }
  for (let c = 0; c < p.width; c++) {
    const line = Array.from({ length: p.height }, (_, r) => cells[r * p.width + c]!);
    compare(`column ${c + 1}`, line, p.columns[c]!);
  }
  return out;
}
