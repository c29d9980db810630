import fc from 'fast-check';
import type { CellRef, VariantConstraint, VariantPuzzle } from '../../../../models/sudoku/variants/index.js';

// Generators of variant puzzles for property tests: mostly valid, in every spelling the format allows.

/** Side of the generated puzzles. */
const N = 9;

/** A cell as `r1c1` (either case) or `[row, col]`. */
const cellArb = (r: number, c: number): fc.Arbitrary<CellRef> =>
  fc.constantFrom<CellRef>(`r${r}c${c}`, `R${r}C${c}`, [r, c] as const);

const posArb = fc.record({ r: fc.integer({ min: 1, max: N }), c: fc.integer({ min: 1, max: N }) });

const cellsArb = (min: number, max: number): fc.Arbitrary<CellRef[]> =>
  fc
    .uniqueArray(posArb, { minLength: min, maxLength: max, selector: (p) => p.r * 100 + p.c })
    .chain((ps) => fc.tuple(...ps.map((p) => cellArb(p.r, p.c))));

/** An orthogonally adjacent pair. */
const pairArb: fc.Arbitrary<[CellRef, CellRef]> = fc
  .record({ r: fc.integer({ min: 1, max: N }), c: fc.integer({ min: 1, max: N - 1 }), down: fc.boolean() })
  .chain(({ r, c, down }) =>
    down ? fc.tuple(cellArb(c, r), cellArb(c + 1, r)) : fc.tuple(cellArb(r, c), cellArb(r, c + 1)),
  );

/** A thermometer going right along a row. */
const thermoArb: fc.Arbitrary<VariantConstraint> = fc
  .record({
    r: fc.integer({ min: 1, max: N }),
    c: fc.integer({ min: 1, max: N - 1 }),
    len: fc.integer({ min: 2, max: 4 }),
  })
  .chain(({ r, c, len }) =>
    fc.tuple(...Array.from({ length: Math.min(len, N - c + 1) }, (_, i) => cellArb(r, c + i))),
  )
  .map((cells) => ({ type: 'thermometer', cells }));

/** Mostly valid constraints (a few combinations are not: overlapping cages, two dots on a pair…). */
const constraintArb = fc.oneof(
  fc.constantFrom<VariantConstraint>(
    { type: 'diagonal' },
    { type: 'diagonal', direction: 'anti' },
    { type: 'windoku' },
    { type: 'disjointGroups' },
    { type: 'antiKnight' },
    { type: 'antiKing' },
    { type: 'nonConsecutive' },
    { type: 'xvNegative' },
    { type: 'kropkiNegative', colors: ['black'] },
  ),
  cellsArb(1, 9).map((cells) => ({ type: 'extraRegion', cells })),
  fc
    .tuple(cellsArb(1, 4), fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }))
    .map(([cells, sum]) => (sum === undefined ? { type: 'killer', cells } : { type: 'killer', cells, sum })),
  fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 60 })).map(([len, sum]) => ({
    type: 'littleKiller',
    cells: Array.from({ length: len }, (_, i): CellRef => `r${i + 1}c${i + 1 + (N - len)}`),
    sum,
  })),
  thermoArb,
  fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 3 })).map(([c, len]) => ({
    type: 'arrow',
    circle: [`r9c${c}`],
    cells: Array.from({ length: len }, (_, i): CellRef => `r${8 - i}c${c}`),
  })),
  fc
    .tuple(fc.constantFrom('white' as const, 'black' as const), pairArb)
    .map(([color, cells]) => ({ type: 'kropki', color, cells })),
  fc
    .tuple(fc.constantFrom('X' as const, 'V' as const), pairArb)
    .map(([letter, cells]) => ({ type: 'xv', letter, cells })),
  cellsArb(1, 5).map((cells) => ({ type: 'even', cells })),
  cellsArb(1, 5).map((cells) => ({ type: 'odd', cells })),
  fc
    .tuple(fc.boolean(), fc.integer({ min: 1, max: N }), fc.constantFrom(0, 2, 5, 17, 35))
    .map(([row, k, sum]) => (row ? { type: 'sandwich', row: k, sum } : { type: 'sandwich', column: k, sum })),
) as fc.Arbitrary<VariantConstraint>; // the literal 'type' tags widen to string inside oneof

/** 9×9 puzzles with up to 6 constraints, most of them valid. */
export const puzzleArb: fc.Arbitrary<VariantPuzzle> = fc.record(
  {
    size: fc.constant(N),
    givens: fc.constantFrom(`${'.'.repeat(80)}5`, '.'.repeat(81), `..3${'.'.repeat(78)}`),
    constraints: fc.array(constraintArb, { maxLength: 6 }),
    title: fc.string(),
  },
  { requiredKeys: ['size'] },
);
