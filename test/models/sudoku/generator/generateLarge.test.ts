import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../../adapters/native/NativeBackend.js';
import { generate } from '../../../../models/sudoku/generator/index.js';
import { SudokuGeometry } from '../../../../models/sudoku/index.js';
import { expectUnique } from './verifyPuzzle.js';

describe('generate, large grids', () => {
  it('makes a unique 25×25 puzzle, the same one for the same seed', async () => {
    const backend = new NativeBackend();
    const geometry = SudokuGeometry.fromBox(5, 5);
    const p = generate({ backend, geometry, seed: 1 });
    expect(p.puzzle.geometry).toBe(geometry);
    // Far fewer givens than cells: the removal pass works on large grids too.
    expect(p.givens).toBeLessThan(625 * 0.6);
    await expectUnique(p);
    const again = generate({ backend, geometry, seed: 1 });
    expect(Array.from(again.puzzle.cells)).toEqual(Array.from(p.puzzle.cells));
  });
});
