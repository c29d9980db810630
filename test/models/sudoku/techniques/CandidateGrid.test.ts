import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CandidateGrid,
  MAX_TECHNIQUE_SIZE,
  parseLine,
  SudokuGeometry,
  SudokuGrid,
  TechniqueError,
} from '../../../../models/sudoku/index.js';
import { solvedGridArb } from '../sudokuArbitraries.js';

/** Rebuilds the per-house position words from the cell candidates, the slow way; lists every mismatch. */
function mismatches(g: CandidateGrid): string[] {
  const out: string[] = [];
  const { layout } = g;
  const n = g.size;
  for (let h = 0; h < layout.houseCount; h++) {
    for (let v = 1; v <= n; v++) {
      let placed = false;
      let positions = 0;
      for (let i = 0; i < n; i++) {
        const cell = layout.houseCells[h * n + i]!;
        if (g.values[cell] === v) placed = true;
        if (g.has(cell, v)) positions |= 1 << i;
      }
      if (((g.placedIn[h]! & (1 << (v - 1))) !== 0) !== placed)
        out.push(`house ${h} value ${v}: placed flag`);
      if (g.where[h * n + v - 1] !== (placed ? 0 : positions)) out.push(`house ${h} value ${v}: positions`);
    }
  }
  return out;
}

function expectConsistent(g: CandidateGrid): void {
  expect(mismatches(g)).toEqual([]);
}

const shapes = fc.constantFrom(
  SudokuGeometry.fromBox(2, 2),
  SudokuGeometry.fromBox(3, 2),
  SudokuGeometry.fromBox(3, 3),
  SudokuGeometry.fromBox(4, 3),
);

describe('CandidateGrid', () => {
  it('starts with the candidates the givens allow', () => {
    const g = CandidateGrid.fromGrid(parseLine(`12345678.${'.'.repeat(72)}`));
    expect(g.candidatesOf(8)).toEqual([9]);
    expect(g.candidatesOf(9)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(g.candidatesOf(0)).toEqual([]);
    expect(g.unsolved).toBe(73);
    expectConsistent(g);
  });

  it('keeps cell candidates and house positions in step through any placements and eliminations', () => {
    fc.assert(
      fc.property(
        solvedGridArb(shapes),
        fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.nat()), { maxLength: 60 }),
        (solved, moves) => {
          const g = CandidateGrid.empty(solved.geometry);
          for (const [k, isPlace, v] of moves) {
            const cell = k % g.layout.cellCount;
            if (isPlace) {
              const value = solved.cells[cell]!;
              if (g.has(cell, value)) g.place(cell, value);
            } else {
              g.eliminate(cell, (v % g.size) + 1);
            }
            if (mismatches(g).length > 0) return false;
          }
          // The copy is independent of the original.
          const copy = g.clone();
          expect(copy.values).toEqual(g.values);
          if (copy.unsolved > 0) {
            const cell = copy.cands.findIndex((c) => c !== 0);
            copy.eliminate(cell, copy.candidatesOf(cell)[0]!);
            expect(copy.cands[cell]).not.toBe(g.cands[cell]);
          }
          return true;
        },
      ),
      { numRuns: 60 },
    );
  });

  it('flags a dead end and names it', () => {
    const g = CandidateGrid.fromGrid(parseLine(`1234567..${'.'.repeat(72)}`));
    g.eliminate(7, 8);
    g.eliminate(7, 9);
    expect(g.broken).toBe(true);
    expect(g.contradiction()).toBe('r1c8 has no candidate left');
    const h = CandidateGrid.fromGrid(parseLine(`1234567..${'.'.repeat(72)}`));
    h.eliminate(7, 9);
    h.eliminate(8, 9);
    expect(h.broken).toBe(true);
    expect(h.contradiction()).toBe('9 has no place left in row 1');
  });

  it('rejects clashing givens, naming both cells', () => {
    expect(() => CandidateGrid.fromGrid(parseLine(`1.....1..${'.'.repeat(72)}`))).toThrow(
      new TechniqueError('the givens clash: r1c1 and r1c7 both hold 1'),
    );
  });

  it('rejects givens that leave a cell without a value', () => {
    // r1c9 sees 1-8 in row 1 and 9 in column 9.
    const line = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;
    expect(() => CandidateGrid.fromGrid(parseLine(line))).toThrow(/r1c9 has no possible value/);
  });

  it(`handles 25×25 and refuses grids wider than ${MAX_TECHNIQUE_SIZE}`, () => {
    const g = CandidateGrid.empty(SudokuGeometry.fromBox(5, 5));
    expect(g.candidatesOf(0)).toHaveLength(25);
    const g32 = CandidateGrid.empty(SudokuGeometry.fromBox(8, 4));
    expect(g32.candidatesOf(0)).toHaveLength(32);
    g32.place(0, 32);
    expect(g32.has(1, 32)).toBe(false);
    expectConsistent(g32);
    expect(() => CandidateGrid.fromGrid(new SudokuGrid(SudokuGeometry.fromBox(6, 6)))).toThrow(
      /up to 32×32; got 36×36/,
    );
  });

  it('gives back the placed values as a grid', () => {
    const line = `12345678.${'.'.repeat(72)}`;
    const g = CandidateGrid.fromGrid(parseLine(line));
    g.place(8, 9);
    expect(g.toGrid().cells.slice(0, 9)).toEqual(Int32Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]));
  });
});
