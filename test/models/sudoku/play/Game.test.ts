import { describe, expect, it } from 'vitest';
import {
  checkSolution,
  Game,
  parseLine,
  recordSolutionPathSync,
  SudokuGeometry,
  SudokuGrid,
  SudokuPlayError,
} from '../../../../models/sudoku/index.js';

const EASY = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
const EASY_SOLUTION = '864371259325849761971265843436192587198657432257483916689734125713528694542916378';
// 6×6, boxes 3 wide × 2 high (samples/sample6x6.txt, line 2).
const SIX = '3..2.1...5........51...3.6......5.4.';
// 16×16, boxes 4×4 (samples/sample16.txt, line 2).
const SIXTEEN =
  '..B.G....1..9....6G.3.5.E7..2F.B135..E.B...A78...2FE..87.G.B........6.D4GC1.A.78......G.......B5F..C5..8....G.4..8...C3....2.6...492E3.D6B.G81CA...7.4.6.9A1.G..8.C..1B2D...6..9.B.1.....3...2.4..A3....C2...9DF..6.1D.95FB..A.7E5.....A.D98.............A.6.B2.';
// r1c1 sees 1-8 in its row and 9 in its column, without two givens clashing.
const UNSAT = `.12345678${'9'.padEnd(9, '.')}${'.'.repeat(63)}`;

/** The unique solution of a puzzle, by the native engine (cross-checked with `checkSolution`). */
function solutionOf(puzzle: SudokuGrid): SudokuGrid {
  const path = recordSolutionPathSync(puzzle);
  expect(path.solution).toBeDefined();
  expect(checkSolution(puzzle, path.solution!)).toEqual([]);
  return path.solution!;
}

/** 1-based row and column of a cell index. */
function rc(g: SudokuGeometry, cell: number): [number, number] {
  return [g.row(cell) + 1, g.col(cell) + 1];
}

/** The first empty cell of a puzzle. */
function firstEmpty(grid: SudokuGrid): number {
  return grid.cells.indexOf(0);
}

describe('Game on 9×9', () => {
  it('places an entry and names the peers it clashes with, by cell and house', () => {
    const game = new Game(parseLine(EASY));
    const clash = game.place(1, 1, 4); // r1c3 holds the given 4
    expect(clash.name).toBe('r1c1');
    expect(clash.ok).toBe(false);
    expect(clash.changed).toBe(true);
    expect(clash.conflicts).toEqual([{ cell: 2, name: 'r1c3', house: 'row 1', given: true }]);
    expect(game.get(1, 1)).toBe(4); // kept, so the player can see it
    const fine = game.place(1, 1, 8);
    expect(fine).toMatchObject({ name: 'r1c1', value: 8, previous: 4, ok: true, conflicts: [] });
    // An entry clashing in a column and a box with other entries.
    game.place(2, 2, 8);
    expect(game.conflictsAt(2, 2).map((c) => `${c.name}/${c.house}/${c.given}`)).toEqual([
      'r1c1/box 1/false',
    ]);
    expect(game.conflicts()).toHaveLength(1);
  });

  it('refuses a change to a given, naming the cell', () => {
    const game = new Game(parseLine(EASY));
    for (const act of [() => game.place(1, 3, 5), () => game.erase(1, 3), () => game.toggleMark(1, 3, 1)]) {
      try {
        act();
        expect.unreachable('a given was changed');
      } catch (e) {
        expect(e).toBeInstanceOf(SudokuPlayError);
        expect((e as SudokuPlayError).message).toMatch(/^r1c3 is a given \(4\)/);
        expect((e as SudokuPlayError).cell).toBe('r1c3');
      }
    }
    expect(game.canUndo).toBe(false);
  });

  it('rejects rows, columns and values outside the grid with a message naming them', () => {
    const game = new Game(parseLine(EASY));
    expect(() => game.place(10, 1, 1)).toThrow(/^row 10 is outside 1\.\.9/);
    expect(() => game.place(0, 1, 1)).toThrow(/^row 0 is outside 1\.\.9/);
    expect(() => game.place(1, 10, 1)).toThrow(/^column 10 is outside 1\.\.9/);
    expect(() => game.place(1, 1.5, 1)).toThrow(/^column 1\.5 is outside/);
    expect(() => game.place(1, 1, 10)).toThrow(/^value 10 is outside 0\.\.9/);
    expect(() => game.place(1, 1, -1)).toThrow(SudokuPlayError);
    expect(() => game.toggleMark(1, 1, 0)).toThrow(/^value 0 is outside 1\.\.9/);
    expect(() => game.erase(1, 0)).toThrow(/^column 0/);
  });

  it('erases (also as place 0), undoes and redoes every action, and a new action clears redo', () => {
    const game = new Game(parseLine(EASY));
    game.place(1, 1, 8);
    game.place(1, 2, 6);
    expect(game.erase(1, 2)).toMatchObject({ value: 0, previous: 6, changed: true });
    expect(game.place(1, 1, 0)).toMatchObject({ value: 0, previous: 8, changed: true });
    expect(game.erase(1, 1).changed).toBe(false); // already empty: nothing recorded
    expect(game.history.map((a) => a.kind)).toEqual(['place', 'place', 'erase', 'erase']);
    expect(game.undo()?.kind).toBe('erase');
    expect(game.get(1, 1)).toBe(8);
    game.undo();
    expect(game.get(1, 2)).toBe(6);
    expect(game.redo()?.kind).toBe('erase');
    expect(game.get(1, 2)).toBe(0);
    expect(game.canRedo).toBe(true);
    game.place(5, 5, 5);
    expect(game.canRedo).toBe(false);
    expect(game.redo()).toBeUndefined();
    while (game.undo() !== undefined);
    expect(game.grid.equals(parseLine(EASY))).toBe(true);
    expect(game.undo()).toBeUndefined();
  });

  it('keeps pencil marks per cell; toggling, setting and clearing are undoable', () => {
    const game = new Game(parseLine(EASY));
    expect(game.toggleMark(1, 1, 8)).toBe(true);
    expect(game.toggleMark(1, 1, 6)).toBe(true);
    expect(game.marksAt(1, 1)).toEqual([6, 8]);
    expect(game.toggleMark(1, 1, 6)).toBe(false);
    expect(game.marksAt(1, 1)).toEqual([8]);
    game.setMarks(1, 2, [9, 6, 6, 2]);
    expect(game.marksAt(1, 2)).toEqual([2, 6, 9]);
    game.clearMarks(1, 2);
    expect(game.marksAt(1, 2)).toEqual([]);
    game.undo();
    expect(game.marksAt(1, 2)).toEqual([2, 6, 9]);
    game.undo();
    expect(game.marksAt(1, 2)).toEqual([]);
    game.undo();
    expect(game.marksAt(1, 1)).toEqual([6, 8]);
    game.redo();
    expect(game.marksAt(1, 1)).toEqual([8]);
    expect(game.history.every((a) => a.kind === 'marks')).toBe(true);
    // Setting the same marks again records nothing.
    const before = game.history.length;
    game.setMarks(1, 1, [8]);
    expect(game.history).toHaveLength(before);
  });

  it('cleans the placed value out of the peers’ marks when asked, in the same undoable action', () => {
    const game = new Game(parseLine(EASY), { autoCleanMarks: true });
    game.setMarks(1, 2, [6, 8]); // same row as r1c1
    game.setMarks(2, 1, [3, 8]); // same column
    game.setMarks(9, 9, [8]); // not a peer
    game.place(1, 1, 8);
    expect(game.marksAt(1, 2)).toEqual([6]);
    expect(game.marksAt(2, 1)).toEqual([3]);
    expect(game.marksAt(9, 9)).toEqual([8]);
    game.undo();
    expect(game.get(1, 1)).toBe(0);
    expect(game.marksAt(1, 2)).toEqual([6, 8]);
    expect(game.marksAt(2, 1)).toEqual([3, 8]);
    const plain = new Game(parseLine(EASY));
    plain.setMarks(1, 2, [6, 8]);
    plain.place(1, 1, 8);
    expect(plain.marksAt(1, 2)).toEqual([6, 8]);
  });

  it('gives the candidates of a cell from the grid', () => {
    const game = new Game(parseLine(EASY));
    expect(game.candidates(1, 1)).toEqual([8]);
    expect(game.candidates(1, 2)).toEqual([1, 6, 8]);
  });

  it('allows a wrong but consistent entry, and check names it without giving the answer away', () => {
    const game = new Game(parseLine(EASY));
    const solution = parseLine(EASY_SOLUTION);
    // r1c2 is 6 in the solution; 1 breaks no rule yet.
    expect(game.place(1, 2, 1).ok).toBe(true);
    game.place(1, 1, 8);
    const c = game.check();
    expect(c.status).toBe('unique');
    expect(c.consistent).toBe(false);
    expect(c.wrong).toEqual([{ cell: 1, name: 'r1c2', value: 1, expected: 6 }]);
    expect(c.message).toBe('wrong: r1c2 (1 entry); 44 empty cells left');
    expect(c.message).not.toContain('6');
    game.place(1, 2, 6);
    expect(game.check()).toMatchObject({ wrong: [], consistent: true, remaining: 44 });
    expect(game.check().message).toBe('no mistakes so far; 44 empty cells left');
    // Fill in the rest from the solution: solved.
    let last = game.place(1, 2, 6);
    for (let cell = 0; cell < 81; cell++) {
      const [r, c2] = rc(game.geometry, cell);
      if (game.get(r, c2) === 0) last = game.place(r, c2, solution.cells[cell]!);
    }
    expect(last.solved).toBe(true);
    expect(game.isSolved()).toBe(true);
    expect(game.check().message).toBe('solved');
  });

  it('says so when the puzzle has no solution or several', () => {
    const none = new Game(parseLine(UNSAT));
    expect(none.check()).toMatchObject({ status: 'none', consistent: false });
    expect(none.check().message).toBe('the puzzle has no solution');

    const many = new Game(new SudokuGrid(SudokuGeometry.fromBox(2, 2)));
    many.place(1, 1, 1);
    let c = many.check();
    expect(c.status).toBe('multiple');
    expect(c.consistent).toBe(true);
    expect(c.message).toMatch(/more than one solution.*can still be completed/);
    // With 2 in r2c3 and r3c2, box 1 (r1c1 = 1) has no room left for a 2: not completable.
    many.place(2, 3, 2);
    many.place(3, 2, 2);
    c = many.check();
    expect(c.consistent).toBe(false);
    expect(c.message).toMatch(/cannot be completed/);
  });

  it('reports an unknown status when the check’s limits stop the solver', () => {
    const hard = parseLine(
      '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
    );
    const game = new Game(hard);
    const c = game.check({ nodeLimit: 1 });
    expect(c.status).toBe('unknown');
    expect(c.message).toMatch(/could not be solved/);
    // Not kept: without the limit the answer comes.
    expect(game.check().status).toBe('unique');
  });

  it('refuses a puzzle whose givens clash, naming them', () => {
    expect(() => new Game(parseLine(`5.5${'.'.repeat(78)}`))).toThrow(
      /cannot be played: row 1: r1c1 and r1c3 both hold 5/,
    );
  });

  it('round-trips through JSON with marks and history', () => {
    const game = new Game(parseLine(EASY), { autoCleanMarks: true });
    game.setMarks(1, 2, [6, 8]);
    game.place(1, 1, 8);
    game.place(2, 2, 2);
    game.undo();
    const copy = Game.fromJSON(JSON.parse(JSON.stringify(game)));
    expect(copy.grid.equals(game.grid)).toBe(true);
    expect(copy.puzzle.equals(game.puzzle)).toBe(true);
    expect(copy.marksAt(1, 2)).toEqual([6]);
    expect(copy.autoCleanMarks).toBe(true);
    expect(copy.redo()?.kind).toBe('place');
    expect(copy.get(2, 2)).toBe(2);
    copy.undo();
    copy.undo();
    expect(copy.get(1, 1)).toBe(0);
    expect(copy.marksAt(1, 2)).toEqual([6, 8]);
  });

  it('rejects a malformed saved game, naming the field', () => {
    const good = JSON.parse(JSON.stringify(new Game(parseLine(EASY))));
    expect(() => Game.fromJSON(null)).toThrow(/expected an object/);
    expect(() => Game.fromJSON({ ...good, format: 'x' })).toThrow(/^format:/);
    expect(() => Game.fromJSON({ ...good, boxWidth: 0 })).toThrow(/^boxWidth:/);
    expect(() => Game.fromJSON({ ...good, values: good.values.slice(1) })).toThrow(
      /^values: expected 81 cells/,
    );
    const changedGiven = good.values.slice();
    changedGiven[2] = 5;
    expect(() => Game.fromJSON({ ...good, values: changedGiven })).toThrow(
      /^values\[2\]: r1c3 is the given 4/,
    );
    expect(() => Game.fromJSON({ ...good, marks: [[2, [1]]] })).toThrow(/^marks\[0\]\[0\]: r1c3 is a given/);
    expect(() => Game.fromJSON({ ...good, marks: [[0, [10]]] })).toThrow(/^marks\[0\]\[1\]\[0\]/);
    expect(() =>
      Game.fromJSON({ ...good, undo: [{ kind: 'place', changes: [{ cell: 0, before: 0, after: 12 }] }] }),
    ).toThrow(/^undo\[0\]\.changes\[0\]\.after/);
    expect(() => Game.fromJSON({ ...good, redo: [{ kind: 'jump', changes: [] }] })).toThrow(
      /^redo\[0\]\.kind/,
    );
  });
});

describe('Game on rectangular and large boxes', () => {
  it('6×6 (3 wide × 2 high): box conflicts follow the box shape', () => {
    const puzzle = parseLine(SIX, { boxWidth: 3, boxHeight: 2 });
    const game = new Game(puzzle);
    expect(game.geometry.describe()).toBe('6×6 (3×2 boxes)');
    // r2c3 shares box 1 (rows 1-2, columns 1-3) with r1c1 = 3, but not r3c1.
    const clash = game.place(2, 3, 3);
    expect(clash.conflicts.map((c) => `${c.name} ${c.house}`)).toEqual(['r1c1 box 1']);
    game.undo();
    // Box 3 is rows 3-4, columns 1-3: r3c3 = 5 meets r4c1 there, and r6c3 in column 3.
    const two = game.place(3, 3, 5);
    expect(two.conflicts.map((c) => `${c.name} ${c.house}`)).toEqual(['r4c1 box 3', 'r6c3 column 3']);
    expect(() => game.place(7, 1, 1)).toThrow(/^row 7 is outside 1\.\.6/);
    expect(() => game.place(1, 2, 7)).toThrow(/^value 7 is outside 0\.\.6/);
    game.undo();
    // Marks, check and solving to the end.
    const solution = solutionOf(puzzle);
    game.toggleMark(1, 2, 4);
    game.place(1, 2, solution.cells[1]! === 1 ? 2 : 1); // a wrong value
    const c = game.check();
    expect(c.wrong.map((w) => w.name)).toEqual(['r1c2']);
    game.undo();
    expect(game.marksAt(1, 2)).toEqual([4]);
    for (let cell = 0; cell < 36; cell++) {
      const [r, c2] = rc(game.geometry, cell);
      if (game.get(r, c2) === 0) game.place(r, c2, solution.cells[cell]!);
    }
    expect(game.isSolved()).toBe(true);
    expect(game.check().message).toBe('solved');
  });

  it('16×16: conflicts, undo / redo, marks and check with values above 9', () => {
    const puzzle = parseLine(SIXTEEN);
    const game = new Game(puzzle);
    const solution = solutionOf(puzzle);
    const cell = firstEmpty(puzzle);
    const [r, c] = rc(game.geometry, cell);
    const right = solution.cells[cell]!;
    // A value already given in the same row clashes with that given.
    const rowGiven = puzzle.cells.slice((r - 1) * 16, r * 16).find((v) => v !== 0)!;
    const clash = game.place(r, c, rowGiven);
    expect(clash.ok).toBe(false);
    expect(clash.conflicts.some((x) => x.house === `row ${r}` && x.given)).toBe(true);
    game.place(r, c, right);
    expect(game.conflictsAt(r, c)).toEqual([]);
    expect(() => game.place(r, c, 17)).toThrow(/^value 17 is outside 0\.\.16/);
    const [mr, mc] = rc(game.geometry, puzzle.cells.lastIndexOf(0));
    game.toggleMark(mr, mc, 16);
    game.toggleMark(mr, mc, 10);
    expect(game.marksAt(mr, mc)).toEqual([10, 16]);
    expect(game.check()).toMatchObject({ status: 'unique', consistent: true, wrong: [] });
    game.undo();
    game.undo();
    game.undo();
    expect(game.get(r, c)).toBe(rowGiven);
    expect(game.check().wrong.map((w) => w.name)).toEqual([game.geometry.cellName(cell)]);
    game.redo();
    expect(game.get(r, c)).toBe(right);
    expect(JSON.parse(JSON.stringify(Game.fromJSON(JSON.parse(JSON.stringify(game)))))).toEqual(
      JSON.parse(JSON.stringify(game)),
    );
  });
});
