import { firstValueFrom, lastValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../adapters/createContainer.js';
import { SolveManyOptionError, solveMany } from '../../batch/index.js';
import { checkSolution } from '../../models/sudoku/checkSolution.js';
import { parseLine } from '../../models/sudoku/parseLine.js';
import { SudokuGeometry } from '../../models/sudoku/SudokuGeometry.js';
import { SudokuGrid } from '../../models/sudoku/SudokuGrid.js';
import { solveSudoku } from '../../models/sudoku/solveSudoku.js';

const BASE = [
  '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..',
  '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..',
];
/** Distinct puzzles: the base ones with their digits relabelled. */
function puzzle(i: number): string {
  return BASE[i % 2]!.replace(/[1-9]/g, (d) => String(((Number(d) - 1 + (Math.floor(i / 2) % 9)) % 9) + 1));
}

describe('solveMany: the CLI pool from code, results in input order', () => {
  it('answers every puzzle in order, each solution checked, bad input as invalid results', async () => {
    const inputs: (string | SudokuGrid)[] = [];
    for (let i = 0; i < 600; i++) {
      if (i === 17) inputs.push('not a puzzle');
      else if (i === 300) inputs.push(`11${puzzle(i).slice(2)}`);
      else if (i === 401) inputs.push(new SudokuGrid(SudokuGeometry.fromBox(2, 2), new Int32Array(16)));
      else inputs.push(i % 3 === 0 ? parseLine(puzzle(i)) : puzzle(i));
    }
    const results = await lastValueFrom(solveMany(inputs, { jobs: 2 }).pipe(toArray()));
    expect(results.map((r) => r.index)).toEqual(inputs.map((_, i) => i));
    for (const [i, r] of results.entries()) {
      if (i === 17 || i === 300) {
        expect(r.status).toBe('invalid');
        expect(r.reason).toBeTruthy();
        continue;
      }
      expect(r.status).toBe('sat');
      const given = inputs[i]!;
      const grid = typeof given === 'string' ? parseLine(given) : given;
      expect(checkSolution(grid, r.solutions[0]!)).toEqual([]);
    }
  });

  it('gives what solveSudoku gives, with solutionLimit and another backend', async () => {
    const empty = new SudokuGrid(SudokuGeometry.fromBox(2, 2), new Int32Array(16));
    const inputs = [puzzle(0), empty, puzzle(5)];
    const results = await lastValueFrom(
      solveMany(inputs, { jobs: 1, backend: 'dlx', solutionLimit: 2 }).pipe(toArray()),
    );
    const dlx = getBackend(createContainer(), 'dlx');
    for (const [i, r] of results.entries()) {
      const g = inputs[i]!;
      const alone = await solveSudoku(typeof g === 'string' ? parseLine(g) : g, {
        backend: dlx,
        solutionLimit: 2,
      });
      expect(r.status).toBe(alone.status);
      expect(r.solutions.map((s) => Array.from(s.cells))).toEqual(
        alone.solutions.map((s) => Array.from(s.cells)),
      );
    }
    expect(results[1]!.solutions).toHaveLength(2);
  });

  it('reads an async input only as the threads need it, and unsubscribing stops reading', async () => {
    let pulled = 0;
    async function* endless(): AsyncGenerator<string> {
      for (let i = 0; ; i++) {
        pulled++;
        yield puzzle(i);
      }
    }
    const first = await lastValueFrom(solveMany(endless(), { jobs: 2 }).pipe(take(5), toArray()));
    expect(first.map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
    const after = pulled;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pulled).toBe(after);
    // Bounded: a few chunks per thread, not the endless input.
    expect(after).toBeLessThanOrEqual(256 * 2 * 3 + 256);
  });

  it('refuses bad options and unknown backends with typed errors', async () => {
    await expect(firstValueFrom(solveMany([puzzle(0)], { jobs: 0 }))).rejects.toThrow(SolveManyOptionError);
    await expect(firstValueFrom(solveMany([puzzle(0)], { jobs: 1.5 }))).rejects.toThrow(/jobs/);
    await expect(firstValueFrom(solveMany([puzzle(0)], { timeoutMs: -1 }))).rejects.toThrow(/timeoutMs/);
    await expect(firstValueFrom(solveMany([puzzle(0)], { jobs: 1, backend: 'nope' }))).rejects.toThrow(
      /unknown backend 'nope'/,
    );
  });

  it('completes at once on an empty input', async () => {
    expect(await lastValueFrom(solveMany([], { jobs: 2 }).pipe(toArray()))).toEqual([]);
  });
});
