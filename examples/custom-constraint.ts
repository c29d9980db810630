// A constraint kind written in user code: "renban" (the values are distinct and consecutive, in any
// order), with its own native propagator. The model solves on `native` at once; `sat` and `dlx` refuse
// it by name until a CNF encoding is supplied, after which `sat` gives the same answers.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/index.js';
import {
  BUILTIN_KINDS,
  type ClauseSink,
  type ConstraintKind,
  type ConstraintSpec,
  checkAssignment,
  countSolutions,
  EV_BOUNDS_OR_ASSIGNED,
  Model,
  negate,
  type PropagationEngine,
  Propagator,
} from '../core/index.js';

/** The data of a renban constraint: the variables of `scope` take distinct, consecutive values. */
export interface Renban extends ConstraintSpec {
  readonly type: 'renban';
  readonly scope: readonly number[];
}

/**
 * Bounds reasoning for renban: the k values fit in one window of k consecutive values, so every
 * variable lies within k − 1 of every other variable's bounds; a fixed value leaves the others.
 */
class RenbanPropagator extends Propagator {
  readonly scope: Int32Array;

  constructor(scope: readonly number[]) {
    super();
    this.scope = Int32Array.from(scope);
  }

  attach(engine: PropagationEngine): void {
    for (let i = 0; i < this.scope.length; i++)
      engine.subscribe(this.scope[i]!, this, EV_BOUNDS_OR_ASSIGNED, i);
  }

  propagate(engine: PropagationEngine): boolean {
    const s = engine.store;
    const k = this.scope.length;
    for (let changed = true; changed; ) {
      changed = false;
      let maxMin = Number.NEGATIVE_INFINITY;
      let minMax = Number.POSITIVE_INFINITY;
      for (const x of this.scope) {
        maxMin = Math.max(maxMin, s.min(x));
        minMax = Math.min(minMax, s.max(x));
      }
      for (const x of this.scope) {
        const before = s.size[x]!;
        if (!engine.setMin(x, maxMin - (k - 1)) || !engine.setMax(x, minMax + (k - 1))) return false;
        if (s.size[x] !== 1) continue;
        const v = s.min(x);
        for (const y of this.scope) {
          if (y !== x && s.hasValue(y, v) && !engine.removeValue(y, v)) return false;
        }
        if (s.size[x] !== before) changed = true;
      }
    }
    return true;
  }
}

/** The renban kind: one object, registered once. */
export const renbanKind: ConstraintKind<Renban> = {
  type: 'renban',
  summary: 'the variables take distinct, consecutive values (in any order)',
  validate: (c, ctx) => ctx.scopeProblem(c.scope),
  variables: (c) => c.scope,
  check(c, values) {
    const vals = c.scope.map((x) => values[x]!);
    return new Set(vals).size === vals.length && Math.max(...vals) - Math.min(...vals) === vals.length - 1;
  },
  post: (c, ctx) => ctx.add(new RenbanPropagator(c.scope)),
};

/**
 * The CNF of renban, supplied separately: one selector per window of k consecutive values, exactly
 * one window chosen, every variable inside it, and each value used at most once.
 */
export function encodeRenban(c: Renban, sink: ClauseSink): void {
  const k = c.scope.length;
  const all = [...new Set(c.scope.flatMap((x) => [...sink.values(x)]))].sort((a, b) => a - b);
  const windows: number[] = [];
  for (let start = all[0]!; start + k - 1 <= all[all.length - 1]!; start++) {
    const w = sink.newVar();
    windows.push(w);
    for (const x of c.scope) {
      sink.begin();
      sink.push(negate(w));
      for (const v of sink.values(x)) if (v >= start && v < start + k) sink.push(sink.lit(x, v));
      sink.end();
    }
  }
  sink.clause(windows); // some window (none at all: the empty clause)
  sink.atMostOne(windows);
  for (const v of all) sink.atMostOne(c.scope.map((x) => sink.lit(x, v)));
}

/** A small model: a renban of four digits whose ends add up to 9 and whose middle rises. */
function buildModel(kinds = BUILTIN_KINDS.extend().register(renbanKind)): Model {
  const m = new Model({ kinds });
  const [a, b, c, d] = m.intVars(4, (i) => 'abcd'[i]!, { min: 1, max: 9 });
  m.add({ type: 'renban', scope: [a!.index, b!.index, c!.index, d!.index], name: 'abcd' } satisfies Renban);
  m.sum([a!, d!], '=', 9, 'a + d');
  m.lessThan(b!, c!);
  return m;
}

/** Solves the model on every backend, supplies the encoder, and returns the printed text. */
export async function main(print: (text: string) => void = console.log): Promise<string> {
  const lines: string[] = [];
  const model = buildModel();
  const plain = createContainer();
  const native = await countSolutions(getBackend(plain, 'native'), model, 100);
  const wrong = native.result.solutions.filter((s) => checkAssignment(model, s.values).length > 0).length;
  lines.push(`native: ${native.count} solutions (${wrong === 0 ? 'all checked' : `${wrong} WRONG`})`);
  for (const s of native.result.solutions.slice(0, 3)) {
    lines.push(
      `  ${Object.entries(s.toRecord())
        .map(([n, v]) => `${n}=${v}`)
        .join(' ')}`,
    );
  }
  for (const name of ['sat', 'dlx']) {
    const report = getBackend(plain, name).supports(model);
    lines.push(`${name}: ${report.ok ? 'supported' : `refuses: ${report.unsupported.join('; ')}`}`);
  }
  // Supply the CNF encoding: the same kind with one more part, in the registry the backends consult.
  const withCnf = BUILTIN_KINDS.extend().register({ ...renbanKind, encodeClauses: encodeRenban });
  const sat = getBackend(createContainer({ kinds: withCnf }), 'sat');
  const viaSat = await countSolutions(sat, model, 100);
  const same =
    new Set(viaSat.result.solutions.map((s) => s.values.join())).size === viaSat.count &&
    viaSat.result.solutions.every((s) =>
      native.result.solutions.some((t) => t.values.join() === s.values.join()),
    );
  lines.push(
    `sat with the encoder: ${viaSat.count} solutions (${same && viaSat.count === native.count ? 'same as native' : 'DIFFERENT'})`,
  );
  const out = lines.join('\n');
  print(out);
  return out;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
