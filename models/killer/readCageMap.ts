import type { CspError } from '../../core/index.js';

/** One cage of a cage map: its label and its cells (row-major indices, in reading order). */
export interface CageMapCage {
  /** The label written in the map. */
  readonly label: string;
  /** Cell indices, row-major, 0-based. */
  readonly cells: readonly number[];
}

/** A `label = clue` entry of a cage-map text, with where it was written. */
export interface CageMapClue {
  /** The cage label. */
  readonly label: string;
  /** The clue text after `=` (a sum, or a target with an operator). */
  readonly clue: string;
  /** 1-based line. */
  readonly line: number;
  /** 1-based column of the label. */
  readonly column: number;
}

/** A `key: value` line of a cage-map text (such as `givens: 5...3`). */
export interface CageMapField {
  /** The key, lower-cased. */
  readonly key: string;
  /** The rest of the line, trimmed. */
  readonly value: string;
  /** 1-based line. */
  readonly line: number;
}

/** What {@link readCageMap} found. */
export interface CageMap {
  /** Side of the square grid. */
  readonly size: number;
  /** Cages in order of first appearance (reading order); cells marked `.` belong to none. */
  readonly cages: readonly CageMapCage[];
  /** Every `label = clue` entry after the map, in text order. */
  readonly clues: readonly CageMapClue[];
  /** Every `key: value` line after the map. */
  readonly fields: readonly CageMapField[];
}

/** Makes the caller's error type for a message and an optional 1-based line and column. */
export type CageMapErrorFactory = (message: string, line?: number, column?: number) => CspError;

/**
 * Reads the cage-map text shared by killer sudoku and KenKen:
 *
 * ```text
 * # comment lines start with '#'; blank lines are skipped
 * aabbc        one row per line: one label per cell, '.' for a cell in no cage;
 * adbec        either one character per cell, or labels separated by spaces
 * ...          (the first row decides; the side N is its number of entries, N rows follow)
 * a=8 b=15     after the map: `label = clue` entries, any number per line (spaces or commas between)
 * givens: ...  and `key: value` lines
 * ```
 *
 * Labels are case-sensitive. Cages are listed by first appearance in reading order.
 *
 * @param what - the word that starts every error message (`killer`, `kenken`).
 * @throws whatever `fail` makes, naming the line and column: a row of the wrong length, a missing row,
 * an entry that is neither `label = clue` nor `key: value`.
 */
export function readCageMap(text: string, what: string, fail: CageMapErrorFactory): CageMap {
  const lines = text.split(/\r?\n/);
  let i = 0;
  const skip = (): void => {
    while (i < lines.length) {
      const t = lines[i]!.trim();
      if (t !== '' && !t.startsWith('#')) return;
      i++;
    }
  };
  skip();
  if (i >= lines.length) throw fail(`${what}: no cage map found (the text is empty)`);
  const firstRow = lines[i]!.trim();
  const tokenMode = /\s/.test(firstRow);
  const size = tokenMode ? firstRow.split(/\s+/).length : [...firstRow].length;
  const labels: (string | null)[] = [];
  for (let r = 0; r < size; r++) {
    skip();
    if (i >= lines.length) {
      throw fail(
        `${what}: the cage map has ${r} rows; the first row has ${size} entries, so ${size} are needed`,
      );
    }
    const raw = lines[i]!;
    const lineNo = i + 1;
    const entries = tokenMode ? raw.trim().split(/\s+/) : [...raw.trim()];
    if (entries.length !== size) {
      throw fail(
        `${what}: line ${lineNo}: map row ${r + 1} has ${entries.length} entries, expected ${size} (as in the first row)`,
        lineNo,
      );
    }
    for (const e of entries) labels.push(e === '.' ? null : e);
    i++;
  }
  const cages: { label: string; cells: number[] }[] = [];
  const byLabel = new Map<string, number[]>();
  labels.forEach((label, cell) => {
    if (label === null) return;
    let cells = byLabel.get(label);
    if (cells === undefined) {
      cells = [];
      byLabel.set(label, cells);
      cages.push({ label, cells });
    }
    cells.push(cell);
  });
  const clues: CageMapClue[] = [];
  const fields: CageMapField[] = [];
  for (; i < lines.length; i++) {
    const raw = lines[i]!;
    const t = raw.trim();
    if (t === '' || t.startsWith('#')) continue;
    const lineNo = i + 1;
    const field = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(t);
    if (field) {
      fields.push({ key: field[1]!.toLowerCase(), value: field[2]!.trim(), line: lineNo });
      continue;
    }
    // `label = clue` entries; whatever the pattern skips over must be separators only.
    const entry = /([^\s,=]+)\s*=\s*([^\s,=]+)/g;
    let last = 0;
    for (let m = entry.exec(raw); m !== null; m = entry.exec(raw)) {
      checkSeparators(raw.slice(last, m.index), last, lineNo, what, fail);
      clues.push({ label: m[1]!, clue: m[2]!, line: lineNo, column: m.index + 1 });
      last = m.index + m[0].length;
    }
    checkSeparators(raw.slice(last), last, lineNo, what, fail);
  }
  return { size, cages, clues, fields };
}

function checkSeparators(
  gap: string,
  at: number,
  line: number,
  what: string,
  fail: CageMapErrorFactory,
): void {
  const bad = /[^\s,]/.exec(gap);
  if (bad === null) return;
  const column = at + bad.index + 1;
  const word = /^[^\s,]+/.exec(gap.slice(bad.index))![0];
  throw fail(
    `${what}: line ${line}, column ${column}: expected 'label = clue' or 'key: value', found '${word}'`,
    line,
    column,
  );
}
