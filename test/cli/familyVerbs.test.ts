import { describe, expect, it } from 'vitest';
import {
  type FamilyFlags,
  type FamilySpec,
  familyCount,
  familySolve,
  parsePuzzleTexts,
} from '../../cli/family/index.js';
import { Model, maxValue } from '../../core/index.js';
import { PuzzleInputError } from '../../models/common/index.js';
import { type RunResult, runWithIo } from './fakeIo.js';

/**
 * A toy family for the shared verbs: one puzzle per line, an integer n, solved by x in 1..n (searched
 * from the top, so the strategy shows in the answer). 0 is refused by the model as bad input; a
 * negative n makes the model fail in a way that is not the input's fault.
 */
const TOY: FamilySpec<number> = {
  name: 'toy',
  description: 'a toy family',
  help: 'Input: one integer per line.',
  read: (text) =>
    parsePuzzleTexts(
      text
        .split('\n')
        .map((t, i) => ({ line: i + 1, text: t }))
        .filter((p) => p.text !== ''),
      (t, line) => {
        if (!/^-?\d+$/.test(t)) throw new PuzzleInputError(`line ${line}, column 1: not a number: '${t}'`);
        return Number(t);
      },
    ),
  search(n) {
    if (n === 0) throw new PuzzleInputError('n must be positive');
    if (n < 0) throw new Error('model failed\nsecond line');
    const model = new Model();
    model.intVar('x', { min: 1, max: n });
    return {
      model,
      options: { valueOrder: maxValue },
      decode: (values) => ({ text: `x = ${values[0]}`, grid: [[values[0]!]] }),
    };
  },
};

/** Runs a verb on the toy family with `stdin` as its input. */
function runVerb(verb: typeof familySolve, stdin: string, flags: FamilyFlags = {}): Promise<RunResult> {
  return runWithIo({ stdin }, (io) => verb(io, undefined, TOY, flags));
}

describe('the shared family verbs', () => {
  it('solve: answers in input order, blank-line separated; input errors are invalid, other throws unknown', async () => {
    const r = await runVerb(familySolve, '3\nzz\n0\n-1\n');
    expect(r.code).toBe(2);
    expect(r.out).toBe(
      [
        'x = 3',
        '',
        "invalid: line 2, column 1: not a number: 'zz'",
        '',
        'invalid: n must be positive',
        '',
        'unknown: model failed\\nsecond line',
        '',
      ].join('\n'),
    );
    expect(r.err.split('\n')).toEqual([
      "line 2, column 1: not a number: 'zz'",
      'line 3: n must be positive',
      'line 4: model failed\\nsecond line',
      '',
    ]);
  });

  it('solve --json: every record has stats; the strategy goes only to a backend that takes it', async () => {
    const r = await runVerb(familySolve, '3\n0\n', { json: true });
    expect(
      r.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { line: 1, status: 'sat', solution: [[3]], stats: expect.any(Object) },
      { line: 2, status: 'invalid', solution: null, stats: expect.any(Object), error: 'n must be positive' },
    ]);
    const sat = await runVerb(familySolve, '1\n', { backend: 'sat' });
    expect(sat).toMatchObject({ code: 0, out: 'x = 1\n' });
  });

  it('count: capped, exact, invalid and unknown, as text and JSON with count null when there is none', async () => {
    const text = await runVerb(familyCount, '3\n1\n0\n-1\n');
    // One answer line per puzzle: the two-line error message is kept on one line.
    expect(text.out.split('\n').slice(0, 5)).toEqual([
      '2+',
      '1',
      'invalid: n must be positive',
      'unknown: model failed\\nsecond line',
      '',
    ]);
    expect(text.code).toBe(2);
    const json = await runVerb(familyCount, '3\n1\n0\n-1\n', { json: true, limit: 5 });
    expect(
      json.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { line: 1, status: 'sat', count: 3, capped: false },
      { line: 2, status: 'sat', count: 1, capped: false },
      { line: 3, status: 'invalid', count: null, error: 'n must be positive' },
      { line: 4, status: 'unknown', count: null, error: 'model failed\nsecond line' },
    ]);
  });
});
