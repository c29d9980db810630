import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer } from '../../adapters/createContainer.js';
import {
  checkAssignment,
  IntVar,
  Model,
  objectiveValue,
  solveAll,
  solveOptimal,
  UnsupportedConstraintError,
} from '../../core/index.js';
import { agreeWithOracle } from '../support/agreeWithOracle.js';
import { bruteForceSolutions } from '../support/bruteForce.js';
import { configBackend, configNames } from '../support/conformanceConfigs.js';
import { queensModel } from '../support/queensModel.js';
import { buildRandomModel, randomModelSpec } from '../support/randomModel.js';

/**
 * The one conformance suite every registered backend runs: answers and solution counts must
 * match a brute-force oracle on random small models, and every solution is checked against the
 * model. A backend that cannot express a model must say so through `supports()`.
 */
const container = createContainer();
const names = configNames(container);

function latin(n: number, givens: (number | 0)[]): Model {
  const m = new Model();
  const cell = (r: number, c: number): IntVar => IntVar.of(r * n + c);
  for (let i = 0; i < n * n; i++) {
    const g = givens[i] ?? 0;
    m.intVar(`r${Math.floor(i / n) + 1}c${(i % n) + 1}`, g ? { min: g, max: g } : { min: 1, max: n });
  }
  for (let r = 0; r < n; r++) m.allDifferent(Array.from({ length: n }, (_, c) => cell(r, c)));
  for (let c = 0; c < n; c++) m.allDifferent(Array.from({ length: n }, (_, r) => cell(r, c)));
  return m;
}

describe.each(names)('conformance: backend %s', (name) => {
  const backend = configBackend(container, name);

  it('agrees with brute force on random models of every constraint kind', async () => {
    await fc.assert(
      fc.asyncProperty(randomModelSpec(), async (spec) => {
        await agreeWithOracle(backend, buildRandomModel(spec));
      }),
      { numRuns: 150 },
    );
  });

  it('agrees with brute force on random all-different models', async () => {
    await fc.assert(
      fc.asyncProperty(randomModelSpec({ vars: 6, kinds: ['allDifferent'] }), async (spec) => {
        await agreeWithOracle(backend, buildRandomModel(spec));
      }),
      { numRuns: 150 },
    );
  });

  it('counts n-queens solutions', async () => {
    const known = [1, 0, 0, 2, 10, 4, 40, 92];
    for (let n = 1; n <= known.length; n++) {
      const model = queensModel(n);
      if (!backend.supports(model).ok) return;
      const r = await solveAll(backend, model);
      expect(r.solutions.length).toBe(known[n - 1]);
      for (const s of r.solutions) expect(checkAssignment(model, s.values)).toEqual([]);
    }
  });

  it('completes random Latin squares like brute force', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 3 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            givens: fc.array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n }),
          }),
        ),
        async ({ n, givens }) => {
          await agreeWithOracle(backend, latin(n, givens));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('proves the brute-force optimum of random models with an objective, or refuses the objective by name', async () => {
    await fc.assert(
      fc.asyncProperty(
        randomModelSpec({ vars: 4 }),
        fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        async (spec, coeffs, max) => {
          const m = buildRandomModel(spec);
          const n = m.variables.length;
          m.setObjective({
            sense: max ? 'maximize' : 'minimize',
            scope: [...Array(n).keys()],
            coeffs: coeffs.slice(0, n),
          });
          const report = backend.supports(m);
          if (!report.ok) {
            // Only a backend that cannot optimise at all may refuse the objective itself.
            if (report.unsupported.some((u) => u.startsWith('objective'))) {
              await expect(solveOptimal(backend, m)).rejects.toBeInstanceOf(UnsupportedConstraintError);
            }
            return;
          }
          const values = bruteForceSolutions(m).map((s) => objectiveValue(m.objective!, s));
          const r = await solveOptimal(backend, m);
          if (values.length === 0) {
            expect(r.status).toBe('unsat');
            return;
          }
          expect(r.status).toBe('optimal');
          expect(r.objective).toBe(max ? Math.max(...values) : Math.min(...values));
          for (const s of r.solutions) expect(checkAssignment(m, s.values)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reports unsupported constraints by name before any search', async () => {
    const m = new Model();
    const x = m.intVar('x', { min: 0, max: 3 });
    const y = m.intVar('y', { min: 0, max: 3 });
    m.linear([x, y], [1, 1], '=', 3, 'sum');
    const report = backend.supports(m);
    if (report.ok) return; // the backend expresses linear constraints
    expect(report.unsupported.join(' ')).toMatch(/linear/);
    await expect(solveAll(backend, m)).rejects.toBeInstanceOf(UnsupportedConstraintError);
  });
});
