import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { inputOrder, solveOptimal } from '../../../core/index.js';
import {
  buildGolombRulerModel,
  checkGolombRuler,
  GolombRulerError,
  MAX_GOLOMB_MARKS,
} from '../../../models/golomb/index.js';

const native = new NativeBackend();

/** The shortest Golomb ruler with `n` marks by exhaustive search over increasing mark sets. */
function shortestByBruteForce(n: number): number {
  for (let length = n - 1; ; length++) {
    const marks = [0];
    const extend = (from: number): boolean => {
      if (marks.length === n - 1) {
        marks.push(length);
        const ok = checkGolombRuler(marks).length === 0;
        marks.pop();
        return ok;
      }
      for (let m = from; m < length; m++) {
        marks.push(m);
        const found = checkGolombRuler(marks).length === 0 && extend(m + 1);
        marks.pop();
        if (found) return true;
      }
      return false;
    };
    if (n === 1 ? length === 0 : extend(1)) return length;
  }
}

describe('Golomb rulers', () => {
  it('the model proves the brute-force shortest ruler for 1..6 marks', async () => {
    for (let n = 1; n <= 6; n++) {
      const ruler = buildGolombRulerModel(n);
      const r = await solveOptimal(native, ruler.model, { variableOrder: inputOrder });
      expect(r.status).toBe('optimal');
      expect(r.objective).toBe(shortestByBruteForce(n));
      const marks = ruler.marks.map((m) => r.best!.get(m));
      expect(checkGolombRuler(marks)).toEqual([]);
      expect(marks[marks.length - 1]).toBe(r.objective);
    }
  });

  it('checkGolombRuler names every problem, and accepts exactly the rulers with distinct distances', () => {
    expect(checkGolombRuler([0, 1, 4, 6])).toEqual([]);
    expect(checkGolombRuler([0, 1, 2])).toEqual(['distance 1 appears twice (m1–m2, m2–m3)']);
    expect(checkGolombRuler([1, 3])).toEqual(['the first mark is 1, not 0']);
    expect(checkGolombRuler([0, 2, 2])).toContain('mark m3 = 2 is not above m2');
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 5 }), (rest) => {
        const marks = [0, ...rest.sort((a, b) => a - b)];
        const ds: number[] = [];
        for (let i = 0; i < marks.length; i++)
          for (let j = i + 1; j < marks.length; j++) ds.push(marks[j]! - marks[i]!);
        expect(checkGolombRuler(marks).length === 0).toBe(new Set(ds).size === ds.length);
      }),
    );
  });

  it('refuses bad sizes by name', () => {
    expect(() => buildGolombRulerModel(0)).toThrow(GolombRulerError);
    expect(() => buildGolombRulerModel(MAX_GOLOMB_MARKS + 1)).toThrow(/1\.\.64 marks/);
    expect(() => buildGolombRulerModel(2.5)).toThrow(GolombRulerError);
    expect(() => buildGolombRulerModel(5, 3)).toThrow(/at least 4, got 3/);
  });

  it('a length bound below the optimum makes the model unsatisfiable', async () => {
    const r = await solveOptimal(native, buildGolombRulerModel(5, 10).model);
    expect(r.status).toBe('unsat');
  });
});
