import { domainHas } from '../../../core/model/Domain.js';
import type { SudokuGeometry } from '../SudokuGeometry.js';
import { TechniqueError } from '../techniques/TechniqueError.js';
import { MAX_TECHNIQUE_SIZE } from '../techniques/TechniqueLayout.js';
import type { ResolvedVariant } from '../variants/ResolvedVariant.js';
import type { VariantHouse } from '../variants/VariantHouse.js';
import type { VariantModel } from '../variants/VariantModel.js';

/**
 * A variant sudoku position with pencil marks: placed values and, per empty cell, the candidates still
 * open (bit `v-1` = value `v`). Unlike the classic `CandidateGrid`, a cell may lie in any number of
 * houses (rows, columns, boxes or regions, diagonals, windows, extra regions) and its peers are every cell
 * it must differ from: the cells of all its groups (cages included) and its `ne` partners (anti-knight,
 * anti-king), so placing a value removes it wherever the variant's rules say it cannot repeat.
 */
export class VariantCandidates {
  /** The model the position belongs to (its rules, building blocks and constraint model). */
  readonly variant: VariantModel;
  /** The validated, lowered puzzle (groups, pairs, sums, sandwiches, line relations). */
  readonly resolved: ResolvedVariant;
  /** Grid shape (with jigsaw regions only rows and columns of it matter). */
  readonly geometry: SudokuGeometry;
  /** N. */
  readonly size: number;
  /** N². */
  readonly cellCount: number;
  /** Mask of all N values. */
  readonly allValues: number;
  /** Every N-cell group (each digit exactly once), numbered as in `VariantModel.houses`. */
  readonly houses: readonly VariantHouse[];
  /** Houses of each cell (indices into {@link houses}). */
  readonly cellHouses: readonly (readonly number[])[];
  /** Peers of each cell: the cells it must differ from. */
  readonly peers: readonly Int32Array[];
  /** Value of each cell, `0` when empty. */
  readonly values: Int32Array;
  /** Candidates of each cell (`0` once it holds a value). */
  readonly cands: Int32Array;
  /** Number of empty cells. */
  unsolved: number;
  /** Set once a cell is left without a candidate. */
  broken: boolean;
  private readonly peerBits: Uint8Array;

  private constructor(from: VariantCandidates | VariantModel) {
    if (from instanceof VariantCandidates) {
      this.variant = from.variant;
      this.resolved = from.resolved;
      this.geometry = from.geometry;
      this.size = from.size;
      this.cellCount = from.cellCount;
      this.allValues = from.allValues;
      this.houses = from.houses;
      this.cellHouses = from.cellHouses;
      this.peers = from.peers;
      this.peerBits = from.peerBits;
      this.values = from.values.slice();
      this.cands = from.cands.slice();
      this.unsolved = from.unsolved;
      this.broken = from.broken;
      return;
    }
    const vm = from;
    const n = vm.geometry.size;
    if (n > MAX_TECHNIQUE_SIZE) {
      throw new TechniqueError(
        `the human techniques handle grids up to ${MAX_TECHNIQUE_SIZE}×${MAX_TECHNIQUE_SIZE}; this one is ${n}×${n}`,
      );
    }
    this.variant = vm;
    this.resolved = vm.resolved;
    this.geometry = vm.geometry;
    this.size = n;
    this.cellCount = n * n;
    this.allValues = n === 32 ? -1 : (1 << n) - 1;
    this.houses = vm.houses;
    const cellHouses: number[][] = Array.from({ length: this.cellCount }, () => []);
    vm.houses.forEach((h, i) => {
      for (const c of h.cells) cellHouses[c]!.push(i);
    });
    this.cellHouses = cellHouses;
    const count = this.cellCount;
    const bits = new Uint8Array(count * count);
    const link = (a: number, b: number): void => {
      if (a === b) return;
      bits[a * count + b] = 1;
      bits[b * count + a] = 1;
    };
    for (const g of vm.resolved.groups) for (const a of g.cells) for (const b of g.cells) link(a, b);
    for (const p of vm.resolved.pairs) if (p.rule === 'ne') link(p.a, p.b);
    this.peerBits = bits;
    this.peers = Array.from({ length: count }, (_, a) => {
      const list: number[] = [];
      for (let b = 0; b < count; b++) if (bits[a * count + b] === 1) list.push(b);
      return Int32Array.from(list);
    });
    this.values = new Int32Array(count);
    this.cands = new Int32Array(count);
    this.unsolved = count;
    this.broken = false;
    const vars = vm.model.variables;
    for (let c = 0; c < count; c++) {
      let m = 0;
      for (let v = 1; v <= n; v++) if (domainHas(vars[c]!.domain, v)) m |= 1 << (v - 1);
      this.cands[c] = m;
    }
    const givens = vm.resolved.givens;
    for (let c = 0; c < count; c++) {
      const v = givens[c]!;
      if (v === 0) continue;
      for (const p of this.peers[c]!) {
        if (givens[p] === v) {
          throw new TechniqueError(
            `the givens clash: ${this.geometry.cellName(c)} and ${this.geometry.cellName(p)} both hold ${v}`,
          );
        }
      }
      this.place(c, v);
    }
    const dead = this.contradiction();
    if (dead !== undefined) throw new TechniqueError(`${dead}: the puzzle has no solution`);
  }

  /** The starting position of a variant puzzle: givens placed, every candidate its rules' domains allow. */
  static of(variant: VariantModel): VariantCandidates {
    return new VariantCandidates(variant);
  }

  /** An independent copy. */
  clone(): VariantCandidates {
    return new VariantCandidates(this);
  }

  /** Makes this position a copy of `other` (a position of the same puzzle). */
  copyFrom(other: VariantCandidates): void {
    this.values.set(other.values);
    this.cands.set(other.cands);
    this.unsolved = other.unsolved;
    this.broken = other.broken;
  }

  /** `true` when every cell holds a value. */
  isSolved(): boolean {
    return this.unsolved === 0;
  }

  /** `true` when the two cells must hold different digits. */
  sees(a: number, b: number): boolean {
    return this.peerBits[a * this.cellCount + b] === 1;
  }

  /** `true` when `value` is still a candidate of the empty cell `cell`. */
  has(cell: number, value: number): boolean {
    return (this.cands[cell]! & (1 << (value - 1))) !== 0;
  }

  /** Number of candidates of a cell. */
  count(cell: number): number {
    let k = 0;
    for (let b = this.cands[cell]!; b !== 0; b &= b - 1) k++;
    return k;
  }

  /** The candidates of a cell, ascending (its value alone once it holds one). */
  candidatesOf(cell: number): number[] {
    const bits = this.values[cell] !== 0 ? 1 << (this.values[cell]! - 1) : this.cands[cell]!;
    const out: number[] = [];
    for (let b = bits; b !== 0; b &= b - 1) out.push(32 - Math.clz32(b & -b));
    return out;
  }

  /** The possible values of a cell as a mask: its value's bit once placed, else its candidates. */
  maskOf(cell: number): number {
    const v = this.values[cell]!;
    return v !== 0 ? 1 << (v - 1) : this.cands[cell]!;
  }

  /** Puts `value` in the empty cell `cell` and removes it from the cell's peers. */
  place(cell: number, value: number): void {
    this.values[cell] = value;
    this.cands[cell] = 0;
    this.unsolved--;
    for (const p of this.peers[cell]!) this.eliminate(p, value);
  }

  /** Removes a candidate; `false` when it was not there. */
  eliminate(cell: number, value: number): boolean {
    const bit = 1 << (value - 1);
    const c = this.cands[cell]!;
    if ((c & bit) === 0) return false;
    this.cands[cell] = c & ~bit;
    if (c === bit) this.broken = true;
    return true;
  }

  /** The empty cells of a house where `value` can still go. */
  placesOf(house: number, value: number): number[] {
    const bit = 1 << (value - 1);
    return this.houses[house]!.cells.filter((c) => (this.cands[c]! & bit) !== 0);
  }

  /** `true` when `value` is placed somewhere in the house. */
  placedIn(house: number, value: number): boolean {
    return this.houses[house]!.cells.some((c) => this.values[c] === value);
  }

  /**
   * Why the position has no solution (`r3c4 has no candidate left`, `6 has no place left in row 4`), or
   * `undefined` when no such dead end is visible.
   */
  contradiction(): string | undefined {
    const g = this.geometry;
    for (let c = 0; c < this.cellCount; c++) {
      if (this.values[c] === 0 && this.cands[c] === 0) return `${g.cellName(c)} has no candidate left`;
    }
    for (let h = 0; h < this.houses.length; h++) {
      let seen = 0;
      for (const c of this.houses[h]!.cells) seen |= this.maskOf(c);
      if (seen !== this.allValues) {
        const missing = this.allValues & ~seen;
        return `${32 - Math.clz32(missing & -missing)} has no place left in ${this.houses[h]!.name}`;
      }
    }
    return undefined;
  }
}
