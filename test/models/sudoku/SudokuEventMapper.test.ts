import { firstValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { emptyStatistics, engineSolve$, Model, Solution, type SolverEvent } from '../../../core/index.js';
import {
  buildVariantModel,
  formatLine,
  parseLine,
  SudokuEventMapper,
  SudokuGeometry,
  SudokuGrid,
} from '../../../models/sudoku/index.js';
import { VARIANT_FIXTURES } from './variants/variantFixtures.js';

const g4 = SudokuGeometry.fromBox(2, 2);

function mapAll(mapper: SudokuEventMapper, events: SolverEvent[]) {
  return events.flatMap((e) => mapper.map(e));
}

describe('SudokuEventMapper', () => {
  it('turns a domain event that leaves one candidate into placed, others into eliminated', () => {
    const m = new SudokuEventMapper(new SudokuGrid(g4), true);
    expect(
      mapAll(m, [
        { type: 'domain', variable: 5, removed: [1, 3], size: 2 },
        { type: 'domain', variable: 5, removed: [4], size: 1 },
      ]),
    ).toEqual([
      { type: 'eliminated', cell: 5, name: 'r2c2', values: [1, 3] },
      { type: 'placed', cell: 5, name: 'r2c2', value: 2, decision: false },
    ]);
    expect(m.candidates(5)).toEqual([2]);
  });

  it('reports a decision as placed once, even when propagation repeats it', () => {
    const m = new SudokuEventMapper(new SudokuGrid(g4), true);
    expect(
      mapAll(m, [
        { type: 'decision', variable: 0, value: 3, positive: true, depth: 1 },
        { type: 'domain', variable: 0, removed: [1, 2, 4], size: 1 },
      ]),
    ).toEqual([{ type: 'placed', cell: 0, name: 'r1c1', value: 3, decision: true }]);
  });

  it('restores candidates on backtrack, so a later single names the right value', () => {
    const m = new SudokuEventMapper(new SudokuGrid(g4), true);
    const events: SolverEvent[] = [
      { type: 'domain', variable: 1, removed: [1], size: 3 }, // root: kept for good
      { type: 'decision', variable: 0, value: 1, positive: true, depth: 1 },
      { type: 'domain', variable: 0, removed: [2, 3, 4], size: 1 },
      { type: 'domain', variable: 1, removed: [2, 3], size: 1 }, // r1c2 = 4 under r1c1 = 1
      { type: 'decision', variable: 2, value: 2, positive: true, depth: 2 },
      { type: 'domain', variable: 2, removed: [1, 3, 4], size: 1 },
      { type: 'backtrack', depth: 0 }, // undo both decisions
      { type: 'decision', variable: 0, value: 1, positive: false, depth: 1 }, // refutation at the root
      { type: 'domain', variable: 0, removed: [1], size: 3 },
      { type: 'domain', variable: 1, removed: [4, 2], size: 1 }, // only 3 is left for r1c2
    ];
    const out = mapAll(m, events);
    expect(out.slice(-3)).toEqual([
      { type: 'backtrack', depth: 0 },
      { type: 'eliminated', cell: 0, name: 'r1c1', values: [1] },
      { type: 'placed', cell: 1, name: 'r1c2', value: 3, decision: false },
    ]);
    expect(m.candidates(0)).toEqual([2, 3, 4]);
    expect(m.candidates(2)).toEqual([1, 2, 3, 4]);
  });

  it('backtracks to an intermediate depth, keeping the decisions above it', () => {
    const m = new SudokuEventMapper(new SudokuGrid(g4), true);
    mapAll(m, [
      { type: 'decision', variable: 0, value: 1, positive: true, depth: 1 },
      { type: 'domain', variable: 4, removed: [1], size: 3 },
      { type: 'decision', variable: 5, value: 2, positive: true, depth: 2 },
      { type: 'domain', variable: 4, removed: [2], size: 2 },
      { type: 'backtrack', depth: 1 },
    ]);
    expect(m.candidates(0)).toEqual([1]);
    expect(m.candidates(4)).toEqual([2, 3, 4]);
    expect(m.candidates(5)).toEqual([1, 2, 3, 4]);
  });

  it('starts givens fixed and ignores fine events when detail is off', () => {
    const puzzle = parseLine('1...'.repeat(4));
    expect(new SudokuEventMapper(puzzle, true).candidates(0)).toEqual([1]);
    const quiet = new SudokuEventMapper(puzzle, false);
    expect(
      mapAll(quiet, [
        { type: 'decision', variable: 1, value: 2, positive: true, depth: 1 },
        { type: 'domain', variable: 2, removed: [2], size: 2 },
        { type: 'backtrack', depth: 0 },
      ]),
    ).toEqual([]);
  });

  it('passes started, progress, solution (as a grid) and finished through', () => {
    const m = new SudokuEventMapper(new SudokuGrid(g4), false);
    const model = new Model();
    const values = Int32Array.from([1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]);
    const stats = emptyStatistics();
    const out = mapAll(m, [
      { type: 'started', backend: 'test', variables: 16, constraints: 12 },
      { type: 'progress', stats },
      { type: 'solution', index: 0, solution: new Solution(model, values), stats },
      { type: 'finished', status: 'sat', stats },
      { type: 'finished', status: 'timeout', stats, reason: 'time limit' },
    ]);
    expect(out[0]).toEqual({ type: 'started', backend: 'test' });
    expect(out[1]).toEqual({ type: 'progress', stats });
    expect(out[2]).toMatchObject({ type: 'solution', index: 0 });
    const solution = out[2]!;
    expect(solution.type === 'solution' && [...solution.grid.cells]).toEqual([...values]);
    expect(out[3]).toEqual({ type: 'finished', status: 'sat', stats });
    expect(out[4]).toEqual({ type: 'finished', status: 'timeout', stats, reason: 'time limit' });
  });
  it('gives no events for variables past the cells (variant helpers), but their decisions still mark depth', () => {
    const m = new SudokuEventMapper(new SudokuGrid(g4), true);
    const helper = g4.cellCount; // a sandwich position variable, say
    expect(
      mapAll(m, [
        { type: 'decision', variable: helper, value: 2, positive: true, depth: 1 },
        { type: 'domain', variable: helper, removed: [1], size: 1 },
        { type: 'domain', variable: 0, removed: [1, 2, 3], size: 1 },
      ]),
    ).toEqual([{ type: 'placed', cell: 0, name: 'r1c1', value: 4, decision: false }]);
    expect(mapAll(m, [{ type: 'backtrack', depth: 0 }])).toEqual([{ type: 'backtrack', depth: 0 }]);
    expect(m.candidates(0)).toEqual([1, 2, 3, 4]);
  });

  it('maps a traced solve of a sandwich variant (helper variables) to its solution grid', async () => {
    const fixture = Object.values(VARIANT_FIXTURES).find((f) =>
      f.puzzle.constraints?.some((c) => c.type === 'sandwich'),
    )!;
    const vm = buildVariantModel(fixture.puzzle);
    expect(vm.model.variables.length).toBeGreaterThan(vm.geometry.cellCount);
    const mapper = new SudokuEventMapper(vm.givens, true);
    const events = await firstValueFrom(
      engineSolve$(vm.model, { trace: { decisions: true, domains: true } }).pipe(toArray()),
    );
    const mapped = mapAll(mapper, events);
    for (const e of mapped) if (e.type === 'placed') expect(e.cell).toBeLessThan(vm.geometry.cellCount);
    const solution = mapped.find((e) => e.type === 'solution');
    expect(solution?.type === 'solution' && formatLine(solution.grid)).toBe(fixture.solution);
    for (let c = 0; c < vm.geometry.cellCount; c++) {
      expect(mapper.candidates(c)).toEqual([Number(fixture.solution[c])]);
    }
  });
});
