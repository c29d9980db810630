import { SudokuGeometry } from '../SudokuGeometry.js';
import { SudokuGeometryError } from '../SudokuGeometryError.js';
import type { CellRelation } from './CellRelation.js';
import { findVariantViolations } from './findVariantViolations.js';
import { pairRuleHolds } from './pairRuleHolds.js';
import type {
  ConstraintOrigin,
  PairRule,
  ResolvedGroup,
  ResolvedPair,
  ResolvedRelation,
  ResolvedSandwich,
  ResolvedSum,
  ResolvedVariant,
} from './ResolvedVariant.js';
import { checkCombinations, checkProperties, isPlainObject, readProperty, readShape } from './readShape.js';
import { resolveNestedConstraint } from './resolveNestedConstraint.js';
import { VARIANT_CONSTRAINT_TYPES } from './VariantConstraint.js';
import { VariantError } from './VariantError.js';
import type { FieldContext } from './VariantField.js';
import type { VariantHouse } from './VariantHouse.js';
import type { VariantRuleContext } from './VariantRuleContext.js';
import { VARIANT_PUZZLE_SHAPE } from './variantPuzzleFields.js';
import { variantRule } from './variantRules.js';

export { MAX_VARIANT_SIZE } from './MAX_VARIANT_SIZE.js';

/**
 * Validates a variant puzzle (the parsed JSON, or a `VariantPuzzle` built in code) and lowers it to
 * building blocks with cells as indices. Everything is checked before any search: shape, givens, regions
 * (N regions of N cells covering the grid exactly; contiguity is not required), every constraint's fields,
 * cells inside the grid, overlapping cages, sums no digits can make, dots between non-adjacent cells, and
 * givens that already break a rule. The format is defined once, by `VARIANT_PUZZLE_SHAPE` and
 * `VARIANT_RULES`; this reads a puzzle against them.
 *
 * @throws VariantError naming the constraint (`constraint #i (type): …`) or the puzzle field at fault.
 */
export function resolveVariantPuzzle(input: unknown): ResolvedVariant {
  return new Resolver().run(input);
}

const FIELDS = VARIANT_PUZZLE_SHAPE.fields;

/** Reads a puzzle and is the context its rules resolve in, one constraint at a time. */
class Resolver implements VariantRuleContext, FieldContext {
  n = 0;
  geometry!: SudokuGeometry;
  jigsaw = false;
  boxesKnown = true;
  givens!: Int32Array;
  parity!: Int8Array;
  regionOf!: Int32Array;
  private readonly groups: ResolvedGroup[] = [];
  private readonly pairs: ResolvedPair[] = [];
  private readonly sums: ResolvedSum[] = [];
  private readonly sandwiches: ResolvedSandwich[] = [];
  private readonly relations: ResolvedRelation[] = [];
  private readonly marks = new Map<string, Map<number, ConstraintOrigin>>();
  private readonly claims = new Map<string, Int32Array>();
  private readonly deferred: { readonly origin: ConstraintOrigin; readonly step: () => void }[] = [];
  private at: ConstraintOrigin | undefined;

  run(input: unknown): ResolvedVariant {
    if (!isPlainObject(input)) throw new VariantError('a variant puzzle must be a JSON object');
    checkProperties(VARIANT_PUZZLE_SHAPE, input, this);
    this.n = readProperty(FIELDS.size, input, 'size', this);
    checkCombinations(VARIANT_PUZZLE_SHAPE, input, this);
    this.shape(
      readProperty(FIELDS.boxWidth, input, 'boxWidth', this),
      readProperty(FIELDS.boxHeight, input, 'boxHeight', this),
      input.regions !== undefined,
    );
    const cellCount = this.n * this.n;
    this.givens = readProperty(FIELDS.givens, input, 'givens', this) ?? new Int32Array(cellCount);
    this.parity = new Int8Array(cellCount);
    this.baseHouses(readProperty(FIELDS.regions, input, 'regions', this));
    readProperty(FIELDS.title, input, 'title', this);
    const list = readProperty(FIELDS.constraints, input, 'constraints', this) ?? [];
    list.forEach((c: unknown, index: number) => {
      this.constraint(c, index);
    });
    for (const { origin, step } of this.deferred) {
      this.at = origin;
      step();
    }
    this.at = undefined;
    const resolved: ResolvedVariant = {
      geometry: this.geometry,
      jigsaw: this.jigsaw,
      givens: this.givens,
      parity: this.parity,
      groups: this.groups,
      pairs: this.pairs,
      sums: this.sums,
      sandwiches: this.sandwiches,
      relations: this.relations,
    };
    // Givens that already break a rule: named before any search (partial mode skips rules with empty cells).
    const broken = findVariantViolations(resolved, this.givens, true)[0];
    if (broken !== undefined)
      throw new VariantError(`the givens break a rule: ${broken.message}`, broken.origin);
    return resolved;
  }

  get origin(): ConstraintOrigin {
    if (this.at === undefined) throw new Error('no constraint is being resolved');
    return this.at;
  }

  fail(reason: string): never {
    throw new VariantError(reason, this.at);
  }

  cellName(cell: number): string {
    return this.geometry.cellName(cell);
  }

  private shape(w: number | undefined, h: number | undefined, jigsaw: boolean): void {
    const size = this.n;
    this.jigsaw = jigsaw;
    try {
      if (w !== undefined && h !== undefined) {
        if (w * h !== size) {
          this.fail(`'boxWidth' and 'boxHeight' must have product ${size}; got ${w} × ${h}`);
        }
        this.geometry = SudokuGeometry.fromBox(w, h);
      } else if (jigsaw) {
        // Regions replace the boxes, so any side works (7×7 jigsaw); box shape only matters to windoku.
        try {
          this.geometry = SudokuGeometry.forSize(size);
        } catch {
          this.geometry = SudokuGeometry.fromBox(size, 1);
          this.boxesKnown = false;
        }
      } else {
        this.geometry = SudokuGeometry.forSize(size);
      }
    } catch (e) {
      if (e instanceof SudokuGeometryError) throw new VariantError(e.message);
      throw e;
    }
  }

  private baseHouses(regions: number[][] | undefined): void {
    const n = this.n;
    const houses = this.geometry.houses;
    for (let r = 0; r < n; r++) this.groups.push({ name: `row ${r + 1}`, kind: 'row', cells: houses[r]! });
    for (let c = 0; c < n; c++)
      this.groups.push({ name: `column ${c + 1}`, kind: 'column', cells: houses[n + c]! });
    this.regionOf = new Int32Array(n * n);
    if (regions === undefined) {
      for (let b = 0; b < n; b++) {
        this.groups.push({ name: `box ${b + 1}`, kind: 'box', cells: houses[2 * n + b]! });
        for (const c of houses[2 * n + b]!) this.regionOf[c] = b;
      }
      return;
    }
    regions.forEach((cells, i) => {
      for (const c of cells) this.regionOf[c] = i;
      this.groups.push({ name: `region ${i + 1}`, kind: 'region', cells });
    });
  }

  /** One constraint: its rule by `type`, its fields read against the rule's, then the rule's resolver. */
  private constraint(c: unknown, index: number): void {
    if (!isPlainObject(c) || typeof c.type !== 'string') {
      throw new VariantError(`constraint #${index}: must be an object with a string 'type'`);
    }
    const rule = variantRule(c.type);
    if (rule === undefined) {
      throw new VariantError(
        `constraint #${index}: unknown type '${c.type}' (known: ${VARIANT_CONSTRAINT_TYPES.join(', ')})`,
      );
    }
    this.at = { index, type: rule.type };
    rule.resolve(this, readShape(rule, c, this, ['type']));
  }

  addGroup(name: string, kind: VariantHouse['kind'], cells: readonly number[]): void {
    this.groups.push({ name, kind, cells, origin: this.origin });
  }

  addPair(a: number, b: number, rule: PairRule, k: number): void {
    this.pairs.push({ a, b, rule, k, origin: this.origin });
  }

  addPossiblePair(a: number, b: number, rule: PairRule, k: number, impossible: string): void {
    let possible = false;
    for (let x = 1; x <= this.n && !possible; x++) {
      for (let y = 1; y <= this.n; y++) {
        if (x !== y && pairRuleHolds(rule, k, x, y)) {
          possible = true;
          break;
        }
      }
    }
    if (!possible) this.fail(impossible);
    this.addPair(a, b, rule, k);
  }

  addSum(cells: readonly number[], coeffs: readonly number[], rhs: number): void {
    this.sums.push({ cells, coeffs, rhs, origin: this.origin });
  }

  addRelation(cells: readonly number[], relation: CellRelation): void {
    this.relations.push({ cells, relation, origin: this.origin });
  }

  addSandwich(cells: readonly number[], sum: number, line: string): void {
    this.sandwiches.push({ cells, sum, line, origin: this.origin });
  }

  requireAdjacent(a: number, b: number, diagonalOk: boolean): void {
    const g = this.geometry;
    const dr = Math.abs(g.row(a) - g.row(b));
    const dc = Math.abs(g.col(a) - g.col(b));
    const ok = diagonalOk ? Math.max(dr, dc) === 1 : dr + dc === 1;
    if (!ok) {
      this.fail(
        `${g.cellName(a)} and ${g.cellName(b)} are not ${diagonalOk ? 'neighbours' : 'orthogonally adjacent'}`,
      );
    }
  }

  private pairKey(a: number, b: number): number {
    return Math.min(a, b) * this.n * this.n + Math.max(a, b);
  }

  mark(what: string, a: number, b: number): void {
    let marks = this.marks.get(what);
    if (marks === undefined) this.marks.set(what, (marks = new Map()));
    const key = this.pairKey(a, b);
    const before = marks.get(key);
    if (before !== undefined) {
      this.fail(
        `a second ${what} between ${this.cellName(a)} and ${this.cellName(b)} (see constraint #${before.index})`,
      );
    }
    marks.set(key, this.origin);
  }

  isMarked(what: string, a: number, b: number): boolean {
    return this.marks.get(what)?.has(this.pairKey(a, b)) ?? false;
  }

  claim(what: string, cell: number): void {
    let owner = this.claims.get(what);
    if (owner === undefined) this.claims.set(what, (owner = new Int32Array(this.n * this.n).fill(-1)));
    const other = owner[cell]!;
    if (other >= 0) this.fail(`${this.cellName(cell)} is already in the ${what} of constraint #${other}`);
    owner[cell] = this.origin.index;
  }

  later(step: () => void): void {
    this.deferred.push({ origin: this.origin, step });
  }

  resolveNested(constraint: unknown, into: VariantRuleContext & FieldContext): string {
    return resolveNestedConstraint(constraint, into);
  }
}
