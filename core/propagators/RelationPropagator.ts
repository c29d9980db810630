import type { RelationOp } from '../constraints/relation/RelationConstraint.js';
import { relationHolds } from '../constraints/relation/relationHolds.js';
import type { DomainStore } from '../domain/DomainStore.js';
import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_ASSIGNED, EV_BOUNDS_OR_ASSIGNED, EV_DOMAIN } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_LINEAR, Propagator } from '../propagation/Propagator.js';
import { lowestBit } from '../util/bits.js';

/** The same relation read from `y`'s side: `x op y + k` ⇔ `y flip(op) x − k`; `absDiff*` are symmetric. */
const FLIPPED: Readonly<Record<RelationOp, RelationOp>> = {
  eq: 'eq',
  ne: 'ne',
  lt: 'gt',
  le: 'ge',
  gt: 'lt',
  ge: 'le',
  absDiffEq: 'absDiffEq',
  absDiffNe: 'absDiffNe',
  absDiffGe: 'absDiffGe',
  absDiffLe: 'absDiffLe',
};

/**
 * A binary relation, domain consistent (arc consistent) for every operator: `x op y + k` for
 * `eq`, `ne`, `lt`, `le`, `gt`, `ge`, and `|x − y| op k` for the `absDiff*` operators.
 *
 * Propagation revises `x` against `y`, then `y` against `x`. For a binary relation that is
 * already the fixpoint: every value kept in the first pass has its support kept in the second,
 * because that support is itself supported by the value.
 *
 * `eq` and `absDiffEq` intersect with the other domain shifted by whole words; `absDiffLe`
 * scans the other domain for a value within distance `k`; ordering relations and `absDiffGe`
 * depend only on the other variable's bounds; `ne` and `absDiffNe` prune only when the other
 * domain has one (or, for `absDiffNe`, two) values left. Variables may have different offsets.
 */
export class RelationPropagator extends Propagator {
  /** `[x, y]` (a single entry when `x === y`). */
  readonly scope: Int32Array;
  /** The operator. */
  readonly op: RelationOp;
  /** First variable. */
  readonly x: number;
  /** Second variable. */
  readonly y: number;
  /** The constant. */
  readonly k: number;
  private readonly flipped: RelationOp;
  private readonly flippedK: number;

  /** Builds the relation; throws `InvalidModelError` on an unknown operator or a non-integer `k`. */
  constructor(op: RelationOp, x: number, y: number, k: number) {
    super();
    const flipped = FLIPPED[op];
    if (!Object.hasOwn(FLIPPED, op) || flipped === undefined) {
      throw new InvalidModelError(`RelationPropagator: unknown relation '${String(op)}'`);
    }
    if (!Number.isSafeInteger(k)) {
      throw new InvalidModelError(`RelationPropagator: constant must be an integer, got ${k}`);
    }
    this.op = op;
    this.flipped = flipped;
    this.flippedK = op.startsWith('abs') ? k : -k;
    this.x = x;
    this.y = y;
    this.k = k;
    this.scope = x === y ? Int32Array.of(x) : Int32Array.of(x, y);
    this.priority = PRIORITY_LINEAR;
  }

  /** Subscribes to the weakest event each operator needs. */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    for (const v of this.scope) {
      if (!Number.isInteger(v) || v < 0 || v >= s.n) {
        throw new InvalidModelError(`RelationPropagator: unknown variable index ${v}`);
      }
    }
    let mask = EV_DOMAIN;
    switch (this.op) {
      case 'ne':
        mask = EV_ASSIGNED;
        break;
      case 'lt':
      case 'le':
      case 'gt':
      case 'ge':
      case 'absDiffGe':
        mask = EV_BOUNDS_OR_ASSIGNED;
        break;
      default:
        break;
    }
    // A relation of a variable with itself is unary: it is settled by the first run.
    if (this.x === this.y) return;
    engine.subscribe(this.x, this, mask, 0);
    engine.subscribe(this.y, this, mask, 1);
  }

  /** Revises `x` against `y`, then `y` against `x`. */
  propagate(engine: PropagationEngine): boolean {
    if (this.x === this.y) return this.unary(engine);
    return (
      this.revise(engine, this.x, this.y, this.op, this.k) &&
      this.revise(engine, this.y, this.x, this.flipped, this.flippedK)
    );
  }

  /** Removes from `u` every value with no support in `w` under `u op w + k` (or `|u − w| op k`). */
  private revise(engine: PropagationEngine, u: number, w: number, op: RelationOp, k: number): boolean {
    const s = engine.store;
    switch (op) {
      case 'eq':
        // u = w + k: bit i of u pairs with bit i − d of w.
        return this.keepShifted(engine, u, w, s.offset[w]! + k - s.offset[u]!, Number.NaN);
      case 'ne':
        return s.size[w] !== 1 || engine.removeValue(u, s.value(w) + k);
      case 'lt':
        return engine.setMax(u, s.max(w) + k - 1);
      case 'le':
        return engine.setMax(u, s.max(w) + k);
      case 'gt':
        return engine.setMin(u, s.min(w) + k + 1);
      case 'ge':
        return engine.setMin(u, s.min(w) + k);
      case 'absDiffEq': {
        if (k < 0) return false;
        const d = s.offset[w]! - s.offset[u]!;
        // u = w + k or u = w − k (one shift when k = 0).
        return this.keepShifted(engine, u, w, d + k, k === 0 ? Number.NaN : d - k);
      }
      case 'absDiffNe': {
        if (k < 0) return true;
        const size = s.size[w]!;
        if (size === 1) {
          const b = s.value(w);
          return engine.removeValue(u, b - k) && engine.removeValue(u, b + k);
        }
        // u = a is unsupported only if dom(w) ⊆ {a − k, a + k}.
        if (size === 2 && k > 0) {
          const b = s.min(w);
          if (s.max(w) - b === 2 * k) return engine.removeValue(u, b + k);
        }
        return true;
      }
      case 'absDiffGe': {
        if (k <= 0) return true;
        // u = a needs min(w) ≤ a − k or max(w) ≥ a + k.
        return this.removeRange(engine, u, s.max(w) - k + 1, s.min(w) + k - 1);
      }
      case 'absDiffLe':
        if (k < 0) return false;
        return this.keepNear(engine, u, w, k);
    }
    return true;
  }

  /**
   * Keeps the bits of `u` that meet a bit of `w` shifted up by `d1` (or by `d2` unless NaN),
   * where shifting by `d` pairs value `offset[u] + i` with `offset[w] + i − d`.
   */
  private keepShifted(engine: PropagationEngine, u: number, w: number, d1: number, d2: number): boolean {
    const s = engine.store;
    const nw = s.nwords[u]!;
    const two = !Number.isNaN(d2);
    for (let m = 0; m < nw; m++) {
      let mask = windowAt(s, w, (m << 5) - d1);
      if (two) mask |= windowAt(s, w, (m << 5) - d2);
      if (!engine.keepWord(u, m, mask)) return false;
    }
    return true;
  }

  /** Keeps the values of `u` within distance `k` of some value of `w`. */
  private keepNear(engine: PropagationEngine, u: number, w: number, k: number): boolean {
    const s = engine.store;
    const nw = s.nwords[u]!;
    const st = s.start[u]!;
    const offU = s.offset[u]!;
    const offW = s.offset[w]!;
    for (let m = 0; m < nw; m++) {
      let bits = s.words[st + m]!;
      let mask = 0;
      while (bits) {
        const b = lowestBit(bits);
        bits &= bits - 1;
        const a = offU + (m << 5) + b;
        const next = nextIndex(s, w, a - k - offW);
        if (next >= 0 && offW + next <= a + k) mask |= 1 << b;
      }
      if (!engine.keepWord(u, m, mask)) return false;
    }
    return true;
  }

  /** Removes the values `lo..hi` of `u`. */
  private removeRange(engine: PropagationEngine, u: number, lo: number, hi: number): boolean {
    const s = engine.store;
    const last = (s.nwords[u]! << 5) - 1;
    const from = Math.max(0, lo - s.offset[u]!);
    const to = Math.min(last, hi - s.offset[u]!);
    if (from > to) return true;
    for (let m = from >>> 5; m <= to >>> 5; m++) {
      const base = m << 5;
      let cut = -1;
      if (from > base) cut &= -1 << (from - base);
      if (to < base + 31) cut &= (1 << (to - base + 1)) - 1;
      if (!engine.keepWord(u, m, ~cut)) return false;
    }
    return true;
  }

  /** `x op x + k`: keeps the values of `x` that satisfy the relation with themselves. */
  private unary(engine: PropagationEngine): boolean {
    const s = engine.store;
    const v = this.x;
    const nw = s.nwords[v]!;
    const off = s.offset[v]!;
    for (let m = 0; m < nw; m++) {
      let bits = s.words[s.start[v]! + m]!;
      let mask = 0;
      while (bits) {
        const b = lowestBit(bits);
        bits &= bits - 1;
        const a = off + (m << 5) + b;
        if (relationHolds(this.op, a, a, this.k)) mask |= 1 << b;
      }
      if (!engine.keepWord(v, m, mask)) return false;
    }
    return true;
  }
}

/** The 32 bits of `v`'s domain starting at bit index `p` (any integer; bits outside read as 0). */
function windowAt(s: DomainStore, v: number, p: number): number {
  const nw = s.nwords[v]!;
  if (p <= -32 || p >= nw << 5) return 0;
  const wi = Math.floor(p / 32);
  const r = p - wi * 32;
  const st = s.start[v]!;
  const a = wi >= 0 ? s.words[st + wi]! : 0;
  if (r === 0) return a;
  const b = wi + 1 < nw ? s.words[st + wi + 1]! : 0;
  return (a >>> r) | (b << (32 - r));
}

/** The lowest bit index `≥ from` in `v`'s domain, or -1. */
function nextIndex(s: DomainStore, v: number, from: number): number {
  if (from < 0) from = 0;
  const nw = s.nwords[v]!;
  if (from >= nw << 5) return -1;
  const st = s.start[v]!;
  let m = from >>> 5;
  let bits = s.words[st + m]! & (-1 << (from & 31));
  for (;;) {
    if (bits) return (m << 5) + lowestBit(bits);
    if (++m === nw) return -1;
    bits = s.words[st + m]!;
  }
}
