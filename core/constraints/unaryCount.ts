import type { ClauseSink } from '../kinds/ClauseSink.js';
import { LIT_FALSE, LIT_TRUE, negate } from '../kinds/literals.js';

/**
 * CNF for counting true literals: returns `geq` where `geq[k]` is a literal equivalent to "at
 * least `k` of `lits` are true", for `k = 0 .. upTo` (`LIT_TRUE` for 0, `LIT_FALSE` past the
 * number of literals). A layered sequential counter written as equivalences (each layer's
 * literal both implies and is implied by the previous layer), so every `geq[k]` is exact and can
 * be used positively and negatively; O(n · upTo) clauses and auxiliary booleans.
 */
export function unaryCount(sink: ClauseSink, lits: readonly number[], upTo: number): number[] {
  const top = Math.max(0, upTo);
  // prev[k]: at least k of the first i literals.
  let prev: number[] = [LIT_TRUE];
  for (let k = 1; k <= top; k++) prev.push(LIT_FALSE);
  for (let i = 0; i < lits.length; i++) {
    const b = lits[i]!;
    const next: number[] = [LIT_TRUE];
    for (let k = 1; k <= top; k++) {
      const keep = prev[k]!;
      const step = prev[k - 1]!;
      if (k > i + 1) {
        next.push(LIT_FALSE);
        continue;
      }
      // s ⇔ keep ∨ (step ∧ b), simplified when an input is a constant.
      if (keep === LIT_TRUE || (step === LIT_TRUE && b === LIT_TRUE)) {
        next.push(LIT_TRUE);
        continue;
      }
      if (step === LIT_FALSE || b === LIT_FALSE) {
        next.push(keep);
        continue;
      }
      if (keep === LIT_FALSE && (step === LIT_TRUE || b === LIT_TRUE)) {
        next.push(step === LIT_TRUE ? b : step);
        continue;
      }
      const s = sink.newVar();
      sink.add2(negate(keep), s);
      sink.add3(negate(step), negate(b), s);
      sink.add3(negate(s), keep, step);
      sink.add3(negate(s), keep, b);
      next.push(s);
    }
    prev = next;
  }
  return prev;
}

/** A count's right-hand side in CNF: a model variable (direct encoding) or a constant. */
export type CountTargetCnf = { readonly variable: number } | { readonly constant: number };

/**
 * Writes `count op target` given the count's `geq` literals (from {@link unaryCount}, long enough
 * to reach every value the target may take, plus one). Exact: with a variable target each of its
 * values implies the relation, and it takes one value; for `=` the count also implies the value.
 */
export function encodeCountRelation(
  sink: ClauseSink,
  geq: readonly number[],
  op: string,
  target: CountTargetCnf,
): void {
  const at = (k: number): number => (k <= 0 ? LIT_TRUE : k < geq.length ? geq[k]! : LIT_FALSE);
  const write = (guard: number, k: number): void => {
    const eq = [at(k), negate(at(k + 1))];
    switch (op) {
      case '=':
        sink.add2(negate(guard), eq[0]!);
        sink.add2(negate(guard), eq[1]!);
        break;
      case '<=':
        sink.add2(negate(guard), eq[1]!);
        break;
      case '>=':
        sink.add2(negate(guard), eq[0]!);
        break;
      default:
        sink.add3(negate(guard), negate(eq[0]!), negate(eq[1]!));
    }
  };
  if ('constant' in target) {
    write(LIT_TRUE, target.constant);
    return;
  }
  for (const k of sink.values(target.variable)) {
    const ck = sink.lit(target.variable, k);
    write(ck, k);
    // The count being k fixes the target (implied, for unit propagation).
    if (op === '=') sink.add3(negate(at(k)), at(k + 1), ck);
  }
}

/** How far `unaryCount` must go for `target` over `n` literals (one past its largest value, at most n). */
export function countReach(sink: ClauseSink, n: number, target: CountTargetCnf): number {
  const vals = 'constant' in target ? [target.constant] : sink.values(target.variable);
  const top = vals.length === 0 ? 0 : vals[vals.length - 1]! + 1;
  return Math.min(n, Math.max(0, top));
}
