import { kindOf } from '../../../core/kinds/kindOf.js';
import type { Model } from '../../../core/model/Model.js';
import type { Propagator } from '../../../core/propagation/Propagator.js';
import { type CompiledModel, compileModel, fillDomains } from '../../../core/solver/compileModel.js';
import type { SudokuGeometry } from '../SudokuGeometry.js';

/** What one probe found: whether propagation held, how many propagator runs it took, and what failed. */
export interface ProbeResult {
  /** `false` when propagation reached a contradiction. */
  readonly ok: boolean;
  /** Propagator runs from the start of the probe to its fixpoint or failure. */
  readonly runs: number;
  /** What failed, as a clause (`killer #3: cage #3 cannot hold`), when `ok` is false. */
  readonly failed?: string;
}

/** A constraint of the model by the variables it reads, for naming a failing propagator. */
interface NamedScope {
  readonly name: string;
  readonly vars: ReadonlySet<number>;
}

/**
 * The model's own propagators (the native engine's, presolve included), run on a stepper position: the
 * cells' candidates are written into a fresh copy of the compiled domains and propagated, optionally after
 * assuming one more value. Every probe starts from the compiled root state (as a new solve does), so no
 * state of an earlier probe can leak into the next. Failing propagators are named by the smallest model
 * constraint that covers their variables.
 */
export class PropagationProbe {
  private readonly compiled: CompiledModel;
  private readonly model: Model;
  private readonly cellCount: number;
  private readonly geometry: SudokuGeometry;
  private readonly scopes: NamedScope[];
  private lastFailed: Propagator | undefined;

  /** Compiles `model` (cells are its variables `0..cellCount-1`). */
  constructor(model: Model, geometry: SudokuGeometry) {
    this.model = model;
    this.geometry = geometry;
    this.cellCount = geometry.cellCount;
    this.compiled = compileModel(model);
    // Record which propagator fails, to name its rule; the engine itself only reports that one did.
    for (const p of this.compiled.engine.propagators) {
      const run = p.propagate.bind(p);
      p.propagate = (engine) => {
        const ok = run(engine);
        if (!ok) this.lastFailed = p;
        return ok;
      };
    }
    this.scopes = model.constraints.map((c, i) => ({
      name: c.name ?? `${c.type} #${i}`,
      vars: new Set(kindOf(model, c).variables(c)),
    }));
  }

  /**
   * Writes the candidates (`masks[c]`, bit `v-1` for value `v`) and propagates; with `assume`, also fixes
   * that cell to that value first. Leaves the engine at the resulting state for {@link probeMore}.
   */
  probe(masks: ArrayLike<number>, assume?: { cell: number; value: number }): ProbeResult {
    const { store, engine } = this.compiled;
    fillDomains(store, this.model);
    engine.reset();
    this.lastFailed = undefined;
    for (let c = 0; c < this.cellCount; c++) {
      for (const v of store.values(c)) {
        if ((masks[c]! & (1 << (v - 1))) === 0 && !engine.removeValue(c, v)) {
          return { ok: false, runs: 0, failed: `${this.geometry.cellName(c)} has no candidate` };
        }
      }
    }
    if (assume !== undefined && !engine.assignValue(assume.cell, assume.value)) {
      return {
        ok: false,
        runs: 0,
        failed: `${assume.value} is not a candidate of ${this.geometry.cellName(assume.cell)}`,
      };
    }
    return this.run(0);
  }

  /** The values each cell keeps at the current state (bit `v-1` for value `v`). */
  masks(): Int32Array {
    const out = new Int32Array(this.cellCount);
    for (let c = 0; c < this.cellCount; c++) {
      let m = 0;
      for (const v of this.compiled.store.values(c)) m |= 1 << (v - 1);
      out[c] = m;
    }
    return out;
  }

  /**
   * From the fixpoint the last successful {@link probe} left, assumes one more value, propagates, and
   * undoes it again (a search decision and its backtrack). `runs` counts from the start of that probe.
   */
  probeMore(cell: number, value: number, baseRuns: number): ProbeResult {
    const { store, engine } = this.compiled;
    const mark = store.pushLevel();
    this.lastFailed = undefined;
    const before = engine.propagations;
    let result: ProbeResult;
    if (!engine.assignValue(cell, value)) result = { ok: false, runs: baseRuns, failed: 'the value is gone' };
    else result = this.run(baseRuns - before);
    store.popLevel(mark);
    return result;
  }

  /** Propagates; `runs` is `extra` plus the propagator runs since the engine's reset. */
  private run(extra: number): ProbeResult {
    const engine = this.compiled.engine;
    const ok = engine.propagate();
    const runs = engine.propagations + extra;
    if (ok) return { ok, runs };
    return { ok, runs, failed: this.describe(this.lastFailed) };
  }

  /** The smallest model constraint covering the propagator's variables, or the cells it watches. */
  private describe(p: Propagator | undefined): string {
    if (p === undefined) return 'a rule of the puzzle cannot hold';
    const scope = Array.from(p.scope);
    let best: NamedScope | undefined;
    for (const s of this.scopes) {
      if (scope.every((v) => s.vars.has(v)) && (best === undefined || s.vars.size < best.vars.size)) best = s;
    }
    if (best !== undefined) return `${best.name} cannot hold`;
    return this.deadGroup(scope) ?? this.widely(scope);
  }

  /**
   * For a propagator over many groups at once (the merged all-different one): the group the failed state
   * shows broken, read from the domains the failure left (a cell without candidates, more cells than
   * digits, a digit without a place in a house).
   */
  private deadGroup(scope: readonly number[]): string | undefined {
    const store = this.compiled.store;
    const inScope = new Set(scope);
    for (const v of scope) {
      if (v < this.cellCount && store.size[v] === 0)
        return `${this.geometry.cellName(v)} is left without a candidate`;
    }
    const n = this.geometry.size;
    for (let i = 0; i < this.scopes.length; i++) {
      const s = this.scopes[i]!;
      if (this.model.constraints[i]!.type !== 'allDifferent' || ![...s.vars].every((v) => inScope.has(v)))
        continue;
      let union = 0;
      for (const v of s.vars) for (const x of store.values(v)) if (x >= 1 && x <= 32) union |= 1 << (x - 1);
      let digits = 0;
      for (let b = union; b !== 0; b &= b - 1) digits++;
      if (digits < s.vars.size)
        return `${s.name} has ${s.vars.size} cells but only ${digits} digits left for them`;
      if (s.vars.size === n) {
        for (let x = 1; x <= n; x++)
          if ((union & (1 << (x - 1))) === 0) return `${s.name} has no place left for ${x}`;
      }
    }
    return undefined;
  }

  /** A propagator no single constraint covers, by the constraints it spans or the cells it watches. */
  private widely(scope: readonly number[]): string {
    const cells = scope.filter((v) => v < this.cellCount);
    const inside = this.scopes.filter((s) => s.vars.size > 0 && [...s.vars].every((v) => scope.includes(v)));
    if (inside.length > 0 && inside.length <= 3)
      return `${inside.map((s) => s.name).join(' with ')} cannot hold together`;
    if (inside.length > 3) {
      const first = inside.slice(0, 3).map((s) => s.name);
      return `the rules together cannot hold (${inside.length} of them: ${first.join(', ')}, …)`;
    }
    const named = cells.slice(0, 6).map((c) => this.geometry.cellName(c));
    return `a rule derived from the puzzle over ${named.join(', ')}${cells.length > 6 ? ', …' : ''} cannot hold`;
  }
}
