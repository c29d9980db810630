import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../adapters/createContainer.js';
import type { Backend } from '../../core/index.js';
import { buildHidatoModel, checkHidato, decodeHidato, randomHidato } from '../../models/hidato/index.js';
import { buildNonogramModel, checkNonogram, randomNonogram } from '../../models/nonogram/index.js';
import {
  buildSkyscrapersModel,
  checkSkyscrapers,
  randomSkyscrapers,
} from '../../models/skyscrapers/index.js';
import { configBackend, configNames } from '../support/conformanceConfigs.js';
import { agreeWithNative, type PuzzleInstance } from './agreeWithNative.js';

/**
 * The nonogram, hidato / numbrix and skyscrapers models on every registered backend, on small seeded
 * random instances: a backend that supports a model agrees with native on the capped count and every
 * solution it returns passes the puzzle's independent checker; one that does not names the kind it
 * cannot express (`regular`, `table`) and refuses to solve.
 */
const container = createContainer();
const native = getBackend(container, 'native');
const CAP = 2;

interface Instance extends PuzzleInstance {
  /** The kinds of the model a backend may refuse. */
  readonly kinds: readonly string[];
}

/** Compares `backend` with native on `instance`; a refusal must name one of the instance's kinds. */
function agree(backend: Backend, instance: Instance): Promise<void> {
  return agreeWithNative(backend, instance, {
    native,
    cap: CAP,
    unsupportedLine: (line) =>
      expect(
        instance.kinds.some((k) => line.includes(`kind '${k}'`)),
        line,
      ).toBe(true),
    sameStatus: false,
  });
}

const nonogramArb: fc.Arbitrary<Instance> = fc
  .record({
    w: fc.integer({ min: 1, max: 6 }),
    h: fc.integer({ min: 1, max: 6 }),
    seed: fc.nat(),
    flip: fc.nat(40),
  })
  .map(({ w, h, seed, flip }) => {
    const { puzzle } = randomNonogram(w, h, 0.5, seed);
    // Sometimes one column's clue is taken from another column: often unsatisfiable, which must agree too.
    const columns =
      flip < w
        ? puzzle.columns.map((c, i) => (i === flip ? puzzle.columns[(i + 1) % w]! : c))
        : puzzle.columns;
    const p = { ...puzzle, columns };
    return { model: buildNonogramModel(p).model, kinds: ['regular'], check: (v) => checkNonogram(p, v) };
  });

const hidatoArb: fc.Arbitrary<Instance> = fc
  .record({
    r: fc.integer({ min: 1, max: 4 }),
    c: fc.integer({ min: 2, max: 4 }),
    seed: fc.nat(),
    numbrix: fc.boolean(),
  })
  .map(({ r, c, seed, numbrix }) => {
    const { puzzle } = randomHidato(r, c, seed, {
      moves: numbrix ? 'orthogonal' : 'king',
      given: 0.3,
      holes: seed % 2,
    });
    const built = buildHidatoModel(puzzle);
    return {
      model: built.model,
      kinds: ['table', 'allDifferent'],
      check: (v) => checkHidato(puzzle, decodeHidato(puzzle, v, built.count)),
    };
  });

const skyscrapersArb: fc.Arbitrary<Instance> = fc
  .record({ n: fc.integer({ min: 2, max: 4 }), seed: fc.nat(), shift: fc.integer({ min: -1, max: 1 }) })
  .map(({ n, seed, shift }) => {
    const { puzzle } = randomSkyscrapers(n, 0.6, 0.1, seed);
    // One clue moved by one now and then (possibly unsatisfiable).
    const top = puzzle.top.map((v, i) => (i === 0 && v > 0 ? Math.min(n, Math.max(1, v + shift)) : v));
    const p = { ...puzzle, top };
    return {
      model: buildSkyscrapersModel(p).model,
      kinds: ['regular'],
      check: (v) => checkSkyscrapers(p, v),
    };
  });

describe.each(configNames(container))('nonogram, hidato and skyscrapers models on backend %s', (name) => {
  const backend = configBackend(container, name);

  it('agrees with native on random nonograms', async () => {
    await fc.assert(
      fc.asyncProperty(nonogramArb, (i) => agree(backend, i)),
      { numRuns: 20, seed: 19 },
    );
  });

  it('agrees with native on random hidato and numbrix puzzles', async () => {
    await fc.assert(
      fc.asyncProperty(hidatoArb, (i) => agree(backend, i)),
      { numRuns: 20, seed: 19 },
    );
  });

  it('agrees with native on random skyscrapers puzzles', async () => {
    await fc.assert(
      fc.asyncProperty(skyscrapersArb, (i) => agree(backend, i)),
      { numRuns: 20, seed: 19 },
    );
  });
});
