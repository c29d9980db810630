import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import { countSolutions } from '../../../../core/index.js';
import {
  buildVariantModel,
  checkVariantSolution,
  type VariantConstraint,
  VariantError,
  type VariantPuzzle,
} from '../../../../models/sudoku/variants/index.js';

// Random clues of the sum, cage and outside-clue rules on 4×4 (seeded, bounded): the model must keep
// exactly the grids the rule's own checker accepts, among all 288 4×4 sudoku grids. Clues that are
// refused (a sum no digits make…) must be refused with a VariantError.

const native = getBackend(createContainer(), 'native');
const name = (cell: number): string => `r${Math.floor(cell / 4) + 1}c${(cell % 4) + 1}`;

/** A king-step line of 2..5 cells (no repeats) from a random start, as cell names. */
const lineArb = (min: number) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: 15 }),
      fc.array(fc.integer({ min: 0, max: 7 }), { minLength: min - 1, maxLength: 4 }),
    )
    .map(([start, steps]) => {
      const cells = [start];
      const moves = [
        [-1, -1],
        [-1, 0],
        [-1, 1],
        [0, -1],
        [0, 1],
        [1, -1],
        [1, 0],
        [1, 1],
      ] as const;
      for (const s of steps) {
        const last = cells.at(-1)!;
        for (let k = 0; k < 8; k++) {
          const [dr, dc] = moves[(s + k) % 8]!;
          const r = Math.floor(last / 4) + dr;
          const c = (last % 4) + dc;
          if (r >= 0 && r < 4 && c >= 0 && c < 4 && !cells.includes(r * 4 + c)) {
            cells.push(r * 4 + c);
            break;
          }
        }
      }
      return cells.map(name);
    });
const cellsArb = (min: number, max: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { minLength: min, maxLength: max }).map((c) => c.map(name));
const placeArb = fc.oneof(
  fc.record({ row: fc.integer({ min: 1, max: 4 }), from: fc.constantFrom('start' as const, 'end' as const) }),
  fc.record({
    column: fc.integer({ min: 1, max: 4 }),
    from: fc.constantFrom('start' as const, 'end' as const),
  }),
);
const digit = fc.integer({ min: 1, max: 4 });

const constraintArb: fc.Arbitrary<VariantConstraint> = fc.oneof(
  fc.record({
    type: fc.constant('sum' as const),
    cells: cellsArb(1, 4),
    sum: fc.integer({ min: 1, max: 16 }),
  }),
  lineArb(3).map((cells) => ({ type: 'doubleArrow' as const, cells })),
  fc
    .tuple(
      fc.integer({ min: 0, max: 2 }),
      fc.integer({ min: 0, max: 2 }),
      fc.array(digit, { minLength: 1, maxLength: 3 }),
    )
    .map(([r, c, values]) => ({
      type: 'quadruple' as const,
      cells: [r * 4 + c, r * 4 + c + 1, r * 4 + c + 4, r * 4 + c + 5].map(name),
      values,
    })),
  fc
    .tuple(placeArb, fc.integer({ min: 1, max: 10 }))
    .map(([p, sum]) => ({ type: 'xSum' as const, ...p, sum })),
  fc.tuple(placeArb, digit).map(([p, count]) => ({ type: 'skyscraper' as const, ...p, count })),
  fc
    .tuple(placeArb, fc.integer({ min: 0, max: 4 }))
    .map(([p, d]) => ({ type: 'hiddenSkyscraper' as const, ...p, digit: d })),
  fc.tuple(placeArb, digit).map(([p, d]) => ({ type: 'numberedRoom' as const, ...p, digit: d })),
  fc
    .tuple(placeArb, fc.integer({ min: 1, max: 16 }))
    .map(([p, rank]) => ({ type: 'fullRank' as const, ...p, rank })),
  fc
    .tuple(cellsArb(2, 4), fc.integer({ min: 0, max: 5 }))
    .map(([cells, sum]) => ({ type: 'lunchbox' as const, cells, sum })),
  fc
    .tuple(cellsArb(1, 3), fc.integer({ min: 1, max: 9 }))
    .map(([cells, sum]) => ({ type: 'rellik' as const, cells, sum })),
  cellsArb(2, 4).map((cells) => ({ type: 'equalityCage' as const, cells })),
  fc
    .tuple(lineArb(2), fc.integer({ min: 2, max: 8 }))
    .map(([cells, sum]) => ({ type: 'sumLine' as const, cells, sum })),
  fc
    .tuple(lineArb(2), fc.integer({ min: 2, max: 4 }))
    .map(([cells, mod]) => ({ type: 'modularLine' as const, cells, mod })),
  // Loops: the 2×2 squares and the 8-cell rings of the 3×3 blocks, read round.
  fc
    .tuple(
      fc.integer({ min: 0, max: 2 }),
      fc.integer({ min: 0, max: 2 }),
      fc.boolean(),
      fc.integer({ min: 2, max: 9 }),
    )
    .map(([r, c, ring, sum]) => {
      const at = (dr: number, dc: number) => (r + dr) * 4 + c + dc;
      const square = [at(0, 0), at(0, 1), at(1, 1), at(1, 0)];
      const big = ring && r < 2 && c < 2;
      const cells = big
        ? [at(0, 0), at(0, 1), at(0, 2), at(1, 2), at(2, 2), at(2, 1), at(2, 0), at(1, 0)]
        : square;
      return { type: 'sumLine' as const, cells: cells.map(name), sum, loop: true };
    }),
  fc
    .tuple(lineArb(3), fc.integer({ min: 1, max: 3 }))
    .map(([cells, difference]) => ({ type: 'lockoutLine' as const, cells, difference })),
  cellsArb(1, 6).map((cells) => ({ type: 'countingCircles' as const, cells })),
);

describe('sum, cage and outside-clue rules: random 4×4 clues', () => {
  it('the model keeps exactly the grids the checker accepts', async () => {
    const all = await countSolutions(native, buildVariantModel({ size: 4 }).model, 1000);
    const grids = all.result.solutions.map((s) => Array.from(s.values.slice(0, 16)));
    expect(grids.length).toBe(288);
    let built = 0;
    await fc.assert(
      fc.asyncProperty(constraintArb, async (constraint) => {
        const puzzle: VariantPuzzle = { size: 4, constraints: [constraint] };
        let model: ReturnType<typeof buildVariantModel>['model'];
        try {
          model = buildVariantModel(puzzle).model;
        } catch (e) {
          expect(e).toBeInstanceOf(VariantError);
          return;
        }
        built++;
        const accepted = grids
          .filter((g) => checkVariantSolution(puzzle, g).length === 0)
          .map((g) => g.join(''))
          .sort();
        const { result } = await countSolutions(native, model, 1000);
        const found = result.solutions.map((s) => Array.from(s.values.slice(0, 16)).join('')).sort();
        expect(found).toEqual(accepted);
      }),
      { seed: 18, numRuns: 80 },
    );
    expect(built).toBeGreaterThan(40); // most random clues are valid, or the property would test little
  });
});
