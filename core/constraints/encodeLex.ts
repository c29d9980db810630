import type { ClauseSink } from '../kinds/ClauseSink.js';
import { LIT_TRUE, negate } from '../kinds/literals.js';

/**
 * CNF of `xs <lex ys` (`strict`) or `xs ≤lex ys`, with one boolean `eᵢ` per position, "the first
 * `i` positions are equal": `e₀` is true, `eᵢ₊₁ ⇔ eᵢ ∧ xᵢ = yᵢ`, and `eᵢ ∧ xᵢ = a` implies
 * `yᵢ ≥ a`. The first position where the sequences differ then has `x < y`; strict adds `¬eₙ`.
 * The `eᵢ` are functions of the model variables, so the encoding is exact. O(n · |D|²) literals.
 */
export function encodeLex(
  xs: readonly number[],
  ys: readonly number[],
  strict: boolean,
  sink: ClauseSink,
): void {
  let e = LIT_TRUE;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    const xv = sink.values(x);
    const yv = sink.values(y);
    const next = sink.newVar();
    // eᵢ₊₁ → eᵢ.
    sink.add2(negate(next), e);
    for (const a of xv) {
      const xa = sink.lit(x, a);
      // eᵢ ∧ x = a → y ≥ a.
      sink.begin();
      sink.push(negate(e));
      sink.push(negate(xa));
      for (const b of yv) if (b >= a) sink.push(sink.lit(y, b));
      sink.end();
      const ya = sink.lit(y, a);
      // eᵢ ∧ x = a ∧ y = a → eᵢ₊₁;  eᵢ₊₁ ∧ x = a → y = a.
      sink.begin();
      sink.push(negate(e));
      sink.push(negate(xa));
      sink.push(negate(ya));
      sink.push(next);
      sink.end();
      sink.add3(negate(next), negate(xa), ya);
    }
    e = next;
  }
  if (strict) sink.add1(negate(e));
}
