import type { Model } from '../../core/model/Model.js';
import type { CompileCache } from '../../core/solver/CompileCache.js';
import { type CompiledModel, compileModel } from '../../core/solver/compileModel.js';
import { lowestBit, popcount32 } from '../../core/util/bits.js';
import type { AmoEncoding } from './AmoEncoding.js';
import { DEFAULT_PAIRWISE_UP_TO } from './AmoEncoding.js';
import { CnfBuilder } from './CnfBuilder.js';
import type { DomainView } from './DomainView.js';
import { encodeAtMostOne } from './encodeAtMostOne.js';
import { encodeLinear } from './encodeLinear.js';
import { encodeRelation } from './encodeRelation.js';
import { encodeTable } from './encodeTable.js';
import { LIT_FALSE, LIT_TRUE } from './literals.js';
import type { SatEncodeOptions } from './SatEncodeOptions.js';
import type { SatEncoding } from './SatEncoding.js';

/**
 * Compiles a model to CNF ("reduced" encoding): the core engine propagates at the root first, and
 * only values still possible get a boolean, numbered `1..primaryVars` variable by variable in
 * ascending value order. Then:
 *
 * - every open variable takes exactly one value (a clause plus an at-most-one group);
 * - every `allDifferent` puts each value at most once, and exactly once in a permutation group
 *   (as many members as values left in their union);
 * - relations, tables and linear constraints as in `encodeRelation`, `encodeTable`, `encodeLinear`.
 *
 * The result is deterministic: the same model and options always give the same CNF (DIMACS export
 * and `decode-model` rely on it). Throws `InvalidModelError` when the native store cannot hold the
 * model (a domain spanning more than `MAX_DOMAIN_SPAN` values).
 *
 * `cache` lets a batch of models of one shape reuse the compiled propagators.
 */
export function encodeModel(model: Model, options: SatEncodeOptions = {}, cache?: CompileCache): SatEncoding {
  const t0 = performance.now();
  const strength =
    options.propagation === undefined || options.propagation === 'none' ? 'singles' : options.propagation;
  const copts = { allDifferent: strength };
  const compiled = cache ? cache.acquire(model, copts) : compileModel(model, copts);
  try {
    const ok = options.propagation === 'none' ? true : compiled.engine.propagate();
    return encodeCompiled(model, compiled, ok, options, t0);
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

  const view: DomainView = {
    values: (v) => store.values(v),
    litOf: (v, value) => {
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

  // Scratch for literal groups, big enough for any variable's domain or any group's value bucket.
  let scratch = new Int32Array(64);
  const need = (k: number): Int32Array => {
    if (scratch.length < k) scratch = new Int32Array(Math.max(k, scratch.length * 2));
    return scratch;
  };

  // All-different groups first: they tell which variables sit in a permutation group.
  const inPermutation = new Uint8Array(n);
  const buckets = new AllDifferentBuckets();
  for (const c of model.constraints) {
    if (c.type !== 'allDifferent') continue;
    if (buckets.encode(b, c.scope, compiled, firstLit, amo, pairwiseUpTo)) {
      for (const v of c.scope) inPermutation[v] = 1;
    }
  }

  // Exactly one value per open variable. In a permutation group (k members, k values, each value
  // exactly once) the members' at-least-one clauses already force at most one value each, so
  // their at-most-one groups are implied: written only when small (see `implied`).
  const implied = options.implied ?? 'small';
  for (let v = 0; v < n; v++) {
    const size = store.size[v]!;
    if (size === 1) continue;
    const f = firstLit[v]!;
    const lits = need(size);
    for (let j = 0; j < size; j++) lits[j] = f + j;
    b.addSlice(lits, 0, size);
    const write = !inPermutation[v] || implied === 'all' || (implied === 'small' && size <= pairwiseUpTo);
    if (write) encodeAtMostOne(b, lits, 0, size, amo, pairwiseUpTo);
  }

  for (const c of model.constraints) {
    switch (c.type) {
      case 'relation':
        encodeRelation(b, c, view);
        break;
      case 'table':
        encodeTable(b, c, view);
        break;
      case 'linear':
        encodeLinear(b, c, view, options.linear);
        break;
      default:
        break;
    }
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

/**
 * Encodes one `allDifferent` group: bucket its members' literals by value (a counting sort over
 * the bit index, which means the same value in every member because the compiler gives linked
 * variables one offset), then one at-most-one per value, plus an at-least-one per value in a
 * permutation group. Buffers are kept across groups.
 */
class AllDifferentBuckets {
  private count = new Int32Array(64);
  private fixed = new Int32Array(64);
  private pos = new Int32Array(65);
  private lits = new Int32Array(256);

  encode(
    b: CnfBuilder,
    scope: readonly number[],
    compiled: CompiledModel,
    firstLit: Int32Array,
    amo: AmoEncoding,
    pairwiseUpTo: number,
  ): boolean {
    const store = compiled.store;
    const words = store.words;
    const nw = store.nwords[scope[0]!]!;
    const span = nw << 5;
    if (this.count.length < span) {
      this.count = new Int32Array(span);
      this.fixed = new Int32Array(span);
      this.pos = new Int32Array(span + 1);
    }
    const count = this.count;
    const fixed = this.fixed;
    count.fill(0, 0, span);
    fixed.fill(0, 0, span);
    let total = 0;
    for (const v of scope) {
      const s = store.start[v]!;
      const isFixed = store.size[v] === 1;
      for (let k = 0; k < nw; k++) {
        let x = words[s + k]!;
        while (x !== 0) {
          const i = (k << 5) + lowestBit(x);
          if (isFixed) fixed[i]!++;
          else {
            count[i]!++;
            total++;
          }
          x &= x - 1;
        }
      }
    }
    let union = 0;
    const pos = this.pos;
    pos[0] = 0;
    for (let i = 0; i < span; i++) {
      if (count[i]! > 0 || fixed[i]! > 0) union++;
      pos[i + 1] = pos[i]! + count[i]!;
    }
    if (this.lits.length < total) this.lits = new Int32Array(total * 2);
    const lits = this.lits;
    // Fill the buckets; `count` becomes the fill cursor.
    for (let i = 0; i < span; i++) count[i] = pos[i]!;
    for (const v of scope) {
      if (store.size[v] === 1) continue;
      const s = store.start[v]!;
      let lit = firstLit[v]!;
      for (let k = 0; k < nw; k++) {
        let x = words[s + k]!;
        while (x !== 0) {
          const i = (k << 5) + lowestBit(x);
          lits[count[i]!++] = lit++;
          x &= x - 1;
        }
      }
    }
    if (union < scope.length) {
      b.add1(LIT_FALSE); // pigeonhole: fewer values than members
      return false;
    }
    const permutation = union === scope.length;
    for (let i = 0; i < span; i++) {
      const from = pos[i]!;
      const to = pos[i + 1]!;
      const f = fixed[i]!;
      if (f > 1) {
        b.add1(LIT_FALSE);
        return false;
      }
      if (f === 1) {
        for (let j = from; j < to; j++) b.add1(-lits[j]!);
        continue;
      }
      if (to === from) continue;
      if (permutation) b.addSlice(lits, from, to);
      encodeAtMostOne(b, lits, from, to, amo, pairwiseUpTo);
    }
    return permutation;
  }
}
