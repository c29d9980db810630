import { CspError } from '../../../core/errors/CspError.js';
import { SudokuGeometry } from '../SudokuGeometry.js';
import type { CellChange } from './CellChange.js';
import type { GameAction, GameActionKind } from './GameAction.js';
import type { GameState } from './GameState.js';
import { SudokuPlayError } from './SudokuPlayError.js';

const KINDS: readonly GameActionKind[] = ['place', 'erase', 'marks', 'fill'];

/**
 * Checks that a parsed JSON value is a saved game ({@link GameState}) that can be played on: known format and
 * version, a valid box shape, values in range, givens kept in `values`, marks and history only on cells that
 * are not givens. Returns it typed, or throws naming the first bad field (`values[12]: …`).
 *
 * @throws SudokuPlayError for anything else.
 */
export function readGameState(state: unknown): GameState {
  const s = record(state, 'the saved game');
  if (s.format !== 'cspkit-sudoku-game') {
    throw new SudokuPlayError(`format: expected 'cspkit-sudoku-game'; got ${JSON.stringify(s.format)}`);
  }
  if (s.version !== 1) throw new SudokuPlayError(`version: expected 1; got ${JSON.stringify(s.version)}`);
  const boxWidth = integer(s.boxWidth, 'boxWidth', 1, Number.MAX_SAFE_INTEGER);
  const boxHeight = integer(s.boxHeight, 'boxHeight', 1, Number.MAX_SAFE_INTEGER);
  let geometry: SudokuGeometry;
  try {
    geometry = SudokuGeometry.fromBox(boxWidth, boxHeight);
  } catch (e) {
    if (e instanceof CspError) throw new SudokuPlayError(`box shape: ${e.message}`);
    throw e;
  }
  const n = geometry.size;
  const cellCount = geometry.cellCount;
  const givens = cellArray(s.givens, 'givens', cellCount, n);
  const values = cellArray(s.values, 'values', cellCount, n);
  for (let cell = 0; cell < cellCount; cell++) {
    if (givens[cell] !== 0 && values[cell] !== givens[cell]) {
      throw new SudokuPlayError(
        `values[${cell}]: ${geometry.cellName(cell)} is the given ${givens[cell]} but holds ${values[cell]}`,
        geometry.cellName(cell),
      );
    }
  }
  const freeCell = (v: unknown, where: string): number => {
    const cell = integer(v, where, 0, cellCount - 1);
    if (givens[cell] !== 0) {
      throw new SudokuPlayError(`${where}: ${geometry.cellName(cell)} is a given`, geometry.cellName(cell));
    }
    return cell;
  };
  const markList = (v: unknown, where: string): number[] => {
    if (!Array.isArray(v)) throw new SudokuPlayError(`${where}: expected an array of values`);
    return v.map((x, i) => integer(x, `${where}[${i}]`, 1, n));
  };

  const marksIn = array(s.marks, 'marks');
  const marks: [number, number[]][] = marksIn.map((entry, i) => {
    if (!Array.isArray(entry) || entry.length !== 2) {
      throw new SudokuPlayError(`marks[${i}]: expected [cell, [values]]`);
    }
    return [freeCell(entry[0], `marks[${i}][0]`), markList(entry[1], `marks[${i}][1]`)];
  });

  const actions = (v: unknown, where: string): GameAction[] =>
    array(v, where).map((a, i) => {
      const at = `${where}[${i}]`;
      const r = record(a, at);
      if (!KINDS.includes(r.kind as GameActionKind)) {
        throw new SudokuPlayError(
          `${at}.kind: expected one of ${KINDS.join(', ')}; got ${JSON.stringify(r.kind)}`,
        );
      }
      const changes: CellChange[] = array(r.changes, `${at}.changes`).map((c, j) => {
        const cat = `${at}.changes[${j}]`;
        const ch = record(c, cat);
        const base = {
          cell: freeCell(ch.cell, `${cat}.cell`),
          before: integer(ch.before, `${cat}.before`, 0, n),
          after: integer(ch.after, `${cat}.after`, 0, n),
        };
        if (ch.marksBefore === undefined && ch.marksAfter === undefined) return base;
        return {
          ...base,
          marksBefore: markList(ch.marksBefore, `${cat}.marksBefore`),
          marksAfter: markList(ch.marksAfter, `${cat}.marksAfter`),
        };
      });
      return { kind: r.kind as GameActionKind, changes };
    });

  if (typeof s.autoCleanMarks !== 'boolean') {
    throw new SudokuPlayError(
      `autoCleanMarks: expected true or false; got ${JSON.stringify(s.autoCleanMarks)}`,
    );
  }
  return {
    format: 'cspkit-sudoku-game',
    version: 1,
    boxWidth,
    boxHeight,
    givens,
    values,
    marks,
    undo: actions(s.undo, 'undo'),
    redo: actions(s.redo, 'redo'),
    autoCleanMarks: s.autoCleanMarks,
  };
}

function record(v: unknown, where: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw new SudokuPlayError(`${where}: expected an object`);
  }
  return v as Record<string, unknown>;
}

function array(v: unknown, where: string): unknown[] {
  if (!Array.isArray(v)) throw new SudokuPlayError(`${where}: expected an array`);
  return v;
}

function integer(v: unknown, where: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new SudokuPlayError(`${where}: expected an integer in ${min}..${max}; got ${JSON.stringify(v)}`);
  }
  return v;
}

function cellArray(v: unknown, where: string, length: number, n: number): number[] {
  const a = array(v, where);
  if (a.length !== length) {
    throw new SudokuPlayError(`${where}: expected ${length} cells; got ${a.length}`);
  }
  return a.map((x, i) => integer(x, `${where}[${i}]`, 0, n));
}
