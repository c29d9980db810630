import { FutoshikiError } from './FutoshikiError.js';
import type { FutoshikiInequality, FutoshikiPuzzle } from './FutoshikiPuzzle.js';

/**
 * Reads a Futoshiki drawn as text, the way puzzles are printed:
 *
 * ```text
 * # comments and blank lines before the grid are skipped
 * . .>. . .
 *       v
 * . . . . .
 *     ^
 * . . .<. .
 * ```
 *
 * Cell rows put the cells at character columns 1, 3, 5, … (one character each: a digit `1-9`, or `.`,
 * `0`, `_` or `?` for empty) with the sign between two cells in the column between them: `<`, `>` or a
 * space. Below each cell row except the last comes a sign row (possibly blank): under a cell, `^` means
 * the upper digit is smaller, `v` (or `V`) the upper digit is larger. The side N comes from the first
 * cell row; 2N − 1 rows follow. Trailing spaces do not matter. Sizes up to 9.
 *
 * @throws `FutoshikiError` naming the line and column of an unexpected character, a row of the wrong
 * length, a digit larger than N, or missing rows.
 */
export function parseFutoshiki(text: string): FutoshikiPuzzle {
  const lines = text.split(/\r?\n/).map((l) => l.replace(/\s+$/, ''));
  let i = 0;
  while (i < lines.length && (lines[i]!.trim() === '' || lines[i]!.trimStart().startsWith('#'))) i++;
  if (i >= lines.length) throw new FutoshikiError('futoshiki: no grid found (the text is empty)');
  const first = lines[i]!;
  const n = (first.length + 1) >> 1;
  if (n < 1 || n > 9 || first.length % 2 === 0) {
    throw new FutoshikiError(
      `futoshiki: line ${i + 1}: a cell row of N cells is 2N − 1 characters (N ≤ 9); this one has ${first.length}`,
      i + 1,
    );
  }
  const givens = new Int32Array(n * n);
  const inequalities: FutoshikiInequality[] = [];
  const fail = (line: number, column: number, message: string): never => {
    throw new FutoshikiError(`futoshiki: line ${line}, column ${column}: ${message}`, line, column);
  };
  for (let r = 0; r < 2 * n - 1; r++) {
    const lineNo = i + r + 1;
    if (i + r >= lines.length) {
      throw new FutoshikiError(
        `futoshiki: the grid stops after ${r} of its ${2 * n - 1} rows (N = ${n} cells, so N cell rows and N − 1 sign rows)`,
      );
    }
    const line = lines[i + r]!;
    if (line.length > 2 * n - 1)
      fail(lineNo, 2 * n, `row is longer than the ${2 * n - 1} characters of the first row`);
    const row = r >> 1;
    for (let col = 0; col < line.length; col++) {
      const ch = line[col]!;
      const cell = row * n + (col >> 1);
      if (r % 2 === 0 && col % 2 === 0) {
        if ('._?0'.includes(ch)) continue;
        if (ch >= '1' && ch <= '9') {
          const v = Number(ch);
          if (v > n) fail(lineNo, col + 1, `digit ${v} is out of range for ${n}×${n} (1..${n})`);
          givens[cell] = v;
          continue;
        }
        fail(lineNo, col + 1, `expected a digit or '.', found '${ch}'`);
      } else if (r % 2 === 0) {
        if (ch === '<') inequalities.push({ less: cell, greater: cell + 1 });
        else if (ch === '>') inequalities.push({ less: cell + 1, greater: cell });
        else if (ch !== ' ')
          fail(lineNo, col + 1, `expected '<', '>' or a space between cells, found '${ch}'`);
      } else if (col % 2 === 0) {
        if (ch === '^') inequalities.push({ less: cell, greater: cell + n });
        else if (ch === 'v' || ch === 'V') inequalities.push({ less: cell + n, greater: cell });
        else if (ch !== ' ')
          fail(lineNo, col + 1, `expected '^', 'v' or a space under a cell, found '${ch}'`);
      } else if (ch !== ' ') {
        fail(lineNo, col + 1, `expected a space between sign positions, found '${ch}'`);
      }
    }
    if (r % 2 === 0 && line.length < 2 * n - 1) {
      fail(lineNo, line.length + 1, `cell row ${row + 1} has ${(line.length + 1) >> 1} cells, expected ${n}`);
    }
  }
  for (let rest = i + 2 * n - 1; rest < lines.length; rest++) {
    const t = lines[rest]!.trim();
    if (t !== '' && !t.startsWith('#')) fail(rest + 1, 1, 'unexpected text after the grid');
  }
  return { size: n, givens, inequalities };
}
