import fc from 'fast-check';
import {
  LINEAR_OPS,
  type LinearOp,
  Model,
  RELATION_OPS,
  type RelationOp,
  valuesOf,
} from '../../core/index.js';

/** A plain description of a random small model, so fast-check can shrink it. */
export interface RandomModelSpec {
  domains: number[][];
  allDifferent: number[][];
  relations: { op: RelationOp; x: number; y: number; k: number }[];
  linear: { scope: number[]; coeffs: number[]; op: LinearOp; rhs: number }[];
  tables: { scope: number[]; tuples: number[][] }[];
}

function subset(n: number, min: number, max: number): fc.Arbitrary<number[]> {
  return fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), {
    minLength: Math.min(min, n),
    maxLength: Math.min(max, n),
  });
}

/** A random `x ≠ y` edge between two distinct variables of `n` (graph-colouring models). */
export function neEdge(n: number): fc.Arbitrary<RandomModelSpec['relations'][number]> {
  return fc
    .tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: n - 1 }))
    .map(([x, d]) => ({ op: 'ne' as const, x, y: (x + d) % n, k: 0 }));
}

/**
 * Up to `maxLength` random (cell, value) pairs, cells `0..maxCell`, values `1..maxValue`: givens to
 * fix, or values to remove, in the learning tests' grid models.
 */
export function cellValuePairs(
  maxCell: number,
  maxValue: number,
  maxLength: number,
): fc.Arbitrary<[number, number][]> {
  return fc.array(fc.tuple(fc.integer({ min: 0, max: maxCell }), fc.integer({ min: 1, max: maxValue })), {
    maxLength,
  });
}

/** Random small models mixing every constraint kind (kinds can be switched off). */
export function randomModelSpec(
  options: { vars?: number; kinds?: ('allDifferent' | 'relation' | 'linear' | 'table')[] } = {},
): fc.Arbitrary<RandomModelSpec> {
  const kinds = new Set(options.kinds ?? ['allDifferent', 'relation', 'linear', 'table']);
  const maxVars = options.vars ?? 5;
  return fc.integer({ min: 2, max: maxVars }).chain((n) => {
    const domain = fc.uniqueArray(fc.integer({ min: -2, max: 5 }), { minLength: 1, maxLength: 5 });
    const pair = fc
      .tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: n - 1 }))
      .map(([x, d]) => [x, (x + d) % n] as const);
    return fc.record({
      domains: fc.array(domain, { minLength: n, maxLength: n }),
      allDifferent: kinds.has('allDifferent') ? fc.array(subset(n, 2, 4), { maxLength: 3 }) : fc.constant([]),
      relations: kinds.has('relation')
        ? fc
            .array(
              fc.record({
                op: fc.constantFrom(...RELATION_OPS),
                xy: pair,
                k: fc.integer({ min: -2, max: 3 }),
              }),
              { maxLength: 3 },
            )
            .map((rs) => rs.map((r) => ({ op: r.op, x: r.xy[0], y: r.xy[1], k: r.k })))
        : fc.constant([]),
      linear: kinds.has('linear')
        ? fc.array(
            subset(n, 1, 4).chain((scope) =>
              fc.record({
                scope: fc.constant(scope),
                coeffs: fc.array(fc.integer({ min: -3, max: 3 }), {
                  minLength: scope.length,
                  maxLength: scope.length,
                }),
                op: fc.constantFrom(...LINEAR_OPS),
                rhs: fc.integer({ min: -6, max: 10 }),
              }),
            ),
            { maxLength: 2 },
          )
        : fc.constant([]),
      tables: kinds.has('table')
        ? fc.array(
            subset(n, 1, 3).chain((scope) =>
              fc.record({
                scope: fc.constant(scope),
                tuples: fc.array(
                  fc.array(fc.integer({ min: -2, max: 5 }), {
                    minLength: scope.length,
                    maxLength: scope.length,
                  }),
                  { maxLength: 8 },
                ),
              }),
            ),
            { maxLength: 2 },
          )
        : fc.constant([]),
    });
  });
}

/** Builds the core model of a spec. */
export function buildRandomModel(spec: RandomModelSpec): Model {
  const m = new Model();
  spec.domains.forEach((d, i) => {
    m.intVar(`x${i}`, valuesOf(d));
  });
  for (const s of spec.allDifferent) m.allDifferent(m.varsAt(s));
  for (const r of spec.relations) m.relation(r.op, m.varAt(r.x), m.varAt(r.y), r.k);
  for (const l of spec.linear) m.linear(m.varsAt(l.scope), l.coeffs, l.op, l.rhs);
  for (const t of spec.tables) m.table(m.varsAt(t.scope), t.tuples);
  return m;
}
