import fc from 'fast-check';
import { element, Model } from '../../../core/index.js';
import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';

/** Four variables shared by the element rows: an index may also be an entry or the value. */
function vars(m: Model) {
  return [
    m.intVar('x0', [0, 1, 2]),
    m.intVar('x1', [0, 2]),
    m.intVar('x2', { min: 1, max: 3 }),
    m.intVar('i', [-1, 0, 1, 2, 4]),
  ];
}

/** `element` over variables: random entries (repeats allowed), index, value and base. */
export const elementRow: CatalogueConformanceRow = {
  kind: 'element',
  requiredBackends: ['native', 'sat'],
  models: fc
    .record({
      array: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 4 }),
      value: fc.integer({ min: 0, max: 3 }),
      base: fc.integer({ min: -1, max: 1 }),
      second: fc.boolean(),
    })
    .map(({ array, value, base, second }) => {
      const m = new Model();
      const xs = vars(m);
      m.add(
        element(
          xs[3]!,
          array.map((k) => xs[k]!),
          xs[value]!,
          base,
        ),
      );
      if (second) m.add(element(xs[0]!, [xs[2]!, xs[1]!], xs[3]!));
      return m;
    }),
};

/** `element` over constants (kind `elementConstant`): a random table, sometimes indexing itself. */
export const elementConstantRow: CatalogueConformanceRow = {
  kind: 'elementConstant',
  requiredBackends: ['native', 'sat'],
  models: fc
    .record({
      table: fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 1, maxLength: 5 }),
      value: fc.integer({ min: 0, max: 3 }),
      base: fc.integer({ min: -1, max: 1 }),
    })
    .map(({ table, value, base }) => {
      const m = new Model();
      const xs = vars(m);
      m.add(element(xs[3]!, table, xs[value]!, base));
      m.add(element(xs[0]!, [2, 0, 1], xs[1]!));
      return m;
    }),
};
