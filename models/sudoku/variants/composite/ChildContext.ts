import type { SudokuGeometry } from '../../SudokuGeometry.js';
import type { CellRelation } from '../CellRelation.js';
import { indexTotal } from '../indexTotal.js';
import { pairRuleHolds } from '../pairRuleHolds.js';
import type {
  ConstraintOrigin,
  PairRule,
  ResolvedGroup,
  ResolvedPair,
  ResolvedRelation,
  ResolvedSandwich,
  ResolvedSum,
  ResolvedVariant,
} from '../ResolvedVariant.js';
import type { FieldContext } from '../VariantField.js';
import type { VariantHouse } from '../VariantHouse.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import type { VariantShape } from '../VariantShape.js';

/**
 * The context a rule nested in a composite resolves in. Its messages are prefixed with its place
 * (`rule #1 (kropki): …`, under the composite's own `constraint #3 (or): `). With `capture`, what it
 * adds is kept here — a branch of an `or` — with its own copy of the cell parities and its own marks and
 * claims (a branch's cage does not clash with cages outside the `or`); otherwise everything goes to
 * the parent (an `and`).
 */
export class ChildContext implements VariantRuleContext, FieldContext {
  readonly groups: ResolvedGroup[] = [];
  readonly pairs: ResolvedPair[] = [];
  readonly sums: ResolvedSum[] = [];
  readonly sandwiches: ResolvedSandwich[] = [];
  readonly relations: ResolvedRelation[] = [];
  readonly parity: Int8Array;
  private readonly marks = new Set<string>();
  private readonly claims = new Set<string>();
  private readonly deferred: (() => void)[] = [];

  constructor(
    private readonly parent: VariantRuleContext,
    private readonly label: string,
    private readonly capture: boolean,
  ) {
    this.parity = capture ? parent.parity.slice() : parent.parity;
  }

  get n(): number {
    return this.parent.n;
  }
  get geometry(): SudokuGeometry {
    return this.parent.geometry;
  }
  get shape(): VariantShape {
    return this.parent.shape;
  }
  get jigsaw(): boolean {
    return this.parent.jigsaw;
  }
  get boxesKnown(): boolean {
    return this.parent.boxesKnown;
  }
  get givens(): Int32Array {
    return this.parent.givens;
  }
  get regionOf(): Int32Array {
    return this.parent.regionOf;
  }
  get origin(): ConstraintOrigin {
    return this.parent.origin;
  }

  fail(reason: string): never {
    return this.parent.fail(`${this.label}: ${reason}`);
  }

  cellName(cell: number): string {
    return this.geometry.cellName(cell);
  }

  addGroup(name: string, kind: VariantHouse['kind'], cells: readonly number[]): void {
    if (this.capture) this.groups.push({ name, kind, cells, origin: this.origin });
    else this.parent.addGroup(name, kind, cells);
  }

  addPair(a: number, b: number, rule: PairRule, k: number): void {
    if (this.capture) this.pairs.push({ a, b, rule, k, origin: this.origin });
    else this.parent.addPair(a, b, rule, k);
  }

  addPossiblePair(a: number, b: number, rule: PairRule, k: number, impossible: string): void {
    let possible = false;
    for (let x = 1; x <= this.n && !possible; x++)
      for (let y = 1; y <= this.n && !possible; y++) possible = x !== y && pairRuleHolds(rule, k, x, y);
    if (!possible) this.fail(impossible);
    this.addPair(a, b, rule, k);
  }

  addSum(cells: readonly number[], coeffs: readonly number[], rhs: number): void {
    if (this.capture)
      this.sums.push({ cells, coeffs, rhs: indexTotal(this.shape, coeffs, rhs), origin: this.origin });
    else this.parent.addSum(cells, coeffs, rhs);
  }

  addRelation(cells: readonly number[], relation: CellRelation): void {
    if (this.capture) this.relations.push({ cells, relation, origin: this.origin });
    else this.parent.addRelation(cells, relation);
  }

  addSandwich(cells: readonly number[], sum: number, line: string): void {
    if (this.capture) this.sandwiches.push({ cells, sum, line, origin: this.origin });
    else this.parent.addSandwich(cells, sum, line);
  }

  requireAdjacent(a: number, b: number, diagonalOk: boolean): void {
    const g = this.geometry;
    const dr = Math.abs(g.row(a) - g.row(b));
    const dc = Math.abs(g.col(a) - g.col(b));
    if (!(diagonalOk ? Math.max(dr, dc) === 1 : dr + dc === 1)) {
      this.fail(
        `${g.cellName(a)} and ${g.cellName(b)} are not ${diagonalOk ? 'neighbours' : 'orthogonally adjacent'}`,
      );
    }
  }

  mark(what: string, a: number, b: number): void {
    if (!this.capture) {
      this.parent.mark(what, a, b);
      return;
    }
    const key = `${what} ${Math.min(a, b)} ${Math.max(a, b)}`;
    if (this.marks.has(key))
      this.fail(`a second ${what} between ${this.cellName(a)} and ${this.cellName(b)}`);
    this.marks.add(key);
  }

  isMarked(what: string, a: number, b: number): boolean {
    if (!this.capture) return this.parent.isMarked(what, a, b);
    return this.marks.has(`${what} ${Math.min(a, b)} ${Math.max(a, b)}`);
  }

  claim(what: string, cell: number): void {
    if (!this.capture) {
      this.parent.claim(what, cell);
      return;
    }
    const key = `${what} ${cell}`;
    if (this.claims.has(key)) this.fail(`${this.cellName(cell)} is already in a ${what} of this rule`);
    this.claims.add(key);
  }

  later(step: () => void): void {
    if (this.capture) this.deferred.push(step);
    else this.parent.later(step);
  }

  resolveNested(constraint: unknown, into: VariantRuleContext & FieldContext): string {
    return this.parent.resolveNested(constraint, into);
  }

  /** Runs the steps a captured branch deferred (its own rules have all been read by then). */
  finish(): void {
    for (const step of this.deferred.splice(0)) step();
  }

  /**
   * What a captured branch lowered to, as a resolved puzzle of its own pieces only (no houses), for
   * `findVariantViolations`; its parity is the branch's where the branch changed it, else 0.
   */
  captured(outerParity: Int8Array): ResolvedVariant {
    const parity = new Int8Array(this.parity.length);
    for (let c = 0; c < parity.length; c++)
      if (this.parity[c] !== outerParity[c]) parity[c] = this.parity[c]!;
    return {
      geometry: this.geometry,
      shape: this.shape,
      jigsaw: this.jigsaw,
      givens: this.givens,
      parity,
      groups: this.groups,
      pairs: this.pairs,
      sums: this.sums,
      sandwiches: this.sandwiches,
      relations: this.relations,
    };
  }

  /** The cells the captured pieces touch, in first-seen order. */
  cells(outerParity: Int8Array): number[] {
    const seen = new Set<number>();
    const add = (cs: Iterable<number>) => {
      for (const c of cs) seen.add(c);
    };
    for (const g of this.groups) add(g.cells);
    for (const p of this.pairs) add([p.a, p.b]);
    for (const s of this.sums) add(s.cells);
    for (const s of this.sandwiches) add(s.cells);
    for (const r of this.relations) add(r.cells);
    for (let c = 0; c < this.parity.length; c++) if (this.parity[c] !== outerParity[c]) seen.add(c);
    return [...seen];
  }
}
