import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment, solveAll } from '../../../core/index.js';
import {
  buildMagicSquareModel,
  checkMagicSquare,
  formatMagicSquare,
  MagicSquareError,
  magicSum,
} from '../../../models/magic/index.js';

const backend = new NativeBackend();

describe('magic squares', () => {
  it('finds the 8 magic squares of order 3, and 1 with symmetry breaking (the Lo Shu)', async () => {
    const all = await solveAll(backend, buildMagicSquareModel(3).model);
    expect(all.solutions).toHaveLength(8);
    for (const s of all.solutions) expect(checkMagicSquare(3, s.values)).toEqual([]);
    const one = await solveAll(backend, buildMagicSquareModel(3, { symmetryBreaking: true }).model);
    expect(one.solutions).toHaveLength(1);
    expect(formatMagicSquare(3, one.solutions[0]!.values)).toBe('2 9 4\n7 5 3\n6 1 8');
  });

  it('finds the 880 essentially different squares of order 4 (Frénicle)', async () => {
    const { model } = buildMagicSquareModel(4, { symmetryBreaking: true });
    const r = await solveAll(backend, model);
    expect(r.solutions).toHaveLength(880);
    for (const s of r.solutions.slice(0, 20)) expect(checkAssignment(model, s.values)).toEqual([]);
    expect(new Set(r.solutions.map((s) => s.values.join(','))).size).toBe(880);
  });

  it('solves order 5', async () => {
    const r = await solveAll(backend, buildMagicSquareModel(5).model, { solutionLimit: 1 });
    expect(r.status).toBe('sat');
    expect(checkMagicSquare(5, r.solutions[0]!.values)).toEqual([]);
  });

  it('has the magic constant n(n²+1)/2 and rejects bad orders', () => {
    expect([1, 2, 3, 4, 5].map(magicSum)).toEqual([1, 5, 15, 34, 65]);
    expect(() => buildMagicSquareModel(0)).toThrow(MagicSquareError);
    expect(() => magicSum(2.5)).toThrow(/order must be an integer 1..100, got 2.5/);
  });

  it('order 2 has no magic square', async () => {
    expect((await solveAll(backend, buildMagicSquareModel(2).model)).status).toBe('unsat');
  });

  it('checkMagicSquare names repeats, ranges and lines', () => {
    expect(checkMagicSquare(3, [2, 7, 6, 9, 5, 1, 4, 3, 8])).toEqual([]);
    expect(checkMagicSquare(3, [2, 7, 6, 9, 5, 1, 4, 8, 3])).toEqual([
      'column 2 adds up to 20, not 15',
      'column 3 adds up to 10, not 15',
      'diagonal adds up to 10, not 15',
    ]);
    expect(checkMagicSquare(2, [1, 1, 5, 9])).toContain('1 appears twice');
    expect(checkMagicSquare(2, [1, 1, 5, 9])).toContain('r2c2 = 9 is outside 1..4');
    expect(checkMagicSquare(2, [1])).toEqual(['1 values for an order-2 square (4 cells)']);
  });
});
