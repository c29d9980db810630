import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment } from '../../../core/index.js';
import { buildQueensModel, decodeQueens, isValidQueens } from '../../../models/queens/index.js';

const KNOWN_COUNTS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];

describe('n-queens on the native backend', () => {
  it.each(KNOWN_COUNTS.map((count, i) => [i + 1, count] as const))(
    'n = %i has %i solutions, each valid and distinct',
    (n, count) => {
      const { model } = buildQueensModel(n);
      const result = new NativeBackend().solveSync(model, { solutionLimit: Number.POSITIVE_INFINITY });
      expect(result.status).toBe(count === 0 ? 'unsat' : 'sat');
      expect(result.solutions).toHaveLength(count);
      const seen = new Set<string>();
      for (const s of result.solutions) {
        expect(checkAssignment(model, s.values)).toEqual([]);
        const columns = decodeQueens(n, s.values);
        expect(isValidQueens(columns)).toBe(true);
        seen.add(columns.join(','));
      }
      expect(seen.size).toBe(count);
    },
  );

  it('finds one valid placement for a larger board', () => {
    const { model } = buildQueensModel(30);
    const result = new NativeBackend().solveSync(model, { solutionLimit: 1 });
    expect(result.status).toBe('sat');
    expect(result.solutions).toHaveLength(1);
    const values = result.solutions[0]!.values;
    expect(checkAssignment(model, values)).toEqual([]);
    expect(isValidQueens(decodeQueens(30, values))).toBe(true);
  });
});
