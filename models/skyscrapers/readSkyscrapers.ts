import { lineTokens, type ParsedPuzzle } from '../common/index.js';
import { SkyscrapersError } from './SkyscrapersError.js';
import type { SkyscrapersPuzzle } from './SkyscrapersPuzzle.js';

/** Largest side read (heights are digits of a domain bitset: far beyond any printed puzzle). */
export const MAX_SKYSCRAPERS_SIDE = 64;

/** A numbered content line of the input, and whether a blank line came just before it. */
interface Line {
  readonly no: number;
  readonly text: string;
  readonly afterBlank: boolean;
}

function fail(line: number, column: number, message: string): never {
  throw new SkyscrapersError(`line ${line}, column ${column}: ${message}`, line, column);
}

/** The N integers 0..`max` of a line (`what` names it in messages). */
function readRow(l: Line, n: number, max: number, what: string): number[] {
  const tokens = lineTokens(l.text);
  const out: number[] = [];
  for (const t of tokens) {
    if (out.length === n) fail(l.no, t.column, `${what} has more than ${n} numbers`);
    const v = /^\d+$/.test(t.text) ? Number(t.text) : Number.NaN;
    if (!Number.isSafeInteger(v)) fail(l.no, t.column, `${what}: expected a number, found '${t.text}'`);
    if (v > max) fail(l.no, t.column, `${what}: ${v} is out of range (0..${max})`);
    out.push(v);
  }
  if (out.length < n)
    fail(l.no, l.text.trimEnd().length + 1, `${what} has ${out.length} numbers, expected ${n}`);
  return out;
}

const SIDES = ['top', 'bottom', 'left', 'right'] as const;

/**
 * Reads every skyscrapers puzzle of a text. One puzzle is a line `N`, then four lines of N clues each
 * (top, bottom, left, right; `0` = no clue; a clue is at most N), then optionally N rows of N given
 * heights (`0` empty):
 *
 * ```text
 * 4
 * 0 0 1 2
 * 0 0 2 0
 * 0 3 0 0
 * 0 0 0 2
 * ```
 *
 * Numbers are separated by spaces. Blank lines and lines starting with `#` are skipped, so puzzles
 * may follow each other with or without a blank line between them. After the clues, the next line is
 * read as the first row of givens when it holds more than one number (for N = 1, when no blank line
 * comes before it); otherwise it starts the next puzzle.
 *
 * A puzzle that cannot be read becomes an entry with its error (naming the line and column) and the
 * reader skips to the next blank line to go on: bad input never hides the others.
 */
export function readSkyscrapers(text: string): ParsedPuzzle<SkyscrapersPuzzle>[] {
  const lines: Line[] = [];
  let blank = true;
  text.split(/\r\n|\r|\n/).forEach((t, i) => {
    const trimmed = t.trim();
    if (trimmed === '') blank = true;
    else if (!trimmed.startsWith('#')) {
      lines.push({ no: i + 1, text: t, afterBlank: blank });
      blank = false;
    }
  });
  const out: ParsedPuzzle<SkyscrapersPuzzle>[] = [];
  let i = 0;
  while (i < lines.length) {
    const start = lines[i]!.no;
    const cursor = { i };
    try {
      out.push({ line: start, puzzle: readOne(lines, cursor) });
      i = cursor.i;
    } catch (e) {
      if (!(e instanceof SkyscrapersError)) throw e;
      out.push({ line: start, error: e.message });
      // Skip to the next paragraph (or the next line after the failing one).
      i = Math.max(cursor.i, i + 1);
      while (i < lines.length && !lines[i]!.afterBlank) i++;
    }
  }
  return out;
}

/** Reads one puzzle from `lines[cursor.i]`, advancing the cursor past it (and to the failing line on error). */
function readOne(lines: readonly Line[], cursor: { i: number }): SkyscrapersPuzzle {
  const head = lines[cursor.i]!;
  const tokens = lineTokens(head.text);
  const n = tokens.length === 1 && /^\d+$/.test(tokens[0]!.text) ? Number(tokens[0]!.text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_SKYSCRAPERS_SIDE) {
    fail(
      head.no,
      tokens[0]?.column ?? 1,
      `expected the side N (1..${MAX_SKYSCRAPERS_SIDE}) alone on its line, found '${head.text.trim()}'`,
    );
  }
  cursor.i++;
  const clues: number[][] = [];
  for (const side of SIDES) {
    const l = lines[cursor.i];
    if (l === undefined)
      fail(head.no, 1, `puzzle ends before its ${side} clues (4 lines of ${n} clues follow N)`);
    clues.push(readRow(l, n, n, `${side} clues`));
    cursor.i++;
  }
  const givens = new Int32Array(n * n);
  const next = lines[cursor.i];
  const hasGivens = next !== undefined && (n === 1 ? !next.afterBlank : lineTokens(next.text).length > 1);
  if (hasGivens) {
    for (let r = 0; r < n; r++) {
      const l = lines[cursor.i];
      if (l === undefined)
        fail(lines[cursor.i - 1]!.no, 1, `puzzle ends after ${r} of its ${n} rows of givens`);
      if (r > 0 && l.afterBlank)
        fail(l.no, 1, `blank line inside the givens (row ${r + 1} of ${n} expected)`);
      givens.set(readRow(l, n, n, `row ${r + 1} of givens`), r * n);
      cursor.i++;
    }
  }
  return { size: n, top: clues[0]!, bottom: clues[1]!, left: clues[2]!, right: clues[3]!, givens };
}

/**
 * Reads a text holding exactly one skyscrapers puzzle (see {@link readSkyscrapers}).
 *
 * @throws `SkyscrapersError` naming the line and column of the first problem, or saying that the text
 * holds no puzzle or more than one.
 */
export function parseSkyscrapers(text: string): SkyscrapersPuzzle {
  const all = readSkyscrapers(text);
  if (all.length === 0) throw new SkyscrapersError('skyscrapers: no puzzle found (the text is empty)');
  if (all.length > 1) {
    throw new SkyscrapersError(
      `skyscrapers: expected one puzzle, found ${all.length} (from line ${all[1]!.line})`,
    );
  }
  const only = all[0]!;
  if ('error' in only) throw new SkyscrapersError(only.error);
  return only.puzzle;
}
