import { describe, expect, it } from 'vitest';
import {
  checkSolution,
  fillSingles,
  formatLine,
  Game,
  parseLine,
  recordSolutionPathSync,
  type SudokuGrid,
} from '../../../../models/sudoku/index.js';

const EASY = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
const SIX_EASY = '3..2.1...5........51...3.6......5.4.';
const SIX_HARD = '5..6....4.1....5.4..3...3......25...';
const SIXTEEN =
  '..B.G....1..9....6G.3.5.E7..2F.B135..E.B...A78...2FE..87.G.B........6.D4GC1.A.78......G.......B5F..C5..8....G.4..8...C3....2.6...492E3.D6B.G81CA...7.4.6.9A1.G..8.C..1B2D...6..9.B.1.....3...2.4..A3....C2...9DF..6.1D.95FB..A.7E5.....A.D98.............A.6.B2.';

/** Replays the filled cells on the puzzle, checking that each was the cell's only candidate at that moment. */
function replayFilled(puzzle: SudokuGrid, filled: readonly { cell: number; value: number }[]): SudokuGrid {
  const g = puzzle.geometry;
  const grid = puzzle.clone();
  for (const f of filled) {
    expect(grid.cells[f.cell]).toBe(0);
    const seen = new Set(g.peers(f.cell).map((p) => grid.cells[p]!));
    const candidates = Array.from({ length: g.size }, (_, i) => i + 1).filter((v) => !seen.has(v));
    expect(candidates).toEqual([f.value]);
    grid.cells[f.cell] = f.value;
  }
  return grid;
}

describe('fillSingles (semi-automatic mode)', () => {
  it('solves an easy 9×9 by naked singles alone, listing each filled cell in order', () => {
    const puzzle = parseLine(EASY);
    const r = fillSingles(puzzle);
    expect(r.solved).toBe(true);
    expect(r.stop).toBe('solved');
    expect(r.message).toBe('solved');
    expect(r.filled).toHaveLength(46);
    expect(r.filled[0]).toEqual({ cell: 0, name: 'r1c1', value: 8 });
    expect(checkSolution(puzzle, r.grid)).toEqual([]);
    expect(replayFilled(puzzle, r.filled).equals(r.grid)).toBe(true);
    // The input is left alone.
    expect(formatLine(puzzle)).toBe(EASY);
  });

  it('stops without solving a hard 9×9 that has no naked single', () => {
    const r = fillSingles(parseLine(HARD));
    expect(r.solved).toBe(false);
    expect(r.stop).toBe('stuck');
    expect(r.filled).toEqual([]);
    expect(r.message).toBe('no cell has a single candidate (59 empty cells left)');
  });

  it('stops part way when the singles run out, keeping what it filled', () => {
    // The 16×16 sample has a few singles, then needs more than singles.
    const puzzle = parseLine(SIXTEEN);
    const r = fillSingles(puzzle);
    expect(r.stop).toBe('stuck');
    expect(r.filled.length).toBeGreaterThan(0);
    replayFilled(puzzle, r.filled);
    const solution = recordSolutionPathSync(puzzle).solution!;
    for (const f of r.filled) expect(solution.cells[f.cell]).toBe(f.value);
  });

  it('works on 6×6 with boxes 3 wide × 2 high', () => {
    const easy = parseLine(SIX_EASY, { boxWidth: 3, boxHeight: 2 });
    const r = fillSingles(easy);
    expect(r.solved).toBe(true);
    expect(checkSolution(easy, r.grid)).toEqual([]);
    replayFilled(easy, r.filled);
    const hard = fillSingles(parseLine(SIX_HARD, { boxWidth: 3, boxHeight: 2 }));
    expect(hard).toMatchObject({ solved: false, stop: 'stuck', filled: [] });
  });

  it('solves a 16×16 whose holes are all naked singles, values above 9 included', () => {
    const solution = recordSolutionPathSync(parseLine(SIXTEEN)).solution!;
    const holes = solution.clone();
    // Two holes per row and per column (r, 5r mod 16) and (r, 5r + 3 mod 16).
    for (let r = 0; r < 16; r++) {
      holes.cells[r * 16 + ((5 * r) % 16)] = 0;
      holes.cells[r * 16 + ((5 * r + 3) % 16)] = 0;
    }
    const r = fillSingles(holes);
    expect(r.solved).toBe(true);
    expect(r.grid.equals(solution)).toBe(true);
    expect(r.filled).toHaveLength(32);
    replayFilled(holes, r.filled);
  });

  it('stops at a cell with no candidate left after a wrong entry', () => {
    const game = new Game(parseLine(EASY));
    // 8 is a candidate of r1c2 but the only one of r1c1, which is left with none.
    expect(game.place(1, 2, 8).ok).toBe(true);
    const r = game.fillSingles();
    expect(r.stop).toBe('contradiction');
    expect(r.solved).toBe(false);
    expect(r.message).toBe('r1c1 has no candidate left: some entry is wrong');
  });

  it('refuses a grid that already breaks a rule', () => {
    const game = new Game(parseLine(EASY));
    game.place(1, 1, 4);
    const r = game.fillSingles();
    expect(r).toMatchObject({ stop: 'conflict', filled: [], solved: false });
    expect(r.message).toBe('row 1: r1c1 and r1c3 both hold 4; fix it first');
    expect(game.history).toHaveLength(1);
  });

  it('is one undoable action on a game, and cleans marks when the game does', () => {
    const game = new Game(parseLine(EASY), { autoCleanMarks: true });
    game.setMarks(1, 2, [6, 8]);
    const r = game.fillSingles();
    expect(r.solved).toBe(true);
    expect(game.isSolved()).toBe(true);
    // r1c1 = 8 cleaned the 8 out of r1c2; the cell's own value (6) stays among its marks.
    expect(game.marksAt(1, 2)).toEqual([6]);
    expect(game.history.at(-1)?.kind).toBe('fill');
    game.undo();
    expect(game.grid.equals(parseLine(EASY))).toBe(true);
    expect(game.marksAt(1, 2)).toEqual([6, 8]);
    game.redo();
    expect(game.isSolved()).toBe(true);
  });
});
