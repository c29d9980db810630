import fc from 'fast-check';
import { Model, path } from '../../../core/index.js';
import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';

/** `path` on three or four nodes with random successor, start and end domains. */
export const pathRow: CatalogueConformanceRow = {
  kind: 'path',
  requiredBackends: ['native', 'sat'],
  models: fc
    .integer({ min: 3, max: 4 })
    .chain((n) =>
      fc.record({
        n: fc.constant(n),
        doms: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: n }), { minLength: 1, maxLength: n + 1 }), {
          minLength: n + 2,
          maxLength: n + 2,
        }),
      }),
    )
    .map(({ n, doms }) => {
      const m = new Model();
      const vars = doms.map((d, i) => m.intVar(i < n ? `s${i}` : i === n ? 'start' : 'end', d));
      m.add(path(vars.slice(0, n), vars[n]!, vars[n + 1]!));
      return m;
    }),
};
