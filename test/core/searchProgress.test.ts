import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Model } from '../../core/model/Model.js';
import { minValue, mrv, NO_RESTARTS } from '../../core/search/index.js';
import { Search } from '../../core/search/Search.js';
import { compileModel } from '../../core/solver/compileModel.js';
import { buildRandomModel, randomModelSpec } from '../support/randomModel.js';

/** A depth-first search over `model` (no restarts); `onBacktrack` sees its progress at each undo. */
function searchOf(model: Model, onBacktrack?: (depth: number, progress: number) => void): Search {
  const compiled = compileModel(model);
  const search: Search = new Search(
    compiled.engine,
    {
      solutionLimit: Number.POSITIVE_INFINITY,
      nodeLimit: Number.POSITIVE_INFINITY,
      variableOrder: mrv,
      valueOrder: minValue,
      seed: 1,
      restarts: NO_RESTARTS,
      escalateAfter: Number.POSITIVE_INFINITY,
      degree: compiled.degree,
      decisionVars: compiled.decisionVars,
    },
    {
      onSolution: () => {},
      onBacktrack: onBacktrack ? (d) => onBacktrack(d, search.progress) : undefined,
    },
  );
  return search;
}

/** `n + 1` pigeons in `n` holes, pairwise `≠` (no pigeonhole pruning): refuted by search alone. */
function pigeons(n: number): Model {
  const m = new Model();
  const p = m.intVars(n + 1, (i) => `p${i}`, { min: 1, max: n });
  for (let i = 0; i <= n; i++) for (let j = i + 1; j <= n; j++) m.relation('ne', p[i]!, p[j]!, 0);
  return m;
}

describe('Search.progress', () => {
  it('closes 1/size of the space per refuted root value, and all of it when exhausted', () => {
    const atRoot: number[] = [];
    const search = searchOf(pigeons(3), (depth, progress) => {
      if (depth === 0) atRoot.push(progress);
    });
    expect(search.progress).toBe(0);
    expect(search.run(Number.POSITIVE_INFINITY)).toBe('exhausted');
    // p0 = 1 (1/3 of the space) is refuted, then p0 = 2 (half of the 2/3 left); with p0 = 3 left,
    // p1 = 1 takes half of the last third, and its refutation fails at the root.
    expect(atRoot).toHaveLength(3);
    for (const [i, want] of [1 / 3, 2 / 3, 5 / 6].entries()) expect(atRoot[i]).toBeCloseTo(want, 12);
    expect(search.progress).toBe(1);
  });

  it('only grows, stays within [0, 1], and ends at 1 on random models', () => {
    fc.assert(
      fc.property(randomModelSpec(), (spec) => {
        let last = 0;
        const search = searchOf(buildRandomModel(spec), (_, progress) => {
          expect(progress).toBeGreaterThanOrEqual(last - 1e-12);
          expect(progress).toBeLessThanOrEqual(1 + 1e-12);
          last = progress;
        });
        const end = search.run(Number.POSITIVE_INFINITY);
        expect(['exhausted', 'failedAtRoot']).toContain(end);
        expect(search.progress).toBe(1);
      }),
      { numRuns: 150, seed: 20 },
    );
  });

  it('is tiny for a search lost deep in a large space', () => {
    // 40 pigeons in 39 holes: after thousands of nodes no decision near the root is refuted.
    const m = pigeons(39);
    const compiled = compileModel(m);
    const search = new Search(
      compiled.engine,
      {
        solutionLimit: 1,
        nodeLimit: 5000,
        variableOrder: mrv,
        valueOrder: minValue,
        seed: 1,
        restarts: NO_RESTARTS,
        escalateAfter: Number.POSITIVE_INFINITY,
        degree: compiled.degree,
        decisionVars: compiled.decisionVars,
      },
      { onSolution: () => {} },
    );
    expect(search.run(Number.POSITIVE_INFINITY)).toBe('nodeLimit');
    expect(search.progress).toBeGreaterThan(0);
    expect(search.progress).toBeLessThan(1e-20);
  });
});
