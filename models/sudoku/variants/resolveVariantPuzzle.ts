import { SudokuGeometry } from '../SudokuGeometry.js';
import { SudokuGeometryError } from '../SudokuGeometryError.js';
import type { CellRelation } from './CellRelation.js';
import { findVariantViolations } from './findVariantViolations.js';
import { indexTotal } from './indexTotal.js';
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
import { RULE_SHAPE_SUPPORT } from './RULE_SHAPE_SUPPORT.js';
import { checkCombinations, checkProperties, isPlainObject, readProperty, readShape } from './readShape.js';
import { resolveNestedConstraint } from './resolveNestedConstraint.js';
import { VARIANT_CONSTRAINT_TYPES } from './VariantConstraint.js';
import { VariantError } from './VariantError.js';
import type { FieldContext } from './VariantField.js';
import type { VariantHouse } from './VariantHouse.js';
import type { VariantRuleContext } from './VariantRuleContext.js';
import type { VariantRuleSupport } from './VariantRuleSupport.js';
import { type VariantBoxes, VariantShape } from './VariantShape.js';
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

/**
 * A resolved puzzle. A class, so that `geometry` can refuse on other shapes from the prototype while the
 * object keeps one fast shape (an accessor on an object literal slows every property read in hot loops).
 */
class Resolved implements ResolvedVariant {
  readonly jigsaw: boolean;
  readonly givens: Int32Array;
  readonly parity: Int8Array;
  readonly groups: readonly ResolvedGroup[];
  readonly pairs: readonly ResolvedPair[];
  readonly sums: readonly ResolvedSum[];
  readonly sandwiches: readonly ResolvedSandwich[];
  readonly relations: readonly ResolvedRelation[];
  readonly chaosHints: Int32Array | undefined;

  constructor(
    private readonly square: SudokuGeometry | undefined,
    readonly shape: VariantShape,
    parts: Omit<ResolvedVariant, 'geometry' | 'shape' | 'chaosHints'> & {
      chaosHints: Int32Array | undefined;
    },
  ) {
    this.jigsaw = parts.jigsaw;
    this.givens = parts.givens;
    this.parity = parts.parity;
    this.groups = parts.groups;
    this.pairs = parts.pairs;
    this.sums = parts.sums;
    this.sandwiches = parts.sandwiches;
    this.relations = parts.relations;
    this.chaosHints = parts.chaosHints;
  }

  get geometry(): SudokuGeometry {
    if (this.square === undefined) {
      throw new VariantError(
        `a puzzle on a ${this.shape.describe()} has no N×N sudoku geometry: use its 'shape'`,
      );
    }
    return this.square;
  }
}

/** Reads a puzzle and is the context its rules resolve in, one constraint at a time. */
class Resolver implements VariantRuleContext, FieldContext {
  n = 0;
  rows: number | undefined;
  columns: number | undefined;
  minValue: number | undefined;
  jigsaw = false;
  boxesKnown = true;
  givens!: Int32Array;
  parity!: Int8Array;
  regionOf!: Int32Array;
  /** The puzzle's shape, once read (cell names fall back to the N×N form before). */
  private gridShape: VariantShape | undefined;
  /** The N×N geometry, on square grids of digits 1..N only. */
  private squareGeometry: SudokuGeometry | undefined;
  /** Extra cells the constraint being read may name (0 for rules that need grid positions). */
  private extraAllowed = 0;
  private extraNote: string | undefined;
  private readonly groups: ResolvedGroup[] = [];
  private readonly pairs: ResolvedPair[] = [];
  private readonly sums: ResolvedSum[] = [];
  private readonly sandwiches: ResolvedSandwich[] = [];
  private readonly relations: ResolvedRelation[] = [];
  private readonly marks = new Map<string, Map<number, ConstraintOrigin>>();
  private readonly claims = new Map<string, Int32Array>();
  private readonly deferred: { readonly origin: ConstraintOrigin; readonly step: () => void }[] = [];
  private at: ConstraintOrigin | undefined;

  get extraCells(): number {
    return this.extraAllowed;
  }

  get extraCellsNote(): string | undefined {
    return this.extraNote;
  }

  get shape(): VariantShape {
    if (this.gridShape === undefined) throw new Error('the shape is not read yet');
    return this.gridShape;
  }

  get geometry(): SudokuGeometry {
    if (this.squareGeometry === undefined) {
      this.fail(
        `this rule needs an N×N grid of digits 1..N with boxes or regions; the puzzle has a ${this.shape.describe()}`,
      );
    }
    return this.squareGeometry;
  }

  run(input: unknown): ResolvedVariant {
    if (!isPlainObject(input)) throw new VariantError('a variant puzzle must be a JSON object');
    checkProperties(VARIANT_PUZZLE_SHAPE, input, this);
    this.n = readProperty(FIELDS.size, input, 'size', this);
    checkCombinations(VARIANT_PUZZLE_SHAPE, input, this);
    this.rows = readProperty(FIELDS.rows, input, 'rows', this);
    this.columns = readProperty(FIELDS.columns, input, 'columns', this);
    this.minValue = readProperty(FIELDS.minValue, input, 'minValue', this);
    const extraCells = readProperty(FIELDS.extraCells, input, 'extraCells', this) ?? 0;
    const boxes = readProperty(FIELDS.boxes, input, 'boxes', this) ?? true;
    const chaos = readProperty(FIELDS.chaos, input, 'chaos', this);
    const shape = this.readGridShape(
      readProperty(FIELDS.boxWidth, input, 'boxWidth', this),
      readProperty(FIELDS.boxHeight, input, 'boxHeight', this),
      input.regions !== undefined,
      boxes && chaos === undefined,
      extraCells,
      chaos !== undefined,
    );
    this.extraAllowed = extraCells;
    this.extraNote = 'givens cover the grid only';
    const givens = readProperty(FIELDS.givens, input, 'givens', this);
    // One entry per cell, the extra and label cells (never given) included.
    if (givens !== undefined && givens.length === shape.cellCount) this.givens = givens;
    else {
      this.givens = new Int32Array(shape.cellCount);
      if (givens !== undefined) this.givens.set(givens.subarray(0, shape.cellCount));
    }
    this.parity = new Int8Array(shape.cellCount);
    this.extraAllowed = 0;
    this.extraNote = undefined;
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
    const resolved = new Resolved(this.squareGeometry, shape, {
      jigsaw: this.jigsaw,
      givens: this.givens,
      parity: this.parity,
      groups: this.groups,
      pairs: this.pairs,
      sums: this.sums,
      sandwiches: this.sandwiches,
      relations: this.relations,
      chaosHints: chaos,
    });
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
    if (this.gridShape !== undefined) return this.gridShape.cellName(cell);
    const columns = this.columns ?? this.n;
    return `r${Math.floor(cell / columns) + 1}c${(cell % columns) + 1}`;
  }

  /** Reads the grid's shape: sides, values, boxes (or none, or regions to come), extra cells. */
  private readGridShape(
    w: number | undefined,
    h: number | undefined,
    jigsaw: boolean,
    boxes: boolean,
    extraCells: number,
    chaos: boolean,
  ): VariantShape {
    const n = this.n;
    const rows = this.rows ?? n;
    const columns = this.columns ?? n;
    const minValue = this.minValue ?? 1;
    this.jigsaw = jigsaw;
    if (chaos) {
      // The solve chooses N regions of N cells: nothing else may say where regions or boxes are.
      if (rows !== n || columns !== n)
        this.fail(`'chaos' needs an N×N grid (N regions of N cells); this one is ${rows}×${columns}`);
      if (jigsaw || w !== undefined) {
        this.fail(
          `'chaos' chooses the regions: give no ${jigsaw ? "'regions'" : "'boxWidth' / 'boxHeight'"} with it`,
        );
      }
    }
    if (!boxes && (w !== undefined || jigsaw)) {
      this.fail(
        `'boxes': false leaves no boxes: give no ${jigsaw ? "'regions'" : "'boxWidth' / 'boxHeight'"} with it`,
      );
    }
    let box: VariantBoxes | undefined;
    if (rows === n && columns === n) {
      // The N×N grid as before: its geometry serves the rules written for it.
      if (boxes) this.squareGeometry = this.squareShape(w, h, jigsaw);
      if (this.squareGeometry !== undefined && !jigsaw) {
        box = { width: this.squareGeometry.boxWidth, height: this.squareGeometry.boxHeight };
      }
    } else if (boxes && !jigsaw) {
      box = this.rectangularBoxes(w, h, rows, columns);
    }
    const shape = new VariantShape({
      rows,
      columns,
      values: n,
      minValue,
      extraCells,
      boxes: box,
      jigsaw,
      chaos,
    });
    if (!shape.square) this.squareGeometry = undefined;
    this.gridShape = shape;
    return shape;
  }

  /** The geometry of an N×N grid: the given box, the squarest one, or any for a jigsaw (7×7). */
  private squareShape(w: number | undefined, h: number | undefined, jigsaw: boolean): SudokuGeometry {
    const size = this.n;
    try {
      if (w !== undefined && h !== undefined) {
        if (w * h !== size) {
          this.fail(`'boxWidth' and 'boxHeight' must have product ${size}; got ${w} × ${h}`);
        }
        return SudokuGeometry.fromBox(w, h);
      }
      if (jigsaw) {
        // Regions replace the boxes, so any side works (7×7 jigsaw); box shape only matters to windoku.
        try {
          return SudokuGeometry.forSize(size);
        } catch {
          this.boxesKnown = false;
          return SudokuGeometry.fromBox(size, 1);
        }
      }
      return SudokuGeometry.forSize(size);
    } catch (e) {
      if (e instanceof SudokuGeometryError) throw new VariantError(e.message);
      throw e;
    }
  }

  /**
   * Boxes of a grid that is not N×N: the given size, which must tile the grid and hold at most N cells,
   * or by default boxes of max(rows, columns) cells, the squarest that tile (2×4 on 6×8), as ISS does.
   */
  private rectangularBoxes(
    w: number | undefined,
    h: number | undefined,
    rows: number,
    columns: number,
  ): VariantBoxes {
    const n = this.n;
    if (w !== undefined && h !== undefined) {
      if (w * h > n) this.fail(`a ${w} × ${h} box has ${w * h} cells, more than the ${n} values`);
      if (rows % h !== 0 || columns % w !== 0) {
        this.fail(`boxes ${w} wide and ${h} high do not tile a ${rows}×${columns} grid`);
      }
      return { width: w, height: h };
    }
    const size = Math.max(rows, columns);
    for (let small = Math.floor(Math.sqrt(size)); small >= 2; small--) {
      if (size % small !== 0) continue;
      const large = size / small;
      if (rows % small === 0 && columns % large === 0) return { width: large, height: small };
      if (rows % large === 0 && columns % small === 0) return { width: small, height: large };
    }
    this.fail(
      `a ${rows}×${columns} grid has no box shape of ${size} cells: give 'boxWidth' and 'boxHeight', 'regions', or 'boxes': false`,
    );
  }

  private baseHouses(regions: number[][] | undefined): void {
    const shape = this.shape;
    const { rows, columns } = shape;
    const square = this.squareGeometry;
    if (square !== undefined && regions === undefined && shape.boxes !== undefined) {
      this.squareHouses(square);
      return;
    }
    for (let r = 0; r < rows; r++) {
      const cells = Array.from({ length: columns }, (_, c) => shape.cellAt(r, c));
      this.groups.push({ name: `row ${r + 1}`, kind: 'row', cells });
    }
    for (let c = 0; c < columns; c++) {
      const cells = Array.from({ length: rows }, (_, r) => shape.cellAt(r, c));
      this.groups.push({ name: `column ${c + 1}`, kind: 'column', cells });
    }
    this.regionOf = new Int32Array(shape.cellCount).fill(-1);
    if (regions !== undefined) {
      regions.forEach((cells, i) => {
        for (const c of cells) this.regionOf[c] = i;
        this.groups.push({ name: `region ${i + 1}`, kind: 'region', cells });
      });
      return;
    }
    const box = shape.boxes;
    if (box === undefined) return;
    const perBand = columns / box.width;
    const boxCount = (rows / box.height) * perBand;
    for (let b = 0; b < boxCount; b++) {
      const r0 = Math.floor(b / perBand) * box.height;
      const c0 = (b % perBand) * box.width;
      const cells: number[] = [];
      for (let r = r0; r < r0 + box.height; r++) {
        for (let c = c0; c < c0 + box.width; c++) {
          cells.push(shape.cellAt(r, c));
          this.regionOf[shape.cellAt(r, c)] = b;
        }
      }
      this.groups.push({ name: `box ${b + 1}`, kind: 'box', cells });
    }
  }

  /** Rows, columns and boxes of the N×N grid: the geometry's shared house lists (no allocation per puzzle). */
  private squareHouses(g: SudokuGeometry): void {
    const n = this.n;
    const houses = g.houses;
    for (let r = 0; r < n; r++) this.groups.push({ name: `row ${r + 1}`, kind: 'row', cells: houses[r]! });
    for (let c = 0; c < n; c++)
      this.groups.push({ name: `column ${c + 1}`, kind: 'column', cells: houses[n + c]! });
    this.regionOf = new Int32Array(this.shape.cellCount).fill(-1);
    for (let b = 0; b < n; b++) {
      this.groups.push({ name: `box ${b + 1}`, kind: 'box', cells: houses[2 * n + b]! });
      for (const c of houses[2 * n + b]!) this.regionOf[c] = b;
    }
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
    const support = rule.supports ?? RULE_SHAPE_SUPPORT.get(rule.type) ?? {};
    this.checkSupport(support);
    this.extraAllowed = support.extraCells === true ? this.shape.extraCells : 0;
    this.extraNote =
      this.shape.extraCells > 0 && support.extraCells !== true
        ? `the ${rule.type} rule takes grid cells only`
        : undefined;
    try {
      rule.resolve(this, readShape(rule, c, this, ['type']));
    } finally {
      this.extraAllowed = 0;
      this.extraNote = undefined;
    }
  }

  /** Refuses, by name, a rule on a grid it was not written for (it would answer wrong there). */
  private checkSupport(support: VariantRuleSupport): void {
    const shape = this.shape;
    if (!shape.square && support.anyGrid !== true) {
      const grid = shape.rows !== shape.columns || shape.rows !== shape.values;
      const why = grid
        ? `a ${shape.rows}×${shape.columns} grid with values ${shape.valueRange}`
        : shape.minValue !== 1
          ? `values ${shape.valueRange}`
          : 'a grid without boxes';
      this.fail(
        `this rule is defined on an N×N grid of digits 1..N with boxes or regions only, not on ${why}`,
      );
    }
    if (shape.minValue !== 1 && support.anyValues !== true) {
      this.fail(
        `this rule is defined on values 1..N only (it adds, halves or takes parities of them), not on ${shape.valueRange}`,
      );
    }
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
    this.sums.push({ cells, coeffs, rhs: indexTotal(this.shape, coeffs, rhs), origin: this.origin });
  }

  addRelation(cells: readonly number[], relation: CellRelation): void {
    this.relations.push({ cells, relation, origin: this.origin });
  }

  addSandwich(cells: readonly number[], sum: number, line: string): void {
    this.sandwiches.push({ cells, sum, line, origin: this.origin });
  }

  requireAdjacent(a: number, b: number, diagonalOk: boolean): void {
    const g = this.shape;
    for (const c of [a, b]) {
      if (g.isExtra(c)) this.fail(`${g.cellName(c)} is outside the grid: it has no neighbours`);
    }
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
    return Math.min(a, b) * this.shape.cellCount + Math.max(a, b);
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
    if (owner === undefined) this.claims.set(what, (owner = new Int32Array(this.shape.cellCount).fill(-1)));
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
