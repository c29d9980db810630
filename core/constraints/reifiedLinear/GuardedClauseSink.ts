import type { ClauseSink } from '../../kinds/ClauseSink.js';
import { negate } from '../../kinds/literals.js';

/**
 * A clause sink that adds one literal, the guard, to every clause written through it: an encoder
 * writing `C` through it writes `guard ∨ C`, so with the guard `¬b` any exact encoding becomes
 * `b ⇒ C`. Auxiliary variables stay free when the guard is true (solutions are counted on the
 * model's own literals, so that adds none). At-most-one groups are written pairwise, and
 * `impliedAtMostOne` is ignored: a guarded group implies nothing on its own.
 */
export class GuardedClauseSink implements ClauseSink {
  private readonly inner: ClauseSink;
  private readonly guard: number;

  /** Wraps `inner`; `guard` is the literal (or constant) added to every clause. */
  constructor(inner: ClauseSink, guard: number) {
    this.inner = inner;
    this.guard = guard;
  }

  /** The inner sink's values of `x`. */
  values(x: number): readonly number[] {
    return this.inner.values(x);
  }

  /** The inner sink's literal of `x = v`. */
  lit(x: number, v: number): number {
    return this.inner.lit(x, v);
  }

  /** A fresh auxiliary boolean of the inner sink. */
  newVar(): number {
    return this.inner.newVar();
  }

  /** Consecutive fresh auxiliary booleans of the inner sink. */
  newVars(count: number): number {
    return this.inner.newVars(count);
  }

  /** Adds `guard ∨ lits[from..to-1]`. */
  clause(lits: ArrayLike<number>, from = 0, to = lits.length): void {
    this.begin();
    for (let i = from; i < to; i++) this.inner.push(lits[i]!);
    this.inner.end();
  }

  /** Adds `guard ∨ a`. */
  add1(a: number): void {
    this.inner.add2(this.guard, a);
  }

  /** Adds `guard ∨ a ∨ b`. */
  add2(a: number, b: number): void {
    this.inner.add3(this.guard, a, b);
  }

  /** Adds `guard ∨ a ∨ b ∨ c`. */
  add3(a: number, b: number, c: number): void {
    this.begin();
    this.inner.push(a);
    this.inner.push(b);
    this.inner.push(c);
    this.inner.end();
  }

  /** Opens a clause holding the guard. */
  begin(): void {
    this.inner.begin();
    this.inner.push(this.guard);
  }

  /** Adds a literal to the open clause. */
  push(l: number): void {
    this.inner.push(l);
  }

  /** Closes the open clause. */
  end(): void {
    this.inner.end();
  }

  /** `guard ∨` "at most one of `lits[from..to-1]`", pairwise. */
  atMostOne(lits: ArrayLike<number>, from = 0, to = lits.length): void {
    for (let i = from; i < to; i++) {
      for (let j = i + 1; j < to; j++) this.add2(negate(lits[i]!), negate(lits[j]!));
    }
  }

  /** Ignored: a guarded group implies nothing unconditionally. */
  impliedAtMostOne(_x: number): void {}

  /** The inner sink's option. */
  option(name: string): string | undefined {
    return this.inner.option(name);
  }
}
