import type { ParsedPuzzle } from '../common/index.js';
import { NonogramError } from './NonogramError.js';
import type { NonogramPuzzle } from './NonogramPuzzle.js';

/** Largest width or height read (a 500×500 picture is already far beyond hand-made puzzles). */
export const MAX_NONOGRAM_SIDE = 500;

/** A numbered line of the input. */
interface Line {
  readonly no: number;
  readonly text: string;
}

const HEADER = /^\s*(width|height)\b/i;
const SECTION = /^\s*(rows|columns|cols)\s*$/i;

function fail(line: number, column: number, message: string): never {
  throw new NonogramError(`line ${line}, column ${column}: ${message}`, line, column);
}

/**
 * Reads every nonogram of a text. One puzzle is
 *
 * ```text
 * width 5
 * height 3
 * rows
 * 2
 * 1,1
 * 0
 * columns
 * 1
 * …          (W clue lines)
 * ```
 *
 * `width` and `height` in either order, then the sections `rows` (H clue lines, top to bottom) and
 * `columns` (W clue lines, left to right), `columns` also in first place or spelled `cols`. A clue line
 * is the block lengths separated by commas (spaces are allowed too), `0` for a line without blocks.
 * Keywords are case-insensitive. Blank lines and lines starting with `#` are skipped anywhere, so
 * several puzzles follow each other with or without blank lines between them: a `width` or `height`
 * line after clue lines starts the next puzzle.
 *
 * A puzzle that cannot be read becomes an entry with its error (naming the line and column), and the
 * reader goes on with the next puzzle: bad input never hides the others.
 */
export function readNonograms(text: string): ParsedPuzzle<NonogramPuzzle>[] {
  const groups: Line[][] = [];
  let current: Line[] | undefined;
  let body = false;
  text.split(/\r\n|\r|\n/).forEach((t, i) => {
    const trimmed = t.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const header = HEADER.test(t);
    if (current === undefined || (header && body)) {
      current = [];
      groups.push(current);
      body = false;
    }
    if (!header) body = true;
    current.push({ no: i + 1, text: t });
  });
  return groups.map((g) => {
    const line = g[0]!.no;
    try {
      return { line, puzzle: parseGroup(g) };
    } catch (e) {
      if (e instanceof NonogramError) return { line, error: e.message };
      throw e;
    }
  });
}

/**
 * Reads a text holding exactly one nonogram (see {@link readNonograms} for the format).
 *
 * @throws `NonogramError` naming the line and column of the first problem, or saying that the text
 * holds no puzzle or more than one.
 */
export function parseNonogram(text: string): NonogramPuzzle {
  const all = readNonograms(text);
  if (all.length === 0) throw new NonogramError('nonogram: no puzzle found (the text is empty)');
  if (all.length > 1) {
    throw new NonogramError(`nonogram: expected one puzzle, found ${all.length} (from line ${all[1]!.line})`);
  }
  const only = all[0]!;
  if ('error' in only) throw new NonogramError(only.error);
  return only.puzzle;
}

/** Reads `width W` / `height H`. */
function readSide(l: Line): { key: 'width' | 'height'; value: number } {
  const m = /^(\s*)(\S+)(\s+)(\S+)\s*$/.exec(l.text);
  if (m === null) fail(l.no, 1, `expected 'width W' or 'height H', found '${l.text.trim()}'`);
  const key = m[2]!.toLowerCase() as 'width' | 'height';
  const at = m[1]!.length + m[2]!.length + m[3]!.length + 1;
  const value = /^\d+$/.test(m[4]!) ? Number(m[4]) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_NONOGRAM_SIDE) {
    fail(l.no, at, `${key} must be an integer 1..${MAX_NONOGRAM_SIDE}, found '${m[4]}'`);
  }
  return { key, value };
}

/** Reads one clue line for a line of `length` cells (`what` names it: `row 3`). */
function readClue(l: Line, length: number, what: string): number[] {
  const parts: { value: number; column: number; text: string }[] = [];
  const re = /[^,\s]+/g;
  for (let m = re.exec(l.text); m !== null; m = re.exec(l.text)) {
    const value = /^\d+$/.test(m[0]) ? Number(m[0]) : Number.NaN;
    if (!Number.isSafeInteger(value)) {
      fail(l.no, m.index + 1, `${what}: expected a block length (a whole number), found '${m[0]}'`);
    }
    parts.push({ value, column: m.index + 1, text: m[0] });
  }
  if (parts.length === 0) fail(l.no, 1, `${what}: empty clue (write 0 for a line without blocks)`);
  if (parts.length === 1 && parts[0]!.value === 0) return [];
  let used = -1;
  for (const p of parts) {
    if (p.value === 0)
      fail(l.no, p.column, `${what}: a block length 0 is only allowed alone (an empty line)`);
    used += p.value + 1;
    if (used > length) {
      const clue = parts.map((q) => q.text).join(',');
      fail(
        l.no,
        p.column,
        `${what}: clue ${clue} needs ${parts.reduce((s, q) => s + q.value, 0) + parts.length - 1} cells but the line has ${length}`,
      );
    }
  }
  return parts.map((p) => p.value);
}

function parseGroup(g: readonly Line[]): NonogramPuzzle {
  const sides: { width?: number; height?: number } = {};
  let i = 0;
  for (; i < g.length && HEADER.test(g[i]!.text); i++) {
    const { key, value } = readSide(g[i]!);
    if (sides[key] !== undefined) fail(g[i]!.no, 1, `${key} given twice`);
    sides[key] = value;
  }
  const first = g[0]!;
  if (sides.width === undefined) fail(first.no, 1, "missing 'width W' line before the clues");
  if (sides.height === undefined) fail(first.no, 1, "missing 'height H' line before the clues");
  const width = sides.width;
  const height = sides.height;
  const sections: { rows?: number[][]; columns?: number[][] } = {};
  while (i < g.length) {
    const head = g[i]!;
    const m = SECTION.exec(head.text);
    if (m === null) {
      const column = head.text.search(/\S/) + 1;
      fail(head.no, column, `expected 'rows' or 'columns', found '${head.text.trim()}'`);
    }
    const key = m[1]!.toLowerCase() === 'rows' ? 'rows' : 'columns';
    if (sections[key] !== undefined) fail(head.no, 1, `'${key}' given twice`);
    i++;
    const count = key === 'rows' ? height : width;
    const length = key === 'rows' ? width : height;
    const clues: number[][] = [];
    for (; i < g.length && !SECTION.test(g[i]!.text); i++) {
      if (clues.length === count) {
        fail(
          g[i]!.no,
          1,
          `'${key}' has more than ${count} clue lines (${key === 'rows' ? 'height' : 'width'} ${count})`,
        );
      }
      clues.push(readClue(g[i]!, length, `${key === 'rows' ? 'row' : 'column'} ${clues.length + 1}`));
    }
    if (clues.length < count) {
      const at = g[i - 1]!.no;
      fail(at, 1, `'${key}' has ${clues.length} clue lines, expected ${count}`);
    }
    sections[key] = clues;
  }
  if (sections.rows === undefined) fail(g[g.length - 1]!.no, 1, "missing the 'rows' section");
  if (sections.columns === undefined) fail(g[g.length - 1]!.no, 1, "missing the 'columns' section");
  return { width, height, rows: sections.rows, columns: sections.columns };
}
