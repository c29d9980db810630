import { findLatinConflicts } from './findLatinConflicts.js';
import { LatinError } from './LatinError.js';
import { LatinSquare } from './LatinSquare.js';

/**
 * Reads a Latin-square puzzle: N lines of N whitespace-separated entries, each an integer
 * `1..N` or `0` / `.` for an empty cell. N is taken from the first line. Blank lines and lines
 * starting with `#` are skipped.
 *
 * @example
 * ```ts
 * const puzzle = parseLatin('1 . 3\n. . .\n3 . .');
 * ```
 * @throws `LatinError` naming the line and column of the first bad entry, a row of the wrong
 * length, the wrong number of rows, or (listing all of them) givens that repeat in a row or column,
 * like `r1c2 and r1c5 both hold 3`.
 */
export function parseLatin(text: string): LatinSquare {
  const rows: { line: number; tokens: { text: string; column: number }[] }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const tokens: { text: string; column: number }[] = [];
    for (const m of raw.matchAll(/\S+/g)) tokens.push({ text: m[0], column: m.index + 1 });
    rows.push({ line: i + 1, tokens });
  });
  const first = rows[0];
  if (first === undefined) throw new LatinError('latin: no rows found (the text is empty)');
  const n = first.tokens.length;
  const cells = new Int32Array(n * n);
  rows.forEach((row, r) => {
    if (r >= n) {
      throw new LatinError(
        `latin: line ${row.line}: extra row; the first row has ${n} entries, so ${n} rows`,
        {
          line: row.line,
        },
      );
    }
    if (row.tokens.length !== n) {
      throw new LatinError(
        `latin: line ${row.line}: row ${r + 1} has ${row.tokens.length} entries, expected ${n} (as in the first row)`,
        { line: row.line },
      );
    }
    row.tokens.forEach((tok, c) => {
      const at = `latin: line ${row.line}, column ${tok.column} (r${r + 1}c${c + 1})`;
      let v: number;
      if (tok.text === '.') v = 0;
      else if (/^\d+$/.test(tok.text)) v = Number(tok.text);
      else
        throw new LatinError(`${at}: '${tok.text}' is not a number or '.'`, {
          line: row.line,
          column: tok.column,
        });
      if (v > n) {
        throw new LatinError(`${at}: ${v} is out of range; expected 1..${n}, or 0 or '.' for empty`, {
          line: row.line,
          column: tok.column,
        });
      }
      cells[r * n + c] = v;
    });
  });
  if (rows.length < n) {
    throw new LatinError(`latin: found ${rows.length} rows, expected ${n} (the first row has ${n} entries)`);
  }
  const square = new LatinSquare(n, cells);
  const conflicts = findLatinConflicts(square);
  if (conflicts.length > 0) throw new LatinError(`latin: ${conflicts.join('; ')}`);
  return square;
}
