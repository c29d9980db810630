import fc from 'fast-check';
import { among, count, type LinearOp, Model } from '../../../core/index.js';
import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';

const ops = fc.constantFrom<LinearOp>('=', '<=', '>=', '!=');

function vars(m: Model) {
  return [
    m.intVar('x0', [0, 1, 2]),
    m.intVar('x1', [0, 2]),
    m.intVar('x2', { min: 1, max: 3 }),
    m.intVar('n', [0, 1, 2, 4]),
  ];
}

/** `count` (with `atLeast`/`atMost` as its `>=`/`<=` forms): a variable or constant right-hand side. */
export const countRow: CatalogueConformanceRow = {
  kind: 'count',
  requiredBackends: ['native', 'sat'],
  models: fc
    .record({
      scope: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 5 }),
      value: fc.integer({ min: 0, max: 3 }),
      op: ops,
      n: fc.oneof(fc.constant<number | undefined>(undefined), fc.integer({ min: -1, max: 4 })),
    })
    .map(({ scope, value, op, n }) => {
      const m = new Model();
      const xs = vars(m);
      m.add(
        count(
          scope.map((k) => xs[k]!),
          value,
          op,
          n === undefined ? xs[3]! : n,
        ),
      );
      return m;
    }),
};

/** `among`: a random value set, a variable or constant right-hand side, two constraints sharing variables. */
export const amongRow: CatalogueConformanceRow = {
  kind: 'among',
  requiredBackends: ['native', 'sat'],
  models: fc
    .record({
      scope: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 5 }),
      values: fc.uniqueArray(fc.integer({ min: -1, max: 4 }), { maxLength: 3 }),
      op: ops,
      n: fc.oneof(fc.constant<number | undefined>(undefined), fc.integer({ min: -1, max: 4 })),
    })
    .map(({ scope, values, op, n }) => {
      const m = new Model();
      const xs = vars(m);
      m.add(
        among(
          scope.map((k) => xs[k]!),
          values,
          op,
          n === undefined ? xs[3]! : n,
        ),
      );
      m.add(among([xs[0]!, xs[1]!, xs[2]!], [1, 2], '>=', 1));
      return m;
    }),
};
