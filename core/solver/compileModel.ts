import type { AllDifferentStrength } from '../backend/SolveOptions.js';
import { DomainStore } from '../domain/DomainStore.js';
import { InvalidModelError } from '../errors/InvalidModelError.js';
import { describeConstraint } from '../model/Constraint.js';
import type { Model } from '../model/Model.js';
import { PropagationEngine } from '../propagation/PropagationEngine.js';
import { AllDifferentFamily } from '../propagators/AllDifferentFamily.js';
import { AllDifferentMatching } from '../propagators/AllDifferentMatching.js';
import { DistinctSumPropagator } from '../propagators/DistinctSumPropagator.js';
import { findDistinctSums } from '../propagators/findDistinctSums.js';
import { LinearPropagator } from '../propagators/LinearPropagator.js';
import { RelationPropagator } from '../propagators/RelationPropagator.js';
import { TablePropagator } from '../propagators/TablePropagator.js';
import type { Search } from '../search/Search.js';

/** The all-different strength the native engine uses when the options name none. */
export const DEFAULT_ALL_DIFFERENT: AllDifferentStrength = 'pointing';

/** Widest domain span (in values) the bitset store accepts for one variable. */
export const MAX_DOMAIN_SPAN = 1 << 20;

/** A model turned into the native engine's data. */
export interface CompiledModel {
  /** Domains. */
  readonly store: DomainStore;
  /** Propagators, finalized and queued for their first run. */
  readonly engine: PropagationEngine;
  /** Constraints per variable (MRV tie-break). */
  readonly degree: Int32Array;
  /** The merged all-different propagator, when the model has any `allDifferent`. */
  readonly family: AllDifferentFamily | undefined;
  /** The variables search branches on (all of them), kept to be shared by every solve. */
  readonly decisionVars: Int32Array;
  /** A search kept for reuse by later solves of the same compiled model. */
  search: Search | undefined;
}

/** Options of {@link compileModel}. */
export interface CompileOptions {
  /** All-different strength (default {@link DEFAULT_ALL_DIFFERENT}); see `SolveOptions.allDifferent`. */
  readonly allDifferent?: AllDifferentStrength;
  /**
   * Add a `DistinctSumPropagator` next to every unit-coefficient sum whose variables lie in one
   * `allDifferent` (killer cages, magic-square lines): domain consistency on "sum ∧ distinct"
   * instead of bounds alone. Default `true`.
   */
  readonly distinctSums?: boolean;
}

/**
 * Compiles a model for the native engine: bitset domains (variables linked by an
 * `allDifferent` share a value offset so a bit means the same value in all of them), one
 * merged all-different propagator, and one propagator per other constraint.
 */
export function compileModel(model: Model, options: CompileOptions = {}): CompiledModel {
  const { offsets, spans } = layoutOf(model);
  const store = new DomainStore(offsets, spans);
  fillDomains(store, model);
  const n = model.variables.length;
  const engine = new PropagationEngine(store);
  const degree = new Int32Array(n);
  const groups: (readonly number[])[] = [];
  model.constraints.forEach((c, index) => {
    switch (c.type) {
      case 'allDifferent':
        groups.push(c.scope);
        for (const v of c.scope) degree[v]!++;
        break;
      case 'relation':
        engine.add(new RelationPropagator(c.op, c.x, c.y, c.k));
        degree[c.x]!++;
        degree[c.y]!++;
        break;
      case 'linear':
        for (const a of c.coeffs) {
          if (a !== (a | 0)) {
            throw new InvalidModelError(`${describeConstraint(c, index)}: coefficient ${a} exceeds 32 bits`);
          }
        }
        engine.add(new LinearPropagator(Int32Array.from(c.scope), Int32Array.from(c.coeffs), c.op, c.rhs));
        for (const v of c.scope) degree[v]!++;
        break;
      case 'table': {
        const flat = new Int32Array(c.tuples.length * c.scope.length);
        c.tuples.forEach((t, i) => {
          flat.set(t, i * c.scope.length);
        });
        engine.add(new TablePropagator(Int32Array.from(c.scope), flat, c.scope.length));
        for (const v of c.scope) degree[v]!++;
        break;
      }
    }
  });
  // Next to the linear propagator, not instead of it: its cheap bounds run first, and it is the fallback
  // when a union of values is too wide for the exact search.
  if (options.distinctSums !== false && groups.length > 0) {
    for (const d of findDistinctSums(model.constraints)) {
      engine.add(new DistinctSumPropagator(Int32Array.from(d.scope), d.lo, d.hi, Int32Array.from(d.peers)));
    }
  }
  let family: AllDifferentFamily | undefined;
  if (groups.length > 0) {
    const strength = options.allDifferent ?? DEFAULT_ALL_DIFFERENT;
    family = new AllDifferentFamily(
      store,
      groups,
      strength === 'singles' ? false : strength === 'pointing' ? 'pointing' : true,
    );
    engine.add(family);
    if (strength === 'matching') {
      for (const g of groups) if (g.length > 2) engine.add(new AllDifferentMatching(Int32Array.from(g)));
    }
  }
  engine.finalize();
  const decisionVars = new Int32Array(n);
  for (let v = 0; v < n; v++) decisionVars[v] = v;
  return { store, engine, degree, family, decisionVars, search: undefined };
}

/** Where each variable's bits start in value space, and how many it needs. */
export interface StoreLayout {
  /** Value of bit 0, per variable. */
  readonly offsets: Float64Array;
  /** Number of bits, per variable. */
  readonly spans: Int32Array;
}

/**
 * Value offsets and bit spans of every variable. Variables linked by an `allDifferent`
 * (union-find over scopes) share one offset (the smallest minimum) and one span (up to the
 * largest maximum), so a bit, and a word, mean the same values in all of them.
 */
export function layoutOf(model: Model): StoreLayout {
  const n = model.variables.length;
  const parent = new Int32Array(n);
  for (let v = 0; v < n; v++) parent[v] = v;
  const find = (v: number): number => {
    while (parent[v] !== v) {
      parent[v] = parent[parent[v]!]!;
      v = parent[v]!;
    }
    return v;
  };
  for (const c of model.constraints) {
    if (c.type !== 'allDifferent') continue;
    const r0 = find(c.scope[0]!);
    for (let i = 1; i < c.scope.length; i++) {
      const r = find(c.scope[i]!);
      if (r !== r0) parent[r] = r0;
    }
  }
  const rootMin = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const rootMax = new Float64Array(n).fill(Number.NEGATIVE_INFINITY);
  for (let v = 0; v < n; v++) {
    const r = find(v);
    const d = model.variables[v]!.domain;
    if (d.min < rootMin[r]!) rootMin[r] = d.min;
    if (d.max > rootMax[r]!) rootMax[r] = d.max;
  }
  // One offset and one span per component: every member has the same word count, so a
  // word index means the same values in all of them (propagators rely on it).
  const offsets = new Float64Array(n);
  const spans = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    const r = find(v);
    const off = rootMin[r]!;
    const span = rootMax[r]! - off + 1;
    if (span > MAX_DOMAIN_SPAN) {
      throw new InvalidModelError(
        `variable '${model.variables[v]!.name}': its domain spans ${span} values (with the values of the ` +
          `variables it must differ from); the native bitset store takes at most ${MAX_DOMAIN_SPAN}`,
      );
    }
    offsets[v] = off;
    spans[v] = span;
  }
  return { offsets, spans };
}

/**
 * Writes the model's initial domains into `store`. Returns `false` when the model has another
 * number of variables or some domain lies outside the store's layout; the store is then
 * partly written and must be filled again before use.
 */
export function fillDomains(store: DomainStore, model: Model): boolean {
  const vars = model.variables;
  const n = vars.length;
  if (n !== store.n) return false;
  const offset = store.offset;
  const nwords = store.nwords;
  if (store.oneWord) {
    // One word per variable (`words[v]`): write each mask whole. This runs once per solve of a
    // batch (every 9×9 sudoku), where the generic per-bit path cost a tenth of an easy solve.
    const words = store.words;
    const size = store.size;
    for (let v = 0; v < n; v++) {
      const d = vars[v]!.domain;
      const off = offset[v]!;
      const lo = d.min - off;
      const hi = d.max - off;
      if (lo < 0 || hi > 31) return false;
      const vals = d.values;
      if (vals === undefined) {
        words[v] = (-1 >>> (31 - hi)) & (-1 << lo);
        size[v] = hi - lo + 1;
      } else {
        let w = 0;
        for (let j = 0; j < vals.length; j++) w |= 1 << (vals[j]! - off);
        words[v] = w;
        size[v] = vals.length;
      }
    }
    return true;
  }
  for (let v = 0; v < n; v++) {
    const d = vars[v]!.domain;
    const off = offset[v]!;
    if (d.min < off || d.max - off >= nwords[v]! << 5) return false;
    store.initRange(v, d.min - off, d.max - off);
    if (d.values) {
      let j = 0;
      const vals = d.values;
      for (let x = d.min; x <= d.max; x++) {
        if (vals[j] === x) j++;
        else store.initClear(v, x - off);
      }
    }
  }
  return true;
}
