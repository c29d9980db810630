import { SudokuGrid } from '../sudoku/index.js';
import { checkKillerCages } from './checkKillerCages.js';
import type { KillerCage } from './KillerCage.js';
import { KillerError } from './KillerError.js';
import type { KillerPuzzle } from './KillerPuzzle.js';
import { killerGeometry } from './killerGeometry.js';

// Pointer characters of the format: the cell they point to, as a (row, column) step.
const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  '<': [0, -1],
  '>': [0, 1],
  '^': [-1, 0],
  v: [1, 0],
  '`': [-1, -1],
  "'": [-1, 1],
  ',': [1, -1],
  '.': [1, 1],
};

/**
 * Reads a killer sudoku in the one-line "short" format used on the Sudoku Players' Forum and by
 * several solvers ("understandable snarfable killer cages"): one character per cell, row by row
 * (whitespace ignored). A cell is either its cage's *head*, holding the sum as one character
 * (`0-9`, `A-Z` = 10..35, `a-j` = 36..45; `0` = a cage without a sum), or a pointer to a neighbouring
 * cell of the same cage: `<` `>` `^` `v`, and the diagonals `` ` `` (up-left), `'` (up-right),
 * `,` (down-left), `.` (down-right). Following pointers from any cell must reach a head.
 *
 * The side N is the square root of the length (81 characters: 9×9). Cages are listed by their
 * first cell in reading order and labelled by their head cell (`r1c1`).
 *
 * @throws `KillerError` naming the character position and cell of a bad character, a pointer that
 * leaves the grid, a pointer loop, or (from `checkKillerCages`) a sum no digits can make.
 */
export function parseKillerShort(text: string): KillerPuzzle {
  const chars = [...text.replace(/\s+/g, '')];
  const count = chars.length;
  const n = Math.round(Math.sqrt(count));
  if (count === 0 || n * n !== count) {
    throw new KillerError(`killer: the short format needs N² characters (81 for 9×9); got ${count}`);
  }
  const geometry = killerGeometry(n, {});
  const at = (i: number): string => `killer: character ${i + 1} (${geometry.cellName(i)})`;
  const next = new Int32Array(count);
  const sumOf = new Int32Array(count).fill(-1);
  chars.forEach((ch, i) => {
    const step = Object.hasOwn(STEPS, ch) ? STEPS[ch] : undefined;
    if (step !== undefined) {
      const r = Math.floor(i / n) + step[0];
      const c = (i % n) + step[1];
      if (r < 0 || r >= n || c < 0 || c >= n)
        throw new KillerError(`${at(i)}: '${ch}' points outside the grid`);
      next[i] = r * n + c;
      return;
    }
    const sum = headSum(ch);
    if (sum < 0)
      throw new KillerError(`${at(i)}: '${ch}' is neither a sum (0-9, A-Z, a-j) nor a pointer (<>^v\`',.)`);
    next[i] = i;
    sumOf[i] = sum;
  });
  const headOf = new Int32Array(count).fill(-1);
  for (let i = 0; i < count; i++) {
    let h = i;
    for (let steps = 0; next[h] !== h; steps++) {
      if (steps > count) throw new KillerError(`${at(i)}: the pointers from this cell run in a loop`);
      h = next[h]!;
    }
    headOf[i] = h;
  }
  const byHead = new Map<number, number[]>();
  for (let i = 0; i < count; i++) {
    const h = headOf[i]!;
    const cells = byHead.get(h);
    if (cells === undefined) byHead.set(h, [i]);
    else cells.push(i);
  }
  const cages: KillerCage[] = [];
  for (const [head, cells] of byHead) {
    const label = geometry.cellName(head);
    const sum = sumOf[head]!;
    cages.push(sum === 0 ? { cells, label } : { cells, sum, label });
  }
  checkKillerCages(geometry, cages);
  return { grid: new SudokuGrid(geometry), cages };
}

function headSum(ch: string): number {
  const code = ch.charCodeAt(0);
  if (ch.length !== 1) return -1;
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 65 + 10;
  if (code >= 97 && code <= 106) return code - 97 + 36;
  return -1;
}
