import { readCageMap } from '../killer/index.js';
import { latinCellName } from '../latin/index.js';
import { checkKenKenCages } from './checkKenKenCages.js';
import type { KenKenCage, KenKenOp } from './KenKenCage.js';
import { KenKenError } from './KenKenError.js';
import type { KenKenPuzzle } from './KenKenPuzzle.js';

const OP_OF: Readonly<Record<string, KenKenOp>> = {
  '': '=',
  '=': '=',
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '*',
  x: '*',
  X: '*',
  '×': '*',
  '/': '/',
  '÷': '/',
};

/**
 * Reads a KenKen (Calcudoku) puzzle in the cage-map format shared with killer sudoku (see `readCageMap`):
 *
 * ```text
 * # N rows of N labels; cells with the same label form a cage
 * aab
 * cdb
 * cdd
 * # one clue per cage: target then operation: + - * / (also x × ÷ −); no operation for a one-cell cage
 * a=3+ b=6* c=1- d=7+
 * ```
 *
 * The side N is the number of entries in the first row (1..99).
 *
 * @throws `KenKenError` naming the line and column of a malformed row or clue, a clue for an unknown
 * label, a second clue for a cage, a cage without a clue, or (from `checkKenKenCages`) a malformed cage.
 */
export function parseKenKen(text: string): KenKenPuzzle {
  const map = readCageMap(text, 'kenken', (m, line, column) => new KenKenError(m, line, column));
  const size = map.size;
  if (size > 99) throw new KenKenError(`kenken: the map is ${size} wide; at most 99 is supported`);
  if (map.fields.length > 0) {
    const f = map.fields[0]!;
    throw new KenKenError(`kenken: line ${f.line}: unknown field '${f.key}'`, f.line);
  }
  const clues = new Map<string, { op: KenKenOp; target: number }>();
  const known = new Set(map.cages.map((c) => c.label));
  for (const c of map.clues) {
    const at = `kenken: line ${c.line}, column ${c.column}`;
    if (!known.has(c.label))
      throw new KenKenError(`${at}: no cage labelled '${c.label}' in the map`, c.line, c.column);
    if (clues.has(c.label))
      throw new KenKenError(`${at}: a second clue for cage '${c.label}'`, c.line, c.column);
    const m = /^(\d+)(\D?)$/u.exec(c.clue);
    const op = m === null ? undefined : OP_OF[m[2]!];
    if (m === null || op === undefined) {
      throw new KenKenError(
        `${at}: clue '${c.clue}' of cage '${c.label}' must be a number followed by + - * / or nothing`,
        c.line,
        c.column,
      );
    }
    clues.set(c.label, { op, target: Number(m[1]) });
  }
  const cages: KenKenCage[] = map.cages.map((c) => {
    const clue = clues.get(c.label);
    if (clue === undefined) {
      throw new KenKenError(
        `kenken: cage '${c.label}' (first cell ${latinCellName(size, c.cells[0]!)}) has no clue`,
      );
    }
    return { cells: c.cells, op: clue.op, target: clue.target, label: c.label };
  });
  checkKenKenCages(size, cages);
  return { size, cages };
}
