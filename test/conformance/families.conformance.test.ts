import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../adapters/createContainer.js';
import { checkAssignment, countSolutions, solveAll, UnsupportedConstraintError } from '../../core/index.js';
import { buildKakuroModel, checkKakuro, decodeKakuro, generateKakuro } from '../../models/kakuro/index.js';
import { buildStarBattleModel, checkStarBattle, generateStarBattle } from '../../models/starbattle/index.js';
import { configBackend, configNames } from '../support/conformanceConfigs.js';

/**
 * Kakuro and Star Battle (issue 19) on every registered backend: small seeded random instances. A
 * backend that takes the model agrees with the native engine on the solution count capped at 3, and
 * every solution it returns satisfies the model and the puzzle's own checker; a backend that does not
 * names what it cannot express and refuses to solve.
 */
const container = createContainer();
const native = getBackend(container, 'native');
const CAP = 3;

/** Compares backend `name` with the native engine on a model and the puzzle's checker. */
async function agree(
  name: string,
  model: Parameters<typeof countSolutions>[1],
  check: (v: Int32Array) => string[],
): Promise<void> {
  const backend = configBackend(container, name);
  const report = backend.supports(model);
  if (!report.ok) {
    expect(report.unsupported.length).toBeGreaterThan(0);
    await expect(solveAll(backend, model, { solutionLimit: 1 })).rejects.toBeInstanceOf(
      UnsupportedConstraintError,
    );
    return;
  }
  const expected = await countSolutions(native, model, CAP);
  const got = await countSolutions(backend, model, CAP);
  expect(got.count, name).toBe(expected.count);
  for (const s of got.result.solutions) {
    expect(checkAssignment(model, s.values)).toEqual([]);
    expect(check(s.values), name).toEqual([]);
  }
}

describe('puzzle families on every backend', () => {
  for (const name of configNames(container)) {
    it(`kakuro on ${name}`, async () => {
      for (const seed of [1, 2, 3]) {
        const { puzzle } = generateKakuro(5, 6, seed);
        const km = buildKakuroModel(puzzle);
        await agree(name, km.model, (v) => checkKakuro(puzzle, decodeKakuro(km, v)));
      }
    });

    it(`starbattle on ${name}`, async () => {
      for (const seed of [1, 2, 3]) {
        const { puzzle } = generateStarBattle(6, 1, seed);
        const sb = buildStarBattleModel(puzzle);
        await agree(name, sb.model, (v) => checkStarBattle(puzzle, v));
      }
    });
  }
});
