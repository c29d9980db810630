import { KakuroCellKind, type KakuroPuzzle } from './KakuroPuzzle.js';

/**
 * The puzzle of a layout (white and block cells) whose clues are the run sums of `solution`:
 * a non-white cell starting a run becomes a clue, the others blocks. `layout` is not modified.
 */
export function kakuroWithClues(
  rows: number,
  cols: number,
  layout: Uint8Array,
  solution: Int32Array,
): KakuroPuzzle {
  const kinds = layout.slice();
  const down = new Int32Array(rows * cols);
  const across = new Int32Array(rows * cols);
  const white = (r: number, c: number): boolean =>
    r < rows && c < cols && kinds[r * cols + c] === KakuroCellKind.white;
  for (let i = 0; i < rows * cols; i++) {
    if (kinds[i] === KakuroCellKind.white) continue;
    const r = Math.floor(i / cols);
    const c = i % cols;
    let a = 0;
    let d = 0;
    for (let cc = c + 1; white(r, cc); cc++) a += solution[r * cols + cc]!;
    for (let rr = r + 1; white(rr, c); rr++) d += solution[rr * cols + c]!;
    across[i] = a;
    down[i] = d;
    kinds[i] = a !== 0 || d !== 0 ? KakuroCellKind.clue : KakuroCellKind.block;
  }
  return { rows, cols, kinds, down, across, givens: new Int32Array(rows * cols) };
}
