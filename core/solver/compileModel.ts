import type { AllDifferentStrength } from '../backend/NativeOptions.js';
import { DomainStore } from '../domain/DomainStore.js';
import { CspError } from '../errors/CspError.js';
import { InvalidModelError } from '../errors/InvalidModelError.js';
import { UnsupportedConstraintError } from '../errors/UnsupportedConstraintError.js';
import type { ConstraintKind } from '../kinds/ConstraintKind.js';
import type { KindRegistry } from '../kinds/KindRegistry.js';
import { kindOf } from '../kinds/kindOf.js';
import type { PostContext } from '../kinds/PostContext.js';
import { Explainer } from '../learning/Explainer.js';
import type { ConstraintSpec } from '../model/ConstraintSpec.js';
import { describeConstraint } from '../model/ConstraintSpec.js';
import { Model } from '../model/Model.js';
import { describeObjective } from '../model/Objective.js';
import type { PresolveResult } from '../presolve/PresolveResult.js';
import { presolveModel } from '../presolve/presolveModel.js';
import { PropagationEngine } from '../propagation/PropagationEngine.js';
import { ObjectiveBoundPropagator } from '../propagators/ObjectiveBoundPropagator.js';
import type { PlaceHeuristic } from '../search/PlaceHeuristic.js';
import type { Search } from '../search/Search.js';

/** The all-different strength the native engine uses when the options name none. */
export const DEFAULT_ALL_DIFFERENT: AllDifferentStrength = 'pointing';

/**
 * One search priority level in the MRV tie-break key, worth more than any degree (degrees stay below
 * 2^20; levels are within ±MAX_SEARCH_PRIORITY, so the key fits 32 bits).
 */
const PRIORITY_WEIGHT = 1 << 20;

/** Widest domain span (in values) the bitset store accepts for one variable. */
export const MAX_DOMAIN_SPAN = 1 << 20;

/** A model turned into the native engine's data. */
export interface CompiledModel {
  /** Domains. */
  readonly store: DomainStore;
  /** Propagators, finalized and queued for their first run. */
  readonly engine: PropagationEngine;
  /** Constraints per variable, plus its search priority level × 2^20 (the MRV tie-break key). */
  readonly degree: Int32Array;
  /** A (group, value) branching hint a kind offered (the merged all-different propagator), if any. */
  readonly places: PlaceHeuristic | undefined;
  /** The variables search branches on (all of them), kept to be shared by every solve. */
  readonly decisionVars: Int32Array;
  /** The branch-and-bound bound on the model's objective (posted as a minimisation), if it has one. */
  readonly objectiveBound: ObjectiveBoundPropagator | undefined;
  /** What presolve derived and appended (`undefined` when presolve was off). */
  readonly presolve: PresolveResult | undefined;
  /** A search kept for reuse by later solves of the same compiled model. */
  search: Search | undefined;
  /** Wall time this compile took, ms (the estimate for compiling the model once more). */
  readonly compileMs: number;
  /** The literal trail and explanation API, when compiled for a learning search (`CompileOptions.learning`). */
  readonly explainer: Explainer | undefined;
}

/** Options of {@link compileModel}. */
export interface CompileOptions {
  /** All-different strength (default {@link DEFAULT_ALL_DIFFERENT}); see `NativeOptions.allDifferent`. */
  readonly allDifferent?: AllDifferentStrength;
  /**
   * Add a `DistinctSumPropagator` next to every unit-coefficient sum whose variables lie in one
   * `allDifferent` (killer cages, magic-square lines): domain consistency on "sum ∧ distinct"
   * instead of bounds alone. Default `true`.
   */
  readonly distinctSums?: boolean;
  /** Kinds to look up before the model's own registry (a backend's registry). */
  readonly kinds?: KindRegistry | undefined;
  /**
   * Derive redundant constraints before search (`presolveModel`: innies / outies, sums of
   * intersecting cages, required values) and compile them with the model's. Default `true`.
   */
  readonly presolve?: boolean;
  /**
   * Compile for a learning search (`NativeOptions.learning`): an {@link Explainer} records every
   * domain change, and kinds that can explain their prunings post explaining propagators.
   */
  readonly learning?: boolean;
  /**
   * In a learning compile, whether the all-different groups also get the explained overlap rule
   * (`ExplainingOverlap`, `LearningOptions.overlap`). Default `false`.
   */
  readonly overlap?: boolean;
}

/**
 * Compiles a model for the native engine: bitset domains (variables of a kind that `linksValues`
 * share a value offset so a bit means the same value in all of them), then each constraint's kind
 * posts its propagators: `post` per constraint in model order, then `postAll` per kind in
 * `postStage` order. A kind with neither is refused with `UnsupportedConstraintError`.
 */
export function compileModel(given: Model, options: CompileOptions = {}): CompiledModel {
  const t0 = performance.now();
  const own = options.kinds;
  const layout = layoutOf(given, own);
  const store = new DomainStore(layout.offsets, layout.spans);
  fillDomains(store, given);
  const distinctSums = options.distinctSums !== false;
  const presolve =
    options.presolve === false
      ? undefined
      : presolveModel(given.constraints, layout, { requiredValues: !distinctSums });
  // Kinds read the model they post from (the distinct-sum detection scans its constraints), so
  // derived constraints go into a copy of it rather than beside it.
  const model = presolve === undefined ? given : withConstraints(given, presolve.constraints);
  const n = model.variables.length;
  const engine = new PropagationEngine(store);
  const explainer = options.learning ? new Explainer(store, layout.spans) : undefined;
  const degree = new Int32Array(n);
  let places: PlaceHeuristic | undefined;
  const ctx: PostContext = {
    model,
    store,
    engine,
    settings: {
      allDifferent: options.allDifferent ?? DEFAULT_ALL_DIFFERENT,
      distinctSums,
      overlap: options.overlap === true,
    },
    add: (p) => engine.add(p),
    offerPlaces: (h) => {
      places ??= h;
    },
    explainer,
  };
  const later = new Map<ConstraintKind, ConstraintSpec[]>();
  const cs = model.constraints;
  for (let index = 0; index < cs.length; index++) {
    const c = cs[index]!;
    const kind = kindOf(model, c, own);
    const vars = kind.variables(c);
    for (let i = 0; i < vars.length; i++) degree[vars[i]!]!++;
    if (kind.post) posting(() => kind.post!(c, ctx), c, index);
    if (kind.postAll) {
      let list = later.get(kind);
      if (list === undefined) later.set(kind, (list = []));
      list.push(c);
    } else if (!kind.post) {
      throw new UnsupportedConstraintError('native', [
        `${describeConstraint(c, index)}: kind '${kind.type}' has no native propagator`,
      ]);
    }
  }
  // Search priorities rank above any degree in the MRV tie-break key (see Model.searchPriority).
  for (const [v, level] of given.searchPriorities) degree[v] = degree[v]! + level * PRIORITY_WEIGHT;
  const stages = [...later.entries()].sort((a, b) => (a[0].postStage ?? 0) - (b[0].postStage ?? 0));
  for (const [kind, list] of stages) posting(() => kind.postAll!(list, ctx), list[0]!, cs.indexOf(list[0]!));
  const objectiveBound = postObjectiveBound(given, store);
  if (objectiveBound) {
    try {
      engine.add(objectiveBound);
    } catch (e) {
      throw new InvalidModelError(`${describeObjective(model.objective!)}: ${(e as Error).message}`);
    }
  }
  engine.finalize();
  const decisionVars = new Int32Array(n);
  for (let v = 0; v < n; v++) decisionVars[v] = v;
  return {
    store,
    engine,
    degree,
    places,
    decisionVars,
    objectiveBound,
    presolve,
    search: undefined,
    compileMs: performance.now() - t0,
    explainer,
  };
}

/** `model` itself when `extra` is empty, else a copy (same variables, no objective) with `extra` appended. */
function withConstraints(model: Model, extra: readonly ConstraintSpec[]): Model {
  if (extra.length === 0) return model;
  const copy = new Model({ kinds: model.kinds });
  // Derived constraints are valid by construction: push them (and the model's, already
  // validated) without a second validation pass.
  for (const v of model.variables) copy.variables.push(v);
  for (const c of model.constraints) copy.constraints.push(c);
  for (const c of extra) copy.constraints.push(c);
  return copy;
}

/**
 * The bound a branch-and-bound search tightens, for a model with an objective: the expression as a
 * minimisation (negated to maximise), at first bounded by the most it can reach anywhere in the
 * store's layout, so it stays valid when a cached engine gets new domains.
 */
function postObjectiveBound(model: Model, store: DomainStore): ObjectiveBoundPropagator | undefined {
  const goal = model.objective;
  if (goal === undefined) return undefined;
  const sign = goal.sense === 'maximize' ? -1 : 1;
  const scope = Int32Array.from(goal.scope);
  const coeffs = new Int32Array(scope.length);
  let loosest = 0;
  for (let i = 0; i < scope.length; i++) {
    const c = sign * goal.coeffs[i]!;
    if (c !== (c | 0)) {
      throw new InvalidModelError(
        `${describeObjective(goal)}: coefficient ${goal.coeffs[i]} exceeds 32 bits (native engine limit)`,
      );
    }
    coeffs[i] = c;
    const v = scope[i]!;
    const first = store.offset[v]!;
    const last = first + (store.nwords[v]! << 5) - 1;
    loosest += Math.max(c * first, c * last);
  }
  return new ObjectiveBoundPropagator(scope, coeffs, loosest);
}

/** Runs a kind's posting code; a plain error there becomes an `InvalidModelError` naming the constraint. */
function posting(post: () => void, c: ConstraintSpec, index: number): void {
  try {
    post();
  } catch (e) {
    if (e instanceof CspError) throw e;
    throw new InvalidModelError(`${describeConstraint(c, index)}: ${(e as Error).message}`);
  }
}

/** Where each variable's bits start in value space, and how many it needs. */
export interface StoreLayout {
  /** Value of bit 0, per variable. */
  readonly offsets: Float64Array;
  /** Number of bits, per variable. */
  readonly spans: Int32Array;
}

/**
 * Value offsets and bit spans of every variable. Variables linked by a kind that `linksValues`
 * (`allDifferent`)
 * (union-find over scopes) share one offset (the smallest minimum) and one span (up to the
 * largest maximum), so a bit, and a word, mean the same values in all of them.
 */
export function layoutOf(model: Model, own?: KindRegistry): StoreLayout {
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
    if (!kindOf(model, c, own).linksValues) continue;
    const scope = kindOf(model, c, own).variables(c);
    if (scope.length === 0) continue;
    const r0 = find(scope[0]!);
    for (let i = 1; i < scope.length; i++) {
      const r = find(scope[i]!);
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
