import { KakuroCellKind, type KakuroPuzzle } from './KakuroPuzzle.js';
import { kakuroCellName } from './kakuroCellName.js';

/**
 * Checks a filled grid without any solver or model code: every white cell holds a digit 1..9 (its
 * given, if any), the digits of every maximal run differ, and every clue equals the sum of the run
 * right of it (across) or below it (down). Returns one message per problem (empty: a solution).
 */
export function checkKakuro(p: KakuroPuzzle, digits: ArrayLike<number>): string[] {
  const { rows, cols, kinds } = p;
  const out: string[] = [];
  const name = (i: number): string => kakuroCellName(cols, i);
  if (digits.length !== rows * cols) return [`expected ${rows * cols} cells, got ${digits.length}`];
  const white = (r: number, c: number): boolean =>
    r >= 0 && c >= 0 && r < rows && c < cols && kinds[r * cols + c] === KakuroCellKind.white;
  for (let i = 0; i < rows * cols; i++) {
    const d = digits[i]!;
    if (kinds[i] !== KakuroCellKind.white) continue;
    if (!(Number.isInteger(d) && d >= 1 && d <= 9)) out.push(`${name(i)} holds ${d}, expected a digit 1..9`);
    else if (p.givens[i] !== 0 && p.givens[i] !== d)
      out.push(`${name(i)} is given ${p.givens[i]} but holds ${d}`);
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      for (const [dr, dc, word, sums] of [
        [0, 1, 'across', p.across],
        [1, 0, 'down', p.down],
      ] as const) {
        // A run starts at a white cell whose predecessor is not white.
        if (!white(r, c) || white(r - dr, c - dc)) continue;
        const seen = new Set<number>();
        let total = 0;
        let rr = r;
        let cc = c;
        for (; white(rr, cc); rr += dr, cc += dc) {
          const d = digits[rr * cols + cc]!;
          if (seen.has(d)) out.push(`${word} run from ${name(r * cols + c)} repeats ${d}`);
          seen.add(d);
          total += d;
        }
        const head = r - dr >= 0 && c - dc >= 0 ? (r - dr) * cols + (c - dc) : -1;
        const clue = head < 0 ? 0 : sums[head]!;
        if (clue !== 0 && clue !== total)
          out.push(`${word} clue ${clue} of ${name(head)} but its run adds up to ${total}`);
      }
    }
  }
  return out;
}
