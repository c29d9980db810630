import { TraceOp } from '../worker/protocol.js';

/**
 * The grid as the watched search sees it: givens, then each guess and forced cell, undone by
 * backtracks. Cells are kept per decision depth so a backtrack to depth d empties, in one pass,
 * every cell filled since the guess at depth d + 1.
 */
export class SearchBoard {
  readonly values: Int32Array;
  /** 1 for a guessed cell, 0 otherwise. */
  readonly guessed: Uint8Array;
  private readonly levels: number[][] = [[]];

  constructor(givens: ArrayLike<number>) {
    this.values = Int32Array.from(givens);
    this.guessed = new Uint8Array(this.values.length);
  }

  /** Current decision depth. */
  get depth(): number {
    return this.levels.length - 1;
  }

  /** Applies one trace entry; calls `changed` for every cell whose digit changed. */
  apply(op: number, cell: number, value: number, depth: number, changed: (cell: number) => void): void {
    if (op === TraceOp.backtrack) {
      while (this.levels.length > depth + 1) {
        for (const c of this.levels.pop()!) {
          this.values[c] = 0;
          this.guessed[c] = 0;
          changed(c);
        }
      }
      return;
    }
    while (this.levels.length < depth + 1) this.levels.push([]);
    this.levels[depth]!.push(cell);
    this.values[cell] = value;
    this.guessed[cell] = op === TraceOp.guess ? 1 : 0;
    changed(cell);
  }
}
