import { SudokuGrid } from '../SudokuGrid.js';
import type { PathStep } from './PathStep.js';
import type { SolutionPath } from './SolutionPath.js';
import { SudokuPlayError } from './SudokuPlayError.js';

/** What a backtrack step took off the grid, so that stepping back over it can put it back. */
interface BacktrackUndo {
  /** Filled cells removed, as `cell, previous value, value` triples, in fill order. */
  readonly removed: number[];
  /** Guess marks dropped (`marks[depth + 1 …]`). */
  readonly marks: number[];
}

/**
 * Steps through a {@link SolutionPath} forwards and backwards, keeping the grid as it stood after each
 * step: the seed program's "watch the solver fill the cells" display. Guesses and forced steps fill a cell;
 * a backtrack to depth d empties every cell filled since the guess at depth d + 1; exclusions and
 * eliminations leave the grid as it is.
 *
 * Stepping back is exact and cheap: each backtrack remembers what it removed the first time it is played.
 */
export class PathPlayer {
  /** The path played. */
  readonly path: SolutionPath;
  private readonly values: Int32Array;
  /** Filled cells in fill order, as `cell, previous value, value` triples. */
  private readonly filled: number[] = [];
  /** `marks[d]` = length of `filled` just before the guess at depth d (index 0 unused). */
  private readonly marks: number[] = [0];
  /** Per step, what stepping back over it needs (backtracks: what they removed; guesses: dropped marks). */
  private readonly undoData: (BacktrackUndo | number[] | undefined)[] = [];
  private pos = 0;

  /** Starts at the puzzle, before the first step. */
  constructor(path: SolutionPath) {
    this.path = path;
    this.values = path.puzzle.cells.slice();
  }

  /** Steps played so far (0 = at the puzzle, `length` = at the end). */
  get position(): number {
    return this.pos;
  }

  /** Number of steps of the path. */
  get length(): number {
    return this.path.steps.length;
  }

  /** `true` when every step has been played. */
  get atEnd(): boolean {
    return this.pos === this.path.steps.length;
  }

  /** The grid after the steps played so far, as a new grid. */
  get grid(): SudokuGrid {
    return new SudokuGrid(this.path.puzzle.geometry, this.values.slice());
  }

  /** The value of a cell (0-based index) after the steps played so far, `0` when empty. */
  valueAt(cell: number): number {
    const v = this.values[cell];
    if (v === undefined) {
      throw new SudokuPlayError(`cell ${cell} is outside 0..${this.values.length - 1}`);
    }
    return v;
  }

  /** Plays the next step and returns it, or `undefined` at the end. */
  next(): PathStep | undefined {
    const step = this.path.steps[this.pos];
    if (step === undefined) return undefined;
    this.undoData[this.pos] = this.forward(step);
    this.pos++;
    return step;
  }

  /** Takes the last played step back and returns it, or `undefined` at the start. */
  prev(): PathStep | undefined {
    if (this.pos === 0) return undefined;
    this.pos--;
    const step = this.path.steps[this.pos]!;
    this.backward(step, this.undoData[this.pos]);
    return step;
  }

  /**
   * Moves to `position` (0..length) by playing steps forwards or backwards.
   *
   * @throws SudokuPlayError for a position outside 0..length.
   */
  seek(position: number): void {
    if (!Number.isInteger(position) || position < 0 || position > this.length) {
      throw new SudokuPlayError(`position ${position} is outside 0..${this.length}`);
    }
    while (this.pos < position) this.next();
    while (this.pos > position) this.prev();
  }

  private forward(step: PathStep): BacktrackUndo | number[] | undefined {
    switch (step.kind) {
      case 'guess': {
        const dropped = this.marks.splice(step.depth);
        this.marks[step.depth] = this.filled.length;
        this.fill(step.cell, step.value);
        return dropped;
      }
      case 'forced':
        this.fill(step.cell, step.value);
        return undefined;
      case 'backtrack': {
        // The first guess above the target depth; a missing mark means no guess there, nothing to undo.
        let mark = this.filled.length;
        for (let d = step.depth + 1; d < this.marks.length; d++) {
          const m = this.marks[d];
          if (m !== undefined) {
            mark = m;
            break;
          }
        }
        const removed = this.filled.splice(mark);
        for (let i = removed.length - 3; i >= 0; i -= 3) this.values[removed[i]!] = removed[i + 1]!;
        return { removed, marks: this.marks.splice(step.depth + 1) };
      }
      default:
        return undefined;
    }
  }

  private backward(step: PathStep, undo: BacktrackUndo | number[] | undefined): void {
    switch (step.kind) {
      case 'guess':
        this.unfill();
        this.marks.length = step.depth;
        this.marks.push(...(undo as number[]));
        break;
      case 'forced':
        this.unfill();
        break;
      case 'backtrack': {
        const { removed, marks } = undo as BacktrackUndo;
        for (let i = 0; i < removed.length; i += 3) {
          this.values[removed[i]!] = removed[i + 2]!;
          this.filled.push(removed[i]!, removed[i + 1]!, removed[i + 2]!);
        }
        this.marks.length = step.depth + 1;
        this.marks.push(...marks);
        break;
      }
      default:
        break;
    }
  }

  private fill(cell: number, value: number): void {
    this.filled.push(cell, this.values[cell]!, value);
    this.values[cell] = value;
  }

  private unfill(): void {
    const value = this.filled.pop();
    const previous = this.filled.pop()!;
    const cell = this.filled.pop()!;
    if (value !== undefined) this.values[cell] = previous;
  }
}
