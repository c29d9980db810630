import { growInt32 } from '../../core/util/growInt32.js';
import type { Cnf } from './Cnf.js';
import { LIT_FALSE, LIT_TRUE } from './literals.js';

/**
 * Accumulates clauses in one growing `Int32Array` and hands out variable numbers.
 *
 * Clauses are built literal by literal (`begin`, `lit`, `end`) so that encoders allocate nothing
 * per clause. Constants simplify on the way in: a clause holding {@link LIT_TRUE} is dropped, a
 * {@link LIT_FALSE} literal is left out, and a clause left with no literal is kept as the empty
 * clause (the formula is then unsatisfiable, and `hasEmptyClause` says so).
 */
export class CnfBuilder {
  /** Highest variable number handed out so far. */
  numVars = 0;
  /** Clauses kept so far. */
  clauseCount = 0;
  /** `true` once an empty clause was added. */
  hasEmptyClause = false;
  private buf: Int32Array;
  private len = 0;
  private clauseStart = -1;
  private satisfied = false;

  /** Starts with room for `capacity` literals (the buffer doubles on demand). */
  constructor(capacity = 1024) {
    this.buf = new Int32Array(Math.max(16, capacity));
  }

  /** A fresh variable. */
  newVar(): number {
    return ++this.numVars;
  }

  /** Reserves `count` consecutive variables and returns the first. */
  newVars(count: number): number {
    const first = this.numVars + 1;
    this.numVars += count;
    return first;
  }

  /** Opens a clause. */
  begin(): void {
    this.clauseStart = this.len;
    this.satisfied = false;
  }

  /** Adds a literal (or constant) to the open clause. */
  lit(l: number): void {
    if (l === LIT_FALSE || this.satisfied) return;
    if (l === LIT_TRUE) {
      this.satisfied = true;
      return;
    }
    if (this.len === this.buf.length) this.buf = growInt32(this.buf, this.buf.length * 2);
    this.buf[this.len++] = l;
  }

  /** Closes the open clause (dropped when a constant satisfied it). */
  end(): void {
    if (this.satisfied) {
      this.len = this.clauseStart;
      return;
    }
    if (this.len === this.clauseStart) this.hasEmptyClause = true;
    if (this.len === this.buf.length) this.buf = growInt32(this.buf, this.buf.length * 2);
    this.buf[this.len++] = 0;
    this.clauseCount++;
  }

  /** Adds the clause `(a)`. */
  add1(a: number): void {
    this.begin();
    this.lit(a);
    this.end();
  }

  /** Adds the clause `(a ∨ b)`. */
  add2(a: number, b: number): void {
    this.begin();
    this.lit(a);
    this.lit(b);
    this.end();
  }

  /** Adds the clause `(a ∨ b ∨ c)`. */
  add3(a: number, b: number, c: number): void {
    this.begin();
    this.lit(a);
    this.lit(b);
    this.lit(c);
    this.end();
  }

  /** Adds the clause of `lits[from..to-1]`. */
  addSlice(lits: ArrayLike<number>, from = 0, to: number = lits.length): void {
    this.begin();
    for (let i = from; i < to; i++) this.lit(lits[i]!);
    this.end();
  }

  /** Literals stored so far (terminators included). */
  get length(): number {
    return this.len;
  }

  /** The formula built so far (a trimmed copy; the builder may go on). */
  build(): Cnf {
    return { numVars: this.numVars, clauseCount: this.clauseCount, clauses: this.buf.slice(0, this.len) };
  }
}
