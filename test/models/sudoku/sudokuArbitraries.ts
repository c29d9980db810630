// fast-check generators shared by the sudoku tests.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { SudokuGeometry, SudokuGrid } from '../../../models/sudoku/index.js';

/** Any box shape up to `maxSide` per box side (N ≤ maxSide²). */
export function geometryArb(maxSide = 6, maxSize = Number.POSITIVE_INFINITY): fc.Arbitrary<SudokuGeometry> {
  return fc
    .tuple(fc.integer({ min: 1, max: maxSide }), fc.integer({ min: 1, max: maxSide }))
    .filter(([w, h]) => w * h <= maxSize)
    .map(([w, h]) => SudokuGeometry.fromBox(w, h));
}

/** A grid of random contents (not necessarily valid): each cell 0..N. */
export function gridArb(geometry: fc.Arbitrary<SudokuGeometry>): fc.Arbitrary<SudokuGrid> {
  return geometry.chain((g) =>
    fc
      .array(fc.integer({ min: 0, max: g.size }), { minLength: g.cellCount, maxLength: g.cellCount })
      .map((values) => new SudokuGrid(g, Int32Array.from(values))),
  );
}

/**
 * A complete valid grid: the pattern `(W·(r mod H) + ⌊r/H⌋ + c) mod N`, relabelled by a random permutation
 * of the symbols, with the rows shuffled inside each band.
 */
export function solvedGridArb(geometry: fc.Arbitrary<SudokuGeometry>): fc.Arbitrary<SudokuGrid> {
  return geometry.chain((g) => {
    const n = g.size;
    const labels = fc.shuffledSubarray(
      Array.from({ length: n }, (_, i) => i + 1),
      { minLength: n, maxLength: n },
    );
    const bandOrders = fc.array(
      fc.shuffledSubarray(
        Array.from({ length: g.boxHeight }, (_, i) => i),
        { minLength: g.boxHeight, maxLength: g.boxHeight },
      ),
      { minLength: g.boxWidth, maxLength: g.boxWidth },
    );
    return fc.tuple(labels, bandOrders).map(([label, orders]) => {
      const cells = new Int32Array(g.cellCount);
      for (let r = 0; r < n; r++) {
        const band = Math.floor(r / g.boxHeight);
        const source = band * g.boxHeight + orders[band]![r % g.boxHeight]!;
        for (let c = 0; c < n; c++) {
          const p = (g.boxWidth * (source % g.boxHeight) + Math.floor(source / g.boxHeight) + c) % n;
          cells[r * n + c] = label[p]!;
        }
      }
      return new SudokuGrid(g, cells);
    });
  });
}

/** Text of a file under test/fixtures/sudoku. */
export function fixture(name: string): string {
  return readFileSync(new URL(`../../fixtures/sudoku/${name}`, import.meta.url), 'utf8');
}
