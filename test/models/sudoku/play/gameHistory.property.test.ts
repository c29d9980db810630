import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game, parseLine, type SudokuGeometry } from '../../../../models/sudoku/index.js';

const EASY = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
const SIX = '3..2.1...5........51...3.6......5.4.';

/** A move of the property test, on 1-based coordinates. */
type Op =
  | { readonly op: 'place'; readonly r: number; readonly c: number; readonly v: number }
  | { readonly op: 'erase'; readonly r: number; readonly c: number }
  | { readonly op: 'mark'; readonly r: number; readonly c: number; readonly v: number }
  | { readonly op: 'undo' }
  | { readonly op: 'redo' };

/** Moves on a grid of side `n`; coordinates stay inside so that every move is legal except on givens. */
function opArb(n: number): fc.Arbitrary<Op> {
  const coord = fc.integer({ min: 1, max: n });
  const value = fc.integer({ min: 0, max: n });
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ op: fc.constant('place' as const), r: coord, c: coord, v: value }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('erase' as const), r: coord, c: coord }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('mark' as const),
        r: coord,
        c: coord,
        v: fc.integer({ min: 1, max: n }),
      }),
    },
    { weight: 2, arbitrary: fc.constant({ op: 'undo' as const }) },
    { weight: 1, arbitrary: fc.constant({ op: 'redo' as const }) },
  );
}

/**
 * The reference: plain arrays, changed by the obvious meaning of each move, with nothing about undo.
 * Applying the surviving moves to it from the start must give the game's state.
 */
class Reference {
  readonly values: number[];
  readonly marks: Set<number>[];

  constructor(
    private readonly geometry: SudokuGeometry,
    givens: Int32Array,
    private readonly autoClean: boolean,
  ) {
    this.values = Array.from(givens);
    this.marks = Array.from({ length: geometry.cellCount }, () => new Set<number>());
  }

  apply(op: Op): void {
    if (op.op === 'undo' || op.op === 'redo') throw new Error('not a move');
    const cell = (op.r - 1) * this.geometry.size + (op.c - 1);
    if (op.op === 'mark') {
      if (this.marks[cell]!.has(op.v)) this.marks[cell]!.delete(op.v);
      else this.marks[cell]!.add(op.v);
      return;
    }
    const v = op.op === 'erase' ? 0 : op.v;
    this.values[cell] = v;
    if (v !== 0 && this.autoClean) for (const p of this.geometry.peers(cell)) this.marks[p]!.delete(v);
  }
}

/** Runs `ops` on a game, keeping the list of surviving moves as undo / redo stacks of the moves themselves. */
function check(
  puzzleText: string,
  options: { boxWidth?: number; boxHeight?: number },
  ops: Op[],
  autoClean: boolean,
) {
  const puzzle = parseLine(puzzleText, options);
  const g = puzzle.geometry;
  const game = new Game(puzzle, { autoCleanMarks: autoClean });
  const done: Op[] = [];
  const undone: Op[] = [];
  for (const op of ops) {
    if (op.op === 'undo') {
      const a = game.undo();
      expect(a !== undefined).toBe(done.length > 0);
      if (a !== undefined) undone.push(done.pop()!);
      continue;
    }
    if (op.op === 'redo') {
      const a = game.redo();
      expect(a !== undefined).toBe(undone.length > 0);
      if (a !== undefined) done.push(undone.pop()!);
      continue;
    }
    const cell = (op.r - 1) * g.size + (op.c - 1);
    if (puzzle.cells[cell] !== 0) {
      // Givens cannot be changed: the move is refused and nothing is recorded.
      const before = game.history.length;
      expect(() =>
        op.op === 'mark'
          ? game.toggleMark(op.r, op.c, op.v)
          : game.place(op.r, op.c, op.op === 'erase' ? 0 : op.v),
      ).toThrow(/is a given/);
      expect(game.history).toHaveLength(before);
      continue;
    }
    let changed = true;
    if (op.op === 'mark') game.toggleMark(op.r, op.c, op.v);
    else if (op.op === 'erase') changed = game.erase(op.r, op.c).changed;
    else changed = game.place(op.r, op.c, op.v).changed;
    // A move that changes nothing is not recorded, so it does not survive either.
    if (changed) {
      done.push(op);
      undone.length = 0;
    }
  }
  const ref = new Reference(g, puzzle.cells, autoClean);
  for (const op of done) ref.apply(op);
  expect(Array.from(game.grid.cells)).toEqual(ref.values);
  for (let cell = 0; cell < g.cellCount; cell++) {
    expect(game.marksAt(g.row(cell) + 1, g.col(cell) + 1)).toEqual(
      [...ref.marks[cell]!].sort((a, b) => a - b),
    );
  }
  expect(game.history).toHaveLength(done.length);
  // Saving and reading back keeps everything, history included.
  const copy = Game.fromJSON(JSON.parse(JSON.stringify(game)));
  expect(copy.toJSON()).toEqual(game.toJSON());
}

describe('Game history (property)', () => {
  it('any sequence of place / erase / mark / undo / redo leaves the state of the surviving moves (9×9)', () => {
    fc.assert(
      fc.property(fc.array(opArb(9), { maxLength: 60 }), fc.boolean(), (ops, autoClean) => {
        check(EASY, {}, ops, autoClean);
      }),
      { numRuns: 150 },
    );
  });

  it('the same on 6×6 with boxes 3 wide × 2 high', () => {
    fc.assert(
      fc.property(fc.array(opArb(6), { maxLength: 60 }), fc.boolean(), (ops, autoClean) => {
        check(SIX, { boxWidth: 3, boxHeight: 2 }, ops, autoClean);
      }),
      { numRuns: 150 },
    );
  });
});
