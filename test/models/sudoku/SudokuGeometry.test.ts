import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CspError } from '../../../core/index.js';
import { SudokuGeometry, SudokuGeometryError } from '../../../models/sudoku/index.js';
import { geometryArb } from './sudokuArbitraries.js';

describe('SudokuGeometry', () => {
  it('builds the classic shapes from box width × height', () => {
    const g = SudokuGeometry.fromBox(3, 3);
    expect([g.size, g.boxWidth, g.boxHeight, g.cellCount]).toEqual([9, 3, 3, 81]);
    expect(SudokuGeometry.fromBox(3, 2).size).toBe(6);
    expect(SudokuGeometry.fromBox(15, 15).cellCount).toBe(50_625);
  });

  it('shares one instance per shape', () => {
    expect(SudokuGeometry.fromBox(4, 3)).toBe(SudokuGeometry.fromBox(4, 3));
    expect(SudokuGeometry.fromBox(4, 3)).not.toBe(SudokuGeometry.fromBox(3, 4));
  });

  it('picks the squarest split with height ≤ width', () => {
    const shape = (n: number) => {
      const g = SudokuGeometry.forSize(n);
      return [g.boxWidth, g.boxHeight];
    };
    expect(shape(1)).toEqual([1, 1]);
    expect(shape(4)).toEqual([2, 2]);
    expect(shape(6)).toEqual([3, 2]);
    expect(shape(8)).toEqual([4, 2]);
    expect(shape(9)).toEqual([3, 3]);
    expect(shape(12)).toEqual([4, 3]);
    expect(shape(16)).toEqual([4, 4]);
    expect(shape(225)).toEqual([15, 15]);
  });

  it('rejects box sides below 1, non-integers, sizes without a split and sizes too large', () => {
    expect(() => SudokuGeometry.fromBox(0, 3)).toThrow('box width must be an integer of at least 1; got 0');
    expect(() => SudokuGeometry.fromBox(3, -1)).toThrow(
      'box height must be an integer of at least 1; got -1',
    );
    expect(() => SudokuGeometry.fromBox(2.5, 2)).toThrow(SudokuGeometryError);
    expect(() => SudokuGeometry.forSize(7)).toThrow('size 7 has no box shape with both sides at least 2');
    expect(() => SudokuGeometry.forSize(2)).toThrow(SudokuGeometryError);
    expect(() => SudokuGeometry.forSize(0)).toThrow('grid size must be a positive integer; got 0');
    expect(() => SudokuGeometry.fromBox(100, 100)).toThrow('at most 1024×1024');
    expect(() => SudokuGeometry.forSize(7)).toThrow(CspError);
  });

  it('numbers rows, columns and boxes (boxes row-major, rectangular)', () => {
    const g = SudokuGeometry.fromBox(3, 2); // 6×6, boxes 3 wide, 2 high: 2 boxes per band
    expect(g.cellAt(3, 4)).toBe(22);
    expect([g.row(22), g.col(22), g.box(22)]).toEqual([3, 4, 3]);
    expect(g.houses[2 * 6 + 3]).toEqual([15, 16, 17, 21, 22, 23]);
    const g12 = SudokuGeometry.fromBox(4, 3); // box k covers rows ⌊k/3⌋·3.., columns (k mod 3)·4..
    expect(g12.box(g12.cellAt(4, 9))).toBe(5);
    expect(g12.boxOrigin(5)).toBe(g12.cellAt(3, 8));
  });

  it('names cells and houses 1-based', () => {
    const g = SudokuGeometry.fromBox(3, 3);
    expect(g.cellName(g.cellAt(3, 6))).toBe('r4c7');
    expect([g.houseName(0), g.houseName(9 + 6), g.houseName(18 + 4)]).toEqual(['row 1', 'column 7', 'box 5']);
    expect(() => g.houseName(27)).toThrow('house 27 is outside 0..26');
    expect(() => g.cellName(81)).toThrow('cell 81 is outside 0..80');
    expect(() => g.peers(-1)).toThrow(SudokuGeometryError);
  });

  it('puts each cell in exactly 3 houses, its row, column and box', () => {
    fc.assert(
      fc.property(geometryArb(), (g) => {
        const seen = new Int32Array(g.cellCount);
        let misplaced = 0;
        g.houses.forEach((cells, h) => {
          for (const c of cells) {
            seen[c]!++;
            if (!g.housesOf(c).includes(h)) misplaced++;
          }
        });
        expect(misplaced).toBe(0);
        expect(seen.every((k) => k === 3)).toBe(true);
      }),
    );
  });

  it('makes every house a set of N distinct cells (3N houses)', () => {
    fc.assert(
      fc.property(geometryArb(), (g) => {
        expect(g.houses.length).toBe(3 * g.size);
        for (const cells of g.houses) {
          expect(cells.length).toBe(g.size);
          expect(new Set(cells).size).toBe(g.size);
          expect(cells.every((c) => c >= 0 && c < g.cellCount)).toBe(true);
        }
        // Each kind of house partitions the grid.
        for (let kind = 0; kind < 3; kind++) {
          const all = g.houses.slice(kind * g.size, (kind + 1) * g.size).flat();
          expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: g.cellCount }, (_, i) => i));
        }
      }),
    );
  });

  it('gives each cell 3(N-1) - (W-1) - (H-1) peers, exactly the cells sharing a house', () => {
    fc.assert(
      fc.property(
        geometryArb(7).chain((g) => fc.tuple(fc.constant(g), fc.integer({ min: 0, max: g.cellCount - 1 }))),
        ([g, cell]) => {
          const peers = g.peers(cell);
          const n = g.size;
          expect(peers.length).toBe(3 * (n - 1) - (g.boxWidth - 1) - (g.boxHeight - 1));
          const expected = new Set<number>();
          for (const h of g.housesOf(cell)) for (const c of g.houses[h]!) if (c !== cell) expected.add(c);
          expect([...peers]).toEqual([...expected].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('computes peers of a 225×225 grid on demand', () => {
    const g = SudokuGeometry.fromBox(15, 15);
    expect(g.peers(50_624).length).toBe(3 * 224 - 14 - 14);
    expect(g.peers(0)).not.toContain(0);
  });
});
