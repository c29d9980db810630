import fc from 'fast-check';
import { Model, nValue } from '../../../core/index.js';
import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';

/** `nValue`: the number of distinct values of a random part of four small variables, counted by a fifth. */
export const nValueRow: CatalogueConformanceRow = {
  kind: 'nValue',
  requiredBackends: ['native', 'sat'],
  models: fc
    .record({
      scope: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 5 }),
      count: fc.constantFrom([0, 1, 2, 3, 4], [1, 2], [2], [3, 4]),
      extra: fc.boolean(),
    })
    .map(({ scope, count, extra }) => {
      const m = new Model();
      const x = [
        m.intVar('x0', { min: 0, max: 2 }),
        m.intVar('x1', [1, 3]),
        m.intVar('x2', { min: 1, max: 3 }),
        m.intVar('x3', [2]),
      ];
      const n = m.intVar('n', count);
      const distinct = new Set(scope).size;
      // A count domain that cannot fit is refused at validation (tested elsewhere): keep it valid.
      if (count.some((v) => v >= Math.min(1, distinct) && v <= distinct)) {
        m.add(
          nValue(
            n,
            scope.map((i) => x[i]!),
          ),
        );
      }
      if (extra) m.add(nValue(x[2]!, [x[0]!, x[1]!]));
      return m;
    }),
};
