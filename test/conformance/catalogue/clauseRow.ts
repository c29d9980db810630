import fc from 'fast-check';
import { clause, Model } from '../../../core/index.js';
import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';

const literals = fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 3 });

/** Random clauses over five 0/1 variables (one of them fixed), repeats and tautologies included. */
export const clauseRow: CatalogueConformanceRow = {
  kind: 'clause',
  requiredBackends: ['native', 'sat'],
  models: fc.array(fc.tuple(literals, literals), { minLength: 1, maxLength: 5 }).map((cs) => {
    const m = new Model();
    const b = [0, 1, 2, 3].map((i) => m.boolVar(`b${i}`));
    b.push(m.intVar('one', [1]));
    for (const [pos, neg] of cs) {
      m.add(
        clause(
          pos.map((i) => b[i]!),
          neg.map((i) => b[i]!),
        ),
      );
    }
    return m;
  }),
};
