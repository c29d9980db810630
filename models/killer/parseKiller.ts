import { CspError } from '../../core/index.js';
import { SudokuGrid as Grid, parseLine, type SudokuGrid, type SudokuShapeOptions } from '../sudoku/index.js';
import { checkKillerCages } from './checkKillerCages.js';
import type { KillerCage } from './KillerCage.js';
import { KillerError } from './KillerError.js';
import type { KillerPuzzle } from './KillerPuzzle.js';
import { killerGeometry } from './killerGeometry.js';
import { readCageMap } from './readCageMap.js';

/**
 * Reads a killer sudoku in the cage-map format:
 *
 * ```text
 * # 9 rows of 9 labels: cells with the same label form a cage; '.' = a cell in no cage
 * aabbbcdde
 * ...
 * # then one sum per cage, `label = sum`, several per line
 * a=3 b=15 c=22 d=4 e=16
 * # optional: givens in the sudoku line format
 * givens: .........5.......
 * ```
 *
 * Rows may also be written as space-separated labels (for more cages than characters). The grid side
 * is the number of entries in the first row; boxes are the squarest split unless `options` gives them.
 * A cage without a sum only asks for different digits.
 *
 * @throws `KillerError` naming the line (and column) of a malformed row or entry, a sum for a label that
 * is not in the map, a second sum for one cage, a bad givens line, or (from `checkKillerCages`) a cage
 * whose sum no digits can make.
 */
export function parseKiller(text: string, options: SudokuShapeOptions = {}): KillerPuzzle {
  const map = readCageMap(text, 'killer', (m, line, column) => new KillerError(m, line, column));
  const geometry = killerGeometry(map.size, options);
  const sums = new Map<string, number>();
  const known = new Set(map.cages.map((c) => c.label));
  for (const c of map.clues) {
    const at = `killer: line ${c.line}, column ${c.column}`;
    if (!known.has(c.label))
      throw new KillerError(`${at}: no cage labelled '${c.label}' in the map`, c.line, c.column);
    if (sums.has(c.label))
      throw new KillerError(`${at}: a second sum for cage '${c.label}'`, c.line, c.column);
    if (!/^\d+$/.test(c.clue)) {
      throw new KillerError(
        `${at}: the sum of cage '${c.label}' must be a whole number, got '${c.clue}'`,
        c.line,
        c.column,
      );
    }
    sums.set(c.label, Number(c.clue));
  }
  let grid: SudokuGrid = new Grid(geometry);
  for (const f of map.fields) {
    if (f.key !== 'givens') {
      throw new KillerError(
        `killer: line ${f.line}: unknown field '${f.key}' (only 'givens' is known)`,
        f.line,
      );
    }
    try {
      grid = parseLine(f.value, { boxWidth: geometry.boxWidth, boxHeight: geometry.boxHeight });
    } catch (e) {
      if (e instanceof CspError)
        throw new KillerError(`killer: line ${f.line}: givens: ${e.message}`, f.line);
      throw e;
    }
  }
  const cages: KillerCage[] = map.cages.map((c) => {
    const sum = sums.get(c.label);
    return sum === undefined ? { cells: c.cells, label: c.label } : { cells: c.cells, sum, label: c.label };
  });
  checkKillerCages(geometry, cages);
  return { grid, cages };
}
