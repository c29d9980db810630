import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dfa } from '../../../../core/index.js';
import { acceptsSomeWord } from '../../../../models/sudoku/variants/rules/lineDfa.js';

/** Whether some word of exactly `length` symbols is accepted, by trying every word over the symbols used. */
function bruteForce(dfa: Dfa, length: number): boolean {
  const symbols = [...new Set(dfa.transitions.map((t) => t[1]))];
  const step = (q: number, s: number): number | undefined =>
    dfa.transitions.find((t) => t[0] === q && t[1] === s)?.[2];
  const walk = (q: number, left: number): boolean => {
    if (left === 0) return dfa.accepting.includes(q);
    return symbols.some((s) => {
      const t = step(q, s);
      return t !== undefined && walk(t, left - 1);
    });
  };
  return walk(dfa.start, length);
}

/** Random automata: up to 6 states, symbols 1..3, at most one transition per state and symbol. */
const dfaArb: fc.Arbitrary<Dfa> = fc.integer({ min: 1, max: 6 }).chain((states) =>
  fc.record({
    states: fc.constant(states),
    start: fc.integer({ min: 0, max: states - 1 }),
    accepting: fc.uniqueArray(fc.integer({ min: 0, max: states - 1 }), { minLength: 1, maxLength: states }),
    transitions: fc
      .uniqueArray(
        fc.tuple(
          fc.integer({ min: 0, max: states - 1 }),
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 0, max: states - 1 }),
        ),
        { maxLength: 14, selector: (t) => `${t[0]},${t[1]}` },
      )
      .map((ts) => ts.map((t) => [t[0], t[1], t[2]] as [number, number, number])),
  }),
);

describe('acceptsSomeWord', () => {
  it('agrees with trying every word of the length', () => {
    fc.assert(
      fc.property(dfaArb, fc.integer({ min: 0, max: 5 }), (dfa, length) => {
        expect(acceptsSomeWord(dfa, length)).toBe(bruteForce(dfa, length));
      }),
      { numRuns: 400, seed: 18 },
    );
  });
});
