import { describe, expect, it } from 'vitest';
import { parseLine } from '../../../../models/sudoku/index.js';
import { RatingStoppedError, rate } from '../../../../models/sudoku/techniques/index.js';

// samples/sample9.txt, first line: one solution, rated in a few dozen steps.
const P9 = parseLine('..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..');

describe('rate: options.stop', () => {
  it('rates exactly as without it while it answers false, asking once before the check and once per step', () => {
    let asked = 0;
    const r = rate(P9, {
      keepPath: true,
      stop: () => {
        asked++;
        return false;
      },
    });
    const plain = rate(P9, { keepPath: true });
    expect(r).toEqual(plain);
    expect(r.status).toBe('rated');
    if (r.status !== 'rated') return;
    // Once before the uniqueness check, once before each step, and once more before finding none.
    expect(asked).toBe(r.path!.length + 2);
  });

  it.each([1, 2, 5, 12])('throws RatingStoppedError at the %i-th question, naming the steps rated', (k) => {
    let asked = 0;
    const stop = () => ++asked >= k;
    let error: unknown;
    try {
      rate(P9, { stop });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RatingStoppedError);
    expect((error as RatingStoppedError).steps).toBe(Math.max(0, k - 2));
    expect(asked).toBe(k);
  });
});
