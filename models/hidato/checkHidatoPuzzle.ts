import { HidatoError } from './HidatoError.js';
import { HIDATO_HOLE, type HidatoPuzzle } from './HidatoPuzzle.js';

/**
 * Checks a puzzle built in code before a model is made: sizes 1..100, one cell per position, every number
 * 1..n (n = cells that are not holes) and none twice.
 *
 * @throws `HidatoError` naming the first bad cell (`r2c3`).
 */
export function checkHidatoPuzzle(p: HidatoPuzzle): void {
  const { rows, cols, cells } = p;
  for (const [what, v] of [
    ['rows', rows],
    ['cols', cols],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 1 || v > 100)
      throw new HidatoError(`hidato: ${what} must be 1..100, got ${v}`);
  }
  if (cells.length !== rows * cols)
    throw new HidatoError(`hidato: ${cells.length} cells, expected ${rows * cols}`);
  if (p.moves !== 'king' && p.moves !== 'orthogonal')
    throw new HidatoError(`hidato: moves must be 'king' or 'orthogonal'`);
  let n = 0;
  for (const v of cells) if (v !== HIDATO_HOLE) n++;
  const seen = new Map<number, number>();
  cells.forEach((v, i) => {
    const name = `r${Math.floor(i / cols) + 1}c${(i % cols) + 1}`;
    if (v === HIDATO_HOLE || v === 0) return;
    if (!Number.isInteger(v) || v < 1 || v > n)
      throw new HidatoError(`hidato: ${name} holds ${v}, expected 1..${n}`);
    const before = seen.get(v);
    if (before !== undefined) {
      throw new HidatoError(
        `hidato: ${v} is given twice (r${Math.floor(before / cols) + 1}c${(before % cols) + 1} and ${name})`,
      );
    }
    seen.set(v, i);
  });
}
