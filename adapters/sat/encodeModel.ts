import { UnsupportedConstraintError } from '../../core/errors/UnsupportedConstraintError.js';
import type { ConstraintKind } from '../../core/kinds/ConstraintKind.js';
import type { KindRegistry } from '../../core/kinds/KindRegistry.js';
import { kindOf } from '../../core/kinds/kindOf.js';
import type { ConstraintSpec } from '../../core/model/ConstraintSpec.js';
import { describeConstraint } from '../../core/model/ConstraintSpec.js';
import type { Model } from '../../core/model/Model.js';
import type { CompileCache } from '../../core/solver/CompileCache.js';
import { type CompiledModel, compileModel } from '../../core/solver/compileModel.js';
import { lowestBit, popcount32 } from '../../core/util/bits.js';
import { DEFAULT_PAIRWISE_UP_TO } from './AmoEncoding.js';
import { CnfBuilder } from './CnfBuilder.js';
import { encodeAtMostOne } from './encodeAtMostOne.js';
import { LIT_FALSE, LIT_TRUE } from './literals.js';
import { type LiteralLayout, SatClauseSink } from './SatClauseSink.js';
import type { SatEncodeOptions } from './SatEncodeOptions.js';
import type { SatEncoding } from './SatEncoding.js';

/**
 * Compiles a model to CNF ("reduced" encoding): the core engine propagates at the root first, and
 * only values still possible get a boolean, numbered `1..primaryVars` variable by variable in
 * ascending value order. Then each constraint's kind writes its clauses (`encodeClausesAll` per
 * kind, then `encodeClauses` per constraint in model order; see `ClauseSink`), and last every open
 * variable takes exactly one value (a clause plus an at-most-one group, left out where a kind
 * declared it implied, as a permutation `allDifferent` does, unless `implied` says otherwise).
 *
 * The result is deterministic: the same model and options always give the same CNF (DIMACS export
 * and `decode-model` rely on it). Throws `InvalidModelError` when the native store cannot hold the
 * model (a domain spanning more than `MAX_DOMAIN_SPAN` values), `UnsupportedConstraintError` for a
 * kind without a CNF encoding.
 *
 * `cache` lets a batch of models of one shape reuse the compiled propagators; `kinds` is looked up
 * before the model's own registry.
 */
export function encodeModel(
  model: Model,
  options: SatEncodeOptions = {},
  cache?: CompileCache,
  kinds?: KindRegistry,
): SatEncoding {
  const t0 = performance.now();
  const strength =
    options.propagation === undefined || options.propagation === 'none' ? 'singles' : options.propagation;
  const copts = { allDifferent: strength, kinds };
  const compiled = cache ? cache.acquire(model, copts) : compileModel(model, copts);
  try {
    const ok = options.propagation === 'none' ? true : compiled.engine.propagate();
    return encodeCompiled(model, compiled, ok, options, t0, kinds);
  } finally {
    cache?.release(compiled);
  }
}

function encodeCompiled(
  model: Model,
  compiled: CompiledModel,
  rootOk: boolean,
  options: SatEncodeOptions,
  t0: number,
  kinds: KindRegistry | undefined,
): SatEncoding {
  const store = compiled.store;
  const n = store.n;
  const words = store.words;
  const fixedValue = new Float64Array(n).fill(Number.NaN);
  const firstLit = new Int32Array(n);
  const rootPropagations = compiled.engine.propagations;
  const b = new CnfBuilder(1024);
  if (!rootOk) {
    b.add1(LIT_FALSE);
    return result(
      model,
      'unsat',
      b,
      0,
      new Int32Array(0),
      new Float64Array(0),
      fixedValue,
      t0,
      rootPropagations,
    );
  }
  // Number the open (variable, value) pairs.
  let primary = 0;
  for (let v = 0; v < n; v++) {
    if (store.size[v] === 1) fixedValue[v] = store.value(v);
    else {
      firstLit[v] = primary + 1;
      primary += store.size[v]!;
    }
  }
  const litVar = new Int32Array(primary);
  const litValue = new Float64Array(primary);
  for (let v = 0; v < n; v++) {
    if (store.size[v] === 1) continue;
    let at = firstLit[v]! - 1;
    const s = store.start[v]!;
    const off = store.offset[v]!;
    for (let k = 0; k < store.nwords[v]!; k++) {
      let x = words[s + k]!;
      while (x !== 0) {
        litVar[at] = v;
        litValue[at] = off + (k << 5) + lowestBit(x);
        at++;
        x &= x - 1;
      }
    }
  }
  b.numVars = primary;
  const amo = options.amo ?? 'auto';
  const pairwiseUpTo = options.pairwiseUpTo ?? DEFAULT_PAIRWISE_UP_TO;

  // Each variable's values, built once when an encoder first asks (a 225×225 asks for 50,625).
  const valueCache: (readonly number[] | undefined)[] = new Array(n);
  const layout: LiteralLayout = {
    values: (v) => {
      let vals = valueCache[v];
      if (vals === undefined) {
        vals = store.values(v);
        valueCache[v] = vals;
      }
      return vals;
    },
    lit: (v, value) => {
      const i = value - store.offset[v]!;
      if (!Number.isInteger(i) || !store.has(v, i)) return LIT_FALSE;
      if (store.size[v] === 1) return LIT_TRUE;
      const s = store.start[v]!;
      const w = i >>> 5;
      let rank = 0;
      for (let k = 0; k < w; k++) rank += popcount32(words[s + k]!);
      rank += popcount32(words[s + w]! & ((1 << (i & 31)) - 1));
      return firstLit[v]! + rank;
    },
  };
  const sink = new SatClauseSink(b, layout, n, amo, pairwiseUpTo, { linear: options.linear });

  // Kinds that encode all their constraints at once first (all-different groups), then the others
  // in model order.
  const together = new Map<ConstraintKind, ConstraintSpec[]>();
  const cs = model.constraints;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    const kind = kindOf(model, c, kinds);
    if (kind.encodeClausesAll) {
      let list = together.get(kind);
      if (list === undefined) together.set(kind, (list = []));
      list.push(c);
    } else if (!kind.encodeClauses) {
      throw new UnsupportedConstraintError('sat', [
        `${describeConstraint(c, i)}: kind '${kind.type}' has no CNF encoding`,
      ]);
    }
  }
  for (const [kind, list] of together) kind.encodeClausesAll!(list, sink);
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    const kind = kindOf(model, c, kinds);
    if (!kind.encodeClausesAll) kind.encodeClauses!(c, sink);
  }

  // Exactly one value per open variable. In a permutation group (k members, k values, each value
  // exactly once) the members' at-least-one clauses already force at most one value each, so
  // their at-most-one groups are implied: written only when small (see `implied`).
  const implied = options.implied ?? 'small';
  let lits = new Int32Array(64);
  for (let v = 0; v < n; v++) {
    const size = store.size[v]!;
    if (size === 1) continue;
    if (lits.length < size) lits = new Int32Array(Math.max(size, lits.length * 2));
    const f = firstLit[v]!;
    for (let j = 0; j < size; j++) lits[j] = f + j;
    b.addSlice(lits, 0, size);
    const write = !sink.implied[v] || implied === 'all' || (implied === 'small' && size <= pairwiseUpTo);
    if (write) encodeAtMostOne(b, lits, 0, size, amo, pairwiseUpTo);
  }
  // Constraints over fixed variables only reduce to constants: a violated one left the empty clause.
  const status = b.hasEmptyClause ? 'unsat' : primary === 0 ? 'solved' : 'open';
  return result(model, status, b, primary, litVar, litValue, fixedValue, t0, rootPropagations);
}

function result(
  model: Model,
  status: SatEncoding['status'],
  b: CnfBuilder,
  primaryVars: number,
  litVar: Int32Array,
  litValue: Float64Array,
  fixedValue: Float64Array,
  t0: number,
  rootPropagations: number,
): SatEncoding {
  const cnf = b.build();
  return {
    status,
    cnf,
    variables: model.variables.length,
    numVars: cnf.numVars,
    primaryVars,
    litVar,
    litValue,
    fixedValue,
    encodeMs: performance.now() - t0,
    rootPropagations,
  };
}
