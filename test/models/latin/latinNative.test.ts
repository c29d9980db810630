import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment } from '../../../core/index.js';
import type { LatinSquare } from '../../../models/latin/index.js';
import {
  buildLatinModel,
  checkLatin,
  decodeLatin,
  formatLatin,
  parseLatin,
} from '../../../models/latin/index.js';
import { bruteForceCompletions, holedSquareArb, partialSquareArb } from './latinTestUtils.js';

/** Solves with every solution, checks each one twice (model and puzzle terms), returns them. */
function solveAllChecked(puzzle: LatinSquare, limit = Number.POSITIVE_INFINITY): LatinSquare[] {
  const { model } = buildLatinModel(puzzle);
  const result = new NativeBackend().solveSync(model, { solutionLimit: limit });
  expect(result.status).toBe(result.solutions.length === 0 ? 'unsat' : 'sat');
  const seen = new Set<string>();
  const squares = result.solutions.map((s) => {
    expect(checkAssignment(model, s.values)).toEqual([]);
    const square = decodeLatin(puzzle.size, s.values);
    expect(checkLatin(puzzle, square)).toEqual([]);
    seen.add(formatLatin(square));
    return square;
  });
  expect(seen.size).toBe(squares.length);
  return squares;
}

describe('Latin square completion on the native backend', () => {
  it('counts the 576 Latin squares of order 4 and the 12 of order 3', () => {
    expect(solveAllChecked(parseLatin('. . . .\n. . . .\n. . . .\n. . . .'))).toHaveLength(576);
    expect(solveAllChecked(parseLatin('0 0 0\n0 0 0\n0 0 0'))).toHaveLength(12);
  });

  it('finds both completions of a puzzle that has two', () => {
    const twoWays = parseLatin('1 . . .\n. . 1 .\n. 3 . .\n. . . 4\n');
    expect(bruteForceCompletions(twoWays)).toBe(2);
    expect(solveAllChecked(twoWays)).toHaveLength(2);
  });

  it('completes a puzzle with a unique completion', () => {
    const puzzle = parseLatin('1 2 . . .\n2 . 3 . .\n. 4 . 1 .\n. . . . 5\n3 . . . .');
    expect(bruteForceCompletions(puzzle)).toBe(1);
    const [only] = solveAllChecked(puzzle);
    expect(formatLatin(only!)).toBe('1 2 5 3 4\n2 5 3 4 1\n5 4 2 1 3\n4 3 1 2 5\n3 1 4 5 2');
  });

  it('reports unsat for consistent givens that cannot be completed', () => {
    // Row 1 needs a 2 in column 2, which already holds a 2 lower down.
    const puzzle = parseLatin('1 . \n. 2');
    expect(bruteForceCompletions(puzzle)).toBe(0);
    expect(solveAllChecked(puzzle)).toHaveLength(0);
  });

  it('matches a brute-force count on random partial squares (N ≤ 4)', () => {
    fc.assert(
      fc.property(fc.oneof(partialSquareArb(1, 4), holedSquareArb(1, 4)), (puzzle) => {
        expect(solveAllChecked(puzzle)).toHaveLength(bruteForceCompletions(puzzle));
      }),
      { numRuns: 150 },
    );
  });

  it('completes larger holed squares (N ≤ 12)', () => {
    fc.assert(
      fc.property(holedSquareArb(5, 12), (puzzle) => {
        expect(solveAllChecked(puzzle, 1)).toHaveLength(1);
      }),
      { numRuns: 20 },
    );
  });
});
