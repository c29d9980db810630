import fc from 'fast-check';
import { Model } from '../../../core/index.js';
import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';

/** The exemplar row: a random table over three variables, next to an all-different pair. */
export const tableRow: CatalogueConformanceRow = {
  kind: 'table',
  requiredBackends: ['native', 'sat'],
  models: fc
    .record({
      tuples: fc.array(
        fc.tuple(
          fc.integer({ min: 0, max: 3 }),
          fc.integer({ min: 0, max: 3 }),
          fc.integer({ min: 0, max: 3 }),
        ),
        {
          maxLength: 12,
        },
      ),
      differ: fc.boolean(),
    })
    .map(({ tuples, differ }) => {
      const m = new Model();
      const xs = m.intVars(3, (i) => `x${i}`, { min: 0, max: 3 });
      m.table(xs, tuples);
      if (differ) m.allDifferent([xs[0]!, xs[2]!]);
      return m;
    }),
};
