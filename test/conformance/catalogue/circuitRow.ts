import fc from 'fast-check';
import { circuit, Model } from '../../../core/index.js';
import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';

/** `circuit` on four or five nodes with random successor domains (base 0 or 1), sometimes an extra bound. */
export const circuitRow: CatalogueConformanceRow = {
  kind: 'circuit',
  requiredBackends: ['native', 'sat'],
  models: fc
    .integer({ min: 4, max: 5 })
    .chain((n) =>
      fc.record({
        n: fc.constant(n),
        base: fc.integer({ min: 0, max: 1 }),
        doms: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 1, maxLength: n }), {
          minLength: n,
          maxLength: n,
        }),
        bound: fc.boolean(),
      }),
    )
    .map(({ n, base, doms, bound }) => {
      const m = new Model();
      const succ = doms.map((d, i) =>
        m.intVar(
          `s${i}`,
          d.map((v) => v + base),
        ),
      );
      m.add(circuit(succ, base));
      if (bound) m.lessThan(succ[0]!, succ[n - 1]!);
      return m;
    }),
};
