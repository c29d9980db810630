import fc from 'fast-check';
import {
  LINEAR_OPS,
  Model,
  type ReifyMode,
  reifiedEqual,
  reifiedLessEqual,
  reifiedLinear,
} from '../../../core/index.js';
import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';

const modes = fc.constantFrom<ReifyMode>('iff', 'implies');

/** Two 0/1 variables and three integer ones, the model every reification row starts from. */
function base(): { m: Model; b: ReturnType<Model['boolVar']>[]; x: ReturnType<Model['intVar']>[] } {
  const m = new Model();
  const b = [m.boolVar('b0'), m.boolVar('b1')];
  const x = [
    m.intVar('x0', { min: -1, max: 3 }),
    m.intVar('x1', [0, 2, 5]),
    m.intVar('x2', { min: 1, max: 4 }),
  ];
  return { m, b, x };
}

const compare = fc.array(
  fc.record({
    b: fc.integer({ min: 0, max: 1 }),
    x: fc.integer({ min: 0, max: 2 }),
    v: fc.integer({ min: -2, max: 6 }),
    mode: modes,
  }),
  { minLength: 1, maxLength: 3 },
);

/** `reifiedEqual`: up to three random `b ⇔ x = v` (or `⇒`), with a sum tying the booleans together. */
export const reifiedEqualRow: CatalogueConformanceRow = {
  kind: 'reifiedEqual',
  requiredBackends: ['native', 'sat'],
  models: fc.tuple(compare, fc.integer({ min: 0, max: 2 })).map(([cs, k]) => {
    const { m, b, x } = base();
    for (const c of cs) m.add(reifiedEqual(b[c.b]!, x[c.x]!, c.v, c.mode));
    m.sum(b, '>=', k);
    return m;
  }),
};

/** `reifiedLessEqual`: up to three random `b ⇔ x ≤ v` (or `⇒`), with a sum tying the booleans together. */
export const reifiedLessEqualRow: CatalogueConformanceRow = {
  kind: 'reifiedLessEqual',
  requiredBackends: ['native', 'sat'],
  models: fc.tuple(compare, fc.integer({ min: 0, max: 2 })).map(([cs, k]) => {
    const { m, b, x } = base();
    for (const c of cs) m.add(reifiedLessEqual(b[c.b]!, x[c.x]!, c.v, c.mode));
    m.sum(b, '<=', k);
    return m;
  }),
};

/** `reifiedLinear`: one or two random reified sums over the integer variables. */
export const reifiedLinearRow: CatalogueConformanceRow = {
  kind: 'reifiedLinear',
  requiredBackends: ['native', 'sat'],
  models: fc
    .array(
      fc.record({
        b: fc.integer({ min: 0, max: 1 }),
        coeffs: fc.array(fc.integer({ min: -2, max: 3 }), { minLength: 3, maxLength: 3 }),
        op: fc.constantFrom(...LINEAR_OPS),
        rhs: fc.integer({ min: -4, max: 10 }),
        mode: modes,
      }),
      { minLength: 1, maxLength: 2 },
    )
    .map((cs) => {
      const { m, b, x } = base();
      for (const c of cs) m.add(reifiedLinear(b[c.b]!, x, c.coeffs, c.op, c.rhs, c.mode));
      return m;
    }),
};
