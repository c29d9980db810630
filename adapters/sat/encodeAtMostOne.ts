import type { AmoEncoding } from './AmoEncoding.js';
import { DEFAULT_PAIRWISE_UP_TO } from './AmoEncoding.js';
import type { CnfBuilder } from './CnfBuilder.js';
import { LIT_FALSE, LIT_TRUE } from './literals.js';

/** Commander group size (as in logic-solver's `exactlyOne`). */
const COMMANDER_GROUP = 3;

/**
 * Adds clauses saying that at most one of `lits[from..to-1]` is true, with the chosen encoding.
 * Constants are allowed: a {@link LIT_TRUE} forces every other literal false, two of them make
 * the formula unsatisfiable, {@link LIT_FALSE} entries are ignored. `lits` may be used as scratch
 * space (its order within the range can change).
 */
export function encodeAtMostOne(
  b: CnfBuilder,
  lits: Int32Array,
  from: number,
  to: number,
  encoding: AmoEncoding,
  pairwiseUpTo = DEFAULT_PAIRWISE_UP_TO,
): void {
  // Compact: drop false constants, count true ones.
  let n = from;
  let trues = 0;
  for (let i = from; i < to; i++) {
    const l = lits[i]!;
    if (l === LIT_FALSE) continue;
    if (l === LIT_TRUE) trues++;
    else lits[n++] = l;
  }
  if (trues > 1) {
    b.add1(LIT_FALSE);
    return;
  }
  if (trues === 1) {
    for (let i = from; i < n; i++) b.add1(-lits[i]!);
    return;
  }
  const count = n - from;
  if (count < 2) return;
  const enc = encoding === 'auto' ? (count <= pairwiseUpTo ? 'pairwise' : 'sequential') : encoding;
  switch (enc) {
    case 'pairwise':
      pairwise(b, lits, from, n);
      return;
    case 'sequential':
      sequential(b, lits, from, n);
      return;
    case 'binary':
      binary(b, lits, from, n);
      return;
    default:
      commander(b, Array.from(lits.subarray(from, n)));
  }
}

function pairwise(b: CnfBuilder, lits: ArrayLike<number>, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const a = -lits[i]!;
    for (let j = i + 1; j < to; j++) b.add2(a, -lits[j]!);
  }
}

/** Sinz 2005: s_i = "one of x_1..x_i is true". */
function sequential(b: CnfBuilder, lits: ArrayLike<number>, from: number, to: number): void {
  const n = to - from;
  if (n <= 2) {
    pairwise(b, lits, from, to);
    return;
  }
  const s = b.newVars(n - 1); // s, s+1, …, s+n-2
  b.add2(-lits[from]!, s);
  for (let i = 1; i < n - 1; i++) {
    const x = lits[from + i]!;
    const prev = s + i - 1;
    const cur = s + i;
    b.add2(-x, cur);
    b.add2(-prev, cur);
    b.add2(-x, -prev);
  }
  b.add2(-lits[to - 1]!, -(s + n - 2));
}

/** Frisch et al.: literal i forces the bits of i. */
function binary(b: CnfBuilder, lits: ArrayLike<number>, from: number, to: number): void {
  const n = to - from;
  let bits = 0;
  while (1 << bits < n) bits++;
  const first = b.newVars(bits);
  for (let i = 0; i < n; i++) {
    const x = -lits[from + i]!;
    for (let k = 0; k < bits; k++) b.add2(x, (i >>> k) & 1 ? first + k : -(first + k));
  }
}

/** Klieber & Kwon: groups of 3, each with a commander implied by its members. */
function commander(b: CnfBuilder, lits: number[]): void {
  while (lits.length > COMMANDER_GROUP) {
    const next: number[] = [];
    for (let g = 0; g < lits.length; g += COMMANDER_GROUP) {
      const end = Math.min(lits.length, g + COMMANDER_GROUP);
      if (end - g === 1) {
        next.push(lits[g]!);
        continue;
      }
      pairwise(b, lits, g, end);
      const c = b.newVar();
      // c ↔ OR(group): the member→commander half carries the at-most-one; the other half keeps
      // the commander from being true for nothing (so it is functionally determined).
      for (let i = g; i < end; i++) b.add2(-lits[i]!, c);
      b.begin();
      b.lit(-c);
      for (let i = g; i < end; i++) b.lit(lits[i]!);
      b.end();
      next.push(c);
    }
    lits = next;
  }
  pairwise(b, lits, 0, lits.length);
}
