import fc from 'fast-check';
import { decreasing, increasing, Model } from '../../../core/index.js';
import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';

/** Four small variables in a random sequence (repeats allowed), strict or not, sometimes a sum. */
function orderedModels(type: 'increasing' | 'decreasing'): fc.Arbitrary<Model> {
  const post = type === 'increasing' ? increasing : decreasing;
  return fc
    .record({
      scope: fc.oneof(
        fc.constant<number[]>([0, 1, 2, 3]),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 5 }),
      ),
      strict: fc.boolean(),
      sum: fc.option(fc.integer({ min: 2, max: 10 }), { nil: undefined }),
    })
    .map(({ scope, strict, sum }) => {
      const m = new Model();
      const x = [
        m.intVar('x0', { min: 0, max: 3 }),
        m.intVar('x1', [1, 2, 4]),
        m.intVar('x2', { min: 0, max: 4 }),
        m.intVar('x3', [0, 3, 4]),
      ];
      m.add(
        post(
          scope.map((i) => x[i]!),
          { strict },
        ),
      );
      if (sum !== undefined) m.sum(x, '=', sum);
      return m;
    });
}

/** `increasing` (and `strict`) over four small variables. */
export const increasingRow: CatalogueConformanceRow = {
  kind: 'increasing',
  requiredBackends: ['native', 'sat'],
  models: orderedModels('increasing'),
};

/** `decreasing` (and `strict`) over four small variables. */
export const decreasingRow: CatalogueConformanceRow = {
  kind: 'decreasing',
  requiredBackends: ['native', 'sat'],
  models: orderedModels('decreasing'),
};
