import { type LineToken, lineTokens, type ParsedPuzzle } from '../common/index.js';
import { HidatoError } from './HidatoError.js';
import { HIDATO_HOLE, type HidatoPuzzle } from './HidatoPuzzle.js';

/** A numbered line of a puzzle's paragraph. */
interface Line {
  readonly no: number;
  readonly text: string;
}

function fail(line: number, column: number, message: string): never {
  throw new HidatoError(`line ${line}, column ${column}: ${message}`, line, column);
}

/**
 * Reads every hidato of a text: each puzzle is a paragraph of rows of space-separated tokens, a number
 * (given), `.` (a cell to fill) or `#` (a hole), and puzzles are separated by one or more blank lines:
 *
 * ```text
 * . 33 35 . . # # #
 * . . 24 22 . # # #
 * ```
 *
 * The numbers are 1..n for the n cells that are not holes; consecutive numbers are king-move neighbours,
 * or orthogonal ones with `moves = 'orthogonal'` (numbrix). A puzzle that cannot be read (an unknown
 * token, a ragged row, a number out of range or given twice) becomes an entry with its error naming the
 * line and column, and the others are still read.
 */
export function readHidatos(
  text: string,
  moves: 'king' | 'orthogonal' = 'king',
): ParsedPuzzle<HidatoPuzzle>[] {
  const paragraphs: Line[][] = [];
  let current: Line[] | undefined;
  text.split(/\r\n|\r|\n/).forEach((t, i) => {
    if (t.trim() === '') current = undefined;
    else {
      if (current === undefined) {
        current = [];
        paragraphs.push(current);
      }
      current.push({ no: i + 1, text: t });
    }
  });
  return paragraphs.map((p) => {
    const line = p[0]!.no;
    try {
      return { line, puzzle: readGrid(p, moves) };
    } catch (e) {
      if (e instanceof HidatoError) return { line, error: e.message };
      throw e;
    }
  });
}

/**
 * Reads a text holding exactly one hidato (see {@link readHidatos}).
 *
 * @throws `HidatoError` naming the line and column of the first problem, or saying that the text holds
 * no puzzle or more than one.
 */
export function parseHidato(text: string, moves: 'king' | 'orthogonal' = 'king'): HidatoPuzzle {
  const all = readHidatos(text, moves);
  if (all.length === 0) throw new HidatoError('hidato: no puzzle found (the text is empty)');
  if (all.length > 1)
    throw new HidatoError(`hidato: expected one puzzle, found ${all.length} (from line ${all[1]!.line})`);
  const only = all[0]!;
  if ('error' in only) throw new HidatoError(only.error);
  return only.puzzle;
}

function readGrid(lines: readonly Line[], moves: 'king' | 'orthogonal'): HidatoPuzzle {
  const rows = lines.map((l) => lineTokens(l.text));
  const cols = rows[0]!.length;
  rows.forEach((tokens, r) => {
    const l = lines[r]!;
    if (tokens.length > cols) {
      fail(
        l.no,
        tokens[cols]!.column,
        `row ${r + 1} has ${tokens.length} cells, but the first row has ${cols}`,
      );
    }
    if (tokens.length < cols) {
      fail(
        l.no,
        l.text.trimEnd().length + 1,
        `row ${r + 1} has ${tokens.length} cells, but the first row has ${cols}`,
      );
    }
  });
  if (lines.length > 100 || cols > 100)
    fail(lines[0]!.no, 1, `grids are at most 100×100, this one is ${lines.length}×${cols}`);
  const cells = new Int32Array(lines.length * cols);
  const place: (LineToken & { line: number })[] = [];
  rows.forEach((tokens, r) => {
    tokens.forEach((t, c) => {
      const at = { ...t, line: lines[r]!.no };
      place.push(at);
      if (t.text === '.') cells[r * cols + c] = 0;
      else if (t.text === '#') cells[r * cols + c] = HIDATO_HOLE;
      else if (/^\d+$/.test(t.text)) cells[r * cols + c] = Math.min(Number(t.text), 2 ** 31 - 1);
      else fail(at.line, t.column, `expected a number, '.' or '#', found '${t.text}'`);
    });
  });
  let n = 0;
  for (const v of cells) if (v !== HIDATO_HOLE) n++;
  const seen = new Map<number, number>();
  cells.forEach((v, i) => {
    if (v === HIDATO_HOLE || (v === 0 && place[i]!.text === '.')) return;
    const at = place[i]!;
    if (v < 1 || v > n)
      fail(at.line, at.column, `${at.text} is out of range: the ${n} open cells hold 1..${n}`);
    const before = seen.get(v);
    if (before !== undefined) {
      const b = place[before]!;
      fail(at.line, at.column, `${v} is given twice (also at line ${b.line}, column ${b.column})`);
    }
    seen.set(v, i);
  });
  return { rows: lines.length, cols, cells, moves };
}
