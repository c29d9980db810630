import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circuit, InvalidModelError, Model, path } from '../../../core/index.js';
import type { PropagationEngine } from '../../../core/propagation/PropagationEngine.js';
import { CircuitPropagator } from '../../../core/propagators/CircuitPropagator.js';
import { PathEndPropagator } from '../../../core/propagators/PathEndPropagator.js';
import {
  actionsArb,
  type DomSpec,
  domArb,
  domainsOf,
  expectGac,
  expectSound,
  makeEngine,
  runSequence,
} from '../propagators/harness.js';
import { expectExactCnf } from './expectExactCnf.js';

/** Whether successor values (node j is `base + j`) form one cycle through all nodes. */
function isCircuit(succ: readonly number[], base: number): boolean {
  const n = succ.length;
  const seen = new Set<number>();
  let q = 0;
  for (let k = 0; k < n; k++) {
    if (seen.has(q) || q < 0 || q >= n) return false;
    seen.add(q);
    q = succ[q]! - base;
  }
  return q === 0;
}

/** Random successor domains over `base - 1 .. base + n` (values outside the nodes included). */
function successorCase(maxNodes: number) {
  return fc
    .record({ n: fc.integer({ min: 1, max: maxNodes }), base: fc.integer({ min: -1, max: 1 }) })
    .chain(({ n, base }) =>
      fc.record({
        n: fc.constant(n),
        base: fc.constant(base),
        doms: fc.array(domArb(base - 1, base, n, n + 1), { minLength: n, maxLength: n }),
        actions: actionsArb,
      }),
    );
}

/** Whether every node reaches every other one through the domains (nodes `base .. base + n - 1`). */
function stronglyConnected(doms: readonly (readonly number[])[], base: number): boolean {
  const n = doms.length;
  const reach = (from: number, forward: boolean): number => {
    const seen = new Set([from]);
    const todo = [from];
    while (todo.length > 0) {
      const i = todo.pop()!;
      for (let j = 0; j < n; j++) {
        const edge = forward ? doms[i]!.includes(base + j) : doms[j]!.includes(base + i);
        if (edge && !seen.has(j)) {
          seen.add(j);
          todo.push(j);
        }
      }
    }
    return seen.size;
  };
  return reach(0, true) === n && reach(0, false) === n;
}

/** The consistency `CircuitPropagator` claims, checked on the domains at its fixpoint. */
function expectCircuitFixpoint(engine: PropagationEngine, base: number): void {
  const doms = domainsOf(engine);
  const n = doms.length;
  for (let i = 0; i < n; i++) {
    for (const v of doms[i]!) {
      expect(v - base).toBeGreaterThanOrEqual(0);
      expect(v - base).toBeLessThan(n);
      if (n > 1) expect(v - base).not.toBe(i);
    }
  }
  // All different, value consistent, with hidden single predecessors.
  for (let j = 0; j < n; j++) {
    const preds = doms.flatMap((d, i) => (d.includes(base + j) ? [i] : []));
    expect(preds.length).toBeGreaterThan(0);
    if (preds.length === 1) expect(doms[preds[0]!]).toEqual([base + j]);
    const owner = preds.find((i) => doms[i]!.length === 1);
    if (owner !== undefined) expect(preds).toEqual([owner]);
  }
  // No fixed chain can be closed early.
  const next = doms.map((d) => (d.length === 1 ? d[0]! - base : -1));
  for (let h = 0; h < n; h++) {
    if (next.includes(h)) continue;
    let q = h;
    let len = 1;
    while (next[q]! >= 0) {
      q = next[q]!;
      len++;
    }
    if (len < n && q !== h) expect(doms[q]).not.toContain(base + h);
  }
  expect(stronglyConnected(doms, base)).toBe(true);
}

describe('CircuitPropagator', () => {
  it('is sound and reaches its stated consistency, also after outside changes', () => {
    fc.assert(
      fc.property(successorCase(6), ({ base, doms, actions }) => {
        const engine = makeEngine(doms, [new CircuitPropagator(Int32Array.from(doms.keys()), base)]);
        const pred = (v: readonly number[]) => isCircuit(v, base);
        runSequence(engine, actions, (before, ok) => {
          expectSound(engine, before, ok, pred);
          if (before.every((d) => d.length === 1)) expect(ok).toBe(pred(before.map((d) => d[0]!)));
          if (ok) expectCircuitFixpoint(engine, base);
        });
      }),
      { numRuns: 1500 },
    );
  });

  it('decides every assignment exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1, max: 6 }), { minLength: 1, maxLength: 6 }), (succ) => {
        const doms: DomSpec[] = succ.map((v) => ({ offset: v, span: 1, values: [v] }));
        const engine = makeEngine(doms, [new CircuitPropagator(Int32Array.from(doms.keys()), 0)]);
        expect(engine.propagate()).toBe(isCircuit(succ, 0));
      }),
      { numRuns: 500 },
    );
  });

  it('applies the connectivity rules: a single edge between subtrees is forced, skipping edges go', () => {
    // 0 → {1, 2}, 1 → {0, 2}, 2 → {0, 1}, 3 → {2}: node 3 has no predecessor.
    const none = [
      { offset: 0, span: 4, values: [1, 2] },
      { offset: 0, span: 4, values: [0, 2] },
      { offset: 0, span: 4, values: [0, 1] },
      { offset: 0, span: 4, values: [2] },
    ];
    expect(makeEngine(none, [new CircuitPropagator(Int32Array.of(0, 1, 2, 3), 0)]).propagate()).toBe(false);
    // Nothing fixed and no node with a single predecessor: only the depth-first rules apply. From
    // root 0 the search finds T₀ = {1, 2} and then T₁ = {3, 4}, whose only edge into T₀ is 3 → 1
    // (forced); 3 → 0 and 4 → 0 skip T₀ and the root's edges into T₀ go. The rest follows.
    const doms = [
      [1, 2, 3, 4],
      [0, 2],
      [0, 1],
      [0, 1, 4],
      [0, 3],
    ].map((values) => ({ offset: 0, span: 5, values }));
    const engine = makeEngine(doms, [new CircuitPropagator(Int32Array.from(doms.keys()), 0)]);
    expect(engine.propagate()).toBe(true);
    expect(domainsOf(engine)).toEqual([[4], [2], [0], [1], [3]]);
  });
});

describe('PathEndPropagator', () => {
  it('is a domain-consistent channel between end and the successor without successor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            doms: fc.array(domArb(0, 0, n + 1, n + 1), { minLength: n + 1, maxLength: n + 1 }),
            actions: actionsArb,
          }),
        ),
        ({ n, doms, actions }) => {
          const engine = makeEngine(doms, [
            new PathEndPropagator(
              Int32Array.from({ length: n }, (_, i) => i),
              n,
              0,
            ),
          ]);
          const pred = (v: readonly number[]) => {
            const e = v[n]!;
            return e >= 0 && e < n && v.slice(0, n).every((s, i) => (s === n) === (e === i));
          };
          runSequence(engine, actions, (before, ok) => expectGac(engine, before, ok, pred));
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** A model of random successor domains (nodes `base ..`), for the kinds' CNF and validation. */
function successorModel(doms: readonly (readonly number[])[]): {
  m: Model;
  xs: ReturnType<Model['intVar']>[];
} {
  const m = new Model();
  const xs = doms.map((d, i) => m.intVar(`s${i}`, d));
  return { m, xs };
}

describe('circuit and path', () => {
  it('circuit: CNF solutions are exactly the model solutions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((n) =>
          fc.record({
            base: fc.integer({ min: 0, max: 1 }),
            doms: fc.array(
              fc.uniqueArray(fc.integer({ min: 0, max: n + 1 }), { minLength: 1, maxLength: 4 }),
              {
                minLength: n,
                maxLength: n,
              },
            ),
          }),
        ),
        ({ base, doms }) => {
          const { m, xs } = successorModel(doms);
          m.add(circuit(xs, base));
          expectExactCnf(m);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('counts the directed Hamiltonian cycles of complete graphs, (n − 1)!', () => {
    for (const n of [1, 2, 3, 4, 5]) {
      const m = new Model();
      const xs = m.intVars(n, (i) => `x${i}`, { min: 1, max: n });
      m.add(circuit(xs, 1));
      expect(expectExactCnf(m)).toBe([1, 1, 1, 2, 6, 24][n]);
    }
  });

  it('path: CNF solutions are exactly the model solutions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((n) =>
          fc.record({
            doms: fc.array(
              fc.uniqueArray(fc.integer({ min: 0, max: n + 1 }), { minLength: 1, maxLength: 4 }),
              {
                minLength: n + 2,
                maxLength: n + 2,
              },
            ),
          }),
        ),
        ({ doms }) => {
          const { m, xs } = successorModel(doms);
          const n = doms.length - 2;
          m.add(path(xs.slice(0, n), xs[n]!, xs[n + 1]!));
          expectExactCnf(m);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('path: counts the Hamiltonian paths of a complete graph, n!', () => {
    for (const n of [1, 2, 3, 4]) {
      const m = new Model();
      const xs = m.intVars(n, (i) => `x${i}`, { min: 1, max: n + 1 });
      const s = m.intVar('start', { min: 1, max: n });
      const e = m.intVar('end', { min: 1, max: n });
      m.add(path(xs, s, e, 1));
      expect(expectExactCnf(m)).toBe([1, 1, 2, 6, 24][n]);
    }
  });

  it('names the constraint and the problem', () => {
    const m = new Model();
    const xs = m.intVars(3, (i) => `x${i}`, { min: 0, max: 3 });
    const [a, b] = [m.intVar('a', { min: 0, max: 2 }), m.intVar('b', { min: 0, max: 2 })];
    expect(() => m.add(circuit([xs[0]!, xs[1]!, xs[0]!], 0, 'tour'))).toThrow(InvalidModelError);
    expect(() => m.add(circuit([xs[0]!, xs[1]!, xs[0]!], 0, 'tour'))).toThrow(
      /circuit "tour".*'x0' appears twice/,
    );
    expect(() => m.add(circuit([]))).toThrow(/circuit.*empty scope/);
    expect(() => m.add(circuit(xs, 0.5))).toThrow(/base must be an integer/);
    expect(() => m.add(path(xs, xs[0]!, b, 0, 'walk'))).toThrow(
      /path "walk".*start is one of the successor variables/,
    );
    expect(() => m.add(path(xs, a, xs[2]!))).toThrow(/end is one of the successor variables/);
    expect(() => m.add(path(xs, a, a))).toThrow(/start and end are the same variable/);
    expect(() => m.add({ type: 'path', succ: [0, 1, 2], start: 3, end: 99 })).toThrow(
      /unknown variable index 99/,
    );
    expect(() => circuit([0 as never])).toThrow(/expected a variable handle/);
  });
});
