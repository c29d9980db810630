import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import { makeClued } from '../../bench/variants/makeClued.js';
import { makeKiller } from '../../bench/variants/makeKiller.js';
import { tarekKillers } from '../../bench/variants/tarekKillers.js';
import { countSolutions } from '../../core/index.js';
import { randomSolution, SeededRandom } from '../../models/sudoku/generator/index.js';
import { formatLine, SudokuGeometry } from '../../models/sudoku/index.js';
import {
  buildVariantModel,
  checkVariantSolution,
  decodeVariantSolution,
  type VariantPuzzle,
} from '../../models/sudoku/variants/index.js';

/** The unique solution of a puzzle, as a line, or a note of how many there are. */
async function uniqueLine(p: VariantPuzzle): Promise<string> {
  const vm = buildVariantModel(p);
  const r = await countSolutions(new NativeBackend(), vm.model, 2);
  if (r.count !== 1) return `${r.count} solutions`;
  const grid = decodeVariantSolution(vm, r.result.solutions[0]!.values);
  expect(checkVariantSolution(p, grid)).toEqual([]);
  return formatLine(grid);
}

describe('variant bench set', () => {
  const backend = new NativeBackend();
  const gridOf = (seed: number): { grid: Int32Array; rng: SeededRandom } => {
    const rng = new SeededRandom(seed);
    return { grid: randomSolution(SudokuGeometry.forSize(9), backend, rng).cells, rng };
  };

  it('makes killers whose unique solution is the grid they were cut from', async () => {
    // The seed of the bench's killer-medium #1, with totals dropped too.
    const { grid, rng } = gridOf(19000);
    const p = makeKiller(backend, grid, rng, {
      minCage: 2,
      maxCage: 4,
      merge: false,
      dropSums: true,
      nodeLimit: 20_000,
    });
    expect(p).toBeDefined();
    expect(await uniqueLine(p!)).toBe(Array.from(grid).join(''));
    // Dropping totals left some cages without one.
    expect(p!.constraints!.some((c) => c.type === 'killer' && c.sum === undefined)).toBe(true);
  });

  // Outside clues are left to the bench (their puzzles take a minute to make).
  it.each(['arrow', 'thermometer'] as const)(
    'makes %s puzzles with a unique solution',
    async (family) => {
      const { grid, rng } = gridOf(9);
      const p = makeClued(backend, grid, rng, family, 20_000);
      expect(p.constraints!.length).toBeGreaterThan(0);
      expect(await uniqueLine(p)).toBe(Array.from(grid).join(''));
    },
    60_000,
  );

  it('reads the 20 published hard killers with their solutions', async () => {
    const set = tarekKillers();
    expect(set).toHaveLength(20);
    expect(await uniqueLine(set[0]!.puzzle)).toBe(set[0]!.solution);
  });
});
