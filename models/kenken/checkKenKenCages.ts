import { latinCellName } from '../latin/index.js';
import { describeKenKenCage } from './describeKenKenCage.js';
import type { KenKenCage } from './KenKenCage.js';
import { KenKenError } from './KenKenError.js';

const OPS = new Set(['+', '-', '*', '/', '=']);

/**
 * Checks a KenKen puzzle's cages before any model is built: the side is an integer 1..99; every cage has an
 * operation, a positive integer target and cells inside the grid, listed once; `=` cages have one cell,
 * `-` and `/` cages two; no cell is in two cages and every cell is in one.
 *
 * @throws `KenKenError` naming the first bad cage by number, label, clue and cells, or the first cell in no cage.
 */
export function checkKenKenCages(size: number, cages: readonly KenKenCage[]): void {
  if (!Number.isSafeInteger(size) || size < 1 || size > 99) {
    throw new KenKenError(`kenken: size must be an integer 1..99, got ${size}`);
  }
  const owner = new Int32Array(size * size).fill(-1);
  cages.forEach((cage, index) => {
    const name = describeKenKenCage(size, cage, index);
    if (!OPS.has(cage.op)) throw new KenKenError(`kenken: ${name}: unknown operation '${String(cage.op)}'`);
    if (!Number.isSafeInteger(cage.target) || cage.target < 1) {
      throw new KenKenError(`kenken: ${name}: the target must be a positive integer`);
    }
    const k = cage.cells.length;
    if (k === 0) throw new KenKenError(`kenken: ${name} has no cells`);
    if (cage.op === '=' && k !== 1)
      throw new KenKenError(`kenken: ${name}: a cage without operation has one cell, not ${k}`);
    if ((cage.op === '-' || cage.op === '/') && k !== 2) {
      throw new KenKenError(`kenken: ${name}: a '${cage.op}' cage has two cells, not ${k}`);
    }
    for (const cell of cage.cells) {
      if (!Number.isInteger(cell) || cell < 0 || cell >= size * size) {
        throw new KenKenError(`kenken: ${name} refers to cell ${cell}, outside the ${size}×${size} grid`);
      }
      const other = owner[cell]!;
      if (other === index) throw new KenKenError(`kenken: ${name} lists ${latinCellName(size, cell)} twice`);
      if (other >= 0) {
        throw new KenKenError(
          `kenken: ${name} overlaps ${describeKenKenCage(size, cages[other]!, other)} at ${latinCellName(size, cell)}`,
        );
      }
      owner[cell] = index;
    }
  });
  const free = owner.indexOf(-1);
  if (free >= 0) throw new KenKenError(`kenken: ${latinCellName(size, free)} is in no cage`);
}
