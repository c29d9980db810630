import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUDOKU_SYMMETRIES, symmetryGroups } from '../../../../models/sudoku/generator/index.js';
import { SudokuGeometry } from '../../../../models/sudoku/index.js';

describe('symmetryGroups', () => {
  it('splits the cells into orbits closed under the symmetry, for any shape', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...SUDOKU_SYMMETRIES),
        (w, h, symmetry) => {
          const g = SudokuGeometry.fromBox(w, h);
          const n = g.size;
          const groups = symmetryGroups(g, symmetry);
          expect(groups.start[0]).toBe(0);
          expect(groups.start[groups.count]).toBe(g.cellCount);
          // A partition: every cell exactly once.
          expect([...groups.cells].sort((a, b) => a - b)).toEqual(
            Array.from({ length: g.cellCount }, (_, i) => i),
          );
          const groupOf = new Int32Array(g.cellCount);
          for (let k = 0; k < groups.count; k++) {
            const size = groups.start[k + 1]! - groups.start[k]!;
            expect(size).toBeGreaterThanOrEqual(1);
            expect(size).toBeLessThanOrEqual(symmetry === 'rotational90' ? 4 : symmetry === 'none' ? 1 : 2);
            for (let i = groups.start[k]!; i < groups.start[k + 1]!; i++) groupOf[groups.cells[i]!] = k;
          }
          // Closed: a cell and its image are in the same group.
          for (let cell = 0; cell < g.cellCount; cell++) {
            const r = Math.floor(cell / n);
            const c = cell % n;
            const image = {
              none: cell,
              rotational: (n - 1 - r) * n + (n - 1 - c),
              rotational90: c * n + (n - 1 - r),
              mirror: r * n + (n - 1 - c),
              diagonal: c * n + r,
            }[symmetry];
            expect(groupOf[image]).toBe(groupOf[cell]);
          }
        },
      ),
    );
  });

  it('has the expected number of groups on 9×9', () => {
    const g = SudokuGeometry.fromBox(3, 3);
    expect(symmetryGroups(g, 'none').count).toBe(81);
    expect(symmetryGroups(g, 'rotational').count).toBe(41);
    expect(symmetryGroups(g, 'rotational90').count).toBe(21);
    expect(symmetryGroups(g, 'mirror').count).toBe(45);
    expect(symmetryGroups(g, 'diagonal').count).toBe(45);
  });
});
