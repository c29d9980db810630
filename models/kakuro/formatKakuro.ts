import { KakuroCellKind, type KakuroPuzzle } from './KakuroPuzzle.js';

/**
 * Writes a Kakuro in the text form `parseKakuro` reads, one row per line, tokens separated by one
 * space: `#`, `D\A` clues, and `.` for white cells, or their digit when `digits` (row-major, one per
 * cell) gives one, else the given digit.
 */
export function formatKakuro(p: KakuroPuzzle, digits?: ArrayLike<number>): string {
  const out: string[] = [];
  for (let r = 0; r < p.rows; r++) {
    const row: string[] = [];
    for (let c = 0; c < p.cols; c++) {
      const i = r * p.cols + c;
      const kind = p.kinds[i];
      if (kind === KakuroCellKind.block) row.push('#');
      else if (kind === KakuroCellKind.clue) {
        row.push(`${p.down[i] || ''}\\${p.across[i] || ''}`);
      } else {
        const d = digits?.[i] || p.givens[i]!;
        row.push(d === 0 ? '.' : String(d));
      }
    }
    out.push(row.join(' '));
  }
  return out.join('\n');
}
