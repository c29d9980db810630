import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment } from '../../../core/index.js';
import {
  buildCryptarithmModel,
  checkCryptarithm,
  decodeCryptarithm,
  formatCryptarithm,
  parseCryptarithm,
} from '../../../models/cryptarithm/index.js';
import { bruteForceSolutions, tinyPuzzleArb } from './cryptarithmTestUtils.js';

/** All solutions from the native backend, each checked against the model and the puzzle, as sorted keys. */
function solveAllChecked(text: string): string[] {
  const puzzle = parseCryptarithm(text);
  const cm = buildCryptarithmModel(puzzle);
  const result = new NativeBackend().solveSync(cm.model, { solutionLimit: Number.POSITIVE_INFINITY });
  expect(result.status).toBe(result.solutions.length === 0 ? 'unsat' : 'sat');
  return result.solutions
    .map((s) => {
      expect(checkAssignment(cm.model, s.values)).toEqual([]);
      const digits = decodeCryptarithm(cm, s.values);
      expect(checkCryptarithm(puzzle, digits)).toEqual([]);
      return formatCryptarithm(puzzle, digits);
    })
    .sort();
}

function bruteForce(text: string): string[] {
  const puzzle = parseCryptarithm(text);
  return bruteForceSolutions(puzzle)
    .map((d) => formatCryptarithm(puzzle, d))
    .sort();
}

describe('cryptarithms on the native backend', () => {
  it('SEND + MORE = MONEY has exactly one solution', () => {
    expect(solveAllChecked('SEND + MORE = MONEY')).toEqual(['9567 + 1085 = 10652']);
  });

  it.each([
    'TWO + TWO = FOUR',
    'ODD + ODD = EVEN',
    'AB + C = AD',
    'I + BB = ILL',
    'A + A = B',
    'A = B',
    'AB = BA',
  ])('%s: same solutions as brute force', (text) => {
    const found = solveAllChecked(text);
    expect(found).toEqual(bruteForce(text));
    if (text === 'TWO + TWO = FOUR') expect(found).toHaveLength(7);
  });

  it('solves a ten-letter puzzle with many addends', () => {
    // A classic with a unique answer: every one of its 10 letters is used.
    const text =
      'SO + MANY + MORE + MEN + SEEM + TO + SAY + THAT + THEY + MAY + SOON + TRY + TO + STAY + AT + HOME + ' +
      'SO + AS + TO + SEE + OR + HEAR + THE + SAME + ONE + MAN + TRY + TO + MEET + THE + TEAM + ON + THE + ' +
      'MOON + AS + HE + HAS + AT + THE + OTHER + TEN = TESTS';
    expect(parseCryptarithm(text).letters).toHaveLength(10);
    expect(solveAllChecked(text)).toHaveLength(1);
  });

  it('matches brute force on random tiny puzzles (≤ 5 letters)', () => {
    fc.assert(
      fc.property(tinyPuzzleArb(5), (text) => {
        expect(solveAllChecked(text)).toEqual(bruteForce(text));
      }),
      { numRuns: 80 },
    );
  });
});
