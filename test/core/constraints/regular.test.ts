import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/index.js';
import {
  compileDfa,
  type Dfa,
  dfaAccepts,
  dfaProblem,
  InvalidModelError,
  Model,
  nonogramClue,
  nonogramDfa,
  regular,
  solveAll,
} from '../../../core/index.js';
import { RegularPropagator } from '../../../core/propagators/RegularPropagator.js';
import { actionsArb, domArb } from '../propagators/harness.js';
import { expectExactCnf } from './expectExactCnf.js';
import { expectGacAlong, expectSoundAlong, type OracleCase, sizedDomsArb } from './oracleHarness.js';

/** Random automata over symbols lo..hi: not necessarily valid (the propagator must not care). */
function dfaArb(lo: number, hi: number): fc.Arbitrary<Dfa> {
  return fc.integer({ min: 1, max: 4 }).chain((states) =>
    fc.record({
      states: fc.constant(states),
      start: fc.integer({ min: 0, max: states - 1 }),
      accepting: fc.uniqueArray(fc.integer({ min: 0, max: states - 1 }), { maxLength: states }),
      transitions: fc.uniqueArray(
        fc.tuple(
          fc.integer({ min: 0, max: states - 1 }),
          fc.integer({ min: lo, max: hi }),
          fc.integer({ min: 0, max: states - 1 }),
        ),
        { selector: ([q, a]) => `${q},${a}`, maxLength: 3 * states * (hi - lo + 1) },
      ),
    }),
  );
}

function accepts(dfa: Dfa, scope: readonly number[]) {
  const compiled = compileDfa(dfa);
  return (values: readonly number[]): boolean => dfaAccepts(compiled, scope, values);
}

/** One RegularPropagator over all the variables in order: domain consistent along outside changes. */
const regularGac = ({ doms, dfa, actions }: OracleCase<{ dfa: Dfa }>) => {
  const scope = [...doms.keys()];
  expectGacAlong(
    doms,
    [new RegularPropagator(Int32Array.from(scope), compileDfa(dfa))],
    actions,
    accepts(dfa, scope),
  );
};

describe('RegularPropagator', () => {
  it('is domain consistent on distinct variables, also after outside changes', () => {
    fc.assert(fc.property(sizedDomsArb(0, 5, domArb(-1, 1, 1, 4), { dfa: dfaArb(-1, 3) }), regularGac), {
      numRuns: 800,
    });
  });

  it('is domain consistent on multi-word domains', () => {
    fc.assert(fc.property(sizedDomsArb(1, 3, domArb(-3, 0, 33, 40), { dfa: dfaArb(30, 38) }), regularGac), {
      numRuns: 300,
    });
  });

  it('is sound, and exact on fixed values, when variables repeat', () => {
    fc.assert(
      fc.property(
        fc.record({
          doms: fc.array(domArb(0, 0, 1, 3), { minLength: 1, maxLength: 3 }),
          positions: fc.array(fc.nat(), { minLength: 2, maxLength: 5 }),
          dfa: dfaArb(0, 2),
          actions: actionsArb,
        }),
        ({ doms, positions, dfa, actions }) => {
          const scope = positions.map((p) => p % doms.length);
          const pred = accepts(dfa, scope);
          expectSoundAlong(
            doms,
            [new RegularPropagator(Int32Array.from(scope), compileDfa(dfa))],
            actions,
            pred,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('regular', () => {
  it('CNF solutions are exactly the model solutions (repeated variables too)', () => {
    fc.assert(
      fc.property(dfaArb(0, 2), fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 5 }), (dfa, scope) => {
        const m = new Model({});
        const xs = [
          m.intVar('a', [0, 1, 2]),
          m.intVar('b', [0, 2]),
          m.intVar('c', [1]),
          m.intVar('d', [0, 1]),
        ];
        // Validation wants a proper automaton; the kind's parts are tested on any one here.
        m.constraints.push({ type: 'regular', scope: scope.map((i) => xs[i]!.index), dfa } as never);
        expectExactCnf(m);
      }),
      { numRuns: 150 },
    );
  });

  it('nonogramClue lists the blocks of a line', () => {
    expect(nonogramClue([])).toEqual([]);
    expect(nonogramClue([0, 0, 0])).toEqual([]);
    expect(nonogramClue([1, 1, 1])).toEqual([3]);
    expect(nonogramClue([0, 1, 1, 1, 0, 1, 0])).toEqual([3, 1]);
    expect(nonogramClue([1, 0, 0, 1, 1])).toEqual([1, 2]);
    expect(nonogramClue([2, 1, 2, 2], 2)).toEqual([1, 2]);
  });

  it('nonogramDfa accepts exactly the lines whose blocks are the clue', () => {
    for (let len = 0; len <= 8; len++) {
      const lines: number[][] = [];
      for (let bits = 0; bits < 1 << len; bits++)
        lines.push(Array.from({ length: len }, (_, i) => (bits >> i) & 1));
      const clues = new Set(lines.map((l) => JSON.stringify(nonogramClue(l))));
      clues.add('[4,4]');
      for (const key of clues) {
        const clue = JSON.parse(key) as number[];
        const dfa = nonogramDfa(clue);
        expect(dfaProblem(dfa)).toBeNull();
        const compiled = compileDfa(dfa);
        for (const line of lines) {
          const scope = line.map((_, i) => i);
          expect(dfaAccepts(compiled, scope, line), `${key} ${line.join('')}`).toBe(
            JSON.stringify(nonogramClue(line)) === key,
          );
        }
      }
    }
    const zero = compileDfa(nonogramDfa([0]));
    expect(dfaAccepts(zero, [0, 1], [0, 0])).toBe(true);
    expect(dfaAccepts(zero, [0, 1], [0, 1])).toBe(false);
    const custom = compileDfa(nonogramDfa([2], 5, 7));
    expect(dfaAccepts(custom, [0, 1, 2], [5, 7, 7])).toBe(true);
    expect(dfaAccepts(custom, [0, 1, 2], [0, 1, 1])).toBe(false);
  });

  it('nonogramDfa names a bad clue', () => {
    expect(() => nonogramDfa([3, 0, 1])).toThrow(InvalidModelError);
    expect(() => nonogramDfa([3, 0, 1])).toThrow(/nonogram clue \[3,0,1\]: block lengths must be positive/);
    expect(() => nonogramDfa([1.5])).toThrow(/positive integers, got 1.5/);
    expect(() => nonogramDfa([1], 1, 1)).toThrow(/two different integers/);
  });

  it('solves a small nonogram on native and sat alike', async () => {
    // A 5×5 picture (a plus sign with a corner): its clues have this picture as the only solution.
    const picture = ['00100', '00100', '11111', '00100', '10100'].map((r) => [...r].map(Number));
    const m = new Model();
    const g = picture.map((row, r) => row.map((_, c) => m.boolVar(`g${r}${c}`)));
    for (let r = 0; r < 5; r++) m.add(regular(g[r]!, nonogramDfa(nonogramClue(picture[r]!)), `row ${r}`));
    for (let c = 0; c < 5; c++) {
      m.add(
        regular(
          g.map((row) => row[c]!),
          nonogramDfa(nonogramClue(picture.map((row) => row[c]!))),
          `col ${c}`,
        ),
      );
    }
    for (const name of ['native', 'sat']) {
      const r = await solveAll(getBackend(createContainer(), name), m);
      expect(r.solutions.map((sol) => Array.from(sol.values).join(''))).toEqual([picture.flat().join('')]);
    }
  });

  it('names the constraint and the state at fault in a bad automaton', () => {
    const m = new Model();
    const xs = m.intVars(3, (i) => `x${i}`, { min: 0, max: 1 });
    const add = (dfa: unknown) => m.add(regular(xs, dfa as Dfa, 'row 2'));
    const good: Dfa = {
      states: 2,
      start: 0,
      accepting: [1],
      transitions: [
        [0, 1, 1],
        [1, 0, 1],
      ],
    };
    expect(() => add(good)).not.toThrow();
    expect(() => add({ ...good, accepting: [] })).toThrow(InvalidModelError);
    expect(() => add({ ...good, accepting: [] })).toThrow(/regular "row 2".*dfa: no accepting state/);
    expect(() => add({ ...good, states: 3 })).toThrow(/state 2 is unreachable from the start state 0/);
    expect(() => add({ ...good, transitions: [...good.transitions, [1, 1, 4]] })).toThrow(
      /transition #2 \(1 -1-> 4\): state 4 is not a state \(states are 0..1\)/,
    );
    expect(() =>
      add({
        ...good,
        transitions: [
          [0, 1, 1],
          [0, 1, 0],
        ],
      }),
    ).toThrow(/state 0 has two transitions on symbol 1 \(to 1 and to 0\): not deterministic/);
    // A repeated transition (same target) is no conflict; the same symbol from two states is none either.
    expect(() => add({ ...good, transitions: [...good.transitions, [0, 1, 1], [1, 1, 1]] })).not.toThrow();
    expect(() => add({ ...good, transitions: [[-1, 1, 1], ...good.transitions] })).toThrow(
      /transition #0 \(-1 -1-> 1\): state -1 is not a state \(states are 0..1\)/,
    );
    expect(() => add({ ...good, start: 5 })).toThrow(/start state 5 is not a state/);
    expect(() => add({ ...good, accepting: [7] })).toThrow(/accepting state 7 is not a state/);
    expect(() => add({ ...good, transitions: [[0, 0.5, 1]] })).toThrow(/symbol must be an integer/);
    expect(() => add({ ...good, transitions: [[0, 1]] })).toThrow(
      /transition #0 is not \[from, symbol, to\]/,
    );
    expect(() => add({ ...good, states: 0 })).toThrow(/states must be a positive integer/);
    expect(() => add(null)).toThrow(/dfa must be an object/);
    expect(() => m.add({ type: 'regular', scope: [0, 5], dfa: good })).toThrow(/unknown variable index 5/);
  });
});
