import fc from 'fast-check';
import { lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import {
  InvalidModelError,
  MAX_SEARCH_PRIORITY,
  Model,
  modelWithoutObjective,
  type SolverEvent,
} from '../../core/index.js';
import { bruteForceSolutions, solutionKey } from '../support/bruteForce.js';
import { buildRandomModel, randomModelSpec } from '../support/randomModel.js';

/** Four variables 1..4, all different: every variable ties on domain size and degree. */
function tied(): Model {
  const m = new Model();
  const xs = m.intVars(4, (i) => `x${i}`, { min: 1, max: 4 });
  m.allDifferent(xs);
  return m;
}

/** The variable of the first decision of a native solve. */
async function firstDecision(backend: NativeBackend, m: Model): Promise<number> {
  const events: SolverEvent[] = await lastValueFrom(
    backend.solve(m, { trace: { decisions: true } }).pipe(toArray()),
  );
  const d = events.find((e) => e.type === 'decision');
  if (d?.type !== 'decision') throw new Error('no decision');
  return d.variable;
}

describe('Model.searchPriority', () => {
  it('makes the MRV search branch first on a tied variable of higher level, last on a lower one', async () => {
    const backend = new NativeBackend();
    expect(await firstDecision(backend, tied())).toBe(0);
    const high = tied();
    high.searchPriority([high.varAt(3)], 5);
    expect(await firstDecision(backend, high)).toBe(3);
    const low = tied();
    low.searchPriority([low.varAt(0)], -1);
    expect(await firstDecision(backend, low)).toBe(1);
    // A smaller domain still comes first: the level only breaks ties.
    const small = tied();
    small.searchPriority([small.varAt(3)], MAX_SEARCH_PRIORITY);
    small.setDomain(small.varAt(2), { min: 1, max: 2 });
    expect(await firstDecision(backend, small)).toBe(2);
  });

  it('is part of what a cached engine was compiled for (same structure, other levels: recompiled)', async () => {
    const backend = new NativeBackend();
    const a = tied();
    a.searchPriority([a.varAt(2)], 3);
    const b = tied();
    b.searchPriority([b.varAt(1)], 3);
    expect(await firstDecision(backend, a)).toBe(2);
    expect(await firstDecision(backend, b)).toBe(1);
    expect(await firstDecision(backend, tied())).toBe(0);
  });

  it('never changes the solutions (random models and levels, against brute force)', () => {
    const backend = new NativeBackend();
    fc.assert(
      fc.property(
        randomModelSpec({ vars: 5 }),
        fc.array(fc.tuple(fc.nat(4), fc.integer({ min: -3, max: 3 })), { maxLength: 5 }),
        (spec, levels) => {
          const m = buildRandomModel(spec);
          const expected = solutionKey(bruteForceSolutions(m));
          for (const [v, level] of levels) if (v < m.size) m.searchPriority([m.varAt(v)], level);
          const r = backend.solveSync(m, { solutionLimit: Infinity });
          expect(solutionKey(r.solutions.map((s) => s.values))).toEqual(expected);
        },
      ),
      { seed: 18, numRuns: 150 },
    );
  });

  it('is copied with the model, and refuses a bad level or a foreign variable by name', () => {
    const m = tied();
    m.searchPriority([m.varAt(1), m.varAt(2)], 7);
    m.searchPriority([m.varAt(2)], -2);
    expect([...modelWithoutObjective(m).searchPriorities]).toEqual([
      [1, 7],
      [2, -2],
    ]);
    expect(() => m.searchPriority([m.varAt(0)], 1.5)).toThrow(InvalidModelError);
    expect(() => m.searchPriority([m.varAt(0)], MAX_SEARCH_PRIORITY + 1)).toThrow(
      /^search priority: level must be an integer -1000\.\.1000; got 1001/,
    );
    const other = new Model();
    const far = other.intVars(6, (i) => `y${i}`, { min: 1, max: 2 });
    expect(() => m.searchPriority([far[5]!], 1)).toThrow(/search priority: no variable with index 5/);
  });
});
