import fc from 'fast-check';
import { Model, maximum, minimum } from '../../../core/index.js';
import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';

/** Five small variables; one `minimum` or `maximum` over a random part of them, sometimes a second one. */
function extremumModels(type: 'minimum' | 'maximum'): fc.Arbitrary<Model> {
  const post = type === 'minimum' ? minimum : maximum;
  return fc
    .record({
      m: fc.integer({ min: 0, max: 4 }),
      scope: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 4 }),
      second: fc.option(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 3 }), {
        nil: undefined,
      }),
    })
    .map(({ m, scope, second }) => {
      const model = new Model();
      const v = [
        model.intVar('v0', { min: 0, max: 3 }),
        model.intVar('v1', [1, 3]),
        model.intVar('v2', { min: -1, max: 2 }),
        model.intVar('v3', [0, 2, 4]),
        model.intVar('v4', { min: 1, max: 2 }),
      ];
      model.add(
        post(
          v[m]!,
          scope.map((i) => v[i]!),
        ),
      );
      if (second !== undefined)
        model.add(
          post(
            v[(m + 1) % 5]!,
            second.map((i) => v[i]!),
          ),
        );
      return model;
    });
}

/** `minimum`: `m = min(xs)` over five small variables (repeats, `m` among the xs). */
export const minimumRow: CatalogueConformanceRow = {
  kind: 'minimum',
  requiredBackends: ['native', 'sat'],
  models: extremumModels('minimum'),
};

/** `maximum`: `m = max(xs)` over five small variables (repeats, `m` among the xs). */
export const maximumRow: CatalogueConformanceRow = {
  kind: 'maximum',
  requiredBackends: ['native', 'sat'],
  models: extremumModels('maximum'),
};
