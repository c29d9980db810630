import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RatedPuzzle } from '../../../../models/sudoku/index.js';
import {
  claiming,
  doublePairs,
  hiddenLargeSet,
  hint,
  nakedLargeSet,
  parseLine,
  pointing,
  rate,
  readPuzzles,
  SudokuGeometry,
  SudokuGrid,
  xWing,
} from '../../../../models/sudoku/index.js';
import { at, block, emptyWithout } from './positions.js';

function rated(grid: SudokuGrid): RatedPuzzle {
  const r = rate(grid, { keepPath: true });
  if (r.status !== 'rated') throw new Error(`${r.status}: ${r.reason}`);
  return r;
}

// A 12×12 puzzle (boxes 4 wide × 3 high) with one solution, cut from test/fixtures/sudoku/b4x3_f055_s1.
const P12 =
  '........42....7.......6..4A.6B..3.17.C...197.......5.8..C6....2.4.B..1..A6....51..9....9.........1...7....24.2.7A.6..5...91C...2B...4...C5..23..';

describe('12×12, boxes 4 wide × 3 high', () => {
  it('pointing along a row and along a column of a wide box', () => {
    const row = pointing.find(
      emptyWithout(4, 3, [[7, [...block([1, 1], [1, 4]), ...block([3, 3], [1, 4])]]]),
    );
    expect(row?.explanation).toBe(
      'Pointing (candidate lines): in box 1, 7 lies only in row 2, so 7 is removed from r2c5, r2c6, r2c7, r2c8, r2c9, r2c10, r2c11, r2c12.',
    );
    const others = block([1, 3], [1, 4]).filter((c) => !c.endsWith('c3'));
    const col = pointing.find(emptyWithout(4, 3, [[7, others]]));
    expect(col?.eliminations.map((e) => e.cell)).toEqual(
      [3, 4, 5, 6, 7, 8, 9, 10, 11].map((r) => r * 12 + 2),
    );
    expect(col?.explanation).toMatch(
      /^Pointing \(candidate lines\): in box 1, 7 lies only in column 3, so 7 is removed from r4c3, /,
    );
  });

  it('claiming from a column into its box', () => {
    const step = claiming.find(emptyWithout(4, 3, [[5, block([4, 12], [2, 2])]]));
    expect(step?.explanation).toBe(
      'Claiming (multiple lines): in column 2, 5 lies only in box 1, so 5 is removed from r1c1, r1c3, r1c4, r2c1, r2c3, r2c4, r3c1, r3c3, r3c4.',
    );
  });

  it('double pairs down a stack of four boxes', () => {
    const step = doublePairs.find(emptyWithout(4, 3, [[9, block([1, 6], [3, 4])]]));
    expect(step?.eliminations.map((e) => e.cell)).toEqual(
      [6, 7, 8, 9, 10, 11].flatMap((r) => [r * 12, r * 12 + 1]),
    );
    expect(step?.explanation).toMatch(
      /^Double pairs: in box 1 and box 4, 9 lies only in columns 1 and 2, so 9 is removed from r7c1, r7c2, /,
    );
  });

  it('first hint, checked by hand: rows 4 and 6 hold 1, columns 2 and 3 hold 1, so box 4 has it in r5c1', () => {
    const grid = parseLine(P12, { boxWidth: 4, boxHeight: 3 });
    expect(hint(grid)?.explanation).toBe('Hidden single: in box 4, 1 fits only in r5c1.');
  });

  it('rates the puzzle with a complete verified path', () => {
    const grid = parseLine(P12, { boxWidth: 4, boxHeight: 3 });
    const r = rated(grid);
    const filled = grid.cells.slice();
    for (const s of r.path!) for (const p of s.placements) filled[p.cell] = p.value;
    expect(filled).toEqual(r.solution.cells);
  });
});

describe('16×16', () => {
  const sample = readFileSync(new URL('../../../../samples/sample16.txt', import.meta.url), 'utf8');
  const puzzles = readPuzzles(sample).map((e) => e.grid!);

  it('first hint, checked by hand: row 1, column 16 and box 4 hold every value but 7 around r1c16', () => {
    expect(hint(puzzles[1]!)?.explanation).toBe('Naked single: 7 is the only candidate left in r1c16.');
  });

  it('X-wing with value 16 on rows 1 and 9', () => {
    const keep = new Set(['c1', 'c13']);
    const cells = [1, 9].flatMap((r) =>
      block([r, r], [1, 16]).filter((c) => !keep.has(c.slice(c.indexOf('c')))),
    );
    const step = xWing.find(emptyWithout(4, 4, [[16, cells]]));
    expect(step?.cells).toEqual([at('r1c1', 16), at('r1c13', 16), at('r9c1', 16), at('r9c13', 16)]);
    expect(step?.eliminations).toHaveLength(28);
    expect(step?.explanation).toMatch(
      /^X-wing: in rows 1 and 9, 16 fits only in columns 1 and 13, so 16 is removed from r2c1, r2c13, /,
    );
  });

  it('a naked set of 5 and a hidden set of 5', () => {
    // Naked: r1c1..r1c5 keep only 1-5.
    const naked = emptyWithout(
      4,
      4,
      Array.from({ length: 11 }, (_, i) => [i + 6, block([1, 1], [1, 5])] as const),
    );
    const n5 = nakedLargeSet.find(naked);
    expect(n5?.explanation).toBe(
      'Naked set: in row 1, r1c1, r1c2, r1c3, r1c4 and r1c5 hold only 1, 2, 3, 4 and 5 between them (a naked set of 5), so 1, 2, 3, 4 and 5 are removed from r1c6, r1c7, r1c8, r1c9, r1c10, r1c11, r1c12, r1c13, r1c14, r1c15, r1c16.',
    );
    // Hidden: in row 1, values 1-5 fit only in r1c1..r1c5.
    const hidden = emptyWithout(
      4,
      4,
      [1, 2, 3, 4, 5].map((v) => [v, block([1, 1], [6, 16])] as const),
    );
    const h5 = hiddenLargeSet.find(hidden);
    expect(h5?.eliminations).toHaveLength(55);
    expect(h5?.explanation).toMatch(
      /^Hidden set: in row 1, 1, 2, 3, 4 and 5 fit only in r1c1, r1c2, r1c3, r1c4 and r1c5 \(a hidden set of 5\), so 6, 7, /,
    );
  });

  it('rates both sample puzzles with complete verified paths', () => {
    for (const grid of puzzles) {
      const r = rated(grid);
      expect(r.solution.isComplete()).toBe(true);
    }
  });
});

describe('25×25', () => {
  it('hints and rates a 25×25 puzzle', () => {
    const g = SudokuGeometry.fromBox(5, 5);
    const n = 25;
    const cells = new Int32Array(n * n);
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) cells[r * n + c] = ((5 * (r % 5) + Math.floor(r / 5) + c) % n) + 1;
    const solution = cells.slice();
    for (let k = 0; k < n * n; k++) if ((k * 7919) % 13 < 4) cells[k] = 0;
    const grid = new SudokuGrid(g, cells);
    expect(hint(grid)?.explanation).toBe('Hidden single: in box 1, 25 fits only in r5c5.');
    expect(solution[at('r5c5', 25)]).toBe(25);
    const r = rated(grid);
    expect(r.solution.cells).toEqual(solution);
  });
});
