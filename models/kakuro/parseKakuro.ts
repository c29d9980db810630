import { KakuroCellError } from './KakuroCellError.js';
import { KakuroError } from './KakuroError.js';
import { KakuroCellKind, type KakuroPuzzle } from './KakuroPuzzle.js';
import { kakuroRuns } from './kakuroRuns.js';

const CLUE = /^(\d*)\\(\d*)$/;

/**
 * Reads one Kakuro: rows of space-separated tokens, every row with the same number of tokens.
 *
 * ```text
 * #    16\  23\ #
 * \17  .    .   #
 * \24  .    .   .
 * ```
 *
 * A token is `.` (a white cell), `#` (a block), or `D\A`, a clue cell with the down sum `D` and the
 * across sum `A`, either part possibly empty (`16\`, `\23`; `\` alone is a block). As an addition to
 * the printed format, a digit `1`..`9` is a white cell with that digit given (so a solved grid reads
 * back). Blank lines around the grid are skipped. `firstLine` is the number of the text's first line
 * in the file it came from, so messages name the file's lines.
 *
 * @throws `KakuroError` naming the line and column of a bad token, a row of another length than the
 * first (a ragged grid), a clue with no run of white cells behind it, or an empty text.
 */
export function parseKakuro(text: string, firstLine = 1): KakuroPuzzle {
  const lines = text.split(/\r?\n/);
  const rowsTokens: { token: string; column: number }[][] = [];
  const rowLines: number[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const tokens: { token: string; column: number }[] = [];
    for (const m of line.matchAll(/\S+/g)) tokens.push({ token: m[0], column: m.index + 1 });
    rowsTokens.push(tokens);
    rowLines.push(firstLine + i);
  });
  if (rowsTokens.length === 0) throw new KakuroError('kakuro: no grid found (the text is empty)');
  const fail = (line: number, column: number, message: string): never => {
    throw new KakuroError(`line ${line}, column ${column}: ${message}`, line, column);
  };
  const rows = rowsTokens.length;
  const cols = rowsTokens[0]!.length;
  const kinds = new Uint8Array(rows * cols);
  const down = new Int32Array(rows * cols);
  const across = new Int32Array(rows * cols);
  const givens = new Int32Array(rows * cols);
  const columns = new Int32Array(rows * cols);
  const sum = (part: string, line: number, column: number): number => {
    if (part === '') return 0;
    const v = Number(part);
    if (v < 1 || !Number.isSafeInteger(v))
      fail(line, column, `a clue sum must be a positive integer, got ${part}`);
    return v;
  };
  rowsTokens.forEach((tokens, r) => {
    const line = rowLines[r]!;
    if (tokens.length !== cols) {
      const column =
        tokens.length > cols
          ? tokens[cols]!.column
          : tokens[tokens.length - 1]!.column + tokens[tokens.length - 1]!.token.length;
      fail(line, column, `row ${r + 1} has ${tokens.length} cells but row 1 has ${cols} (a ragged grid)`);
    }
    tokens.forEach(({ token, column }, c) => {
      const i = r * cols + c;
      columns[i] = column;
      if (token === '.') kinds[i] = KakuroCellKind.white;
      else if (token === '#') kinds[i] = KakuroCellKind.block;
      else if (/^[1-9]$/.test(token)) {
        kinds[i] = KakuroCellKind.white;
        givens[i] = Number(token);
      } else {
        const m = CLUE.exec(token);
        if (m === null) fail(line, column, `expected '.', '#', a digit or a clue 'D\\A', found '${token}'`);
        const d = sum(m![1]!, line, column);
        const a = sum(m![2]!, line, column + m![1]!.length + 1);
        kinds[i] = d === 0 && a === 0 ? KakuroCellKind.block : KakuroCellKind.clue;
        down[i] = d;
        across[i] = a;
      }
    });
  });
  const puzzle: KakuroPuzzle = { rows, cols, kinds, down, across, givens };
  try {
    kakuroRuns(puzzle);
  } catch (e) {
    if (e instanceof KakuroCellError) {
      const line = rowLines[Math.floor(e.cell / cols)]!;
      fail(line, columns[e.cell]!, e.message);
    }
    throw e;
  }
  return puzzle;
}
