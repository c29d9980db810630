import { HIDATO_HOLE, type HidatoPuzzle } from './HidatoPuzzle.js';

/**
 * The neighbours of every cell of a puzzle that are not holes (king moves, or orthogonal ones for a
 * numbrix), by cell index; a hole has none.
 */
export function hidatoNeighbours(p: Pick<HidatoPuzzle, 'rows' | 'cols' | 'cells' | 'moves'>): number[][] {
  const out: number[][] = [];
  for (let r = 0; r < p.rows; r++) {
    for (let c = 0; c < p.cols; c++) {
      const nb: number[] = [];
      if (p.cells[r * p.cols + c] !== HIDATO_HOLE) {
        for (let dr = -1; dr <= 1; dr++) {
          for (let dc = -1; dc <= 1; dc++) {
            if (dr === 0 && dc === 0) continue;
            if (p.moves === 'orthogonal' && dr !== 0 && dc !== 0) continue;
            const r2 = r + dr;
            const c2 = c + dc;
            if (r2 < 0 || r2 >= p.rows || c2 < 0 || c2 >= p.cols) continue;
            if (p.cells[r2 * p.cols + c2] !== HIDATO_HOLE) nb.push(r2 * p.cols + c2);
          }
        }
      }
      out.push(nb);
    }
  }
  return out;
}
