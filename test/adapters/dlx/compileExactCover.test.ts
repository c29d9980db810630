import { describe, expect, it } from 'vitest';
import {
  type Candidates,
  compileExactCover,
  ExactCoverCache,
  ExactCoverSolver,
  exactCoverSupport,
  optionOf,
  preparePruned,
} from '../../../adapters/dlx/index.js';
import { domainValues, Model } from '../../../core/index.js';
import { buildSudokuModel, parseLine } from '../../../models/sudoku/index.js';

/** Candidates straight from the model's domains. */
function candidatesOf(model: Model): Candidates {
  const start = new Int32Array(model.variables.length + 1);
  const values: number[] = [];
  model.variables.forEach((v, i) => {
    start[i] = values.length;
    values.push(...domainValues(v.domain));
  });
  start[model.variables.length] = values.length;
  return { start, values: Float64Array.from(values) };
}

describe('compileExactCover', () => {
  it('makes a group primary when it must use every value, secondary otherwise', () => {
    const m = new Model();
    const perm = m.intVars(3, (i) => `p${i}`, { min: 1, max: 3 });
    const loose = m.intVars(2, (i) => `l${i}`, { min: 1, max: 3 });
    m.allDifferent(perm, 'permutation');
    m.allDifferent(loose, 'two of three');
    const c = compileExactCover(m, candidatesOf(m));
    expect(c.sizes).toMatchObject({
      primaryItems: 5 + 3,
      secondaryItems: 3,
      options: 15,
      permutationGroups: 1,
    });
    expect(c.matrix.isSecondary(5)).toBe(false); // value 1 of the permutation group
    expect(c.matrix.isSecondary(8)).toBe(true); // value 1 of the loose group
    // Option of l0 = 2: its variable item, and value 2 of the loose group.
    expect(c.matrix.optionItems(optionOf(c.candidates, loose[0]!.index, 2))).toEqual([loose[0]!.index, 9]);
    // 3! permutations × 3·2 ordered pairs.
    expect(new ExactCoverSolver(c.matrix).count().count).toBe(36);
  });

  it('turns each forbidden value pair of a relation into one secondary item', () => {
    const m = new Model();
    const x = m.intVar('x', { min: 1, max: 4 });
    const y = m.intVar('y', { min: 1, max: 4 });
    m.relation('absDiffNe', x, y, 1); // forbids (1,2) (2,1) (2,3) (3,2) (3,4) (4,3)
    const c = compileExactCover(m, candidatesOf(m));
    expect(c.sizes.secondaryItems).toBe(6);
    expect(new ExactCoverSolver(c.matrix).count().count).toBe(16 - 6);
    const lt = new Model();
    lt.relation('lt', lt.intVar('a', { min: 1, max: 3 }), lt.intVar('b', { min: 1, max: 3 }), 0); // 6 of 9 pairs fail a < b
    expect(compileExactCover(lt, candidatesOf(lt)).sizes.secondaryItems).toBe(6);
  });

  it('builds rows only for candidates: givens and propagation shrink the pruned matrix', () => {
    const puzzle = '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...';
    const { model } = buildSudokuModel(parseLine(puzzle));
    const p = preparePruned(model);
    expect(p.mode).toBe('pruned');
    expect(p.rootUnsat).toBe(false);
    const options = p.compiled!.sizes.options;
    expect(options).toBeLessThan(729 - 17 * 8); // at least the givens' other values are gone
    expect(p.rootSelections).toBeGreaterThanOrEqual(17);
    const search = p.compiled!.search;
    expect(search.run()).toBe('solution');
  });

  it('proves an over-full group unsatisfiable at the root on the pruned path', () => {
    const m = new Model();
    m.allDifferent(m.intVars(4, (i) => `x${i}`, { min: 1, max: 3 }));
    expect(preparePruned(m).rootUnsat).toBe(true);
  });
});

describe('ExactCoverCache', () => {
  it('unlinks excluded values of a reused template, and restores them for the next model', () => {
    const cache = new ExactCoverCache();
    const build = (domains: (readonly number[])[]): Model => {
      const m = new Model();
      const xs = domains.map((d, i) => m.intVar(`x${i}`, d.length === 2 ? { min: d[0]!, max: d[1]! } : d));
      m.allDifferent(xs);
      return m;
    };
    const count = (m: Model): number => {
      const p = cache.prepare(m);
      let n = 0;
      if (!p.rootUnsat) while (p.compiled!.search.run() === 'solution') n++;
      cache.release(p);
      return n;
    };
    expect(
      count(
        build([
          [1, 4],
          [1, 4],
          [1, 4],
        ]),
      ),
    ).toBe(24);
    expect(
      count(
        build([
          [1, 2, 4],
          [3, 3],
          [1, 4],
        ]),
      ),
    ).toBe(6); // holes and a given: x0, x2 in {1, 2, 4}, different
    expect(
      count(
        build([
          [2, 2],
          [2, 2],
          [1, 4],
        ]),
      ),
    ).toBe(0); // clashing givens
    expect(
      count(
        build([
          [1, 4],
          [1, 4],
          [1, 4],
        ]),
      ),
    ).toBe(24);
    const again = cache.prepare(
      build([
        [1, 4],
        [1, 4],
        [4, 4],
      ]),
    );
    expect(again).toMatchObject({ mode: 'template', reused: true, rootSelections: 1 });
    cache.release(again);
  });

  it('supports() accepts the queens model and names linear and table constraints', () => {
    const m = new Model();
    const q = m.intVars(4, (i) => `q${i}`, { min: 1, max: 4 });
    m.allDifferent(q);
    for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) m.relation('absDiffNe', q[i]!, q[j]!, j - i);
    expect(exactCoverSupport(m)).toEqual({ ok: true, unsupported: [], warnings: [] });
    m.sum(q, '=', 10, 'total');
    m.table([q[0]!], [[1]]);
    expect(exactCoverSupport(m).unsupported).toEqual([
      'linear "total" (#7): kind \'linear\' has no exact-cover encoding',
      "table (#8): kind 'table' has no exact-cover encoding",
    ]);
  });
});
