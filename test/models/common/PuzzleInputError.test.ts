import { describe, expect, it } from 'vitest';
import { CspError } from '../../../core/index.js';
import { FutoshikiError, KenKenError, KillerError, PuzzleInputError } from '../../../models/index.js';

describe('PuzzleInputError', () => {
  it.each([
    ['FutoshikiError', FutoshikiError],
    ['KenKenError', KenKenError],
    ['KillerError', KillerError],
  ] as const)('%s keeps its own name and the place it points at', (name, ErrorClass) => {
    const e = new ErrorClass('bad cell', 3, 7);
    expect(e).toBeInstanceOf(PuzzleInputError);
    expect(e).toBeInstanceOf(CspError);
    expect(e.name).toBe(name);
    expect(e.message).toBe('bad cell');
    expect([e.line, e.column]).toEqual([3, 7]);
  });

  it('leaves line and column undefined when not known', () => {
    const e = new KillerError('no grid');
    expect(e.line).toBeUndefined();
    expect(e.column).toBeUndefined();
  });
});
