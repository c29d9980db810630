import { describe, expect, it } from 'vitest';
import { checkAssignment } from '../../core/model/checkAssignment.js';
import { Model } from '../../core/model/Model.js';
import { mrv } from '../../core/search/VariableOrder.js';
import { engineSolveSync } from '../../core/solver/engineSolve.js';

/**
 * n + 1 pigeons in n holes with pairwise `≠` relations (not one all-different, so no
 * pigeonhole pruning): about n! failures to refute, enough to make the default search escalate.
 */
function pigeons(n: number): Model {
  const m = new Model();
  const count = n + 1;
  const p = m.intVars(count, (i) => `p${i}`, { min: 1, max: n });
  for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) m.relation('ne', p[i]!, p[j]!, 0);
  return m;
}

/**
 * `pigeons(n)` beside a wide part: with `given`, an all-different over `width` variables of domain
 * 0 .. width - 1 with all but ten given (a value layout of `width` bits for each, millions of
 * (variable, value) pairs in all, but few left open by the root propagation); without it, `width`
 * unconstrained variables of domain 0..999 (a thousand open pairs each).
 */
function pigeonsBeside(n: number, width: number, given: boolean): Model {
  const m = pigeons(n);
  if (!given) {
    m.intVars(width, (i) => `w${i}`, { min: 0, max: 999 });
    return m;
  }
  const w = m.intVars(width, (i) => `w${i}`, { min: 0, max: width - 1 });
  const open = 10;
  for (let i = 0; i < width - open; i++) m.relation('eq', w[i]!, i, 0);
  m.allDifferent(w);
  return m;
}

describe('portfolio after escalation', () => {
  it('proves unsat with the extra searches in play, and reports who answered', () => {
    const r = engineSolveSync(pigeons(8));
    expect(r.status).toBe('unsat');
    expect(r.stats.failures).toBeGreaterThan(2000);
    // Arms join one per turn: matching, plain MRV, then the learning search.
    expect([3, 4]).toContain(r.stats.extra?.portfolioArms);
    expect([0, 1, 2, 3]).toContain(r.stats.extra?.answeredBy);
  });

  it('holds the slices while plain MRV projects to finish within the time left', () => {
    // Plain MRV refutes pigeons(8) in about 0.1 s of its own, projected from its first turns
    // well within the limit (at its held share of 1/8), so the growth is held.
    const r = engineSolveSync(pigeons(8), { timeoutMs: 60_000 });
    expect(r.status).toBe('unsat');
    expect(r.stats.extra?.held).toBe(1);
  });

  it('does not focus on learning while plain MRV projects to finish (pigeons(8) keeps its hold)', () => {
    const r = engineSolveSync(pigeons(8), { timeoutMs: 60_000 });
    expect(r.status).toBe('unsat');
    // Its depth-first phase closed about 5 % of its space in 2,000 failures: no early focus.
    expect(r.stats.extra?.escalationProgress).toBeGreaterThan(0.01);
    expect(r.stats.extra?.focusedAtRound).toBe(-1);
  });

  it('focuses on learning from the first turn when the depth-first phase projects far beyond the limit', () => {
    // pigeons(12): about 11! failures to refute; 2,000 failures close a few millionths of it.
    const r = engineSolveSync(pigeons(12), { timeoutMs: 1_500 });
    expect(r.status).toBe('timeout');
    expect(r.stats.extra?.escalationProgress).toBeLessThan(1e-4);
    expect(r.stats.extra?.focusedAtRound).toBe(0);
  });

  it('focuses after the first round without a hold when the depth-first phase is not hopeless enough to decide at once', () => {
    // pigeons(10): its depth-first phase closed about 5e-4 (a projection of minutes, not beyond
    // the margin), and plain MRV's first turn does not project to finish within the limit.
    const r = engineSolveSync(pigeons(10), { timeoutMs: 3_000 });
    expect(r.status).toBe('timeout');
    expect(r.stats.extra?.escalationProgress).toBeGreaterThan(1e-4);
    expect(r.stats.extra?.focusedAtRound).not.toBe(0);
    // On a machine so loaded that the first round did not end in 3 s, nothing more to see.
    if ((r.stats.extra?.rounds ?? 0) >= 1) expect(r.stats.extra?.focusedAtRound).toBe(1);
  });

  it('does not focus without a learning arm', () => {
    const r = engineSolveSync(pigeons(12), {
      timeoutMs: 500,
      backendOptions: { native: { learning: false } },
    });
    expect(r.status).toBe('timeout');
    expect(r.stats.extra?.focusedAtRound).toBe(-1);
  });

  it('leaves the learning arm out with learning: false', () => {
    const r = engineSolveSync(pigeons(8), { backendOptions: { native: { learning: false } } });
    expect(r.status).toBe('unsat');
    expect(r.stats.extra?.portfolioArms).toBe(3);
    expect([0, 1, 2]).toContain(r.stats.extra?.answeredBy);
  });

  it('admits the learning arm by the pairs left open after the root, not by the value layout', () => {
    // 1,500 variables of 1,500 values (2.3 million pairs in the layout): the learning arm joins.
    const r = engineSolveSync(pigeonsBeside(8, 1500, true), { timeoutMs: 20_000 });
    expect(r.status).toBe('unsat');
    expect(r.stats.extra?.portfolioArms).toBe(4);
    expect(r.stats.extra?.learningConflicts).toBeGreaterThan(0);
    // Every conflict of an unsat proof but the last at level 0 leaves a nogood.
    expect(r.stats.extra?.learningNogoods).toBeGreaterThan(0);
    expect(r.stats.extra?.learningNogoods).toBeLessThanOrEqual(r.stats.extra!.learningConflicts!);
  });

  it('refuses a learning arm whose open pairs pass its memory bound, and answers without it', () => {
    // 2,100 unconstrained variables of 1,000 values: 2.1 million atoms, over 200 MB.
    const r = engineSolveSync(pigeonsBeside(8, 2100, false), { timeoutMs: 20_000 });
    expect(r.status).toBe('unsat');
    expect(r.stats.failures).toBeGreaterThan(2000);
    expect(r.stats.extra?.learningConflicts).toBeUndefined();
    expect(r.stats.extra?.learningNogoods).toBeUndefined();
    expect(r.stats.extra?.arm3Ms).toBeUndefined();
  });

  it('stays a single search when turned off, with an explicit strategy, or when counting', () => {
    expect(
      engineSolveSync(pigeons(8), { backendOptions: { native: { portfolio: false } } }).stats.extra,
    ).toBeUndefined();
    expect(engineSolveSync(pigeons(8), { variableOrder: mrv }).stats.extra).toBeUndefined();
    expect(engineSolveSync(pigeons(8), { solutionLimit: 2 }).stats.extra).toBeUndefined();
  });

  it('returns a checked solution found by whichever search gets there first', () => {
    // s = 1 switches on a pigeonhole (7 holes, 8 pigeons) that takes thousands of failures to
    // refute; s = 2 relaxes it. Min-value order tries s = 1 first.
    const n = 7;
    const m = new Model();
    const s = m.intVar('s', { min: 1, max: 2 });
    const p = m.intVars(n + 1, (i) => `p${i}`, { min: 1, max: n });
    const tuples: number[][] = [];
    for (let a = 1; a <= n; a++) {
      for (let b = 1; b <= n; b++) {
        if (a !== b) tuples.push([1, a, b]);
        tuples.push([2, a, b]);
      }
    }
    for (let i = 0; i <= n; i++) for (let j = i + 1; j <= n; j++) m.table([s, p[i]!, p[j]!], tuples);
    const r = engineSolveSync(m);
    expect(r.status).toBe('sat');
    expect([3, 4]).toContain(r.stats.extra?.portfolioArms);
    expect(r.solutions).toHaveLength(1);
    expect(r.solutions[0]!.values[0]).toBe(2);
    expect(checkAssignment(m, r.solutions[0]!.values)).toEqual([]);
  });
});
