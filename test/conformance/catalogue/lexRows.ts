import fc from 'fast-check';
import { lexLess, lexLessEq, Model } from '../../../core/index.js';
import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';

/** Two sequences over six small variables: disjoint rows of three, or random picks (shared variables). */
function lexModels(type: 'lexLess' | 'lexLessEq'): fc.Arbitrary<Model> {
  const post = type === 'lexLess' ? lexLess : lexLessEq;
  return fc
    .record({
      pairs: fc.oneof(
        fc.constant<[number, number][]>([
          [0, 3],
          [1, 4],
          [2, 5],
        ]),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })), { maxLength: 3 }),
      ),
      chain: fc.boolean(),
    })
    .map(({ pairs, chain }) => {
      const m = new Model();
      const v = [
        m.intVar('a0', { min: 0, max: 2 }),
        m.intVar('a1', [0, 2]),
        m.intVar('a2', { min: 1, max: 2 }),
        m.intVar('b0', { min: 0, max: 1 }),
        m.intVar('b1', [1, 2]),
        m.intVar('b2', { min: 0, max: 2 }),
      ];
      m.add(
        post(
          pairs.map(([a]) => v[a]!),
          pairs.map(([, b]) => v[b]!),
        ),
      );
      if (chain) m.add(post([v[3]!, v[4]!], [v[1]!, v[0]!]));
      return m;
    });
}

/** `lexLess` on two sequences of three (or random, shared) variables. */
export const lexLessRow: CatalogueConformanceRow = {
  kind: 'lexLess',
  requiredBackends: ['native', 'sat'],
  models: lexModels('lexLess'),
};

/** `lexLessEq` on two sequences of three (or random, shared) variables. */
export const lexLessEqRow: CatalogueConformanceRow = {
  kind: 'lexLessEq',
  requiredBackends: ['native', 'sat'],
  models: lexModels('lexLessEq'),
};
