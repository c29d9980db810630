import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMO_ENCODINGS,
  type AmoEncoding,
  CnfBuilder,
  encodeAtMostOne,
  encodeModel,
  LIT_FALSE,
  LIT_TRUE,
  MiniSatRunner,
  type SatEncodeOptions,
} from '../../../adapters/sat/index.js';
import { checkAssignment, Model } from '../../../core/index.js';
import { bruteForceSolutions, solutionKey } from '../../support/bruteForce.js';
import { queensModel } from '../../support/queensModel.js';
import { buildRandomModel, randomModelSpec } from '../../support/randomModel.js';
import { allSolutions, extendable } from './satTestUtil.js';

const popcount = (x: number): number => {
  let c = 0;
  for (; x; x &= x - 1) c++;
  return c;
};

describe('encodeAtMostOne', () => {
  const concrete = AMO_ENCODINGS.filter((e) => e !== 'auto');

  it.each(concrete)(
    '%s admits exactly the assignments with at most one true literal (brute force)',
    (enc) => {
      for (let n = 0; n <= 7; n++) {
        const b = new CnfBuilder();
        b.newVars(n);
        encodeAtMostOne(
          b,
          Int32Array.from({ length: n }, (_, i) => i + 1),
          0,
          n,
          enc as AmoEncoding,
        );
        const cnf = b.build();
        for (let bits = 0; bits < 1 << n; bits++) {
          expect(extendable(cnf, n, bits), `${enc} n=${n} bits=${bits.toString(2)}`).toBe(
            popcount(bits) <= 1,
          );
        }
      }
    },
  );

  it.each(concrete)('%s gives n + 1 models projected on 20 literals (MiniSat)', (enc) => {
    const n = 20;
    const b = new CnfBuilder();
    b.newVars(n);
    encodeAtMostOne(
      b,
      Int32Array.from({ length: n }, (_, i) => i + 1),
      0,
      n,
      enc as AmoEncoding,
    );
    const seen = new Set<string>();
    new MiniSatRunner().run(
      b.build(),
      n,
      Number.POSITIVE_INFINITY,
      (lits, count) => {
        expect(count).toBeLessThanOrEqual(1);
        seen.add(Array.from(lits.subarray(0, count)).join(','));
        return true;
      },
      true,
    );
    expect(seen.size).toBe(n + 1);
  });

  it('handles constants: one true forces the rest false, two make it unsatisfiable', () => {
    const one = new CnfBuilder();
    one.newVars(2);
    encodeAtMostOne(one, Int32Array.from([1, LIT_TRUE, LIT_FALSE, 2]), 0, 4, 'sequential');
    expect(Array.from(one.build().clauses)).toEqual([-1, 0, -2, 0]);
    const two = new CnfBuilder();
    encodeAtMostOne(two, Int32Array.from([LIT_TRUE, LIT_TRUE]), 0, 2, 'pairwise');
    expect(two.hasEmptyClause).toBe(true);
  });

  it('uses fewer clauses than pairwise for large groups (sequential 3n-4, binary n·log n)', () => {
    const count = (enc: AmoEncoding, n: number): number => {
      const b = new CnfBuilder();
      b.newVars(n);
      encodeAtMostOne(
        b,
        Int32Array.from({ length: n }, (_, i) => i + 1),
        0,
        n,
        enc,
      );
      return b.clauseCount;
    };
    expect(count('pairwise', 225)).toBe((225 * 224) / 2);
    expect(count('sequential', 225)).toBe(3 * 225 - 4);
    expect(count('binary', 225)).toBe(225 * 8);
    expect(count('auto', 64)).toBe(count('pairwise', 64));
    expect(count('auto', 65)).toBe(count('sequential', 65));
  });
});

const VARIANTS: SatEncodeOptions[] = [
  {},
  { propagation: 'none' },
  { propagation: 'none', amo: 'sequential', linear: 'binary' },
  { propagation: 'singles', amo: 'binary', linear: 'layered', implied: 'all' },
  { propagation: 'matching', amo: 'commander', linear: 'binary' },
  { propagation: 'none', amo: 'pairwise', linear: 'layered' },
];

function expectSameSolutions(model: Model, options: SatEncodeOptions): void {
  const expected = bruteForceSolutions(model);
  const found = allSolutions(encodeModel(model, options));
  for (const s of found) expect(checkAssignment(model, s)).toEqual([]);
  // Same set and same count: every model solution is one SAT solution (projected) and back.
  expect(solutionKey(found)).toEqual(solutionKey(expected));
}

describe('encodeModel', () => {
  it.each(VARIANTS.map((v) => [JSON.stringify(v), v] as const))(
    'CNF solutions are exactly the model solutions on random models (%s)',
    (_, options) => {
      fc.assert(
        fc.property(randomModelSpec(), (spec) => expectSameSolutions(buildRandomModel(spec), options)),
        { numRuns: 80 },
      );
    },
  );

  it('encodes wide linear sums in binary exactly like the layered encoding', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('=', '<=', '>=', '!=' as const),
        fc.integer({ min: -150, max: 150 }),
        (coeffs, op, rhs) => {
          const m = new Model();
          const xs = coeffs.map((_, i) => m.intVar(`x${i}`, { min: -3, max: 4 }));
          m.linear(xs, coeffs, op, rhs);
          expectSameSolutions(m, { linear: 'binary', propagation: 'none' });
          expectSameSolutions(m, { linear: 'layered', propagation: 'none' });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('counts n-queens solutions', () => {
    expect(allSolutions(encodeModel(queensModel(6))).length).toBe(4);
    expect(allSolutions(encodeModel(queensModel(8), { propagation: 'none' })).length).toBe(92);
  });

  it('answers without SAT when root propagation decides', () => {
    const unsat = new Model();
    const a = unsat.intVars(4, (i) => `p${i}`, { min: 1, max: 3 });
    unsat.allDifferent(a); // four pigeons, three holes
    const u = encodeModel(unsat);
    expect(u.status).toBe('unsat');
    expect(u.cnf.clauseCount).toBe(1);
    expect(Array.from(u.cnf.clauses)).toEqual([0]);

    const solved = new Model();
    const x = solved.intVar('x', { min: 1, max: 2 });
    const y = solved.intVar('y', { min: 2, max: 2 });
    solved.allDifferent([x, y]);
    const s = encodeModel(solved);
    expect(s.status).toBe('solved');
    expect(s.primaryVars).toBe(0);
    expect(Array.from(s.fixedValue)).toEqual([1, 2]);
  });

  it('numbers only open values, variable by variable in ascending order, deterministically', () => {
    const m = new Model();
    const x = m.intVar('x', { min: 1, max: 3 });
    const y = m.intVar('y', { min: 5, max: 5 });
    const z = m.intVar('z', { min: 10, max: 11 });
    m.lessThan(x, z);
    m.notEqual(x, y, -3); // x ≠ 2
    const e = encodeModel(m);
    expect(e.primaryVars).toBe(4);
    expect(Array.from(e.litVar)).toEqual([x.index, x.index, z.index, z.index]);
    expect(Array.from(e.litValue)).toEqual([1, 3, 10, 11]);
    expect(e.fixedValue[y.index]).toBe(5);
    expect(Number.isNaN(e.fixedValue[x.index]!)).toBe(true);
    expect(Array.from(encodeModel(m).cnf.clauses)).toEqual(Array.from(e.cnf.clauses));
  });

  it('leaves out at-most-one groups implied by permutation groups unless asked', () => {
    const m = new Model();
    const v = m.intVars(4, (i) => `v${i}`, { min: 1, max: 4 });
    m.allDifferent(v);
    const lean = encodeModel(m, { propagation: 'none', amo: 'pairwise', implied: 'none' });
    const full = encodeModel(m, { propagation: 'none', amo: 'pairwise', implied: 'all' });
    expect(full.cnf.clauseCount - lean.cnf.clauseCount).toBe(4 * 6);
    expect(allSolutions(lean).length).toBe(24);
    expect(allSolutions(full).length).toBe(24);
  });
});
