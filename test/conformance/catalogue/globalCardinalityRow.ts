import fc from 'fast-check';
import { globalCardinality, globalCardinalityBounds, Model } from '../../../core/index.js';
import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';

/** `globalCardinality` with count variables, constant counts or bounds, open or closed. */
export const globalCardinalityRow: CatalogueConformanceRow = {
  kind: 'globalCardinality',
  requiredBackends: ['native', 'sat'],
  models: fc
    .record({
      scope: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 5 }),
      values: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }),
      form: fc.constantFrom('vars', 'consts', 'bounds'),
      closed: fc.boolean(),
      ks: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 3, maxLength: 3 }),
    })
    .map(({ scope, values, form, closed, ks }) => {
      const m = new Model();
      const xs = [
        m.intVar('x0', [0, 1, 2]),
        m.intVar('x1', [0, 2]),
        m.intVar('x2', { min: 1, max: 3 }),
        m.intVar('c0', [0, 1, 2]),
        m.intVar('c1', { min: 0, max: 3 }),
      ];
      const cs = scope.map((k) => xs[k]!);
      const k = values.map((_, j) => ks[j]!);
      if (form === 'vars') {
        m.add(
          globalCardinality(
            cs,
            values,
            k.map((i) => xs[i]!),
            closed,
          ),
        );
      } else if (form === 'consts') {
        m.add(
          globalCardinality(
            cs,
            values,
            k.map((i) => i % 3),
            closed,
          ),
        );
      } else {
        m.add(
          globalCardinalityBounds(
            cs,
            values,
            k.map((i) => i % 2),
            k.map((i) => (i % 2) + 1),
            closed,
          ),
        );
      }
      return m;
    }),
};
