import type { ClauseSink } from '../../core/kinds/ClauseSink.js';
import type { AmoEncoding } from './AmoEncoding.js';
import type { CnfBuilder } from './CnfBuilder.js';
import { encodeAtMostOne } from './encodeAtMostOne.js';

/** Where the literals of one model variable are (see {@link SatClauseSink}). */
export interface LiteralLayout {
  /** Values still possible per variable, ascending (`null` until asked for). */
  values(x: number): readonly number[];
  /** Literal of `x = v`: a variable number, or a constant when decided. */
  lit(x: number, v: number): number;
}

/**
 * The `ClauseSink` a kind's encoder writes to, over the backend's `CnfBuilder` and the literal
 * layout of the root-propagated domains. Records which variables' at-most-one clauses are
 * implied (`impliedAtMostOne`) for the backend to skip.
 */
export class SatClauseSink implements ClauseSink {
  /** Variables whose at-most-one clauses kinds declared implied. */
  readonly implied: Uint8Array;
  private scratch = new Int32Array(64);

  /** A sink writing to `b` over `layout`, for `variables` model variables. */
  constructor(
    private readonly b: CnfBuilder,
    private readonly layout: LiteralLayout,
    variables: number,
    private readonly amo: AmoEncoding,
    private readonly pairwiseUpTo: number,
    private readonly options: Readonly<Record<string, string | undefined>>,
  ) {
    this.implied = new Uint8Array(variables);
  }

  values(x: number): readonly number[] {
    return this.layout.values(x);
  }

  lit(x: number, v: number): number {
    return this.layout.lit(x, v);
  }

  newVar(): number {
    return this.b.newVar();
  }

  newVars(count: number): number {
    return this.b.newVars(count);
  }

  clause(lits: ArrayLike<number>, from = 0, to: number = lits.length): void {
    this.b.addSlice(lits, from, to);
  }

  add1(a: number): void {
    this.b.add1(a);
  }

  add2(a: number, c: number): void {
    this.b.add2(a, c);
  }

  add3(a: number, c: number, d: number): void {
    this.b.add3(a, c, d);
  }

  begin(): void {
    this.b.begin();
  }

  push(l: number): void {
    this.b.lit(l);
  }

  end(): void {
    this.b.end();
  }

  atMostOne(lits: ArrayLike<number>, from = 0, to: number = lits.length): void {
    const k = to - from;
    if (this.scratch.length < k) this.scratch = new Int32Array(Math.max(k, this.scratch.length * 2));
    const s = this.scratch;
    for (let i = 0; i < k; i++) s[i] = lits[from + i]!;
    encodeAtMostOne(this.b, s, 0, k, this.amo, this.pairwiseUpTo);
  }

  impliedAtMostOne(x: number): void {
    this.implied[x] = 1;
  }

  option(name: string): string | undefined {
    return this.options[name];
  }
}
