import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../../adapters/native/NativeBackend.js';
import type { Model, SolveOptions } from '../../../../core/index.js';
import { ClueRemover } from '../../../../models/sudoku/generator/ClueRemover.js';
import { patternGrid } from '../../../../models/sudoku/generator/patternGrid.js';
import {
  FILL_NODES_MIN,
  FILL_NODES_PER_CELL,
  randomSolution,
  SEARCH_FILL_MAX_SIZE,
} from '../../../../models/sudoku/generator/randomSolution.js';
import { SeededRandom } from '../../../../models/sudoku/generator/SeededRandom.js';
import { shuffleGrid } from '../../../../models/sudoku/generator/shuffleGrid.js';
import { SudokuGeometry, SudokuGrid } from '../../../../models/sudoku/index.js';
import { CountingBackend } from './CountingBackend.js';
import { countByMatching } from './verifyPuzzle.js';

const R4 = SudokuGeometry.fromBox(4, 4);

/** One removal pass over a shuffled 16×16 pattern grid with at most `gridProofs` backend proofs. */
function pass(gridProofs: number | undefined, seed: number): { remover: ClueRemover; calls: number } {
  const backend = new CountingBackend();
  const limits = { proofNodes: 1000, gridNodes: 100_000, minSuccessRate: 0 };
  const remover = new ClueRemover(R4, backend, gridProofs === undefined ? limits : { ...limits, gridProofs });
  const rng = new SeededRandom(seed);
  remover.reset(shuffleGrid(R4, patternGrid(R4), rng));
  const order = Int32Array.from({ length: R4.cellCount }, (_, i) => i);
  rng.shuffle(order);
  for (let i = 0; i < order.length; i++) remover.tryRemove(order, i, i + 1);
  return { remover, calls: backend.calls };
}

describe('ClueRemover gridProofs (the cap on backend proofs of the largest grids)', () => {
  it('asks the backend at most that often per grid, and the puzzle stays unique', () => {
    const free = pass(undefined, 1);
    // Without a cap this pass asks the backend more often than any cap below.
    expect(free.calls).toBeGreaterThan(40);
    for (const [cap, seed] of [
      [0, 1],
      [5, 2],
      [40, 1],
    ] as const) {
      const { remover, calls } = pass(cap, seed);
      expect(calls).toBeLessThanOrEqual(cap);
      expect(remover.stats.bySearch + remover.stats.refused).toBeLessThanOrEqual(cap);
      expect(countByMatching(new SudokuGrid(R4, remover.givens.slice()))).toBe(1);
    }
  });
});

describe('randomSolution above 64×64', () => {
  it('draws a valid grid from the seed without asking the backend, the same for the same seed', () => {
    const g = SudokuGeometry.fromBox(13, 5);
    expect(g.size).toBeGreaterThan(SEARCH_FILL_MAX_SIZE);
    const backend = new CountingBackend();
    const a = randomSolution(g, backend, new SeededRandom(11));
    const b = randomSolution(g, backend, new SeededRandom(11));
    const c = randomSolution(g, backend, new SeededRandom(12));
    expect(backend.calls).toBe(0);
    expect(a.tries).toBe(0);
    expect(Array.from(b.cells)).toEqual(Array.from(a.cells));
    expect(Array.from(c.cells)).not.toEqual(Array.from(a.cells));
    for (const house of g.houses)
      expect(new Set(Array.from(house, (cell) => a.cells[cell])).size).toBe(g.size);
  });
});

/** A native backend whose searches all run out of nodes at once (a seed stuck in dead regions). */
class StuckBackend extends NativeBackend {
  limits: number[] = [];
  override solveSync(model: Model, options?: SolveOptions) {
    this.limits.push(options?.nodeLimit ?? -1);
    return super.solveSync(model, { ...options, nodeLimit: 1 });
  }
}

describe('randomSolution fill budget', () => {
  it('draws the shuffled pattern grid once the next try would pass the budget, the same for the same seed', () => {
    const a = new StuckBackend();
    const grid = randomSolution(R4, a, new SeededRandom(5));
    // Limits double from max(1000, 4 per cell). These searches spend next to no nodes, so the try not
    // started is the first whose limit alone passes the budget.
    const first = Math.max(1000, 4 * R4.cellCount);
    const budget = Math.max(FILL_NODES_MIN, FILL_NODES_PER_CELL * R4.cellCount);
    expect(a.limits).toEqual([1, 2, 4, 8, 16, 32].map((k) => k * first));
    expect(64 * first).toBeGreaterThan(budget);
    expect(32 * first).toBeLessThanOrEqual(budget);
    expect(grid.tries).toBe(6);
    for (const house of R4.houses)
      expect(new Set(Array.from(house, (cell) => grid.cells[cell])).size).toBe(R4.size);
    const again = randomSolution(R4, new StuckBackend(), new SeededRandom(5));
    expect(Array.from(again.cells)).toEqual(Array.from(grid.cells));
  });

  it('leaves a search that succeeds alone', () => {
    const backend = new CountingBackend();
    const grid = randomSolution(R4, backend, new SeededRandom(5));
    expect(grid.tries).toBeGreaterThanOrEqual(1);
    expect(backend.calls).toBe(grid.tries);
    for (const house of R4.houses)
      expect(new Set(Array.from(house, (cell) => grid.cells[cell])).size).toBe(R4.size);
  });
});
