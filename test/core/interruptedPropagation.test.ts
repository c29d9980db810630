import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Model } from '../../core/model/Model.js';
import { YieldClock } from '../../core/propagation/YieldClock.js';
import { minValue, mrv, NO_RESTARTS } from '../../core/search/index.js';
import { Search } from '../../core/search/Search.js';
import { compileModel } from '../../core/solver/compileModel.js';
import { buildSudokuModel, SudokuGrid } from '../../models/sudoku/index.js';
import { geometryArb, solvedGridArb } from '../models/sudoku/sudokuArbitraries.js';
import { buildRandomModel, randomModelSpec } from '../support/randomModel.js';

/** Solutions (as text, at most `limit`) and the node count of a search run with `deadline` per call. */
function enumerate(
  model: Model,
  deadline: number,
  limit = Number.POSITIVE_INFINITY,
): { solutions: string[]; nodes: number; calls: number } {
  const compiled = compileModel(model);
  const solutions: string[] = [];
  const search = new Search(
    compiled.engine,
    {
      solutionLimit: limit,
      nodeLimit: Number.POSITIVE_INFINITY,
      variableOrder: mrv,
      valueOrder: minValue,
      seed: 1,
      restarts: NO_RESTARTS,
      escalateAfter: Number.POSITIVE_INFINITY,
      degree: compiled.degree,
      decisionVars: compiled.decisionVars,
    },
    { onSolution: (values) => solutions.push(values.join(',')) },
  );
  let calls = 1;
  while (search.run(deadline) === 'running') calls++;
  return { solutions, nodes: search.nodes, calls };
}

describe('YieldClock', () => {
  it('never fires without a deadline, fires soon after one passes, and stays fired until re-armed', () => {
    const clock = new YieldClock();
    const firedWithin = (units: number): boolean => {
      for (let i = 0; i < units; i++) if (clock.due()) return true;
      return false;
    };
    clock.arm(Number.POSITIVE_INFINITY);
    expect(firedWithin(100_000)).toBe(false);
    clock.arm(performance.now() + 60_000);
    expect(firedWithin(10_000)).toBe(false);
    clock.arm(performance.now() - 1);
    let units = 1;
    while (!clock.due()) units++;
    expect(units).toBeLessThanOrEqual(4096);
    expect(clock.fired).toBe(true);
    expect(clock.due()).toBe(true);
    clock.arm(Number.POSITIVE_INFINITY);
    expect(clock.fired).toBe(false);
    expect(clock.due()).toBe(false);
  });
});

describe('a propagation interrupted by the clock', () => {
  it('resumes where it stopped: random models give the same solutions and nodes as uninterrupted', () => {
    fc.assert(
      fc.property(randomModelSpec(), (spec) => {
        const model = buildRandomModel(spec);
        const whole = enumerate(model, Number.POSITIVE_INFINITY);
        // A deadline in the past interrupts every propagation after a few propagator runs.
        const pieces = enumerate(model, 0);
        expect(pieces.solutions).toEqual(whole.solutions);
        expect(pieces.nodes).toBe(whole.nodes);
      }),
      { numRuns: 150, seed: 23 },
    );
  });

  it('resumes inside the all-different pass too: sudoku grids of any shape, up to three solutions', () => {
    const puzzle = solvedGridArb(geometryArb(4, 16)).chain((solved) =>
      fc.array(fc.boolean(), { minLength: solved.cells.length, maxLength: solved.cells.length }).map(
        (keep) =>
          new SudokuGrid(
            solved.geometry,
            solved.cells.map((v, i) => (keep[i] ? v : 0)),
          ),
      ),
    );
    fc.assert(
      fc.property(puzzle, (grid) => {
        const { model } = buildSudokuModel(grid);
        const whole = enumerate(model, Number.POSITIVE_INFINITY, 3);
        const pieces = enumerate(model, 0, 3);
        expect(pieces.solutions).toEqual(whole.solutions);
        expect(pieces.nodes).toBe(whole.nodes);
        expect(pieces.solutions.length).toBeGreaterThan(0);
        if (grid.geometry.size >= 9) expect(pieces.calls).toBeGreaterThan(1);
      }),
      { numRuns: 60, seed: 23 },
    );
  });
});
