import { regionCanHoldStars } from './regionCanHoldStars.js';
import { StarBattleError } from './StarBattleError.js';
import type { StarBattlePuzzle } from './StarBattlePuzzle.js';

/** Largest side accepted (a 52-letter alphabet gives at most 52 regions, one per row). */
export const MAX_STAR_BATTLE_SIZE = 52;

/**
 * Reads one Star Battle: a line `N K` (side and stars per row, column and region), then N lines of N
 * region letters (`A`–`Z`, `a`–`z`; letters are case-sensitive).
 *
 * ```text
 * 5 1
 * AABBB
 * AABBB
 * CCDDD
 * CCDDE
 * CCDEE
 * ```
 *
 * As an addition, letters may be separated by spaces. Blank lines around the puzzle are skipped.
 * `firstLine` is the number of the text's first line in the file it came from, so messages name the
 * file's lines.
 *
 * @throws `StarBattleError` naming the line and column of a bad header, a row of the wrong length (a
 * ragged grid), a missing row, a character that is not a letter, or the first cell of a region that
 * cannot hold K stars that do not touch; also for text after the grid.
 */
export function parseStarBattle(text: string, firstLine = 1): StarBattlePuzzle {
  const lines = text.split(/\r?\n/);
  const fail = (line: number, column: number, message: string): never => {
    throw new StarBattleError(`line ${line}, column ${column}: ${message}`, line, column);
  };
  let i = 0;
  while (i < lines.length && lines[i]!.trim() === '') i++;
  if (i >= lines.length) throw new StarBattleError('starbattle: no puzzle found (the text is empty)');
  const header = lines[i]!;
  const m = /^\s*(\d+)\s+(\d+)\s*$/.exec(header);
  if (m === null)
    fail(firstLine + i, 1, `expected a header 'N K' (side and stars), found '${header.trim()}'`);
  const n = Number(m![1]);
  const k = Number(m![2]);
  if (n < 1 || n > MAX_STAR_BATTLE_SIZE)
    fail(firstLine + i, header.indexOf(m![1]!) + 1, `side must be 1..${MAX_STAR_BATTLE_SIZE}, got ${n}`);
  if (k < 1)
    fail(firstLine + i, header.lastIndexOf(m![2]!) + 1, `stars per row must be at least 1, got ${k}`);
  const regions = new Int32Array(n * n);
  const letters: string[] = [];
  const firstCell: { line: number; column: number }[] = [];
  const cellsOf: number[][] = [];
  for (let r = 0; r < n; r++) {
    const at = i + 1 + r;
    const lineNo = firstLine + at;
    if (at >= lines.length || lines[at]!.trim() === '') fail(lineNo, 1, `row ${r + 1} of ${n} is missing`);
    const line = lines[at]!;
    let c = 0;
    for (let col = 0; col < line.length; col++) {
      const ch = line[col]!;
      if (ch === ' ' || ch === '\t') continue;
      if (!/[A-Za-z]/.test(ch)) fail(lineNo, col + 1, `expected a region letter A-Z or a-z, found '${ch}'`);
      if (c >= n) fail(lineNo, col + 1, `row ${r + 1} has more than ${n} cells (a ragged grid)`);
      let region = letters.indexOf(ch);
      if (region < 0) {
        region = letters.length;
        letters.push(ch);
        firstCell.push({ line: lineNo, column: col + 1 });
        cellsOf.push([]);
      }
      regions[r * n + c] = region;
      cellsOf[region]!.push(r * n + c);
      c++;
    }
    if (c < n)
      fail(lineNo, line.trimEnd().length + 1, `row ${r + 1} has ${c} cells, expected ${n} (a ragged grid)`);
  }
  for (let rest = i + 1 + n; rest < lines.length; rest++) {
    if (lines[rest]!.trim() !== '') fail(firstLine + rest, 1, 'unexpected text after the grid');
  }
  cellsOf.forEach((cells, region) => {
    if (!regionCanHoldStars(n, cells, k)) {
      const at = firstCell[region]!;
      fail(
        at.line,
        at.column,
        `region ${letters[region]} has ${cells.length} cell(s), too few to hold ${k} stars that do not touch`,
      );
    }
  });
  return { size: n, stars: k, regions, letters };
}
