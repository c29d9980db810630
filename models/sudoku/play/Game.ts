import { findConflicts } from '../findConflicts.js';
import type { SudokuConflict } from '../SudokuConflict.js';
import { SudokuGeometry } from '../SudokuGeometry.js';
import { SudokuGrid } from '../SudokuGrid.js';
import type { CellChange } from './CellChange.js';
import { fillSingles } from './fillSingles.js';
import type { GameAction, GameActionKind } from './GameAction.js';
import type { CheckOptions, GameCheck, WrongEntry } from './GameCheck.js';
import type { GameOptions } from './GameOptions.js';
import type { GameState } from './GameState.js';
import type { MoveResult } from './MoveResult.js';
import type { PlayConflict } from './PlayConflict.js';
import { readGameState } from './readGameState.js';
import type { SemiAutoResult } from './SemiAutoResult.js';
import { SudokuPlayError } from './SudokuPlayError.js';
import { type GivensSolution, solveGivens } from './solveGivens.js';

/** A cell's pending change while an action is being built. */
interface Pending {
  before: number;
  after: number;
  marksBefore?: number[];
  marksAfter?: number[];
}

/**
 * A sudoku being played by hand, for any rank and box shape: the puzzle's givens, the player's entries, pencil
 * marks, and an undo / redo history in which every move (entries, erasures, marks, semi-automatic fills) is
 * one action.
 *
 * Rows, columns and values are **1-based** here, as a player reads them and as cells are named (`place(4, 7,
 * 5)` fills `r4c7`). Entries are checked against the rules at once (`place` names the peers an entry clashes
 * with) but not against the solution: a wrong but consistent value is allowed, and {@link Game.check} compares
 * the entries with the solution on request.
 */
export class Game {
  /** The shape of the grid. */
  readonly geometry: SudokuGeometry;
  /** Whether placing a value removes it from the peers' pencil marks (see {@link GameOptions}). */
  readonly autoCleanMarks: boolean;
  private readonly givens: Int32Array;
  private readonly values: Int32Array;
  /** 32-bit words of one cell's mark bitset (bit v = value v). */
  private readonly words: number;
  // Marks are kept only for cells that have some: a dense bitset for a 1024×1024 grid would take 138 MB.
  private readonly marks = new Map<number, Uint32Array>();
  private readonly undoStack: GameAction[] = [];
  private readonly redoStack: GameAction[] = [];
  private solutionCache: GivensSolution | undefined;

  /**
   * Starts a game on `puzzle` (its non-empty cells are the givens; the grid is copied).
   *
   * @throws SudokuPlayError when two givens clash, naming them.
   */
  constructor(puzzle: SudokuGrid, options: GameOptions = {}) {
    this.geometry = puzzle.geometry;
    this.autoCleanMarks = options.autoCleanMarks ?? false;
    this.givens = puzzle.cells.slice();
    this.values = puzzle.cells.slice();
    this.words = (this.geometry.size >>> 5) + 1;
    const clash = findConflicts(puzzle, 1)[0];
    if (clash !== undefined) {
      throw new SudokuPlayError(
        `the puzzle cannot be played: ${this.geometry.houseName(clash.house)}: ${clash.message}`,
        this.geometry.cellName(clash.cells[1]),
      );
    }
  }

  /** Reads a game saved by {@link Game.toJSON} (the parsed JSON value); every field is checked. */
  static fromJSON(state: unknown): Game {
    const s = readGameState(state);
    const geometry = SudokuGeometry.fromBox(s.boxWidth, s.boxHeight);
    const game = new Game(new SudokuGrid(geometry, Int32Array.from(s.givens)), {
      autoCleanMarks: s.autoCleanMarks,
    });
    game.values.set(s.values);
    for (const [cell, values] of s.marks) game.writeMarks(cell, values);
    game.undoStack.push(...s.undo);
    game.redoStack.push(...s.redo);
    return game;
  }

  /** The puzzle (givens only), as a new grid. */
  get puzzle(): SudokuGrid {
    return new SudokuGrid(this.geometry, this.givens.slice());
  }

  /** Givens and entries, as a new grid. */
  get grid(): SudokuGrid {
    return new SudokuGrid(this.geometry, this.values.slice());
  }

  /** `true` when there is an action to undo. */
  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  /** `true` when there is an undone action to redo. */
  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** The actions undo can take back, oldest first. */
  get history(): readonly GameAction[] {
    return this.undoStack.slice();
  }

  /** Number of empty cells. */
  get remaining(): number {
    let k = 0;
    for (let i = 0; i < this.values.length; i++) if (this.values[i] === 0) k++;
    return k;
  }

  /** The value at a (1-based) row and column, `0` when empty. */
  get(row: number, col: number): number {
    return this.values[this.cellOf(row, col)]!;
  }

  /** `true` when the cell at a (1-based) row and column is a given. */
  isGiven(row: number, col: number): boolean {
    return this.givens[this.cellOf(row, col)] !== 0;
  }

  /**
   * Enters `value` at a (1-based) row and column, replacing any entry there (`0` erases, as {@link Game.erase}).
   * The result says at once whether the entry breaks a constraint and names the peers it clashes with; the
   * entry is kept either way, so the player can see the clash and undo it.
   *
   * @throws SudokuPlayError for a row, column or value outside the grid, or a given cell.
   */
  place(row: number, col: number, value: number): MoveResult {
    const cell = this.cellOf(row, col);
    this.checkValue(value, 0);
    if (value === 0) return this.erase(row, col);
    this.checkNotGiven(cell, 'changed');
    const previous = this.values[cell]!;
    if (previous !== value) {
      const action = new Map<number, Pending>();
      this.stage(action, cell, value);
      if (this.autoCleanMarks) this.stageCleanPeers(action, cell, value);
      this.commit('place', action);
    }
    return this.moveResult(cell, previous, previous !== value);
  }

  /**
   * Empties the cell at a (1-based) row and column (its pencil marks, if any, are kept).
   *
   * @throws SudokuPlayError for a row or column outside the grid, or a given cell.
   */
  erase(row: number, col: number): MoveResult {
    const cell = this.cellOf(row, col);
    this.checkNotGiven(cell, 'erased');
    const previous = this.values[cell]!;
    if (previous !== 0) {
      const action = new Map<number, Pending>();
      this.stage(action, cell, 0);
      this.commit('erase', action);
    }
    return this.moveResult(cell, previous, previous !== 0);
  }

  /** Takes the last action back; returns it, or `undefined` when there is nothing to undo. */
  undo(): GameAction | undefined {
    const action = this.undoStack.pop();
    if (action === undefined) return undefined;
    for (let i = action.changes.length - 1; i >= 0; i--) {
      const ch = action.changes[i]!;
      this.values[ch.cell] = ch.before;
      if (ch.marksBefore !== undefined) this.writeMarks(ch.cell, ch.marksBefore);
    }
    this.redoStack.push(action);
    return action;
  }

  /** Replays the last undone action; returns it, or `undefined` when there is nothing to redo. */
  redo(): GameAction | undefined {
    const action = this.redoStack.pop();
    if (action === undefined) return undefined;
    this.apply(action);
    this.undoStack.push(action);
    return action;
  }

  /** The pencil marks of the cell at a (1-based) row and column, ascending. */
  marksAt(row: number, col: number): number[] {
    return this.readMarks(this.cellOf(row, col));
  }

  /**
   * Adds `value` to the pencil marks of a cell, or removes it when present; returns whether it is now there.
   *
   * @throws SudokuPlayError for a row, column or value outside the grid, or a given cell.
   */
  toggleMark(row: number, col: number, value: number): boolean {
    const cell = this.cellOf(row, col);
    this.checkValue(value, 1);
    const current = this.readMarks(cell);
    const present = current.includes(value);
    this.setMarks(row, col, present ? current.filter((v) => v !== value) : [...current, value]);
    return !present;
  }

  /**
   * Sets the pencil marks of a cell (duplicates ignored; an empty list clears them).
   *
   * @throws SudokuPlayError for a row, column or value outside the grid, or a given cell.
   */
  setMarks(row: number, col: number, values: Iterable<number>): void {
    const cell = this.cellOf(row, col);
    const wanted = new Set<number>();
    for (const v of values) {
      this.checkValue(v, 1);
      wanted.add(v);
    }
    this.checkNotGiven(cell, 'pencilled');
    const after = [...wanted].sort((a, b) => a - b);
    const before = this.readMarks(cell);
    if (before.length === after.length && before.every((v, i) => v === after[i])) return;
    const action = new Map<number, Pending>();
    this.stageMarks(action, cell, after);
    this.commit('marks', action);
  }

  /** Removes every pencil mark of a cell (one undoable action; nothing happens when it has none). */
  clearMarks(row: number, col: number): void {
    this.setMarks(row, col, []);
  }

  /** The values no peer of the cell holds (its own value aside), ascending: its candidates from the grid. */
  candidates(row: number, col: number): number[] {
    const cell = this.cellOf(row, col);
    const seen = new Uint8Array(this.geometry.size + 1);
    for (const p of this.geometry.peers(cell)) seen[this.values[p]!] = 1;
    const out: number[] = [];
    for (let v = 1; v <= this.geometry.size; v++) if (seen[v] === 0) out.push(v);
    return out;
  }

  /** The peers holding the same value as the cell at a (1-based) row and column (none for an empty cell). */
  conflictsAt(row: number, col: number): PlayConflict[] {
    return this.conflictsOf(this.cellOf(row, col));
  }

  /** Every pair of equal values sharing a house in the current grid (see `findConflicts`). */
  conflicts(): SudokuConflict[] {
    return findConflicts(this.grid);
  }

  /** `true` when no cell is empty (whether or not the grid is valid). */
  isComplete(): boolean {
    return this.values.indexOf(0) < 0;
  }

  /** `true` when the grid is full and no value repeats in a house: the puzzle is solved. */
  isSolved(): boolean {
    return this.isComplete() && findConflicts(this.grid, 1).length === 0;
  }

  /**
   * Compares the entries with the solution, solving the givens with the native engine (once; the answer is
   * kept). A puzzle with no solution, or several, says so: with several, only whether the entries can still
   * be completed is known.
   */
  check(options: CheckOptions = {}): GameCheck {
    const g = this.geometry;
    const remaining = this.remaining;
    const s = this.solution(options);
    if (s.status === 'none') {
      return {
        status: 'none',
        wrong: [],
        consistent: false,
        remaining,
        message: 'the puzzle has no solution',
      };
    }
    if (s.status === 'unknown') {
      return {
        status: 'unknown',
        wrong: [],
        consistent: false,
        remaining,
        message: `the puzzle could not be solved to check it (${s.reason ?? 'stopped'})`,
      };
    }
    if (s.status === 'multiple') {
      const clash = findConflicts(this.grid, 1).length > 0;
      const consistent = !clash && solveGivens(this.grid, options, 1).status === 'unique';
      return {
        status: 'multiple',
        wrong: [],
        consistent,
        remaining,
        message: `the puzzle has more than one solution, so no single entry can be called wrong; the entries ${
          consistent ? 'can still' : 'cannot'
        } be completed`,
      };
    }
    const solution = s.solution!.cells;
    const wrong: WrongEntry[] = [];
    for (let cell = 0; cell < g.cellCount; cell++) {
      const v = this.values[cell]!;
      if (v !== 0 && this.givens[cell] === 0 && v !== solution[cell]) {
        wrong.push({ cell, name: g.cellName(cell), value: v, expected: solution[cell]! });
      }
    }
    const togo = `${remaining} empty cell${remaining === 1 ? '' : 's'} left`;
    let message: string;
    if (wrong.length === 0) message = remaining === 0 ? 'solved' : `no mistakes so far; ${togo}`;
    else {
      const names = wrong.slice(0, 20).map((w) => w.name);
      const more = wrong.length > names.length ? ` and ${wrong.length - names.length} more` : '';
      message = `wrong: ${names.join(', ')}${more} (${wrong.length} entr${wrong.length === 1 ? 'y' : 'ies'}); ${togo}`;
    }
    return { status: 'unique', wrong, consistent: wrong.length === 0, remaining, message };
  }

  /**
   * The semi-automatic mode on the current grid: fills naked singles repeatedly (see {@link fillSingles}), as
   * one undoable action (with `autoCleanMarks`, the peers' marks are cleaned in the same action).
   */
  fillSingles(): SemiAutoResult {
    const result = fillSingles(this.grid);
    if (result.filled.length > 0) {
      const action = new Map<number, Pending>();
      for (const f of result.filled) this.stage(action, f.cell, f.value);
      if (this.autoCleanMarks) for (const f of result.filled) this.stageCleanPeers(action, f.cell, f.value);
      this.commit('fill', action);
    }
    return result;
  }

  /** The game as plain JSON data (see {@link GameState}); `Game.fromJSON` reads it back. */
  toJSON(): GameState {
    const marks: [number, number[]][] = [];
    for (const cell of [...this.marks.keys()].sort((a, b) => a - b)) marks.push([cell, this.readMarks(cell)]);
    return {
      format: 'cspkit-sudoku-game',
      version: 1,
      boxWidth: this.geometry.boxWidth,
      boxHeight: this.geometry.boxHeight,
      givens: Array.from(this.givens),
      values: Array.from(this.values),
      marks,
      undo: this.undoStack.slice(),
      redo: this.redoStack.slice(),
      autoCleanMarks: this.autoCleanMarks,
    };
  }

  /** The givens' solution status, solved once and kept (an `unknown` answer is not kept: limits may differ). */
  private solution(options: CheckOptions): GivensSolution {
    if (this.solutionCache !== undefined) return this.solutionCache;
    const s = solveGivens(this.puzzle, options);
    if (s.status !== 'unknown') this.solutionCache = s;
    return s;
  }

  private moveResult(cell: number, previous: number, changed: boolean): MoveResult {
    const conflicts = this.conflictsOf(cell);
    return {
      name: this.geometry.cellName(cell),
      cell,
      value: this.values[cell]!,
      previous,
      changed,
      conflicts,
      ok: conflicts.length === 0,
      solved: this.isSolved(),
    };
  }

  private conflictsOf(cell: number): PlayConflict[] {
    const v = this.values[cell]!;
    if (v === 0) return [];
    const g = this.geometry;
    const out: PlayConflict[] = [];
    for (const p of g.peers(cell)) {
      if (this.values[p] !== v) continue;
      const house =
        g.row(p) === g.row(cell)
          ? g.houseName(g.row(p))
          : g.col(p) === g.col(cell)
            ? g.houseName(g.size + g.col(p))
            : g.houseName(2 * g.size + g.box(p));
      out.push({ cell: p, name: g.cellName(p), house, given: this.givens[p] !== 0 });
    }
    return out;
  }

  /** The 0-based cell of a 1-based row and column, or an error naming the bad coordinate. */
  private cellOf(row: number, col: number): number {
    const n = this.geometry.size;
    for (const [what, v] of [
      ['row', row],
      ['column', col],
    ] as const) {
      if (!Number.isInteger(v) || v < 1 || v > n) {
        throw new SudokuPlayError(`${what} ${v} is outside 1..${n} (${this.geometry.describe()})`);
      }
    }
    return (row - 1) * n + (col - 1);
  }

  private checkValue(value: number, min: 0 | 1): void {
    const n = this.geometry.size;
    if (!Number.isInteger(value) || value < min || value > n) {
      throw new SudokuPlayError(
        `value ${value} is outside ${min}..${n}${min === 0 ? ' (0 erases)' : ''} (${this.geometry.describe()})`,
      );
    }
  }

  private checkNotGiven(cell: number, verb: string): void {
    const given = this.givens[cell]!;
    if (given !== 0) {
      const name = this.geometry.cellName(cell);
      throw new SudokuPlayError(`${name} is a given (${given}); it cannot be ${verb}`, name);
    }
  }

  /** Records that `cell` will hold `after` (first staging of a cell keeps its true `before`). */
  private stage(action: Map<number, Pending>, cell: number, after: number): void {
    const p = action.get(cell);
    if (p === undefined) action.set(cell, { before: this.values[cell]!, after });
    else p.after = after;
  }

  private stageMarks(action: Map<number, Pending>, cell: number, after: number[]): void {
    let p = action.get(cell);
    if (p === undefined) {
      p = { before: this.values[cell]!, after: this.values[cell]! };
      action.set(cell, p);
    }
    if (p.marksBefore === undefined) p.marksBefore = this.readMarks(cell);
    p.marksAfter = after;
  }

  /** Stages the removal of `value` from the marks of every peer of `cell` that has it. */
  private stageCleanPeers(action: Map<number, Pending>, cell: number, value: number): void {
    for (const p of this.geometry.peers(cell)) {
      const current = action.get(p)?.marksAfter ?? (this.marks.has(p) ? this.readMarks(p) : undefined);
      if (current?.includes(value)) {
        this.stageMarks(
          action,
          p,
          current.filter((v) => v !== value),
        );
      }
    }
  }

  private commit(kind: GameActionKind, staged: Map<number, Pending>): void {
    const changes: CellChange[] = [];
    for (const [cell, p] of staged) {
      changes.push(
        p.marksBefore === undefined || p.marksAfter === undefined
          ? { cell, before: p.before, after: p.after }
          : { cell, before: p.before, after: p.after, marksBefore: p.marksBefore, marksAfter: p.marksAfter },
      );
    }
    const action: GameAction = { kind, changes };
    this.apply(action);
    this.undoStack.push(action);
    this.redoStack.length = 0;
  }

  private apply(action: GameAction): void {
    for (const ch of action.changes) {
      this.values[ch.cell] = ch.after;
      if (ch.marksAfter !== undefined) this.writeMarks(ch.cell, ch.marksAfter);
    }
  }

  private readMarks(cell: number): number[] {
    const bits = this.marks.get(cell);
    const out: number[] = [];
    if (bits === undefined) return out;
    for (let v = 1; v <= this.geometry.size; v++) if ((bits[v >>> 5]! & (1 << (v & 31))) !== 0) out.push(v);
    return out;
  }

  private writeMarks(cell: number, values: readonly number[]): void {
    if (values.length === 0) {
      this.marks.delete(cell);
      return;
    }
    const bits = new Uint32Array(this.words);
    for (const v of values) bits[v >>> 5]! |= 1 << (v & 31);
    this.marks.set(cell, bits);
  }
}
