import type { KindRegistry } from '../../core/kinds/KindRegistry.js';
import type { Constraint } from '../../core/model/ConstraintSpec.js';
import { domainSize, domainValues } from '../../core/model/Domain.js';
import type { Model } from '../../core/model/Model.js';
import { sameConstraints } from '../../core/model/sameConstraints.js';
import { compileModel, layoutOf } from '../../core/solver/compileModel.js';
import { type Candidates, type CompiledExactCover, compileExactCover } from './compileExactCover.js';

/**
 * Largest matrix (in options) compiled as a reusable template over whole value ranges. Up to
 * this size (25×25 sudoku: 15,625) building once and editing per model beats building each
 * time; above it the core's root propagation prunes the candidates first.
 */
export const TEMPLATE_MAX_OPTIONS = 1 << 15;

/** A model ready to search: the compiled matrix with this model's root edits applied. */
export interface PreparedExactCover {
  /** The compiled matrix and its search (`undefined` when the root is already contradictory). */
  readonly compiled: CompiledExactCover | undefined;
  /** `true` when the model was proved unsatisfiable before any search (no search needed). */
  readonly rootUnsat: boolean;
  /** `template` (a reused or new full-range matrix) or `pruned` (built from propagated domains). */
  readonly mode: 'template' | 'pruned';
  /** Whether a cached template was reused. */
  readonly reused: boolean;
  /** Options selected at the root (fixed variables). */
  readonly rootSelections: number;
}

interface Template {
  readonly compiled: CompiledExactCover;
  readonly constraints: readonly Constraint[];
  readonly kinds: KindRegistry;
  readonly lo: Float64Array;
  readonly hi: Float64Array;
  inUse: boolean;
}

/**
 * Compiles models to exact cover, choosing per model:
 *
 * - **template** (small models, e.g. every 9×9 sudoku): one matrix over each variable's whole value
 *   range (the range of the variables it must differ from), kept and reused while the next model
 *   has the same constraints and domains inside those ranges. Per model only root edits change:
 *   options of excluded values are unlinked, fixed variables (givens) have their option selected,
 *   and everything is undone after the solve (`release`).
 * - **pruned** (large models, e.g. 100×100 grids): the core's root propagation runs first and only
 *   the values still open get an option; fixed variables are selected at the root.
 */
export class ExactCoverCache {
  private template: Template | undefined;
  private readonly kinds: KindRegistry | undefined;

  /** A cache compiling with `kinds` looked up before each model's own registry. */
  constructor(kinds?: KindRegistry) {
    this.kinds = kinds;
  }

  /** Compiles (or reuses) and applies the model's domains; hand the result back with `release`. */
  prepare(model: Model): PreparedExactCover {
    const t = this.template;
    if (t && !t.inUse && this.fits(t, model)) return this.apply(t, model, true);
    const fresh = this.newTemplate(model);
    if (fresh) {
      this.template = fresh;
      return this.apply(fresh, model, false);
    }
    return preparePruned(model, this.kinds);
  }

  /** Undoes the root edits of a prepared model so its template can serve the next one. */
  release(prepared: PreparedExactCover): void {
    const c = prepared.compiled;
    // A pruned matrix serves one model only: undoing its search (a third of a second on a
    // 100×100 grid) would only delay the end of a cancelled solve.
    if (!c || this.template?.compiled !== c) return;
    if (c.matrix.hasSnapshot) {
      c.search.abandon();
      c.matrix.restoreSnapshot();
    } else {
      c.search.reset();
      c.matrix.restoreRoot();
    }
    this.template.inUse = false;
  }

  private fits(t: Template, model: Model): boolean {
    const vars = model.variables;
    if (vars.length !== t.lo.length || t.kinds !== model.kinds) return false;
    if (!sameConstraints(t.constraints, model.constraints, model.kinds)) return false;
    for (let v = 0; v < vars.length; v++) {
      const d = vars[v]!.domain;
      if (d.min < t.lo[v]! || d.max > t.hi[v]!) return false;
    }
    return true;
  }

  private newTemplate(model: Model): Template | undefined {
    const n = model.variables.length;
    let offsets: Float64Array;
    let spans: Int32Array;
    try {
      ({ offsets, spans } = layoutOf(model, this.kinds));
    } catch {
      return undefined; // a value range too wide for a template: build pruned
    }
    let total = 0;
    let actual = 0;
    for (let v = 0; v < n; v++) {
      total += spans[v]!;
      const d = model.variables[v]!.domain;
      actual += d.values ? d.values.length : d.max - d.min + 1;
    }
    // Sparse domains inside wide ranges would waste most rows: build those pruned.
    if (total > TEMPLATE_MAX_OPTIONS || total > 4 * actual + 64) return undefined;
    const start = new Int32Array(n + 1);
    const values = new Float64Array(total);
    const lo = new Float64Array(n);
    const hi = new Float64Array(n);
    let o = 0;
    for (let v = 0; v < n; v++) {
      start[v] = o;
      lo[v] = offsets[v]!;
      hi[v] = offsets[v]! + spans[v]! - 1;
      for (let k = 0; k < spans[v]!; k++) values[o++] = offsets[v]! + k;
    }
    start[n] = o;
    const compiled = compileExactCover(model, { start, values }, this.kinds);
    compiled.matrix.takeSnapshot();
    return { compiled, constraints: model.constraints.slice(), kinds: model.kinds, lo, hi, inUse: false };
  }

  /** Root edits for this model's domains: removals first (the matrix requires it), then givens. */
  private apply(t: Template, model: Model, reused: boolean): PreparedExactCover {
    t.inUse = true;
    const c = t.compiled;
    const m = c.matrix;
    const vars = model.variables;
    const start = c.candidates.start;
    const n = vars.length;
    for (let v = 0; v < n; v++) {
      const d = vars[v]!.domain;
      const lo = t.lo[v]!;
      const hi = t.hi[v]!;
      if (d.min === d.max || (!d.values && d.min === lo && d.max === hi)) continue;
      const base = start[v]! - lo;
      for (let x = lo; x < d.min; x++) m.removeOption(base + x);
      for (let x = d.max + 1; x <= hi; x++) m.removeOption(base + x);
      if (d.values) {
        const vals = d.values;
        let j = 0;
        for (let x = d.min; x <= d.max; x++) {
          if (vals[j] === x) j++;
          else m.removeOption(base + x);
        }
      }
    }
    let selections = 0;
    let rootUnsat = false;
    for (let v = 0; v < n; v++) {
      const d = vars[v]!.domain;
      if (d.min !== d.max) continue;
      selections++;
      if (!m.selectOption(start[v]! + (d.min - t.lo[v]!))) {
        rootUnsat = true;
        break;
      }
    }
    return { compiled: c, rootUnsat, mode: 'template', reused, rootSelections: selections };
  }
}

/**
 * The pruned path: root propagation by the core engine, then a matrix over the open values only,
 * with fixed variables selected at the root.
 */
export function preparePruned(model: Model, kinds?: KindRegistry): PreparedExactCover {
  const candidates = propagatedCandidates(model, kinds);
  if (!candidates) {
    return { compiled: undefined, rootUnsat: true, mode: 'pruned', reused: false, rootSelections: 0 };
  }
  const n = model.variables.length;
  const start = candidates.start;
  const compiled = compileExactCover(model, candidates, kinds);
  let selections = 0;
  for (let v = 0; v < n; v++) {
    if (start[v + 1]! - start[v]! !== 1) continue;
    selections++;
    if (!compiled.matrix.selectOption(start[v]!)) {
      return { compiled, rootUnsat: true, mode: 'pruned', reused: false, rootSelections: selections };
    }
  }
  return { compiled, rootUnsat: false, mode: 'pruned', reused: false, rootSelections: selections };
}

/**
 * The values left by the core's root propagation (`undefined` when it fails), or the model's own
 * domains when the core cannot lay the model out (a value span beyond its bitset limit).
 */
function propagatedCandidates(model: Model, kinds?: KindRegistry): Candidates | undefined {
  const n = model.variables.length;
  const start = new Int32Array(n + 1);
  let core: ReturnType<typeof compileModel>;
  try {
    core = compileModel(model, { kinds });
  } catch {
    let total = 0;
    for (let v = 0; v < n; v++) {
      start[v] = total;
      total += domainSize(model.variables[v]!.domain);
    }
    start[n] = total;
    const values = new Float64Array(total);
    let o = 0;
    for (let v = 0; v < n; v++) for (const x of domainValues(model.variables[v]!.domain)) values[o++] = x;
    return { start, values };
  }
  if (!core.engine.propagate()) return undefined;
  const store = core.store;
  let total = 0;
  for (let v = 0; v < n; v++) {
    start[v] = total;
    total += store.size[v]!;
  }
  start[n] = total;
  const values = new Float64Array(total);
  let o = 0;
  for (let v = 0; v < n; v++) for (const x of store.values(v)) values[o++] = x;
  return { start, values };
}
