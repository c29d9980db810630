import { firstValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/index.js';
import {
  BUILTIN_KINDS,
  type ConstraintKind,
  type ConstraintSpec,
  checkAssignment,
  countSolutions,
  EV_ASSIGNED,
  IntVar,
  InvalidModelError,
  KindRegistry,
  Model,
  type PropagationEngine,
  Propagator,
  UnknownKindError,
  UnsupportedConstraintError,
} from '../../../core/index.js';
import { encodeRenban, renbanKind } from '../../../examples/custom-constraint.js';
import { bruteForceSolutions } from '../../support/bruteForce.js';

/** `x[0] + … ≡ r (mod m)`: a kind defined at run time in this test. */
interface SumMod extends ConstraintSpec {
  readonly type: 'sumMod';
  readonly scope: readonly number[];
  readonly m: number;
  readonly r: number;
}

/** Forward checking only: when one variable is left open, keep the values that complete the sum. */
class SumModPropagator extends Propagator {
  readonly scope: Int32Array;
  constructor(
    scope: readonly number[],
    private readonly m: number,
    private readonly r: number,
  ) {
    super();
    this.scope = Int32Array.from(scope);
  }
  attach(engine: PropagationEngine): void {
    this.scope.forEach((x, i) => {
      engine.subscribe(x, this, EV_ASSIGNED, i);
    });
  }
  propagate(engine: PropagationEngine): boolean {
    const s = engine.store;
    let open = -1;
    let sum = 0;
    for (const x of this.scope) {
      if (s.size[x] === 1) sum += s.min(x);
      else if (open >= 0) return true;
      else open = x;
    }
    const mod = (v: number): number => ((v % this.m) + this.m) % this.m;
    if (open < 0) return mod(sum) === mod(this.r);
    for (const v of s.values(open))
      if (mod(sum + v) !== mod(this.r) && !engine.removeValue(open, v)) return false;
    return true;
  }
}

const sumModKind: ConstraintKind<SumMod> = {
  type: 'sumMod',
  summary: 'the sum of the variables is r modulo m',
  validate(c, ctx) {
    const p = ctx.scopeProblem(c.scope);
    if (p !== null) return p;
    if (!Number.isSafeInteger(c.m) || c.m < 1) return `modulus must be a positive integer, got ${c.m}`;
    return ctx.integerProblem(c.r, 'remainder');
  },
  variables: (c) => c.scope,
  check(c, values) {
    const s = c.scope.reduce((a, x) => a + values[x]!, 0);
    return (((s - c.r) % c.m) + c.m) % c.m === 0;
  },
  post: (c, ctx) => ctx.add(new SumModPropagator(c.scope, c.m, c.r)),
};

function sumModModel(kinds: KindRegistry): Model {
  const m = new Model({ kinds });
  const xs = m.intVars(3, (i) => `x${i}`, { min: 0, max: 4 });
  m.allDifferent(xs);
  m.add({ type: 'sumMod', scope: xs.map((x) => x.index), m: 4, r: 1 } satisfies SumMod);
  return m;
}

describe('constraint kinds as plug-ins', () => {
  it('the built-in registry is frozen and lists its kinds; extend() makes an open copy', () => {
    expect(BUILTIN_KINDS.isFrozen).toBe(true);
    expect(BUILTIN_KINDS.types()).toEqual(
      expect.arrayContaining(['allDifferent', 'relation', 'linear', 'table']),
    );
    expect(() => BUILTIN_KINDS.register(sumModKind)).toThrow(/frozen/);
    const mine = BUILTIN_KINDS.extend().register(sumModKind);
    expect(mine.has('sumMod')).toBe(true);
    expect(BUILTIN_KINDS.has('sumMod')).toBe(false);
    expect(() => mine.register(sumModKind)).toThrow(/already registered/);
    expect(() => mine.register(sumModKind, { replace: true })).not.toThrow();
    expect(() => new KindRegistry().register({ ...sumModKind, check: undefined } as never)).toThrow(
      /no check/,
    );
    expect(() => new KindRegistry().register({ ...sumModKind, type: 'no spaces' })).toThrow(/not a valid/);
  });

  it('an unknown kind is named, with the kinds that are known', () => {
    const m = new Model();
    m.intVar('x', { min: 1, max: 2 });
    const attempt = (): number => m.add({ type: 'sumMod' });
    expect(attempt).toThrow(UnknownKindError);
    expect(attempt).toThrow(
      /constraint #0: unknown constraint kind 'sumMod' \(known: allDifferent, relation, linear, table/,
    );
    expect(() => BUILTIN_KINDS.get('nope')).toThrow(/unknown constraint kind 'nope'/);
  });

  it("a kind's validation names the constraint", () => {
    const m = new Model({ kinds: BUILTIN_KINDS.extend().register(sumModKind) });
    m.intVars(2, (i) => `x${i}`, { min: 0, max: 3 });
    expect(() => m.add({ type: 'sumMod', scope: [0, 1], m: 0, r: 1, name: 'bad' } as SumMod)).toThrow(
      /sumMod "bad" \(#0\): modulus must be a positive integer, got 0/,
    );
    expect(() => m.add({ type: 'sumMod', scope: [0, 9], m: 2, r: 1 } as SumMod)).toThrow(InvalidModelError);
  });

  it('a kind registered at run time solves on native with the right count, and is refused by sat and dlx by name', async () => {
    const kinds = BUILTIN_KINDS.extend().register(sumModKind);
    const m = sumModModel(kinds);
    const expected = bruteForceSolutions(m).length;
    expect(expected).toBeGreaterThan(0);
    const c = createContainer();
    const native = await countSolutions(getBackend(c, 'native'), m, 1000);
    expect(native.count).toBe(expected);
    for (const s of native.result.solutions) expect(checkAssignment(m, s.values)).toEqual([]);
    expect(getBackend(c, 'sat').supports(m).unsupported).toEqual([
      "sumMod (#1): kind 'sumMod' has no CNF encoding",
    ]);
    expect(getBackend(c, 'dlx').supports(m).unsupported).toEqual([
      "sumMod (#1): kind 'sumMod' has no exact-cover encoding",
    ]);
    const events = firstValueFrom(getBackend(c, 'sat').solve(m).pipe(toArray()));
    await expect(events).rejects.toThrow(UnsupportedConstraintError);
  });

  it('a CNF encoder supplied through the container makes sat agree with native', async () => {
    const kinds = BUILTIN_KINDS.extend().register(renbanKind);
    const m = new Model({ kinds });
    const xs = m.intVars(3, (i) => `x${i}`, { min: 1, max: 6 });
    m.add({ type: 'renban', scope: xs.map((x) => x.index) });
    m.lessThan(xs[0]!, xs[2]!);
    const expected = bruteForceSolutions(m).length;
    const withCnf = BUILTIN_KINDS.extend().register({ ...renbanKind, encodeClauses: encodeRenban });
    const c = createContainer({ kinds: withCnf });
    expect(getBackend(c, 'sat').supports(m).ok).toBe(true);
    const sat = await countSolutions(getBackend(c, 'sat'), m, 1000);
    const native = await countSolutions(getBackend(c, 'native'), m, 1000);
    expect(sat.count).toBe(expected);
    expect(native.count).toBe(expected);
    for (const s of sat.result.solutions) expect(checkAssignment(m, s.values)).toEqual([]);
  });

  it('a kind with no native propagator is named by native, before any search', async () => {
    const { post: _unused, ...checkOnly } = sumModKind;
    const m = sumModModel(BUILTIN_KINDS.extend().register(checkOnly));
    const native = getBackend(createContainer(), 'native');
    expect(native.supports(m).unsupported).toEqual(["sumMod (#1): kind 'sumMod' has no native propagator"]);
    await expect(countSolutions(native, m)).rejects.toThrow(UnsupportedConstraintError);
  });

  it('a kind with neither same() nor tables is compared structurally, so a batch reuses the compiled engine', async () => {
    const kinds = BUILTIN_KINDS.extend().register(sumModKind);
    const native = getBackend(createContainer(), 'native');
    for (let r = 0; r < 4; r++) {
      const m = new Model({ kinds });
      const xs = m.intVars(3, (i) => `x${i}`, { min: 0, max: 4 });
      m.add({ type: 'sumMod', scope: xs.map((x) => x.index), m: 4, r } satisfies SumMod);
      const count = (await countSolutions(native, m, 1000)).count;
      expect(count).toBe(bruteForceSolutions(m).length);
    }
  });

  it('variable handles are interned, and a constant never stands for a variable', () => {
    const m = new Model();
    const x = m.intVar('x', { min: 1, max: 9 });
    m.intVars(6, (i) => `y${i}`, [1, 3]); // arrays are value lists: {1, 3}
    expect(IntVar.of(0)).toBe(x);
    expect(m.variables[1]!.domain).toEqual({ min: 1, max: 3, values: [1, 3] });
    m.lessThan(x, 5); // x < 5, not "x < variable #5"
    expect(m.constraints[0]).toMatchObject({ type: 'linear', scope: [0], coeffs: [1], op: '<=', rhs: 4 });
    m.relation('absDiffEq', x, 4, 2); // |x − 4| = 2
    expect(m.constraints[1]).toMatchObject({ type: 'table', scope: [0], tuples: [[2], [6]] });
    expect(() => m.allDifferent([0, 1] as unknown as IntVar[])).toThrow(/expected a variable handle/);
  });
});
