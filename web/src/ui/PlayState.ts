import {
  findVariantViolations,
  Game,
  type ResolvedVariant,
  resolveVariantPuzzle,
  type SudokuGeometry,
  SudokuGrid,
} from 'cspkit/models';
import type { PlaygroundPuzzle } from '../puzzle/PlaygroundPuzzle.js';
import { gridOf } from '../puzzle/puzzleText.js';

/** A rule the current entries break: the library's message, and the cells it names. */
export interface PlayConflictView {
  readonly message: string;
  readonly cells: readonly number[];
}

/** Cells named in a message (`r4c7`), for highlighting the library's conflict messages. */
export function cellsNamed(message: string, size: number): number[] {
  const out: number[] = [];
  for (const m of message.matchAll(/\br(\d+)c(\d+)\b/g)) {
    const r = Number(m[1]);
    const c = Number(m[2]);
    if (r >= 1 && c >= 1 && r <= size && c <= size) out.push((r - 1) * size + (c - 1));
  }
  return out;
}

/**
 * A puzzle being played by hand, on the library's `Game` (entries, pencil marks, undo / redo, the
 * semi-automatic fill). Conflicts come from the library too: `findConflicts` for classic grids,
 * `findVariantViolations` for variant rules. A jigsaw puzzle plays on a `Game` without givens (its
 * boxes are not the puzzle's regions); givens are kept here and cannot be changed.
 */
export class PlayState {
  readonly size: number;
  readonly givens: Int32Array;
  private readonly game: Game;
  private readonly resolved: ResolvedVariant | undefined;
  /** Why the semi-automatic fill is not offered, when it is not. */
  readonly noFill: string | undefined;

  /** @throws the library's error when the puzzle cannot be played (clashing givens). */
  constructor(readonly puzzle: PlaygroundPuzzle) {
    if (puzzle.kind === 'classic') {
      const grid = gridOf(puzzle);
      this.game = new Game(grid);
      this.givens = grid.cells.slice();
      this.size = grid.geometry.size;
      this.noFill = undefined;
      return;
    }
    this.resolved = resolveVariantPuzzle(puzzle.puzzle);
    const g = this.resolved.geometry;
    this.size = g.size;
    this.givens = this.resolved.givens.slice();
    if (this.resolved.jigsaw) {
      this.game = new Game(new SudokuGrid(g));
      this.noFill = 'the semi-automatic fill knows rows, columns and boxes; this puzzle has jigsaw regions';
    } else {
      this.game = new Game(new SudokuGrid(g, this.givens.slice()));
      this.noFill = undefined;
    }
  }

  /** Givens and entries, one per cell (`0` empty). */
  values(): Int32Array {
    const out = this.game.grid.cells;
    for (let c = 0; c < out.length; c++) if (this.givens[c] !== 0) out[c] = this.givens[c]!;
    return out;
  }

  /** Whether the cell holds a given. */
  isGiven(cell: number): boolean {
    return this.givens[cell] !== 0;
  }

  /** The pencil marks of a cell. */
  marksAt(cell: number): number[] {
    return this.game.marksAt(...this.rc(cell));
  }

  /** Enters a value (`0` erases). Givens are left alone. */
  place(cell: number, value: number): void {
    if (this.isGiven(cell)) return;
    this.game.place(...this.rc(cell), value);
  }

  /** Adds or removes a pencil mark. */
  toggleMark(cell: number, value: number): void {
    if (this.isGiven(cell) || value < 1) return;
    this.game.toggleMark(...this.rc(cell), value);
  }

  get canUndo(): boolean {
    return this.game.canUndo;
  }

  get canRedo(): boolean {
    return this.game.canRedo;
  }

  undo(): void {
    this.game.undo();
  }

  redo(): void {
    this.game.redo();
  }

  /** The semi-automatic fill of naked singles; returns the library's message. */
  fillSingles(): string {
    if (this.noFill !== undefined) return this.noFill;
    const r = this.game.fillSingles();
    const filled = `${r.filled.length} cell${r.filled.length === 1 ? '' : 's'} filled`;
    const rules = this.puzzle.kind === 'variant' ? ' (singles from rows, columns and boxes only)' : '';
    return `${filled}${rules}: ${r.message}`;
  }

  /** Every rule the givens and entries break, with the cells each names. */
  conflicts(): PlayConflictView[] {
    if (this.resolved === undefined) {
      const g = this.game.geometry;
      return this.game
        .conflicts()
        .map((c) => ({ message: `${g.houseName(c.house)}: ${c.message}`, cells: [...c.cells] }));
    }
    return findVariantViolations(this.resolved, this.values(), true).map((v) => ({
      message: v.message,
      cells: cellsNamed(v.message, this.size),
    }));
  }

  /** `true` when every cell is filled and no rule is broken. */
  isSolved(): boolean {
    const values = this.values();
    if (values.includes(0)) return false;
    if (this.resolved === undefined) return this.game.isSolved();
    return findVariantViolations(this.resolved, values, false).length === 0;
  }

  /** The current grid as a classic grid (for hints, which know rows, columns and boxes). */
  grid(): SudokuGrid {
    return new SudokuGrid(this.game.geometry, this.values());
  }

  /** The geometry of the grid. */
  get geometry(): SudokuGeometry {
    return this.game.geometry;
  }

  private rc(cell: number): [number, number] {
    return [Math.floor(cell / this.size) + 1, (cell % this.size) + 1];
  }
}
