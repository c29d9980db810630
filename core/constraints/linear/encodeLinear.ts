import type { ClauseSink } from '../../kinds/ClauseSink.js';
import { LIT_FALSE, LIT_TRUE, negate } from '../../kinds/literals.js';
import { type LinearConstraint, type LinearOp, linearAccepts } from './LinearConstraint.js';

/**
 * Most partial-sum states (over all layers) the layered encoding may create before the binary
 * adder encoding takes over; the layered one is stronger for propagation but grows with the
 * number of distinct partial sums (a killer cage has dozens, a cryptarithm's column-weighted sum
 * can have millions).
 */
export const LINEAR_LAYERED_MAX_STATES = 20_000;

/** One open term `coeff · x` of a linear constraint. */
interface Term {
  readonly x: number;
  readonly coeff: number;
  readonly values: readonly number[];
}

/**
 * Encodes `Σ coeffs[i] · scope[i] op rhs` over the open literals. Fixed variables fold into the
 * right-hand side. Small sums use a layered partial-sum encoding (one variable per reachable
 * partial sum that can still reach an accepted total); large ones turn every term into binary
 * digits, add them with Tseitin-encoded adders and compare the sum's bits with the constant.
 */
export function encodeLinear(c: LinearConstraint, b: ClauseSink): void {
  const option = b.option('linear');
  const mode = option === 'layered' || option === 'binary' ? option : 'auto';
  const terms: Term[] = [];
  let constant = 0;
  for (let i = 0; i < c.scope.length; i++) {
    const coeff = c.coeffs[i]!;
    if (coeff === 0) continue;
    const x = c.scope[i]!;
    const values = b.values(x);
    if (values.length === 1) constant += coeff * values[0]!;
    else terms.push({ x, coeff, values });
  }
  const rhs = c.rhs - constant;
  if (terms.length === 0) {
    if (!linearAccepts(c.op, 0, rhs)) b.add1(LIT_FALSE);
    return;
  }
  const budget = mode === 'layered' ? Number.POSITIVE_INFINITY : LINEAR_LAYERED_MAX_STATES;
  if (mode === 'binary' || !layered(b, terms, c.op, rhs, budget)) binary(b, terms, c.op, rhs);
}

/** The layered encoding; `false` (nothing emitted) when it would exceed the state budget. */
function layered(b: ClauseSink, terms: readonly Term[], op: LinearOp, rhs: number, budget: number): boolean {
  const n = terms.length;
  const layers: number[][] = [[0]];
  let total = 0;
  for (let i = 0; i < n; i++) {
    const t = terms[i]!;
    const next = new Set<number>();
    for (const s of layers[i]!) for (const v of t.values) next.add(s + t.coeff * v);
    total += next.size;
    if (total > budget) return false;
    layers.push([...next]);
  }
  // Backward: keep the states from which an accepted total is still reachable.
  const alive: Set<number>[] = new Array(n + 1);
  alive[n] = new Set(layers[n]!.filter((s) => linearAccepts(op, s, rhs)));
  for (let i = n - 1; i >= 0; i--) {
    const t = terms[i]!;
    const after = alive[i + 1]!;
    alive[i] = new Set(layers[i]!.filter((s) => t.values.some((v) => after.has(s + t.coeff * v))));
  }
  if (!alive[0]!.has(0)) {
    b.add1(LIT_FALSE);
    return true;
  }
  // State variables for layers 1..n-1 (layer 0 is the constant 0, layer n is only checked).
  const vars: Map<number, number>[] = [new Map([[0, LIT_TRUE]])];
  for (let i = 1; i < n; i++) {
    const m = new Map<number, number>();
    for (const s of alive[i]!) m.set(s, b.newVar());
    vars.push(m);
  }
  for (let i = 0; i < n; i++) {
    const t = terms[i]!;
    const after = alive[i + 1]!;
    for (const [s, p] of vars[i]!) {
      for (const v of t.values) {
        const lit = b.lit(t.x, v);
        const s2 = s + t.coeff * v;
        if (!after.has(s2)) b.add2(negate(p), negate(lit));
        else if (i + 1 < n) b.add3(negate(p), negate(lit), vars[i + 1]!.get(s2)!);
      }
    }
  }
  return true;
}

/** Bit `k` of a non-negative safe integer. */
function bitOf(x: number, k: number): number {
  return Math.floor(x / 2 ** k) % 2;
}

/** Number of binary digits of a non-negative safe integer (0 for 0). */
function bitLength(x: number): number {
  let w = 0;
  while (2 ** w <= x) w++;
  return w;
}

function binary(b: ClauseSink, terms: readonly Term[], op: LinearOp, rhs: number): void {
  // Each term becomes a non-negative contribution: a·x = a·lo + a·(x − lo) for a > 0, and
  // a·x = a·hi + |a|·(hi − x) for a < 0.
  let shift = 0;
  let queue: number[][] = [];
  for (const t of terms) {
    const lo = t.values[0]!;
    const hi = t.values[t.values.length - 1]!;
    const a = t.coeff;
    shift += a > 0 ? a * lo : a * hi;
    const contrib = (v: number): number => (a > 0 ? a * (v - lo) : -a * (hi - v));
    const width = bitLength(Math.abs(a) * (hi - lo));
    const bits: number[] = [];
    for (let k = 0; k < width; k++) {
      const set = t.values.filter((v) => bitOf(contrib(v), k) === 1).map((v) => b.lit(t.x, v));
      if (set.length === 0) bits.push(LIT_FALSE);
      else if (set.length === t.values.length) bits.push(LIT_TRUE);
      else if (set.length === 1) bits.push(set[0]!);
      else {
        // bit ↔ ∨ set (the variable takes exactly one value, so this is its digit k).
        const d = b.newVar();
        b.begin();
        b.push(-d);
        for (const l of set) b.push(l);
        b.end();
        for (const l of set) b.add2(negate(l), d);
        bits.push(d);
      }
    }
    queue.push(bits);
  }
  // Balanced pairwise addition keeps the adders short.
  while (queue.length > 1) {
    const next: number[][] = [];
    for (let i = 0; i + 1 < queue.length; i += 2) next.push(addBits(b, queue[i]!, queue[i + 1]!));
    if (queue.length % 2 === 1) next.push(queue[queue.length - 1]!);
    queue = next;
  }
  compareBits(b, queue[0] ?? [], op, rhs - shift);
}

function addBits(b: ClauseSink, x: readonly number[], y: readonly number[]): number[] {
  const out: number[] = [];
  let carry = LIT_FALSE;
  const w = Math.max(x.length, y.length);
  for (let k = 0; k < w; k++) {
    const [s, c] = fullAdd(b, x[k] ?? LIT_FALSE, y[k] ?? LIT_FALSE, carry);
    out.push(s);
    carry = c;
  }
  out.push(carry);
  return out;
}

/** Sum and carry of three literals or constants, creating variables only where needed. */
function fullAdd(b: ClauseSink, p: number, q: number, r: number): [number, number] {
  const open: number[] = [];
  let trues = 0;
  for (const l of [p, q, r]) {
    if (l === LIT_TRUE) trues++;
    else if (l !== LIT_FALSE) open.push(l);
  }
  const T = LIT_TRUE;
  const F = LIT_FALSE;
  switch (open.length) {
    case 0:
      return [trues % 2 === 1 ? T : F, trues >= 2 ? T : F];
    case 1: {
      const a = open[0]!;
      if (trues === 0) return [a, F];
      if (trues === 1) return [negate(a), a];
      return [a, T];
    }
    case 2: {
      const [a, c] = open as [number, number];
      const x = xor2(b, a, c);
      return trues === 0 ? [x, and2(b, a, c)] : [negate(x), or2(b, a, c)];
    }
    default: {
      const [a, c, d] = open as [number, number, number];
      return [xor3(b, a, c, d), majority(b, a, c, d)];
    }
  }
}

function xor2(b: ClauseSink, a: number, c: number): number {
  const s = b.newVar();
  b.add3(-s, a, c);
  b.add3(-s, -a, -c);
  b.add3(s, -a, c);
  b.add3(s, a, -c);
  return s;
}

function and2(b: ClauseSink, a: number, c: number): number {
  const s = b.newVar();
  b.add2(-s, a);
  b.add2(-s, c);
  b.add3(s, -a, -c);
  return s;
}

function or2(b: ClauseSink, a: number, c: number): number {
  const s = b.newVar();
  b.add3(-s, a, c);
  b.add2(s, -a);
  b.add2(s, -c);
  return s;
}

function xor3(b: ClauseSink, a: number, c: number, d: number): number {
  const s = b.newVar();
  // s is true exactly when an odd number of a, c, d are.
  for (let m = 0; m < 8; m++) {
    const la = m & 1 ? -a : a;
    const lc = m & 2 ? -c : c;
    const ld = m & 4 ? -d : d;
    const odd = ((m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1)) % 2 === 1;
    // The clause excludes the assignment where a, c, d match mask m and s has the wrong parity.
    b.begin();
    b.push(la);
    b.push(lc);
    b.push(ld);
    b.push(odd ? s : -s);
    b.end();
  }
  return s;
}

function majority(b: ClauseSink, a: number, c: number, d: number): number {
  const s = b.newVar();
  b.add3(-a, -c, s);
  b.add3(-a, -d, s);
  b.add3(-c, -d, s);
  b.add3(a, c, -s);
  b.add3(a, d, -s);
  b.add3(c, d, -s);
  return s;
}

/** Clauses saying that the unsigned number with bits `bits` (LSB first) is `op r`. */
function compareBits(b: ClauseSink, bits: readonly number[], op: LinearOp, r: number): void {
  const max = 2 ** bits.length - 1;
  if (r < 0 || r > max) {
    const holdsForAll = op === '!=' || (op === '<=' && r > max) || (op === '>=' && r < 0);
    if (!holdsForAll) b.add1(LIT_FALSE);
    return;
  }
  const w = bits.length;
  // "bit j differs from r's bit j", the literal that is true when the sum leaves r's prefix.
  const differs = (j: number): number => (bitOf(r, j) === 1 ? negate(bits[j]!) : bits[j]!);
  switch (op) {
    case '=':
      for (let k = 0; k < w; k++) b.add1(bitOf(r, k) === 1 ? bits[k]! : negate(bits[k]!));
      return;
    case '!=':
      b.begin();
      for (let k = 0; k < w; k++) b.push(differs(k));
      b.end();
      return;
    case '<=':
    case '>=': {
      // sum > r  iff  some bit k has sum_k = 1, r_k = 0 and every higher bit equal (and mirrored for <).
      const badBit = op === '<=' ? 0 : 1;
      for (let k = 0; k < w; k++) {
        if (bitOf(r, k) !== badBit) continue;
        b.begin();
        b.push(op === '<=' ? negate(bits[k]!) : bits[k]!);
        for (let j = k + 1; j < w; j++) b.push(differs(j));
        b.end();
      }
    }
  }
}
