import type { SolveOptions } from '../../../core/backend/SolveOptions.js';
import { takesOption } from '../../../core/backend/solveHelpers.js';
import { type Domain, valuesOf } from '../../../core/model/Domain.js';
import { Model } from '../../../core/model/Model.js';
import { NO_RESTARTS } from '../../../core/search/RestartPolicy.js';
import { mrv } from '../../../core/search/VariableOrder.js';
import type { SudokuGeometry } from '../SudokuGeometry.js';
import { inTime, limited, NO_LIMIT } from './limited.js';
import type { SyncBackend } from './SyncBackend.js';

/** Search limits of the uniqueness proofs of a {@link ClueRemover} (`Infinity` = none). */
export interface ClueRemoverLimits {
  /** Nodes one proof may search. */
  readonly proofNodes: number;
  /** Nodes all proofs on one grid may search together; beyond it proofs use propagation only. */
  readonly gridNodes: number;
  /**
   * Stop asking the backend once the recent share of its proofs that succeed (a moving average over about
   * the last 16) falls below this (0 = never stop). Late in the pass on a large grid nearly every proof
   * fails, and each costs a propagation over the whole grid.
   */
  readonly minSuccessRate: number;
  /**
   * Backend proofs one grid may ask for (default: no limit); beyond it removals are proved by logic
   * alone. On the largest grids each proof costs a propagation over every cell and value, so their
   * number bounds the time of the pass.
   */
  readonly gridProofs?: number;
}

/** Counters of a {@link ClueRemover}, summed over every removal tried since it was made. */
export interface ClueRemoverStats {
  /** Cells whose value was proved forced by singles on the givens, without any search. */
  byLogic: number;
  /** Cells proved forced by a backend solve (unsatisfiable without their value). */
  bySearch: number;
  /** Backend solves that found another solution (the removal was refused). */
  refused: number;
  /** Backend solves stopped by the node limit (the removal was refused to stay safe). */
  undecided: number;
  /** Search nodes over every backend solve. */
  nodes: number;
}

/**
 * Removes givens from a complete grid while keeping exactly one solution.
 *
 * The solution S is known, so uniqueness needs no counting: the puzzle without a group G of givens still
 * has S; any other solution differs from S inside G (outside G it would also solve the current, unique,
 * puzzle). So "unique without G" ⇔ for every cell g of G, the puzzle without G and with S[g] excluded at g
 * is unsatisfiable — one solve per cell, no enumeration. Cells proved this way count as given for the
 * next cell of the group, which only strengthens the next proof.
 *
 * Most proofs need no search at all: while many givens remain, S[g] is forced at g by a naked single (every
 * other value sits in g's row, column or box) or a hidden single (no other open cell of one of g's houses
 * can take it), checked in O(N) on a per-house table of given values. Only the rest go to the backend,
 * through one model whose domains are swapped in place (`Model.setDomain`), so the backend's compile cache reuses its engine
 * (the constraints are the same objects every time) and only the domains are rewritten.
 */
export class ClueRemover {
  /** The shape of the grids handled. */
  readonly geometry: SudokuGeometry;
  /** The current puzzle: `0` for a removed cell, the solution's value otherwise. */
  readonly givens: Int32Array;
  /** Counters since construction. */
  readonly stats: ClueRemoverStats = { byLogic: 0, bySearch: 0, refused: 0, undecided: 0, nodes: 0 };

  private readonly backend: SyncBackend;
  private readonly capped: boolean;
  private readonly proofOptions: SolveOptions;
  private readonly limits: ClueRemoverLimits;
  /** Ms left before the generator's time limit (`Infinity` without one). */
  private readonly timeLeft: () => number;
  /** Search nodes left for the proofs of the current grid. */
  private budget: number;
  /** Moving average of the backend proofs' success on the current grid (see `minSuccessRate`). */
  private successRate = 1;
  /** Backend proofs left for the current grid (see `gridProofs`). */
  private proofsLeft: number;
  private readonly model: Model;
  private readonly names: readonly string[];
  private readonly domains: readonly Domain[];
  /** `1..N` without `v`, built on first use (a 225×225 grid rarely needs all of them). */
  private readonly allBut: (Domain | undefined)[];
  private readonly rowOf: Int32Array;
  private readonly colOf: Int32Array;
  private readonly boxOf: Int32Array;
  /** The cells of house h are `houseCells[h*N .. h*N+N)`. */
  private readonly houseCells: Int32Array;
  /** `seen[h*(N+1) + v]` = 1 when a given of house h holds v (a valid grid holds v once per house). */
  private readonly seen: Uint8Array;
  private solution: Int32Array;
  /** Cells of the group under test still to prove, and which of them were restored as proved. */
  private readonly pending: Int32Array;
  private readonly proved: Int32Array;

  /**
   * Prepares removals on grids of `geometry`, solving with `backend`. Proofs by search are capped: each at
   * `limits.proofNodes` nodes, and all of one grid (from one `reset` to the next) at `limits.gridNodes`;
   * once that is spent, proofs run propagation only. A proof that runs out counts as a failure (the given
   * stays), so time is bounded and the puzzle is still unique, at worst with more givens than needed.
   * `Infinity` for both makes every proof complete (needed for minimality). `timeLeft` (ms; default: no
   * limit) bounds each proof; a proof stopped by it throws `OutOfTime`, and the puzzle must be dropped
   * (the group under test is left half removed until the next `reset`).
   */
  constructor(
    geometry: SudokuGeometry,
    backend: SyncBackend,
    limits: ClueRemoverLimits,
    timeLeft: () => number = NO_LIMIT,
  ) {
    this.geometry = geometry;
    this.timeLeft = timeLeft;
    this.backend = backend;
    // Plain MRV without restarts where the backend has a strategy to set; a backend without node
    // counts (sat) runs every proof to the end.
    this.capped = takesOption(backend, 'nodeLimit');
    this.proofOptions = takesOption(backend, 'variableOrder')
      ? { solutionLimit: 1, variableOrder: mrv, restarts: NO_RESTARTS }
      : { solutionLimit: 1 };
    this.limits = limits;
    this.budget = limits.gridNodes;
    this.proofsLeft = limits.gridProofs ?? Number.POSITIVE_INFINITY;
    const n = geometry.size;
    const total = geometry.cellCount;
    const parts = geometry.modelParts();
    this.names = parts.cellNames;
    this.domains = parts.domains;
    this.allBut = new Array(n + 1);
    this.model = new Model();
    for (let cell = 0; cell < total; cell++) this.model.intVar(this.names[cell]!, this.domains[0]!);
    this.model.addAll(parts.houseConstraints);
    const houses = geometry.houses;
    this.rowOf = new Int32Array(total);
    this.colOf = new Int32Array(total);
    this.boxOf = new Int32Array(total);
    this.houseCells = new Int32Array(3 * n * n);
    for (let h = 0; h < houses.length; h++) this.houseCells.set(houses[h]!, h * n);
    for (let cell = 0; cell < total; cell++) {
      this.rowOf[cell] = geometry.row(cell);
      this.colOf[cell] = n + geometry.col(cell);
      this.boxOf[cell] = 2 * n + geometry.box(cell);
    }
    this.seen = new Uint8Array(3 * n * (n + 1));
    this.givens = new Int32Array(total);
    this.solution = new Int32Array(total);
    this.pending = new Int32Array(total);
    this.proved = new Int32Array(total);
  }

  /** Starts from a complete, valid grid `solution` (kept by reference): every cell given. */
  reset(solution: Int32Array): void {
    this.solution = solution;
    this.budget = this.limits.gridNodes;
    this.successRate = 1;
    this.proofsLeft = this.limits.gridProofs ?? Number.POSITIVE_INFINITY;
    this.givens.set(solution);
    this.seen.fill(1);
    for (let cell = 0; cell < solution.length; cell++)
      this.model.setDomain(cell, this.domains[solution[cell]!]!);
  }

  /**
   * Tries to remove the givens `cells[from..to)` together; keeps the removal and returns `true` when the
   * puzzle still has exactly one solution, else restores them and returns `false`. Cells already removed
   * must not be passed.
   */
  tryRemove(cells: Int32Array, from: number, to: number): boolean {
    let open = 0;
    for (let i = from; i < to; i++) {
      const cell = cells[i]!;
      this.clear(cell);
      this.pending[open++] = cell;
    }
    let provedCount = 0;
    while (open > 0) {
      // Logic first, repeated while it proves something: each proved cell is a given for the others.
      let progress = true;
      while (progress && open > 0) {
        progress = false;
        for (let i = 0; i < open; i++) {
          const cell = this.pending[i]!;
          if (this.forcedBySingles(cell)) {
            this.stats.byLogic++;
            this.restore(cell);
            this.proved[provedCount++] = cell;
            this.pending[i--] = this.pending[--open]!;
            progress = true;
          }
        }
      }
      if (open === 0) break;
      const cell = this.pending[--open]!;
      if (!this.forcedBySearch(cell)) {
        for (let i = 0; i < open; i++) this.restore(this.pending[i]!);
        this.restore(cell);
        return false;
      }
      this.stats.bySearch++;
      this.restore(cell);
      this.proved[provedCount++] = cell;
    }
    for (let i = 0; i < provedCount; i++) this.clear(this.proved[i]!);
    return true;
  }

  /** Whether no single given can be removed any more (each still needed for uniqueness). */
  isMinimal(): boolean {
    const one = new Int32Array(1);
    for (let cell = 0; cell < this.givens.length; cell++) {
      if (this.givens[cell] === 0) continue;
      one[0] = cell;
      if (this.tryRemove(one, 0, 1)) {
        // Only a question: put it back.
        this.restore(cell);
        return false;
      }
    }
    return true;
  }

  /** Empties `cell` in the givens, the house table and the model. */
  private clear(cell: number): void {
    const v = this.solution[cell]!;
    const stride = this.geometry.size + 1;
    this.givens[cell] = 0;
    this.seen[this.rowOf[cell]! * stride + v] = 0;
    this.seen[this.colOf[cell]! * stride + v] = 0;
    this.seen[this.boxOf[cell]! * stride + v] = 0;
    this.model.setDomain(cell, this.domains[0]!);
  }

  /** Gives `cell` its solution value again, in the givens, the house table and the model. */
  private restore(cell: number): void {
    const v = this.solution[cell]!;
    const stride = this.geometry.size + 1;
    this.givens[cell] = v;
    this.seen[this.rowOf[cell]! * stride + v] = 1;
    this.seen[this.colOf[cell]! * stride + v] = 1;
    this.seen[this.boxOf[cell]! * stride + v] = 1;
    this.model.setDomain(cell, this.domains[v]!);
  }

  /** Whether the givens force `cell` (currently empty) to its solution value by a naked or hidden single. */
  private forcedBySingles(cell: number): boolean {
    const n = this.geometry.size;
    const stride = n + 1;
    const seen = this.seen;
    const v = this.solution[cell]!;
    const r = this.rowOf[cell]! * stride;
    const c = this.colOf[cell]! * stride;
    const b = this.boxOf[cell]! * stride;
    let naked = true;
    for (let u = 1; u <= n; u++) {
      if (u !== v && seen[r + u]! === 0 && seen[c + u]! === 0 && seen[b + u]! === 0) {
        naked = false;
        break;
      }
    }
    if (naked) return true;
    return (
      this.hiddenIn(this.rowOf[cell]!, cell, v) ||
      this.hiddenIn(this.colOf[cell]!, cell, v) ||
      this.hiddenIn(this.boxOf[cell]!, cell, v)
    );
  }

  /** Whether every open cell of `house` other than `cell` sees a given `v` (so only `cell` can hold it). */
  private hiddenIn(house: number, cell: number, v: number): boolean {
    const n = this.geometry.size;
    const stride = n + 1;
    const seen = this.seen;
    const base = house * n;
    for (let i = 0; i < n; i++) {
      const e = this.houseCells[base + i]!;
      if (e === cell || this.givens[e] !== 0) continue;
      if (
        seen[this.rowOf[e]! * stride + v]! === 0 &&
        seen[this.colOf[e]! * stride + v]! === 0 &&
        seen[this.boxOf[e]! * stride + v]! === 0
      ) {
        return false;
      }
    }
    return true;
  }

  /** Whether the current puzzle with the solution's value excluded at `cell` (empty) has no solution. */
  private forcedBySearch(cell: number): boolean {
    if (this.successRate < this.limits.minSuccessRate || this.proofsLeft <= 0) {
      this.stats.undecided++;
      return false;
    }
    const v = this.solution[cell]!;
    const nodeLimit = Math.min(this.limits.proofNodes, this.budget);
    const options = limited(
      this.capped ? { ...this.proofOptions, nodeLimit } : this.proofOptions,
      this.timeLeft,
    );
    this.model.setDomain(cell, this.allButDomain(v));
    this.proofsLeft--;
    const r = this.backend.solveSync(this.model, options);
    this.model.setDomain(cell, this.domains[0]!);
    // A proof cut by the time limit decides nothing: the run stops (see `OutOfTime`).
    inTime(r);
    this.stats.nodes += r.stats.nodes;
    this.budget -= r.stats.nodes;
    this.successRate += ((r.status === 'unsat' ? 1 : 0) - this.successRate) / 16;
    if (r.status === 'unsat') return true;
    if (r.status === 'sat') this.stats.refused++;
    else this.stats.undecided++;
    return false;
  }

  private allButDomain(v: number): Domain {
    let d = this.allBut[v];
    if (d === undefined) {
      const values: number[] = [];
      for (let u = 1; u <= this.geometry.size; u++) if (u !== v) values.push(u);
      d = valuesOf(values);
      this.allBut[v] = d;
    }
    return d;
  }
}
