import { KakuroCellError } from './KakuroCellError.js';
import { KakuroCellKind, type KakuroPuzzle } from './KakuroPuzzle.js';
import type { KakuroRun } from './KakuroRun.js';
import { kakuroCellName } from './kakuroCellName.js';

/**
 * The runs of a Kakuro: every maximal horizontal and vertical stretch of white cells, across runs
 * first, each with the clue of the black cell before it. A run headed by the grid's edge or by a
 * clue-less black cell has no sum (its digits still differ).
 *
 * A sum that no run of its length can reach is not an error here: the puzzle is then unsatisfiable,
 * which is an answer.
 *
 * @throws `KakuroCellError` (with the clue cell's index as `cell`) for a clue with no white cell right
 * of it (across) or below it (down).
 */
export function kakuroRuns(p: KakuroPuzzle): KakuroRun[] {
  const { rows, cols, kinds } = p;
  const out: KakuroRun[] = [];
  const white = (r: number, c: number): boolean =>
    r < rows && c < cols && kinds[r * cols + c] === KakuroCellKind.white;
  const collect = (direction: 'across' | 'down'): void => {
    const dr = direction === 'down' ? 1 : 0;
    const dc = 1 - dr;
    const sums = direction === 'down' ? p.down : p.across;
    for (let i = 0; i < rows * cols; i++) {
      const r = Math.floor(i / cols);
      const c = i % cols;
      const clue = sums[i]!;
      const startsHere = white(r, c) && (r - dr < 0 || c - dc < 0 || !white(r - dr, c - dc));
      if (kinds[i] !== KakuroCellKind.white) {
        if (clue !== 0 && !white(r + dr, c + dc)) {
          throw new KakuroCellError(
            `the ${direction} clue ${clue} of ${kakuroCellName(cols, i)} has no run of white cells ${direction === 'down' ? 'below' : 'right of'} it`,
            i,
          );
        }
        continue;
      }
      if (!startsHere) continue;
      const cells: number[] = [];
      for (let rr = r, cc = c; white(rr, cc); rr += dr, cc += dc) cells.push(rr * cols + cc);
      const head = r - dr >= 0 && c - dc >= 0 ? (r - dr) * cols + (c - dc) : -1;
      const sum = head < 0 ? 0 : sums[head]!;
      out.push({ direction, cells, head, sum });
    }
  };
  collect('across');
  collect('down');
  return out;
}
