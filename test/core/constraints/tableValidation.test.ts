import { describe, expect, it } from 'vitest';
import { InvalidModelError, Model } from '../../../core/index.js';

describe('table validation', () => {
  const model = () => {
    const m = new Model();
    return { m, xs: m.intVars(3, (i) => `x${i}`, { min: 1, max: 3 }) };
  };

  it('accepts tuples of the scope arity with integer values', () => {
    const { m, xs } = model();
    expect(() =>
      m.table(
        xs,
        [
          [1, 2, 3],
          [3, 2, 1],
        ],
        'ok',
      ),
    ).not.toThrow();
  });

  it('names a tuple of the wrong length, and a value that is not an integer', () => {
    const { m, xs } = model();
    expect(() =>
      m.table(
        xs,
        [
          [1, 2, 3],
          [1, 2],
        ],
        'short',
      ),
    ).toThrow(InvalidModelError);
    expect(() =>
      m.table(
        xs,
        [
          [1, 2, 3],
          [1, 2],
        ],
        'short',
      ),
    ).toThrow(/tuple \[1,2\] has 2 values for 3/);
    expect(() => m.table(xs, [[1, 2.5, 3]], 'half')).toThrow(/tuple value must be an integer, got 2.5/);
    expect(() => m.table(xs, [[1, 2, 3], 'abc' as unknown as number[]], 'text')).toThrow(
      /tuple \[abc\] has 0 values for 3/,
    );
  });
});
