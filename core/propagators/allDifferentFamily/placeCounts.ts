import type { PropagationEngine } from '../../propagation/PropagationEngine.js';
import { popcount32 } from '../../util/bits.js';
import {
  type FamilyState,
  MAX_PLACES as IMPORTED_MAX_PLACES,
  PLACED as IMPORTED_PLACED,
} from './FamilyState.js';
import { crossed, maxInterOf } from './overlapTables.js';
import { soloFor } from './valueElimination.js';
import { touchWide } from './wideCounts.js';

// Module-local copies of imported constants: optimised code re-reads an imported binding (with a
// TDZ check) at every use, while a local `const` is folded in. These run at every domain change
// (a compare against an imported constant ran 25 % slower than against a local one, Node 20).
const MAX_PLACES = IMPORTED_MAX_PLACES;
const PLACED = IMPORTED_PLACED;

/*
 * Counting mode (snapshot stores): the places of every value in every permutation group, kept
 * up to date at each removal instead of scanning the groups. A count of one is a hidden single,
 * a count of zero a failure; a count falling to the size of an overlap queues the value-level
 * overlap rule (`checkLocked`).
 */

/** Whether every domain lies within the counted values (else this solve runs on scans); sets `span`. */
export function countedSpan(s: FamilyState): boolean {
  // Every scope variable is in some group, so the groups' unions cover every domain.
  let span = 0;
  for (let g = 0; g < s.groupCount; g++) span |= s.fullMask[g]!;
  s.span = span;
  return 32 - Math.clz32(span) <= s.cntW;
}

/**
 * The first run of a counting solve. The initially fixed variables clear their values from
 * their peers in one pass (per variable, the fixed values of its groups at once), and only
 * then are the counts taken: a 17-clue 9×9 spends about half its removals here, and each one
 * through the counts would cost three decrements and a places update. Then the counts start.
 * Writes straight to the store for variables nobody else watches, without a tracer (the
 * sanctioned exception, see `valueElimination.ts`).
 */
export function firstRun(s: FamilyState, engine: PropagationEngine): boolean {
  s.fresh = false;
  if (s.clash >= 0) return s.fail(engine, -1, s.clash);
  const store = s.store;
  const words = store.words;
  const size = store.size;
  const fixedIn = s.fixedIn;
  const solo = soloFor(s, engine);
  const direct = engine.tracer === null;
  const scope = s.scope;
  const vGroupStart = s.vGroupStart;
  const vGroups = s.vGroups;
  const seen = s.seen;
  const places = s.places;
  const pw = s.pw;
  const span = s.span;
  places.fill(0);
  // Variables whose domain is the whole span (most of them in a puzzle with few givens) are
  // collected in one bitset and added to every value's row of `places` at once.
  const whole = s.wholeSpan;
  whole.fill(0);
  for (let i = 0; i < scope.length; i++) {
    const v = scope[i]!;
    let d = words[v]!;
    if ((d & (d - 1)) !== 0) {
      let taken = 0;
      const end = vGroupStart[v + 1]!;
      for (let j = vGroupStart[v]!; j < end; j++) taken |= fixedIn[vGroups[j]!]!;
      const gone = d & taken;
      if (gone !== 0) {
        d ^= gone;
        if (d === 0) return s.fail(engine, v, -1);
        if (direct && solo[v] === 1) {
          // Nobody else watches `v`; a snapshot store needs no save.
          words[v] = d;
          size[v] = popcount32(d);
        } else engine.keepWord(v, 0, d);
        if ((d & (d - 1)) === 0) s.pushFixed(v);
      }
    }
    seen[v] = d;
    const at = v >>> 5;
    const vb = 1 << (v & 31);
    if (d === span) {
      whole[at]! |= vb;
      continue;
    }
    for (let bits = d; bits !== 0; bits &= bits - 1) places[(31 - Math.clz32(bits & -bits)) * pw + at]! |= vb;
  }
  for (let bits = span; bits !== 0; bits &= bits - 1) {
    const row = (31 - Math.clz32(bits & -bits)) * pw;
    for (let w = 0; w < pw; w++) places[row + w]! |= whole[w]!;
  }
  if (!resetCounts(s)) return s.fail(engine, -1, -1);
  return true;
}

/** Recomputes `vBase` and the overlap thresholds after the permutation flags changed. */
function rebase(s: FamilyState): void {
  const W = s.cntW;
  for (let j = 0; j < s.vGroups.length; j++) {
    const g = s.vGroups[j]!;
    s.vBase[j] = s.perm[g] ? g * W : -1;
  }
  if (s.valueLocks) {
    for (let g = 0; g < s.groupCount; g++) {
      const most = maxInterOf(s, g);
      s.gMaxInter[g] = !s.pointingOnly ? most : crossed(s, g) ? Math.min(2, most) : 0;
    }
    for (let j = 0; j < s.vGroups.length; j++) s.vMaxInter[j] = s.gMaxInter[s.vGroups[j]!]!;
  }
}

/**
 * Counts every value's places in every permutation group from the current domains (after
 * `firstRun` cleared the fixed values from their peers and filled `seen` and `places`), and
 * queues the values with one place.
 * `false` when a value has no place left in some group (then `wiped` names it).
 */
function resetCounts(s: FamilyState): boolean {
  const words = s.store.words;
  const W = s.cntW;
  s.countsOn = true;
  if (s.permChanged) {
    s.permChanged = false;
    rebase(s);
  }
  const cnt = s.cnt;
  cnt.fill(0);
  const gStart = s.gStart;
  const gVars = s.gVars;
  const perm = s.perm;
  const fullMask = s.fullMask;
  const singleQ = s.singleQ;
  let singleLen = s.singleLen;
  const fixedIn = s.fixedIn;
  const locks = s.valueLocks;
  for (let g = 0; g < s.groupCount; g++) {
    if (!perm[g]) continue;
    const base = g * W;
    const ge = gStart[g + 1]!;
    const full = fullMask[g]!;
    // The values fixed before the first run are placed: their peers lost them there, so only
    // their holders still have them, and they are not counted.
    const placed = fixedIn[g]!;
    // Bit-sliced counts: bit b of plane i is bit i of value b's count. The adds run without
    // data-dependent branches (a loop over each member's bits mispredicts its exit at every
    // member). Groups of fewer than 16 members need four planes; a one-word group has at most
    // 32 members, so six planes hold every count.
    let c0 = 0;
    let c1 = 0;
    let c2 = 0;
    let c3 = 0;
    let c4 = 0;
    let c5 = 0;
    const gs = gStart[g]!;
    if (ge - gs < 16) {
      for (let k = gs; k < ge; k++) {
        const d = words[gVars[k]!]!;
        if ((d & placed) !== 0) continue;
        const t0 = c0 & d;
        c0 ^= d;
        const t1 = c1 & t0;
        c1 ^= t0;
        c3 ^= c2 & t1;
        c2 ^= t1;
      }
    } else {
      for (let k = gs; k < ge; k++) {
        const d = words[gVars[k]!]!;
        if ((d & placed) !== 0) continue;
        const t0 = c0 & d;
        c0 ^= d;
        const t1 = c1 & t0;
        c1 ^= t0;
        const t2 = c2 & t1;
        c2 ^= t1;
        const t3 = c3 & t2;
        c3 ^= t2;
        c5 ^= c4 & t3;
        c4 ^= t3;
      }
    }
    const open = full & ~placed;
    if ((open & ~(c0 | c1 | c2 | c3 | c4 | c5)) !== 0) {
      // A value with no place left.
      s.singleLen = singleLen;
      s.wiped = g;
      return false;
    }
    for (let bits = placed; bits !== 0; bits &= bits - 1) cnt[base + 31 - Math.clz32(bits & -bits)] = PLACED;
    const maxInter = locks ? s.gMaxInter[g]! : 0;
    for (let bits = open; bits !== 0; bits &= bits - 1) {
      const b = 31 - Math.clz32(bits & -bits);
      const c =
        ((c0 >>> b) & 1) |
        (((c1 >>> b) & 1) << 1) |
        (((c2 >>> b) & 1) << 2) |
        (((c3 >>> b) & 1) << 3) |
        (((c4 >>> b) & 1) << 4) |
        (((c5 >>> b) & 1) << 5);
      cnt[base + b] = c;
      if (c === 1) singleQ[singleLen++] = (g << 5) | b;
      else if (c <= maxInter) s.pushLock((g << 5) | b);
    }
  }
  s.singleLen = singleLen;
  return true;
}

/**
 * Counting mode's bookkeeping for a change of `v`: the values it lost since last counted
 * leave its permutation groups' counts, a count at one queues a hidden single, a count at zero
 * (a value with no place left) fails. Other groups are marked for a scan, and every group for
 * the overlap rule. Without counting, only the marks.
 */
export function touch(s: FamilyState, v: number): boolean {
  if (!s.countsOn) {
    if (s.wideOn) return touchWide(s, v);
    s.markGroupsOf(v);
    return true;
  }
  const now = s.store.words[v]!;
  const gone = s.seen[v]! & ~now;
  if (gone === 0) return true;
  s.seen[v] = now;
  if ((gone & (gone - 1)) === 0) return countOut(s, v, 31 - Math.clz32(gone));
  let ok = true;
  for (let bits = gone; bits !== 0; bits &= bits - 1) {
    if (!countOut(s, v, 31 - Math.clz32(bits & -bits))) ok = false;
  }
  return ok;
}

/**
 * `touch` for one value `b` that `v` just lost (its `seen` entry already updated): the counts
 * of `v`'s permutation groups drop, and its other groups are marked.
 */
export function countOut(s: FamilyState, v: number, b: number): boolean {
  s.places[b * s.pw + (v >>> 5)]! &= ~(1 << (v & 31));
  const cnt = s.cnt;
  const vBase = s.vBase;
  const vMaxInter = s.vMaxInter;
  const valueLocks = s.valueLocks;
  const end = s.vGroupStart[v + 1]!;
  let ok = true;
  for (let j = s.vGroupStart[v]!; j < end; j++) {
    const base = vBase[j]!;
    if (base >= 0) {
      const c = --cnt[base + b]!;
      if (c <= 1) {
        const g = s.vGroups[j]!;
        if (c === 1) s.singleQ[s.singleLen++] = (g << 5) | b;
        else {
          ok = false;
          s.wiped = g;
        }
      } else if (valueLocks && c <= vMaxInter[j]!) s.pushLock((s.vGroups[j]! << 5) | b);
    } else s.dirtyQ.pushOnce(s.vGroups[j]!);
  }
  return ok;
}

/** Places the value of a queued (group, value) entry whose count is one; `false` on a wipe-out. */
export function placeSingle(s: FamilyState, engine: PropagationEngine, entry: number): boolean {
  const g = entry >>> 5;
  const b = entry & 31;
  if (s.cnt[g * s.cntW + b]! > MAX_PLACES) return true; // its holder was fixed and has cleared its peers
  const bit = 1 << b;
  const words = s.store.words;
  // The holder: the one member in `places(b)`, found a word at a time.
  const pw = s.pw;
  const pBase = b * pw;
  const gBase = g * pw;
  const hi = s.gwHi[g]!;
  let w = s.gwLo[g]!;
  let held = 0;
  while (w <= hi && (held = s.places[pBase + w]! & s.groupBits[gBase + w]!) === 0) w++;
  if (held === 0) return false;
  const v = (w << 5) + 31 - Math.clz32(held);
  if (words[v] === bit) return true; // fixed already; its peers are about to lose the value
  const solo = s.solo;
  if (solo !== null && solo[v] === 1 && engine.tracer === null) {
    // Nobody else watches `v` (the sanctioned exception): write the value without event dispatch.
    words[v] = bit;
    s.store.size[v] = 1;
  } else if (!engine.assign(v, b)) return false;
  s.pushFixed(v);
  return touch(s, v);
}

/**
 * `v` holds `b` and its peers are about to lose it: in `v`'s permutation groups the value is
 * placed, so its count becomes {@link PLACED}, which the peers' removals keep above
 * {@link MAX_PLACES} (a queued hidden single for it is skipped without a scan).
 */
export function markPlaced(s: FamilyState, v: number, b: number): void {
  const end = s.vGroupStart[v + 1]!;
  for (let j = s.vGroupStart[v]!; j < end; j++) {
    const base = s.vBase[j]!;
    if (base >= 0) s.cnt[base + b] = PLACED;
  }
}
