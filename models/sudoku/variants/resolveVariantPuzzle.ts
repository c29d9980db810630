import { SudokuGeometry } from '../SudokuGeometry.js';
import { SudokuGeometryError } from '../SudokuGeometryError.js';
import { valueOfSymbol } from '../sudokuSymbols.js';
import { findVariantViolations } from './findVariantViolations.js';
import { pairRuleHolds } from './pairRuleHolds.js';
import type {
  ConstraintOrigin,
  PairRule,
  ResolvedGroup,
  ResolvedPair,
  ResolvedSandwich,
  ResolvedSum,
  ResolvedVariant,
} from './ResolvedVariant.js';
import { VARIANT_CONSTRAINT_TYPES } from './VariantConstraint.js';
import { VariantError } from './VariantError.js';

/** Largest grid side a variant puzzle may have (tables of some constraints grow with N², N³). */
export const MAX_VARIANT_SIZE = 36;

const PUZZLE_KEYS = ['size', 'boxWidth', 'boxHeight', 'givens', 'regions', 'constraints', 'title'];

/** Extra properties each constraint type accepts besides `type`. */
const CONSTRAINT_KEYS: Record<string, readonly string[]> = {
  diagonal: ['direction'],
  windoku: [],
  disjointGroups: [],
  extraRegion: ['cells'],
  killer: ['cells', 'sum'],
  littleKiller: ['cells', 'sum'],
  thermometer: ['cells'],
  arrow: ['circle', 'cells'],
  kropki: ['color', 'cells', 'value'],
  kropkiNegative: ['colors'],
  xv: ['letter', 'cells'],
  xvNegative: [],
  antiKnight: [],
  antiKing: [],
  nonConsecutive: [],
  even: ['cells'],
  odd: ['cells'],
  sandwich: ['row', 'column', 'sum'],
};

const CELL_NAME = /^r(\d+)c(\d+)$/i;

type Obj = Readonly<Record<string, unknown>>;

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Validates a variant puzzle (the parsed JSON, or a `VariantPuzzle` built in code) and lowers it to
 * building blocks with cells as indices. Everything is checked before any search: shape, givens, regions
 * (N regions of N cells covering the grid exactly; contiguity is not required), every constraint's fields,
 * cells inside the grid, overlapping cages, sums no digits can make, dots between non-adjacent cells, and
 * givens that already break a rule.
 *
 * @throws VariantError naming the constraint (`constraint #i (type): …`) or the puzzle field at fault.
 */
export function resolveVariantPuzzle(input: unknown): ResolvedVariant {
  return new Resolver().run(input);
}

class Resolver {
  private n = 0;
  private geometry!: SudokuGeometry;
  private jigsaw = false;
  private boxesKnown = true;
  private givens!: Int32Array;
  private parity!: Int8Array;
  private regionOf!: Int32Array;
  private readonly groups: ResolvedGroup[] = [];
  private readonly pairs: ResolvedPair[] = [];
  private readonly sums: ResolvedSum[] = [];
  private readonly sandwiches: ResolvedSandwich[] = [];
  private cageOf!: Int32Array;
  private readonly dots = new Map<number, ConstraintOrigin>();
  private readonly xvs = new Map<number, ConstraintOrigin>();
  private readonly negatives: { origin: ConstraintOrigin; white: boolean; black: boolean; xv: boolean }[] =
    [];
  private at: ConstraintOrigin | undefined;

  run(input: unknown): ResolvedVariant {
    if (!isObject(input)) throw new VariantError('a variant puzzle must be a JSON object');
    for (const key of Object.keys(input)) {
      if (!PUZZLE_KEYS.includes(key)) {
        throw new VariantError(`unknown property '${key}' (expected ${PUZZLE_KEYS.join(', ')})`);
      }
    }
    this.shape(input);
    const cellCount = this.n * this.n;
    this.givens = this.readGivens(input.givens);
    this.parity = new Int8Array(cellCount);
    this.cageOf = new Int32Array(cellCount).fill(-1);
    this.baseHouses(input.regions);
    if (input.title !== undefined && typeof input.title !== 'string') {
      throw new VariantError(`'title' must be a string`);
    }
    const list = input.constraints ?? [];
    if (!Array.isArray(list)) throw new VariantError(`'constraints' must be an array`);
    list.forEach((c: unknown, index: number) => {
      this.constraint(c, index);
    });
    this.at = undefined;
    this.applyNegatives();
    const resolved: ResolvedVariant = {
      geometry: this.geometry,
      jigsaw: this.jigsaw,
      givens: this.givens,
      parity: this.parity,
      groups: this.groups,
      pairs: this.pairs,
      sums: this.sums,
      sandwiches: this.sandwiches,
    };
    // Givens that already break a rule: named before any search (partial mode skips rules with empty cells).
    const broken = findVariantViolations(resolved, this.givens, true)[0];
    if (broken !== undefined)
      throw new VariantError(`the givens break a rule: ${broken.message}`, broken.origin);
    return resolved;
  }

  private fail(reason: string): never {
    throw new VariantError(reason, this.at);
  }

  private shape(input: Obj): void {
    const size = input.size;
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MAX_VARIANT_SIZE) {
      throw new VariantError(`'size' must be an integer 1..${MAX_VARIANT_SIZE}; got ${JSON.stringify(size)}`);
    }
    this.n = size;
    const { boxWidth: w, boxHeight: h } = input;
    this.jigsaw = input.regions !== undefined;
    try {
      if (w !== undefined || h !== undefined) {
        if (typeof w !== 'number' || typeof h !== 'number' || w * h !== size) {
          throw new VariantError(
            `'boxWidth' and 'boxHeight' must both be given, with product ${size}; got ${JSON.stringify(w)} × ${JSON.stringify(h)}`,
          );
        }
        this.geometry = SudokuGeometry.fromBox(w, h);
      } else if (this.jigsaw) {
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

  private readGivens(givens: unknown): Int32Array {
    const n = this.n;
    const out = new Int32Array(n * n);
    if (givens === undefined) return out;
    if (typeof givens === 'string') {
      const text = givens.replace(/\s+/g, '');
      if (text.length !== n * n) {
        throw new VariantError(
          `'givens' must have ${n * n} cell symbols for a ${n}×${n} grid; got ${text.length}`,
        );
      }
      for (let i = 0; i < text.length; i++) {
        const v = valueOfSymbol(text.charCodeAt(i));
        if (v < 0 || v > n) {
          throw new VariantError(
            `'givens': '${text[i]}' at ${this.geometry.cellName(i)} is not a digit 1..${n} or '.'/'0'`,
          );
        }
        out[i] = v;
      }
      return out;
    }
    if (!Array.isArray(givens) || givens.length !== n) {
      throw new VariantError(`'givens' must be a string or ${n} rows of ${n} integers`);
    }
    givens.forEach((row: unknown, r: number) => {
      if (!Array.isArray(row) || row.length !== n) {
        throw new VariantError(`'givens' row ${r + 1} must be an array of ${n} integers`);
      }
      row.forEach((v: unknown, c: number) => {
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > n) {
          throw new VariantError(
            `'givens' r${r + 1}c${c + 1} must be an integer 0..${n} (0 = empty); got ${JSON.stringify(v)}`,
          );
        }
        out[r * n + c] = v;
      });
    });
    return out;
  }

  private baseHouses(regions: unknown): void {
    const g = this.geometry;
    const n = this.n;
    const houses = g.houses;
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
    const lists = this.readRegions(regions);
    this.regionOf.fill(-1);
    lists.forEach((cells, i) => {
      if (cells.length !== n)
        throw new VariantError(`'regions': region ${i + 1} has ${cells.length} cells; each needs ${n}`);
      for (const c of cells) {
        const before = this.regionOf[c]!;
        if (before >= 0) {
          throw new VariantError(
            `'regions': ${g.cellName(c)} is in both region ${before + 1} and region ${i + 1}`,
          );
        }
        this.regionOf[c] = i;
      }
      this.groups.push({ name: `region ${i + 1}`, kind: 'region', cells });
    });
    // N regions of N distinct cells cover the N² cells exactly; checked anyway for a clear message.
    const missing = this.regionOf.indexOf(-1);
    if (missing >= 0) throw new VariantError(`'regions': ${g.cellName(missing)} is in no region`);
  }

  private readRegions(regions: unknown): number[][] {
    const n = this.n;
    if (typeof regions === 'string') {
      const text = regions.replace(/\s+/g, '');
      if (text.length !== n * n) {
        throw new VariantError(
          `'regions' must have ${n * n} region symbols for a ${n}×${n} grid; got ${text.length}`,
        );
      }
      const bySymbol = new Map<string, number[]>();
      for (let i = 0; i < text.length; i++) {
        const s = text[i]!;
        let list = bySymbol.get(s);
        if (list === undefined) {
          list = [];
          bySymbol.set(s, list);
        }
        list.push(i);
      }
      if (bySymbol.size !== n) {
        throw new VariantError(`'regions' must use ${n} distinct symbols; got ${bySymbol.size}`);
      }
      return [...bySymbol.values()];
    }
    if (!Array.isArray(regions) || regions.length !== n) {
      throw new VariantError(`'regions' must be a string of region symbols or ${n} lists of ${n} cells`);
    }
    return regions.map((list: unknown, i: number) =>
      this.cells(list, `region ${i + 1}`, 1, n, `'regions': `),
    );
  }

  /** A cell reference, as an index; throws naming the constraint. */
  private cell(ref: unknown, prefix = ''): number {
    const n = this.n;
    let r: number;
    let c: number;
    if (typeof ref === 'string') {
      const m = CELL_NAME.exec(ref);
      if (m === null) this.fail(`${prefix}'${ref}' is not a cell name like 'r1c1'`);
      r = Number(m[1]);
      c = Number(m[2]);
    } else if (
      Array.isArray(ref) &&
      ref.length === 2 &&
      Number.isInteger(ref[0]) &&
      Number.isInteger(ref[1])
    ) {
      r = ref[0] as number;
      c = ref[1] as number;
    } else {
      this.fail(`${prefix}${JSON.stringify(ref)} is not a cell ('r1c1' or [row, column], 1-based)`);
    }
    if (r < 1 || c < 1 || r > n || c > n) {
      this.fail(`${prefix}cell ${JSON.stringify(ref)} is outside the ${n}×${n} grid`);
    }
    return (r - 1) * n + (c - 1);
  }

  /** A list of `min..max` distinct cells. */
  private cells(list: unknown, what: string, min: number, max: number, prefix = ''): number[] {
    if (!Array.isArray(list)) this.fail(`${prefix}'${what}' must be an array of cells`);
    if (list.length < min || list.length > max) {
      this.fail(
        `${prefix}'${what}' must have ${min === max ? min : `${min}..${max}`} cells; got ${list.length}`,
      );
    }
    const out = list.map((ref: unknown) => this.cell(ref, prefix));
    const seen = new Set<number>();
    for (const c of out) {
      if (seen.has(c)) this.fail(`${prefix}'${what}' lists ${this.geometry.cellName(c)} twice`);
      seen.add(c);
    }
    return out;
  }

  private int(
    v: unknown,
    what: string,
    min = Number.MIN_SAFE_INTEGER,
    max = Number.MAX_SAFE_INTEGER,
  ): number {
    if (typeof v !== 'number' || !Number.isInteger(v)) {
      this.fail(`'${what}' must be an integer; got ${JSON.stringify(v)}`);
    }
    if (v < min || v > max) this.fail(`'${what}' must be in ${min}..${max}; got ${v}`);
    return v;
  }

  private constraint(c: unknown, index: number): void {
    if (!isObject(c) || typeof c.type !== 'string') {
      throw new VariantError(`constraint #${index}: must be an object with a string 'type'`);
    }
    const type = c.type;
    const keys = CONSTRAINT_KEYS[type];
    if (keys === undefined) {
      throw new VariantError(
        `constraint #${index}: unknown type '${type}' (known: ${VARIANT_CONSTRAINT_TYPES.join(', ')})`,
      );
    }
    this.at = { index, type };
    for (const key of Object.keys(c)) {
      if (key !== 'type' && !keys.includes(key)) {
        this.fail(`unknown property '${key}'${keys.length ? ` (expected ${keys.join(', ')})` : ''}`);
      }
    }
    const n = this.n;
    const g = this.geometry;
    const origin = this.at;
    switch (type) {
      case 'diagonal': {
        const d = c.direction ?? 'both';
        if (d !== 'main' && d !== 'anti' && d !== 'both') {
          this.fail(`'direction' must be 'main', 'anti' or 'both'; got ${JSON.stringify(d)}`);
        }
        const main = Array.from({ length: n }, (_, i) => i * n + i);
        const anti = Array.from({ length: n }, (_, i) => i * n + (n - 1 - i));
        if (d !== 'anti') this.groups.push({ name: 'main diagonal', kind: 'diagonal', cells: main, origin });
        if (d !== 'main') this.groups.push({ name: 'anti diagonal', kind: 'diagonal', cells: anti, origin });
        return;
      }
      case 'windoku': {
        if (!this.boxesKnown)
          this.fail(`a ${n}×${n} grid has no box shape to size the windows; give boxWidth and boxHeight`);
        const { boxWidth: bw, boxHeight: bh } = g;
        let k = 0;
        for (let r0 = 1; r0 + bh <= n - 1; r0 += bh + 1) {
          for (let c0 = 1; c0 + bw <= n - 1; c0 += bw + 1) {
            const cells: number[] = [];
            for (let i = 0; i < bh; i++) for (let j = 0; j < bw; j++) cells.push((r0 + i) * n + c0 + j);
            this.groups.push({ name: `window ${++k}`, kind: 'window', cells, origin });
          }
        }
        if (k === 0) this.fail(`a ${g.describe()} grid has no room for windows`);
        return;
      }
      case 'disjointGroups': {
        if (this.jigsaw) this.fail('disjoint groups need regular boxes, not jigsaw regions');
        for (let p = 0; p < n; p++) {
          const offset = Math.floor(p / g.boxWidth) * n + (p % g.boxWidth);
          const cells = Array.from({ length: n }, (_, b) => g.boxOrigin(b) + offset);
          this.groups.push({ name: `disjoint group ${p + 1}`, kind: 'disjoint', cells, origin });
        }
        return;
      }
      case 'extraRegion': {
        const cells = this.cells(c.cells, 'cells', 1, n);
        this.groups.push({ name: `extra region #${index}`, kind: 'extra', cells, origin });
        return;
      }
      case 'killer': {
        const cells = this.cells(c.cells, 'cells', 1, n);
        for (const cell of cells) {
          const other = this.cageOf[cell]!;
          if (other >= 0) this.fail(`${g.cellName(cell)} is already in the cage of constraint #${other}`);
          this.cageOf[cell] = index;
        }
        this.groups.push({ name: `cage #${index}`, kind: 'cage', cells, origin });
        if (c.sum !== undefined) {
          const k = cells.length;
          const lo = (k * (k + 1)) / 2;
          const hi = (k * (2 * n - k + 1)) / 2;
          const sum = this.int(c.sum, 'sum');
          if (sum < lo || sum > hi) {
            this.fail(`no ${k} different digits 1..${n} sum to ${sum} (possible ${lo}..${hi})`);
          }
          this.sums.push({ cells, coeffs: cells.map(() => 1), rhs: sum, origin });
        }
        return;
      }
      case 'littleKiller': {
        const cells = this.cells(c.cells, 'cells', 1, n);
        for (let i = 1; i < cells.length; i++) {
          // Every step the same diagonal move (compared by row and column: an index step could wrap).
          const dr = g.row(cells[i]!) - g.row(cells[i - 1]!);
          const dc = g.col(cells[i]!) - g.col(cells[i - 1]!);
          const dr0 = g.row(cells[1]!) - g.row(cells[0]!);
          const dc0 = g.col(cells[1]!) - g.col(cells[0]!);
          if (Math.abs(dr) !== 1 || Math.abs(dc) !== 1 || dr !== dr0 || dc !== dc0) {
            this.fail('the cells must follow one diagonal, one step at a time');
          }
        }
        const k = cells.length;
        const sum = this.int(c.sum, 'sum');
        if (sum < k || sum > k * n)
          this.fail(`${k} digits 1..${n} cannot sum to ${sum} (possible ${k}..${k * n})`);
        this.sums.push({ cells, coeffs: cells.map(() => 1), rhs: sum, origin });
        return;
      }
      case 'thermometer': {
        const cells = this.cells(c.cells, 'cells', 2, n);
        for (let i = 1; i < cells.length; i++) {
          this.requireAdjacent(cells[i - 1]!, cells[i]!, true);
          this.pairs.push({ a: cells[i - 1]!, b: cells[i]!, rule: 'lt', k: 0, origin });
        }
        return;
      }
      case 'arrow': {
        const circle = this.cells(c.circle, 'circle', 1, 3);
        const shaft = this.cells(c.cells, 'cells', 1, n * n);
        for (const cell of shaft) {
          if (circle.includes(cell)) this.fail(`${g.cellName(cell)} is both in the circle and on the shaft`);
        }
        const coeffs = shaft.map(() => 1);
        let place = 10 ** (circle.length - 1);
        for (let i = 0; i < circle.length; i++, place /= 10) coeffs.push(-place);
        const lo = (10 ** circle.length - 1) / 9; // 1…1: every circle digit 1
        const hi = lo * n;
        if (shaft.length > hi || shaft.length * n < lo) {
          this.fail(`a shaft of ${shaft.length} digits cannot sum to a circle worth ${lo}..${hi}`);
        }
        this.sums.push({ cells: [...shaft, ...circle], coeffs, rhs: 0, origin });
        return;
      }
      case 'kropki': {
        const color = c.color;
        if (color !== 'white' && color !== 'black')
          this.fail(`'color' must be 'white' or 'black'; got ${JSON.stringify(color)}`);
        const [a, b] = this.cells(c.cells, 'cells', 2, 2) as [number, number];
        this.requireAdjacent(a, b, false);
        this.oneMark(this.dots, a, b, 'kropki dot');
        const rule: PairRule = color === 'white' ? 'diff' : 'ratio';
        const k =
          c.value === undefined
            ? color === 'white'
              ? 1
              : 2
            : this.int(c.value, 'value', color === 'white' ? 1 : 2, n);
        this.pushPair(
          a,
          b,
          rule,
          k,
          `no two different digits 1..${n} ${color === 'white' ? `differ by ${k}` : `are in ratio ${k}`}`,
        );
        return;
      }
      case 'kropkiNegative': {
        const colors = c.colors ?? ['white', 'black'];
        if (!Array.isArray(colors) || colors.some((x) => x !== 'white' && x !== 'black')) {
          this.fail(`'colors' must be a list of 'white' and/or 'black'`);
        }
        this.negatives.push({
          origin,
          white: colors.includes('white'),
          black: colors.includes('black'),
          xv: false,
        });
        return;
      }
      case 'xv': {
        const letter = c.letter;
        if (letter !== 'X' && letter !== 'V')
          this.fail(`'letter' must be 'X' or 'V'; got ${JSON.stringify(letter)}`);
        const [a, b] = this.cells(c.cells, 'cells', 2, 2) as [number, number];
        this.requireAdjacent(a, b, false);
        this.oneMark(this.xvs, a, b, 'X or V');
        const k = letter === 'X' ? 10 : 5;
        this.pushPair(a, b, 'sum', k, `no two different digits 1..${n} sum to ${k}`);
        return;
      }
      case 'xvNegative':
        this.negatives.push({ origin, white: false, black: false, xv: true });
        return;
      case 'antiKnight':
        this.moves(
          [
            [1, 2],
            [2, 1],
            [1, -2],
            [2, -1],
          ],
          origin,
        );
        return;
      case 'antiKing':
        this.moves(
          [
            [1, 1],
            [1, -1],
          ],
          origin,
        );
        return;
      case 'nonConsecutive':
        this.orthogonalPairs((a, b) => {
          this.pairs.push({ a, b, rule: 'notDiff', k: 1, origin });
        });
        return;
      case 'even':
      case 'odd': {
        const want = type === 'even' ? 2 : 1;
        if (want === 2 && n < 2) this.fail(`there is no even digit in 1..${n}`);
        for (const cell of this.cells(c.cells, 'cells', 1, n * n)) {
          const p = this.parity[cell]!;
          if (p !== 0 && p !== want)
            this.fail(`${g.cellName(cell)} is already marked ${p === 2 ? 'even' : 'odd'}`);
          const v = this.givens[cell]!;
          if (v !== 0 && v % 2 !== want % 2)
            this.fail(`${g.cellName(cell)} is given ${v}, which is not ${type}`);
          this.parity[cell] = want;
        }
        return;
      }
      case 'sandwich': {
        if ((c.row === undefined) === (c.column === undefined))
          this.fail(`give exactly one of 'row' and 'column'`);
        if (n < 2) this.fail('a sandwich needs a grid of at least 2×2');
        const isRow = c.row !== undefined;
        const k = this.int(isRow ? c.row : c.column, isRow ? 'row' : 'column', 1, n) - 1;
        const cells = g.houses[isRow ? k : n + k]!;
        const sum = this.int(c.sum, 'sum');
        if (!sandwichSums(n).has(sum)) this.fail(`no digits strictly between 1 and ${n} can sum to ${sum}`);
        this.sandwiches.push({ cells, sum, line: `${isRow ? 'row' : 'column'} ${k + 1}`, origin });
        return;
      }
    }
  }

  private requireAdjacent(a: number, b: number, diagonalOk: boolean): void {
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

  private oneMark(marks: Map<number, ConstraintOrigin>, a: number, b: number, what: string): void {
    const key = Math.min(a, b) * this.n * this.n + Math.max(a, b);
    const before = marks.get(key);
    if (before !== undefined) {
      this.fail(
        `a second ${what} between ${this.geometry.cellName(a)} and ${this.geometry.cellName(b)} (see constraint #${before.index})`,
      );
    }
    marks.set(key, this.at!);
  }

  private pushPair(a: number, b: number, rule: PairRule, k: number, impossible: string): void {
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
    this.pairs.push({ a, b, rule, k, origin: this.at! });
  }

  /** `ne` between cells a chess move apart that share no row, column, box or region (those differ anyway). */
  private moves(steps: readonly (readonly [number, number])[], origin: ConstraintOrigin): void {
    const n = this.n;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        for (const [dr, dc] of steps) {
          const r2 = r + dr;
          const c2 = c + dc;
          if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
          const a = r * n + c;
          const b = r2 * n + c2;
          if (this.regionOf[a] === this.regionOf[b]) continue;
          this.pairs.push({ a, b, rule: 'ne', k: 0, origin });
        }
      }
    }
  }

  private orthogonalPairs(each: (a: number, b: number) => void): void {
    const n = this.n;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        if (c + 1 < n) each(r * n + c, r * n + c + 1);
        if (r + 1 < n) each(r * n + c, (r + 1) * n + c);
      }
    }
  }

  private applyNegatives(): void {
    const n = this.n;
    for (const neg of this.negatives) {
      this.orthogonalPairs((a, b) => {
        const key = a * n * n + b;
        if ((neg.white || neg.black) && !this.dots.has(key)) {
          if (neg.white) this.pairs.push({ a, b, rule: 'notDiff', k: 1, origin: neg.origin });
          if (neg.black) this.pairs.push({ a, b, rule: 'notRatio', k: 2, origin: neg.origin });
        }
        if (neg.xv && !this.xvs.has(key)) {
          this.pairs.push({ a, b, rule: 'notSum', k: 5, origin: neg.origin });
          // Two different digits 1..N reach 10 only from N = 6 on.
          if (2 * n - 1 >= 10) this.pairs.push({ a, b, rule: 'notSum', k: 10, origin: neg.origin });
        }
      });
    }
  }
}

/** Every total of a set of different digits strictly between 1 and N (0 for none). */
function sandwichSums(n: number): Set<number> {
  let reach = new Set<number>([0]);
  for (let d = 2; d < n; d++) {
    const next = new Set(reach);
    for (const s of reach) next.add(s + d);
    reach = next;
  }
  return reach;
}
