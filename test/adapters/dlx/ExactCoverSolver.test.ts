import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DlxSearch,
  ExactCoverBuilder,
  ExactCoverError,
  type ExactCoverMatrix,
  ExactCoverSolver,
} from '../../../adapters/dlx/index.js';

/** A small exact-cover problem as plain data, so fast-check can shrink it. */
interface Problem {
  primary: number;
  secondary: number;
  options: number[][]; // item ids: 0..primary-1 primary, then secondary
}

function build(p: Problem): ExactCoverMatrix {
  const b = new ExactCoverBuilder();
  // Interleave the kinds to check that ids stay as added while headers put primaries first.
  const ids: number[] = [];
  for (let i = 0; i < Math.max(p.primary, p.secondary); i++) {
    if (i < p.secondary) ids[p.primary + i] = b.addSecondaryItem(`s${i}`);
    if (i < p.primary) ids[i] = b.addPrimaryItem(`p${i}`);
  }
  for (const o of p.options) b.addOption(o.map((i) => ids[i]!));
  return b.build();
}

/** Every solution by trying all subsets of options (the oracle). */
function bruteForce(p: Problem): string[] {
  const out: string[] = [];
  const n = p.options.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    const count = new Array<number>(p.primary + p.secondary).fill(0);
    const chosen: number[] = [];
    for (let o = 0; o < n; o++) {
      if (!(mask & (1 << o))) continue;
      chosen.push(o);
      for (const i of p.options[o]!) count[i]!++;
    }
    let ok = true;
    for (let i = 0; i < p.primary; i++) if (count[i] !== 1) ok = false;
    for (let i = p.primary; i < p.primary + p.secondary; i++) if (count[i]! > 1) ok = false;
    if (ok) out.push(chosen.join(','));
  }
  return out.sort();
}

const key = (solutions: Iterable<Int32Array>): string[] =>
  [...solutions].map((s) => [...s].sort((a, b) => a - b).join(',')).sort();

/** Random problems with up to `maxPrimary` primary items and `maxOptions` options. */
function problemsUpTo(maxPrimary: number, maxOptions: number, maxExtra: number): fc.Arbitrary<Problem> {
  return fc
    .record({ primary: fc.integer({ min: 0, max: maxPrimary }), secondary: fc.integer({ min: 0, max: 3 }) })
    .filter((r) => r.primary + r.secondary > 0)
    .chain(({ primary, secondary }) =>
      fc.record({
        primary: fc.constant(primary),
        secondary: fc.constant(secondary),
        // Every option holds a primary item (the builder refuses others): its first item is one.
        options:
          primary === 0
            ? fc.constant([])
            : fc.array(
                fc
                  .tuple(
                    fc.integer({ min: 0, max: primary - 1 }),
                    fc.uniqueArray(fc.integer({ min: 0, max: primary + secondary - 1 }), {
                      maxLength: maxExtra,
                    }),
                  )
                  .map(([first, rest]) => [first, ...rest.filter((i) => i !== first)]),
                { maxLength: maxOptions },
              ),
      }),
    );
}

const problems = problemsUpTo(5, 11, 3);

describe('ExactCoverSolver', () => {
  it('finds exactly the brute-force solutions of random problems (primary and secondary items)', () => {
    fc.assert(
      fc.property(problems, (p) => {
        const solver = new ExactCoverSolver(build(p));
        const expected = bruteForce(p);
        expect(key(solver.enumerate())).toEqual(expected);
        const counted = solver.count();
        expect(counted.count).toBe(expected.length);
        expect(counted.status).toBe('complete');
        expect(solver.solve().solutions.length).toBe(Math.min(1, expected.length));
      }),
      { numRuns: 300 },
    );
  });

  it('finds exactly the brute-force solutions of deeper problems (chains of forced moves, resumed searches)', () => {
    // Many short options over more items: the search goes several levels deep, mostly through
    // columns down to one option, and backs off through them (the lows stack of DlxSearch).
    fc.assert(
      fc.property(problemsUpTo(9, 15, 2), (p) => {
        const solver = new ExactCoverSolver(build(p));
        const expected = bruteForce(p);
        expect(key(solver.enumerate())).toEqual(expected);
        expect(solver.count().count).toBe(expected.length);
      }),
      { numRuns: 120 },
    );
  });

  it('respects root selections and removals, and restoreRoot undoes them exactly', () => {
    fc.assert(
      fc.property(problems, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (p, r, s) => {
        fc.pre(p.options.length > 0);
        const m = build(p);
        const solver = new ExactCoverSolver(m);
        const before = key(solver.enumerate());
        const removed = r % p.options.length;
        const selected = s % p.options.length;
        m.removeOption(removed);
        const ok = m.selectOption(selected);
        const expected = bruteForce(p).filter((k) => {
          const set = k === '' ? [] : k.split(',').map(Number);
          return !set.includes(removed) && set.includes(selected);
        });
        if (ok) expect(key(solver.enumerate())).toEqual(expected);
        else expect(removed === selected || expected.length === 0).toBe(true);
        m.restoreRoot();
        expect(key(solver.enumerate())).toEqual(before);
      }),
      { numRuns: 200 },
    );
  });

  it('solves the classic example of Knuth (one solution)', () => {
    const b = new ExactCoverBuilder();
    const [a, bb, c, d, e, f, g] = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => b.addPrimaryItem(n)) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    b.addOption([c, e]);
    b.addOption([a, d, g]);
    b.addOption([bb, c, f]);
    b.addOption([a, d, f]);
    b.addOption([bb, g]);
    b.addOption([d, e, g]);
    const m = b.build();
    const r = new ExactCoverSolver(m).solve({ solutionLimit: Number.POSITIVE_INFINITY });
    expect(key(r.solutions)).toEqual(['0,3,4']);
    expect(r.status).toBe('complete');
    expect(m.itemName(a)).toBe('a');
    expect(m.optionItems(1)).toEqual([a, d, g]);
  });

  it('stops at the node limit and the solution limit, and a visitor can stop it', () => {
    // Four independent pairs: 2^4 = 16 solutions.
    const b = new ExactCoverBuilder();
    for (let i = 0; i < 4; i++) {
      const item = b.addPrimaryItem();
      b.addOption([item]);
      b.addOption([item]);
    }
    const solver = new ExactCoverSolver(b.build());
    expect(solver.count().count).toBe(16);
    expect(solver.count({ solutionLimit: 5 })).toMatchObject({ count: 5, status: 'solutionLimit' });
    const limited = solver.count({ nodeLimit: 3 });
    expect(limited.status).toBe('nodeLimit');
    expect(limited.nodes).toBe(3);
    let seen = 0;
    const stopped = solver.forEachSolution(() => ++seen < 2);
    expect(stopped).toMatchObject({ count: 2, status: 'solutionLimit' });
    const controller = new AbortController();
    controller.abort();
    expect(solver.count({ signal: controller.signal }).status).toBe('cancelled');
    expect(solver.first()).toBeDefined();
  });

  it('reports a timeout for a long count (pigeonhole without solution)', () => {
    // 10 pigeons, 9 holes (secondary): no solution, and about 9! nodes to prove it.
    const b = new ExactCoverBuilder();
    const pigeons = Array.from({ length: 10 }, () => b.addPrimaryItem());
    const holes = Array.from({ length: 9 }, () => b.addSecondaryItem());
    for (const p of pigeons) for (const h of holes) b.addOption([p, h]);
    const r = new ExactCoverSolver(b.build()).count({ timeoutMs: 5 });
    expect(r.status).toBe('timeout');
    expect(r.count).toBe(0);
  });

  it('an open enumeration holds the solver; returning it frees the matrix', () => {
    const b = new ExactCoverBuilder();
    const i = b.addPrimaryItem();
    b.addOption([i]);
    b.addOption([i]);
    const m = b.build();
    const solver = new ExactCoverSolver(m);
    const gen = solver.enumerate();
    expect(gen.next().done).toBe(false);
    expect(() => solver.count()).toThrow(ExactCoverError);
    expect(() => m.removeOption(0)).toThrow(/search is in progress/);
    gen.return('complete');
    expect(solver.count().count).toBe(2);
    m.removeOption(0);
    expect(solver.count().count).toBe(1);
  });

  it('a snapshot restores the matrix after any covers', () => {
    fc.assert(
      fc.property(problems, (p) => {
        const m = build(p);
        m.takeSnapshot();
        const search = new DlxSearch(m);
        search.run(); // leave it anywhere
        search.abandon();
        m.restoreSnapshot();
        expect(key(new ExactCoverSolver(m).enumerate())).toEqual(bruteForce(p));
      }),
      { numRuns: 100 },
    );
  });

  it('rejects bad input with clear errors', () => {
    const b = new ExactCoverBuilder();
    const i = b.addPrimaryItem('x');
    expect(() => b.addOption([i, i])).toThrow(/item 'x' appears twice/);
    expect(() => b.addOption([7])).toThrow(/unknown item 7/);
    expect(() => b.addOption([])).toThrow(/has no items/);
    const s = b.addSecondaryItem();
    expect(() => b.addOption([s])).toThrow(/has no primary item/);
    expect(() => b.pushItem(i)).toThrow(/beginOption/);
    b.addOption([i]);
    const m = b.build();
    expect(() => m.removeOption(3)).toThrow(/unknown option 3/);
    expect(() => m.itemName(-1)).toThrow(ExactCoverError);
    m.removeOption(0);
    expect(() => m.removeOption(0)).toThrow(/already removed/);
    expect(m.selectOption(0)).toBe(false);
  });
});
