import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { afterAll, describe, expect, it } from 'vitest';
import { DlxBackend } from '../../adapters/dlx/DlxBackend.js';
import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import { SatBackend } from '../../adapters/sat/index.js';
import {
  type Backend,
  checkAssignment,
  InvalidOptionError,
  lubyRestarts,
  Model,
  minValue,
  mrv,
  NO_RESTARTS,
  type RestartPolicy,
  type SolveOptions,
  StrategyError,
  solveAll,
  takesOption,
  type ValueOrder,
  type VariableOrder,
} from '../../core/index.js';
import { bruteForceSolutions, solutionKey } from '../support/bruteForce.js';
import { queensModel } from '../support/queensModel.js';

const native = new NativeBackend();
const dlx = new DlxBackend();
const sat = new SatBackend({ worker: 'never' });
afterAll(() => sat.close());

/** A model every backend expresses: a 4×4 Latin square row pair. */
function small(): Model {
  const m = new Model();
  const xs = m.intVars(4, (i) => `x${i}`, { min: 1, max: 4 });
  m.allDifferent(xs);
  return m;
}

/** The InvalidOptionError a backend's synchronous solve throws for `options` (its message). */
function refusal(b: Backend & { solveSync(m: Model, o: SolveOptions): unknown }, options: unknown): string {
  try {
    b.solveSync(small(), options as SolveOptions);
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidOptionError);
    expect((e as InvalidOptionError).backend).toBe(b.id);
    return (e as Error).message;
  }
  throw new Error(`backend ${b.id} accepted ${JSON.stringify(options)}`);
}

describe('solve options per backend', () => {
  it('every backend refuses a key that is no option, naming it and listing the options', () => {
    for (const b of [native, dlx, sat]) {
      const msg = refusal(b, { solutionlimit: 3 });
      expect(msg).toContain(`backend '${b.id}' refuses its options`);
      expect(msg).toContain("'solutionlimit' is not a solve option");
      expect(msg).toContain('solutionLimit');
    }
  });

  it('the old native-only knobs at the top level are refused by every backend', () => {
    for (const b of [native, dlx, sat]) {
      expect(refusal(b, { allDifferent: 'matching' })).toContain("'allDifferent' is not a solve option");
      expect(refusal(b, { portfolio: false })).toContain("'portfolio' is not a solve option");
      expect(refusal(b, { branchOnPlaces: true })).toContain("'branchOnPlaces' is not a solve option");
    }
  });

  it('backends refuse the neutral options they cannot honour, by name', () => {
    for (const key of ['variableOrder', 'valueOrder', 'restarts', 'seed', 'trace'] as const) {
      const value = { variableOrder: mrv, valueOrder: minValue, restarts: NO_RESTARTS, seed: 3, trace: {} }[
        key
      ];
      for (const b of [dlx, sat]) {
        expect(refusal(b, { [key]: value })).toContain(`option '${key}' does not apply to this backend`);
      }
    }
    expect(refusal(sat, { nodeLimit: 10 })).toContain("option 'nodeLimit' does not apply");
    expect(dlx.solveSync(small(), { nodeLimit: 1000 }).status).toBe('sat');
  });

  it('values are checked: strings where strategies belong, bad numbers, a bad trace', () => {
    expect(refusal(native, { variableOrder: 'mrv' })).toMatch(
      /option 'variableOrder' must be a VariableOrder object .*not "mrv"/,
    );
    expect(refusal(native, { valueOrder: 'random' })).toMatch(/must be a ValueOrder object/);
    expect(refusal(native, { restarts: true })).toMatch(/must be a RestartPolicy object/);
    expect(refusal(native, { valueOrder: { name: 'x', branching: 'halves', choose: () => 1 } })).toMatch(
      /branching must be 'assign' or 'split'/,
    );
    expect(refusal(native, { solutionLimit: 0 })).toMatch(
      /solutionLimit' must be a positive integer or Infinity/,
    );
    expect(refusal(native, { nodeLimit: -1 })).toMatch(/nodeLimit' must be a non-negative integer/);
    expect(refusal(native, { timeoutMs: 'soon' })).toMatch(/timeoutMs' must be a non-negative number/);
    expect(refusal(native, { seed: 1.5 })).toMatch(/seed' must be an integer/);
    expect(refusal(native, { trace: { decision: true } })).toMatch(/has no field 'decision'/);
    // Every problem at once.
    const all = refusal(native, { seed: 'x', nodeLimit: -1 });
    expect(all).toContain('seed');
    expect(all).toContain('nodeLimit');
  });

  it('each backend checks only its own backendOptions entry, and refuses unknown keys in it', () => {
    const both: SolveOptions = {
      backendOptions: { native: { allDifferent: 'matching' }, sat: { propagation: 'none' } },
    };
    expect(native.solveSync(small(), both).status).toBe('sat');
    expect(sat.solveSync(small(), both).status).toBe('sat');
    expect(dlx.solveSync(small(), both).status).toBe('sat');
    expect(refusal(native, { backendOptions: { native: { allDiferent: 'matching' } } })).toMatch(
      /'backendOptions\.native\.allDiferent' is not an option of this backend \(it takes: allDifferent, branchOnPlaces, portfolio, presolve, learning, escalate\)/,
    );
    expect(refusal(native, { backendOptions: { native: { allDifferent: 'max' } } })).toMatch(
      /'backendOptions\.native\.allDifferent' must be one of singles, pointing, overlaps, matching, got "max"/,
    );
    expect(refusal(native, { backendOptions: { native: { escalate: { afterFailures: 0 } } } })).toMatch(
      /escalate/,
    );
    expect(refusal(sat, { backendOptions: { sat: { propagation: 'full' } } })).toMatch(
      /propagation' must be one of/,
    );
    expect(refusal(dlx, { backendOptions: { dlx: { columns: 'mrv' } } })).toMatch(/\(it takes none\)/);
    expect(refusal(native, { backendOptions: 'native' })).toMatch(/must be an object keyed by backend id/);
  });

  it('the event stream errors with the same refusal', async () => {
    for (const b of [native, dlx, sat]) {
      const err = await lastValueFrom(b.solve(small(), { bogus: 1 } as SolveOptions).pipe(toArray())).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(InvalidOptionError);
    }
  });

  it('takesOption tells which neutral options a backend honours', () => {
    expect(takesOption(native, 'valueOrder')).toBe(true);
    expect(takesOption(sat, 'nodeLimit')).toBe(false);
    expect(takesOption(dlx, 'nodeLimit')).toBe(true);
    expect(takesOption(dlx, 'seed')).toBe(false);
  });
});

describe('search strategies as values', () => {
  it("a user's variable and value orders find every solution (assign and split branching)", () => {
    const largest: VariableOrder = {
      name: 'largest',
      select(view) {
        let best = view.freeVariable(0);
        for (let i = 1; i < view.freeCount; i++) {
          const v = view.freeVariable(i);
          if (view.store.size[v]! > view.store.size[best]!) best = v;
        }
        return best;
      },
    };
    const second: ValueOrder = {
      name: 'second',
      branching: 'assign',
      choose: (view, x) => view.store.values(x)[1]!,
    };
    const upperThird: ValueOrder = {
      name: 'upperThird',
      branching: 'split',
      choose: (view, x) => view.store.max(x) - 1,
    };
    const m = queensModel(6);
    const expected = solutionKey(bruteForceSolutions(m));
    for (const valueOrder of [second, upperThird]) {
      const r = native.solveSync(m, { solutionLimit: Infinity, variableOrder: largest, valueOrder });
      expect(r.status).toBe('sat');
      expect(solutionKey(r.solutions.map((s) => s.values))).toEqual(expected);
    }
  });

  it('a split decision is traced as x ≤ v, then x > v', async () => {
    const m = new Model();
    const x = m.intVar('x', { min: 0, max: 7 });
    const y = m.intVar('y', { min: 0, max: 7 });
    m.linear([x, y], [1, 1], '=', 9);
    const events = await lastValueFrom(
      native
        .solve(m, {
          valueOrder: { name: 'mid', branching: 'split', choose: (v, i) => v.store.min(i) },
          trace: { decisions: true },
        })
        .pipe(toArray()),
    );
    const decisions = events.filter((e) => e.type === 'decision');
    expect(decisions[0]).toMatchObject({
      type: 'decision',
      variable: 0,
      value: 2,
      positive: true,
      split: true,
    });
    const solution = events.find((e) => e.type === 'solution');
    expect(solution?.type === 'solution' && [...solution.solution.values]).toEqual([2, 7]);
  });

  it("a user's restart policy is followed, and the answer is kept", () => {
    const calls: number[] = [];
    const everyTen: RestartPolicy = {
      name: 'every10',
      cutoff: (run) => {
        calls.push(run);
        return 10;
      },
    };
    const m = queensModel(10);
    const r = native.solveSync(m, { restarts: everyTen, seed: 5 });
    expect(r.status).toBe('sat');
    expect(checkAssignment(m, r.solutions[0]!.values)).toEqual([]);
    expect(calls[0]).toBe(1);
    expect(r.stats.restarts).toBe(calls.length - 1);
    expect(() => lubyRestarts(0)).toThrow(RangeError);
  });

  it('a strategy that answers badly stops the solve with a StrategyError naming it', async () => {
    const fixedOne: VariableOrder = { name: 'stubborn', select: () => 0 };
    const m = new Model();
    m.intVar('a', { min: 1, max: 1 });
    const [b, c] = m.intVars(2, (i) => `v${i}`, { min: 1, max: 3 });
    m.notEqual(b!, c!);
    expect(() => native.solveSync(m, { variableOrder: fixedOne })).toThrow(
      /variable order 'stubborn' chose 0, which is not an unfixed variable/,
    );
    const outside: ValueOrder = { name: 'nine', branching: 'assign', choose: () => 9 };
    expect(() => native.solveSync(m, { valueOrder: outside })).toThrow(StrategyError);
    const badSplit: ValueOrder = { name: 'top', branching: 'split', choose: (v, x) => v.store.max(x) };
    expect(() => native.solveSync(m, { valueOrder: badSplit })).toThrow(
      /value order 'top' chose 3 .* below its maximum/,
    );
    const zero: RestartPolicy = { name: 'zero', cutoff: () => 0 };
    expect(() => native.solveSync(m, { restarts: zero })).toThrow(/restart policy 'zero' gave cutoff 0/);
    await expect(solveAll(native, m, { variableOrder: fixedOne })).rejects.toThrow(StrategyError);
    await expect(firstValueFrom(native.solve(m, { valueOrder: outside }).pipe(toArray()))).rejects.toThrow(
      /value order 'nine'/,
    );
  });
});
