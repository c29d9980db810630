import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import {
  compileModel,
  countSolutions,
  InvalidOptionError,
  type LinearConstraint,
  layoutOf,
  Model,
  presolveModel,
  requiredOf,
} from '../../../core/index.js';

/** Every 4×4 sudoku grid over values base..base+3, row by row (288 of them). */
function allGrids(base: number): number[][] {
  const out: number[][] = [];
  const g = new Array<number>(16).fill(0);
  const ok = (i: number, v: number): boolean => {
    const r = i >> 2;
    const c = i & 3;
    for (let j = 0; j < i; j++) {
      const rj = j >> 2;
      const cj = j & 3;
      const sameBox = rj >> 1 === r >> 1 && cj >> 1 === c >> 1;
      if (g[j] === v && (rj === r || cj === c || sameBox)) return false;
    }
    return true;
  };
  const fill = (i: number): void => {
    if (i === 16) {
      out.push([...g]);
      return;
    }
    for (let v = base; v < base + 4; v++) {
      if (!ok(i, v)) continue;
      g[i] = v;
      fill(i + 1);
    }
  };
  fill(0);
  return out;
}

const GRIDS = new Map<number, number[][]>();
const gridsOf = (base: number): number[][] => {
  let gs = GRIDS.get(base);
  if (gs === undefined) GRIDS.set(base, (gs = allGrids(base)));
  return gs;
};

/** A cage: cells, whether they must differ, and how far its sum is off the reference grid's. */
interface Cage {
  readonly cells: number[];
  readonly distinct: boolean;
  readonly delta: number;
}

interface Case {
  readonly base: number;
  readonly reference: number;
  readonly cages: Cage[];
  readonly givens: number[];
}

const cageArb: fc.Arbitrary<Cage> = fc.record({
  cells: fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 5 }),
  distinct: fc.boolean(),
  delta: fc.oneof(
    { weight: 6, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: -2, max: 2 }) },
  ),
});

const caseArb: fc.Arbitrary<Case> = fc.record({
  base: fc.constantFrom(0, 1, 5),
  reference: fc.integer({ min: 0, max: 287 }),
  cages: fc.array(cageArb, { minLength: 1, maxLength: 7 }),
  givens: fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { maxLength: 4 }),
});

/** The 4×4 sudoku with the case's cages (sums from the reference grid, shifted by `delta`) and givens. */
function modelOf(k: Case): { model: Model; sums: { cells: number[]; sum: number }[] } {
  const ref = gridsOf(k.base)[k.reference]!;
  const m = new Model();
  const x = m.intVars(16, (i) => `c${i}`, { min: k.base, max: k.base + 3 });
  for (let r = 0; r < 4; r++) m.allDifferent([0, 1, 2, 3].map((c) => x[r * 4 + c]!));
  for (let c = 0; c < 4; c++) m.allDifferent([0, 1, 2, 3].map((r) => x[r * 4 + c]!));
  for (let b = 0; b < 4; b++) {
    const r0 = (b >> 1) * 2;
    const c0 = (b & 1) * 2;
    m.allDifferent([0, 1, 2, 3].map((i) => x[(r0 + (i >> 1)) * 4 + c0 + (i & 1)]!));
  }
  const sums = k.cages.map((cage) => {
    const sum = cage.cells.reduce((s, c) => s + ref[c]!, 0) + cage.delta;
    if (cage.distinct && cage.cells.length > 1) m.allDifferent(cage.cells.map((c) => x[c]!));
    m.sum(
      cage.cells.map((c) => x[c]!),
      '=',
      sum,
    );
    return { cells: cage.cells, sum };
  });
  for (const c of k.givens) m.setDomain(x[c]!, [ref[c]!]);
  return { model: m, sums };
}

/** Grids that satisfy the case by direct check. */
function bruteForce(k: Case): number[][] {
  const ref = gridsOf(k.base)[k.reference]!;
  const { sums } = modelOf(k);
  return gridsOf(k.base).filter(
    (g) =>
      k.givens.every((c) => g[c] === ref[c]) &&
      k.cages.every(
        (cage) => !cage.distinct || new Set(cage.cells.map((c) => g[c])).size === cage.cells.length,
      ) &&
      sums.every((s) => s.cells.reduce((t, c) => t + g[c]!, 0) === s.sum),
  );
}

/** Whether a derived linear constraint holds on a full assignment. */
function holds(c: LinearConstraint, g: readonly number[]): boolean {
  const s = c.scope.reduce((t, v, i) => t + c.coeffs[i]! * g[v]!, 0);
  return c.op === '=' ? s === c.rhs : c.op === '!=' ? s !== c.rhs : c.op === '<=' ? s <= c.rhs : s >= c.rhs;
}

describe('presolve', () => {
  it('requiredOf agrees with enumerating every combination', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 60 }),
        (k, lo, width, sum) => {
          const hi = lo + width - 1;
          const combos: number[][] = [];
          const walk = (from: number, pick: number[]): void => {
            if (pick.length === k) {
              if (pick.reduce((a, b) => a + b, 0) === sum) combos.push([...pick]);
              return;
            }
            for (let v = from; v <= hi; v++) walk(v + 1, [...pick, v]);
          };
          walk(lo, []);
          const expected: number[] = [];
          if (combos.length > 0)
            for (let v = lo; v <= hi; v++) if (combos.every((c) => c.includes(v))) expected.push(v);
          expect(requiredOf(k, sum, lo, hi)).toEqual(k > width ? undefined : expected);
        },
      ),
      { numRuns: 300, seed: 18 },
    );
  });

  it('derives only constraints every solution satisfies, and keeps the solution count', async () => {
    const seen = { innies: 0, intersections: 0, requiredValues: 0 };
    await fc.assert(
      fc.asyncProperty(caseArb, async (k) => {
        const { model } = modelOf(k);
        const solutions = bruteForce(k);
        const r = presolveModel(model.constraints, layoutOf(model));
        seen.innies += r.innies;
        seen.intersections += r.intersections;
        seen.requiredValues += r.requiredValues;
        const derived = r.constraints as LinearConstraint[];
        for (const c of derived) for (const g of solutions) expect(holds(c, g), c.name).toBe(true);
        const on = await countSolutions(new NativeBackend(), model, 300);
        const off = await countSolutions(new NativeBackend(), model, 300, {
          backendOptions: { native: { presolve: false } },
        });
        expect(on.count).toBe(solutions.length);
        expect(off.count).toBe(solutions.length);
      }),
      { numRuns: 120, seed: 18 },
    );
    // The cases exercise every derivation (else the property above would prove little).
    expect(seen.innies).toBeGreaterThan(0);
    expect(seen.intersections).toBeGreaterThan(0);
    expect(seen.requiredValues).toBeGreaterThan(0);
  });

  it('stays sound when a compiled engine is reused for other givens', async () => {
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { maxLength: 5 }),
        async (k, more) => {
          const backend = new NativeBackend();
          // First with no givens, then (same constraints: the cached engine) with givens.
          const first = { ...k, givens: [] };
          expect((await countSolutions(backend, modelOf(first).model, 300)).count).toBe(
            bruteForce(first).length,
          );
          const second = { ...k, givens: more };
          expect((await countSolutions(backend, modelOf(second).model, 300)).count).toBe(
            bruteForce(second).length,
          );
        },
      ),
      { numRuns: 40, seed: 7 },
    );
  });

  it('finds the 45 rule on a house: one cell left out of the cages is pinned by its sum', () => {
    const k: Case = {
      base: 1,
      reference: 0,
      cages: [
        { cells: [0, 1], distinct: true, delta: 0 },
        { cells: [2], distinct: false, delta: 0 },
      ],
      givens: [],
    };
    const { model } = modelOf(k);
    const ref = gridsOf(1)[0]!;
    const r = presolveModel(model.constraints, layoutOf(model));
    const innie = r.constraints.find((c) => (c as LinearConstraint).scope.join() === '3') as LinearConstraint;
    expect(innie.rhs).toBe(ref[3]);
    expect(r.innies).toBeGreaterThan(0);
  });

  it('adds nothing to a model without sums (classic sudoku), and can be switched off', () => {
    const k: Case = { base: 1, reference: 3, cages: [], givens: [1, 2] };
    const { model } = modelOf(k);
    expect(compileModel(model).presolve?.constraints.length).toBe(0);
    const withSums = modelOf({ ...k, cages: [{ cells: [0, 1], distinct: true, delta: 0 }] }).model;
    expect(compileModel(withSums).presolve?.constraints.length).toBeGreaterThan(0);
    expect(compileModel(withSums, { presolve: false }).presolve).toBeUndefined();
  });

  it('leaves required values to the distinct-sum propagators when they are on', () => {
    // Cells 0 and 1 (in two groups of four) sum to 3 in the 1..4 layout: {1, 2}, so 1 and 2 leave
    // cells 2, 3, 4, 5 (8 exclusions); the innies {2, 3} and {4, 5} sum to 7: {3, 4}, which leave
    // cells 0 and 1 (4 more).
    const m = new Model();
    const x = m.intVars(16, (i) => `c${i}`, { min: 1, max: 4 });
    for (const g of [
      [0, 1, 2, 3],
      [0, 1, 4, 5],
    ])
      m.allDifferent(g.map((i) => x[i]!));
    m.sum([x[0]!, x[1]!], '=', 3);
    expect(compileModel(m).presolve?.requiredValues).toBe(0);
    const off = compileModel(m, { distinctSums: false });
    expect(off.presolve?.requiredValues).toBe(12);
    expect(off.engine.propagate()).toBe(true);
    for (const v of [0, 1, 2, 3, 4, 5]) expect(off.store.size[v]).toBe(2);
  });

  it('refuses a presolve option that is not a boolean, naming it', async () => {
    const { model } = modelOf({ base: 1, reference: 0, cages: [], givens: [] });
    await expect(
      countSolutions(new NativeBackend(), model, 1, {
        backendOptions: { native: { presolve: 'yes' as unknown as boolean } },
      }),
    ).rejects.toThrow(InvalidOptionError);
    await expect(
      countSolutions(new NativeBackend(), model, 1, {
        backendOptions: { native: { presolve: 'yes' as unknown as boolean } },
      }),
    ).rejects.toThrow(/presolve/);
  });
});
