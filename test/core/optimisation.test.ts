import fc from 'fast-check';
import { lastValueFrom, toArray } from 'rxjs';
import { afterAll, describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../adapters/createContainer.js';
import { DlxBackend } from '../../adapters/dlx/DlxBackend.js';
import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import { SatBackend } from '../../adapters/sat/index.js';
import {
  checkAssignment,
  countSolutions,
  InvalidModelError,
  inputOrder,
  Model,
  maxValue,
  type Objective,
  objectiveValue,
  type SolveResult,
  type SolverEvent,
  solveAll,
  solveOne,
  solveOptimal,
  splitValue,
  UnsupportedConstraintError,
  VALUE_ORDERS,
  VARIABLE_ORDERS,
} from '../../core/index.js';
import { bruteForceSolutions } from '../support/bruteForce.js';
import { buildRandomModel, randomModelSpec } from '../support/randomModel.js';

const native = new NativeBackend();
const sat = new SatBackend({ worker: 'never' });
afterAll(() => sat.close());

/** A random model spec with a random linear objective over some of its variables. */
const withObjective = randomModelSpec({ vars: 5 }).chain((spec) =>
  fc.record({
    spec: fc.constant(spec),
    scope: fc.uniqueArray(fc.integer({ min: 0, max: spec.domains.length - 1 }), {
      minLength: 1,
      maxLength: 4,
    }),
    coeffs: fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 4, maxLength: 4 }),
    sense: fc.constantFrom('minimize' as const, 'maximize' as const),
  }),
);

function modelOf(c: {
  spec: Parameters<typeof buildRandomModel>[0];
  scope: number[];
  coeffs: number[];
  sense: Objective['sense'];
}): Model {
  const m = buildRandomModel(c.spec);
  m.setObjective({ sense: c.sense, scope: c.scope, coeffs: c.coeffs.slice(0, c.scope.length) });
  return m;
}

/** The optimum by brute force, or `undefined` when the model has no solution. */
function bruteOptimum(m: Model): number | undefined {
  const goal = m.objective!;
  let best: number | undefined;
  for (const s of bruteForceSolutions(m)) {
    const v = objectiveValue(goal, s);
    if (best === undefined || (goal.sense === 'minimize' ? v < best : v > best)) best = v;
  }
  return best;
}

/** Checks an optimising result against the brute-force optimum: every solution valid and improving. */
function expectOptimal(m: Model, r: SolveResult, optimum: number | undefined): void {
  const goal = m.objective!;
  if (optimum === undefined) {
    expect(r.status).toBe('unsat');
    expect(r.solutions).toHaveLength(0);
    expect(r.objective).toBeUndefined();
    return;
  }
  expect(r.status).toBe('optimal');
  expect(r.objective).toBe(optimum);
  let previous: number | undefined;
  for (const s of r.solutions) {
    expect(checkAssignment(m, s.values)).toEqual([]);
    const v = objectiveValue(goal, s.values);
    if (previous !== undefined) expect(goal.sense === 'minimize' ? v < previous : v > previous).toBe(true);
    previous = v;
  }
  expect(previous).toBe(optimum);
}

describe('optimisation', () => {
  it('native branch and bound proves the brute-force optimum (every variable and value order)', () => {
    fc.assert(
      fc.property(withObjective, (c) => {
        const m = modelOf(c);
        const optimum = bruteOptimum(m);
        for (const variableOrder of Object.values(VARIABLE_ORDERS)) {
          for (const valueOrder of Object.values(VALUE_ORDERS)) {
            expectOptimal(m, native.solveSync(m, { variableOrder, valueOrder }), optimum);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('sat iterative tightening proves the brute-force optimum', () => {
    fc.assert(
      fc.property(withObjective, (c) => {
        const m = modelOf(c);
        expectOptimal(m, sat.solveSync(m), bruteOptimum(m));
      }),
      { numRuns: 60 },
    );
  });

  it('the event streams of native and sat agree with the synchronous solves', async () => {
    const samples = fc.sample(withObjective, { numRuns: 15, seed: 17 });
    for (const c of samples) {
      const m = modelOf(c);
      const optimum = bruteOptimum(m);
      for (const b of [native, sat]) {
        const r = await solveOptimal(b, m);
        expectOptimal(m, r, optimum);
        expect(r.best?.values).toEqual(r.solutions[r.solutions.length - 1]?.values);
        const events = await lastValueFrom(b.solve(m).pipe(toArray()));
        const sols = events.filter(
          (e): e is Extract<SolverEvent, { type: 'solution' }> => e.type === 'solution',
        );
        for (const e of sols) expect(e.objective).toBe(objectiveValue(m.objective!, e.solution.values));
        expect(events[0]?.type).toBe('started');
        const last = events[events.length - 1];
        expect(last?.type === 'finished' && last.status).toBe(optimum === undefined ? 'unsat' : 'optimal');
      }
    }
  });

  it('re-checks the bound where the objective is already fixed (no second solution of equal value)', () => {
    const m = new Model();
    const x = m.intVar('x', { min: 1, max: 2 });
    const ys = m.intVars(3, (i) => `y${i}`, { min: 1, max: 3 });
    m.allDifferent(ys);
    m.minimize(x);
    for (const variableOrder of Object.values(VARIABLE_ORDERS)) {
      const r = native.solveSync(m, { variableOrder });
      expect([r.status, r.objective, r.solutions.length]).toEqual(['optimal', 1, 1]);
    }
  });

  it('a solution limit stops early with the best so far and status sat, never optimal', () => {
    const m = new Model();
    const xs = m.intVars(4, (i) => `x${i}`, { min: 1, max: 6 });
    m.allDifferent(xs);
    m.maximize(xs, [1, 2, 3, 4]);
    for (const b of [native, sat]) {
      const r = b.solveSync(m, { solutionLimit: 1 });
      expect(r.status).toBe('sat');
      expect(r.solutions).toHaveLength(1);
      expect(r.objective).toBe(objectiveValue(m.objective!, r.solutions[0]!.values));
      expect(b.solveSync(m).objective).toBe(3 * 1 + 4 * 2 + 5 * 3 + 6 * 4);
    }
  });

  it('a node limit or timeout leaves the best found so far (native)', async () => {
    const m = new Model();
    const xs = m.intVars(12, (i) => `x${i}`, { min: 1, max: 40 });
    m.allDifferent(xs);
    m.maximize(
      xs,
      xs.map((_, i) => (i % 3) - 1),
    );
    const r = native.solveSync(m, { nodeLimit: 30, valueOrder: splitValue });
    expect(['sat', 'unknown']).toContain(r.status);
    if (r.solutions.length > 0)
      expect(r.objective).toBe(objectiveValue(m.objective!, r.solutions.at(-1)!.values));
    const t = await solveOptimal(native, m, { timeoutMs: 0 });
    expect(t.status).toBe('timeout');
  });

  it('a reused compiled engine starts from a loose bound again, and the objective is part of the cache key', () => {
    const m = new Model();
    const xs = m.intVars(3, (i) => `x${i}`, { min: 1, max: 3 });
    m.allDifferent(xs);
    m.minimize(xs[0]!);
    const b = new NativeBackend();
    expect(b.solveSync(m).objective).toBe(1);
    m.setDomain(0, { min: 2, max: 3 });
    expect(b.solveSync(m).objective).toBe(2);
    m.setObjective(undefined);
    expect(b.solveSync(m, { solutionLimit: Number.POSITIVE_INFINITY }).solutions).toHaveLength(4);
    m.maximize(xs[0]!);
    const best = b.solveSync(m);
    expect([best.status, best.objective]).toEqual(['optimal', 3]);
  });

  it('solveOne stops at the first solution; solveAll and solveOptimal go to the optimum', async () => {
    const m = new Model();
    const x = m.intVar('x', { min: 0, max: 9 });
    m.maximize(x);
    const one = await solveOne(native, m, { valueOrder: VALUE_ORDERS.min });
    expect([one.status, one.objective]).toEqual(['sat', 0]);
    const all = await solveAll(native, m, { valueOrder: VALUE_ORDERS.min, variableOrder: inputOrder });
    expect([all.status, all.objective]).toEqual(['optimal', 9]);
    const best = await solveOptimal(native, m, { valueOrder: maxValue });
    expect([best.status, best.objective, best.solutions.length]).toEqual(['optimal', 9, 1]);
  });

  it('countSolutions ignores the objective and counts every solution', async () => {
    const m = new Model();
    const xs = m.intVars(3, (i) => `x${i}`, { min: 1, max: 3 });
    m.allDifferent(xs);
    m.minimize(xs[0]!);
    for (const b of [native, sat, new DlxBackend()]) {
      const c = await countSolutions(b, m, 10);
      expect([c.count, c.capped, c.result.status]).toEqual([6, false, 'sat']);
    }
    expect(m.objective).toBeDefined();
  });

  it('dlx refuses an objective by name, in supports() and when solving', async () => {
    const m = new Model();
    const xs = m.intVars(3, (i) => `x${i}`, { min: 1, max: 3 });
    m.allDifferent(xs);
    const dlx = new DlxBackend();
    expect(dlx.supports(m).ok).toBe(true);
    m.minimize(xs, [3, 2, 1]);
    const report = dlx.supports(m);
    expect(report.ok).toBe(false);
    expect(report.unsupported.join('\n')).toMatch(
      /objective \(minimize 3 terms\): exact cover cannot optimise/,
    );
    await expect(solveOptimal(dlx, m)).rejects.toThrow(UnsupportedConstraintError);
    expect(() => dlx.solveSync(m)).toThrow(/exact cover cannot optimise/);
    expect(getBackend(createContainer(), 'dlx').supports(m).ok).toBe(false);
  });

  it('refuses a malformed objective naming it, and solveOptimal without one', async () => {
    const m = new Model();
    const [x, y] = m.intVars(2, (i) => `v${i}`, { min: 0, max: 3 });
    expect(() => m.minimize([x!, y!], [1])).toThrow(
      /objective \(minimize 2 terms\): 1 coefficients for 2 variables/,
    );
    expect(() => m.minimize([x!, x!])).toThrow(InvalidModelError);
    expect(() => m.setObjective({ sense: 'minimize', scope: [5], coeffs: [1] })).toThrow(InvalidModelError);
    expect(() => m.setObjective({ sense: 'least' as 'minimize', scope: [0], coeffs: [1] })).toThrow(
      /sense must be/,
    );
    expect(() => m.maximize([x!], [1.5])).toThrow(InvalidModelError);
    expect(() => m.maximize([x!], [2 ** 52])).toThrow(/beyond exact integer arithmetic/);
    expect(m.objective).toBeUndefined();
    await expect(solveOptimal(native, m)).rejects.toThrow(/has no objective/);
  });

  it('an objective keeps its own copy of the caller data', () => {
    const m = new Model();
    const xs = m.intVars(2, (i) => `v${i}`, { min: 0, max: 3 });
    const coeffs = [1, -1];
    m.maximize(xs, coeffs);
    coeffs[1] = 5;
    expect(m.objective!.coeffs).toEqual([1, -1]);
    expect(Object.isFrozen(m.objective)).toBe(true);
    expect(native.solveSync(m).objective).toBe(3);
  });
});
