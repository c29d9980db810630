import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DlxBackend, dlxSolveSync } from '../../adapters/dlx/index.js';
import { NativeBackend } from '../../adapters/native/index.js';
import { checkAssignment, type Model, solveAll } from '../../core/index.js';
import { buildLatinModel, LatinSquare } from '../../models/latin/index.js';
import { buildSudokuModel, SudokuGeometry, SudokuGrid } from '../../models/sudoku/index.js';
import { bruteForceSolutions, solutionKey } from '../support/bruteForce.js';
import { buildRandomModel, randomModelSpec } from '../support/randomModel.js';

/**
 * The dlx backend beyond the shared suite: models the exact-cover compiler fully expresses
 * (all-different groups and binary relations, which the shared suite mostly mixes with linear
 * and table constraints), through both compile paths (reused template and pruned build), and
 * solution counts equal to the native backend's on random small sudoku and Latin squares.
 */
const dlx = new DlxBackend();
const native = new NativeBackend();

function keyOf(values: readonly { values: Int32Array }[]): string[] {
  return solutionKey(values.map((s) => s.values));
}

describe('dlx conformance', () => {
  it('agrees with brute force on random all-different + relation models (template path)', () => {
    fc.assert(
      fc.property(randomModelSpec({ vars: 5, kinds: ['allDifferent', 'relation'] }), (spec) => {
        const model = buildRandomModel(spec);
        expect(dlx.supports(model).ok).toBe(true);
        const expected = bruteForceSolutions(model);
        const r = dlx.solveSync(model, { solutionLimit: Number.POSITIVE_INFINITY });
        for (const s of r.solutions) expect(checkAssignment(model, s.values)).toEqual([]);
        expect(keyOf(r.solutions)).toEqual(solutionKey(expected));
        expect(r.status).toBe(expected.length > 0 ? 'sat' : 'unsat');
      }),
      { numRuns: 250 },
    );
  });

  it('agrees with brute force on the same models through the pruned path (root propagation first)', () => {
    fc.assert(
      fc.property(randomModelSpec({ vars: 5, kinds: ['allDifferent', 'relation'] }), (spec) => {
        const model = buildRandomModel(spec);
        const expected = bruteForceSolutions(model);
        const r = dlxSolveSync(model, { solutionLimit: Number.POSITIVE_INFINITY });
        for (const s of r.solutions) expect(checkAssignment(model, s.values)).toEqual([]);
        expect(keyOf(r.solutions)).toEqual(solutionKey(expected));
      }),
      { numRuns: 250 },
    );
  });

  it('counts like native on random small sudoku (4×4 and 6×6), capped at 3', async () => {
    const shapes = [SudokuGeometry.fromBox(2, 2), SudokuGeometry.fromBox(3, 2)];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1 }).chain((s) => {
          const g = shapes[s]!;
          return fc.record({
            shape: fc.constant(s),
            cells: fc.array(fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: g.size })), {
              minLength: g.cellCount,
              maxLength: g.cellCount,
            }),
          });
        }),
        async ({ shape, cells }) => {
          const g = shapes[shape]!;
          const { model } = buildSudokuModel(new SudokuGrid(g, Int32Array.from(cells)));
          await sameCounts(model, 3);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('counts like native on random Latin squares of order 3 and 4, capped at 5', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 4 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            cells: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: n })), {
              minLength: n * n,
              maxLength: n * n,
            }),
          }),
        ),
        async ({ n, cells }) => {
          const { model } = buildLatinModel(new LatinSquare(n, Int32Array.from(cells)));
          await sameCounts(model, 5);
        },
      ),
      { numRuns: 80 },
    );
  });
});

async function sameCounts(model: Model, cap: number): Promise<void> {
  const a = await solveAll(dlx, model, { solutionLimit: cap });
  const b = await solveAll(native, model, { solutionLimit: cap });
  expect(a.solutions.length).toBe(b.solutions.length);
  expect(a.status).toBe(b.status);
  for (const s of a.solutions) expect(checkAssignment(model, s.values)).toEqual([]);
  if (b.solutions.length < cap) expect(keyOf(a.solutions)).toEqual(keyOf(b.solutions));
}
