import type { PropagationEngine } from '../../propagation/PropagationEngine.js';
import { type FamilyState, MAX_PLACES as IMPORTED_MAX_PLACES } from './FamilyState.js';
import { touch } from './placeCounts.js';
import { dropCounted } from './valueElimination.js';

// Module-local copies of imported constants: optimised code re-reads an imported binding (with a
// TDZ check) at every use, while a local `const` is folded in. These run at every domain change
// (a compare against an imported constant ran 25 % slower than against a local one, Node 20).
const MAX_PLACES = IMPORTED_MAX_PLACES;

/*
 * The overlap rule (pointing / claiming): when a permutation group A shares members with a
 * group B and a value can go in A only among the shared members, B's other members lose it.
 * Group-level (`overlaps`, after a group changed) or, in counting mode, value-level
 * (`checkLocked`, when a value's count falls to the size of an overlap).
 */

/** Applies the overlap rule with `g` as the permutation group A, for every B it overlaps. */
export function overlaps(s: FamilyState, engine: PropagationEngine, g: number): boolean {
  if (s.interPos !== null) return overlapsOneWord(s, engine, g);
  const store = s.store;
  const words = store.words;
  const start = store.start;
  const nwords = store.nwords;
  const gs = s.gStart[g]!;
  const ge = s.gStart[g + 1]!;
  const W = s.maxWords;
  const inInter = s.inInter;
  for (let p = s.pairStart[g]!; p < s.pairStart[g + 1]!; p++) {
    const stamp = ++s.interStamp;
    const is = s.interStart[p]!;
    const ie = s.interStart[p + 1]!;
    for (let k = is; k < ie; k++) inInter[s.inter[k]!] = stamp;
    const h = s.pairOther[p]!;
    for (let w = 0; w < W; w++) {
      let inside = 0;
      let outside = 0;
      for (let k = gs; k < ge; k++) {
        const v = s.gVars[k]!;
        if (w >= nwords[v]!) continue;
        const d = words[start[v]! + w]!;
        if (inInter[v] === stamp) inside |= d;
        else outside |= d;
      }
      const locked = inside & ~outside;
      if (locked === 0) continue;
      for (let k = s.gStart[h]!; k < s.gStart[h + 1]!; k++) {
        const u = s.gVars[k]!;
        if (inInter[u] === stamp || w >= nwords[u]!) continue;
        if ((words[start[u]! + w]! & locked) === 0) continue;
        if (!engine.keepWord(u, w, ~locked)) {
          engine.bump(u);
          return false;
        }
        if (store.size[u] === 1) s.pushFixed(u);
        if (!touch(s, u)) return false;
      }
    }
  }
  return true;
}

/**
 * The overlap rule for one-word stores: `g`'s domains are read once, each overlap splits them by
 * a position mask, and values already placed in `g` are skipped (their peers lost them already).
 */
function overlapsOneWord(s: FamilyState, engine: PropagationEngine, g: number): boolean {
  const words = s.store.words;
  const size = s.store.size;
  const gs = s.gStart[g]!;
  const m = s.gStart[g + 1]! - gs;
  const dom = s.groupDom;
  const interPos = s.interPos!;
  const outerStart = s.outerStart!;
  const outer = s.outer!;
  let fixed = 0;
  for (let k = 0; k < m; k++) {
    const d = words[s.gVars[gs + k]!]!;
    dom[k] = d;
    if ((d & (d - 1)) === 0) fixed |= d;
  }
  const fastStart = s.fastPairStart!;
  const pe = fastStart[g + 1]!;
  for (let p = fastStart[g]!; p < pe; p++) {
    const ip = interPos[p]!;
    let inside = 0;
    let outside = 0;
    for (let k = 0; k < m; k++) {
      // Branch-free split: `sel` is all ones for a shared member, zero otherwise.
      const sel = -((ip >>> k) & 1);
      const d = dom[k]!;
      inside |= d & sel;
      outside |= d & ~sel;
    }
    const locked = inside & ~outside & ~fixed;
    if (locked === 0) continue;
    const oe = outerStart[p + 1]!;
    for (let k = outerStart[p]!; k < oe; k++) {
      const u = outer[k]!;
      if ((words[u]! & locked) === 0) continue;
      if (!engine.keepWord(u, 0, ~locked)) {
        engine.bump(u);
        return false;
      }
      if (size[u] === 1) s.pushFixed(u);
      if (!touch(s, u)) return false;
    }
  }
  return true;
}

/**
 * The overlap rule for one (permutation group, value) entry `g << 5 | b`, in counting mode: when
 * every place of `b` left in `g` is among the members `g` shares with a group `h`, `h`'s other
 * members lose `b`. Queued whenever the count of `b` in `g` falls to the size of one of `g`'s
 * overlaps, the only moment the condition can become true, so the fixpoint is that of the
 * group-level rule.
 */
export function checkLocked(s: FamilyState, engine: PropagationEngine, entry: number): boolean {
  const g = entry >>> 5;
  const b = entry & 31;
  const c = s.cnt[g * s.cntW + b]!;
  if (c <= 1 || c > MAX_PLACES) return true;
  const pw = s.pw;
  const places = s.places;
  const hold = s.hold;
  const pBase = b * pw;
  for (let w = 0; w < pw; w++) hold[w] = places[pBase + w]! & s.groupBits[g * pw + w]!;
  // Straight store writes skip the trace: only without a tracer.
  const solo = engine.tracer === null ? s.solo : null;
  const pairOf = s.pairOf;
  if (pairOf === null) {
    const fastStart = s.fastPairStart!;
    for (let p = fastStart[g]!; p < fastStart[g + 1]!; p++) {
      if (!lockedIn(s, engine, p, b, solo)) return false;
    }
    return true;
  }
  // An overlap that holds every place holds the first one: only the groups of that variable
  // can give one (a killer house meets a dozen groups, a cell lies in three or four).
  let w0 = 0;
  while (hold[w0] === 0) w0++;
  const first = (w0 << 5) + 31 - Math.clz32(hold[w0]! & -hold[w0]!);
  const row = g * s.groupCount;
  const end = s.vGroupStart[first + 1]!;
  for (let j = s.vGroupStart[first]!; j < end; j++) {
    const p = pairOf[row + s.vGroups[j]!]!;
    if (p >= 0 && !lockedIn(s, engine, p, b, solo)) return false;
  }
  return true;
}

/**
 * `checkLocked` for one overlap `p` of the group, its places of `b` in `hold`: when they all lie
 * in the overlap, the other group's members outside it lose `b`; `false` on a wipe-out.
 */
function lockedIn(
  s: FamilyState,
  engine: PropagationEngine,
  p: number,
  b: number,
  solo: Uint8Array | null,
): boolean {
  const pw = s.pw;
  const hold = s.hold;
  for (let w = 0; w < pw; w++) if ((hold[w]! & ~s.interBits[p * pw + w]!) !== 0) return true;
  const places = s.places;
  const pBase = b * pw;
  for (let w = 0; w < pw; w++) {
    let rm = places[pBase + w]! & s.outerBits[p * pw + w]!;
    while (rm !== 0) {
      const u = (w << 5) + 31 - Math.clz32(rm & -rm);
      rm &= rm - 1;
      if (!dropCounted(s, engine, u, b, solo)) return false;
    }
  }
  return true;
}
