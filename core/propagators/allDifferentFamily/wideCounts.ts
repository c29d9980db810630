import type { PropagationEngine } from '../../propagation/PropagationEngine.js';
import type { FamilyState } from './FamilyState.js';

/*
 * Wide counting: the counting mode of multi-word stores (domains of more than 32 values, which
 * are too big for snapshot levels). As in `placeCounts.ts`, every permutation group keeps the
 * number of places of each value and the set of those places, updated at each removal, so a
 * hidden single or a value with no place left is found without scanning the group: a 225×225
 * group scan reads 225 members × 8 words, a removal here costs one decrement per group.
 *
 * The store trails words, not these tables, so a backtrack gives the values back through the
 * store's restore listener (`DomainStore.onRestore`, wired to `restoreWide`): the values a
 * restored variable regains since it was last counted (`wSeen`) re-enter its groups' counts.
 * The counts therefore always describe `wSeen`, which equals the domains whenever the family is
 * notified of every change (the engine notifies at once; the family's own changes are followed
 * by `touch`).
 *
 * A value's place set is kept over the group's positions (`wGW` words per (group, value)), so
 * the holder of a hidden single is found in a few words. A value fixed in a group keeps a count
 * of one (its holder); the hidden single its count queues is dropped when the holder is found
 * fixed.
 */

/**
 * The first run of a wide-counting solve: the values fixed at the start leave the other members
 * of their groups in one pass, then the counts and place sets are taken from the domains and the
 * values with one open place are queued. `false` on a failure (the state is then cleared).
 *
 * Taking the counts reads every open value of every group: over a second on a 625×625 grid. So it
 * stops between groups when the engine's clock is due, with `fresh` still set and `wFirstGroup`
 * saying where to go on; the next run continues. The counts are taken from `wSeen` (the domains
 * when counting began), so every group's counts describe the same snapshot; changes made
 * meanwhile (the family is not told of them while `fresh`) are counted out when the last group
 * is done, as `touch` would have.
 */
export function firstRunWide(s: FamilyState, engine: PropagationEngine): boolean {
  if (s.wFirstGroup < 0) {
    // As before counting: the family's own removals here mark groups for a scan (`touch`).
    s.fresh = false;
    if (!fixedLeaveGroups(s, engine)) return false;
    s.fresh = true;
    s.wSeen.set(s.store.words);
    s.wCnt.fill(0);
    s.wPos.fill(0);
    s.wFirstGroup = 0;
    s.wFirstPaused = false;
  }
  const clock = engine.clock;
  for (let g = s.wFirstGroup; g < s.groupCount; g++) {
    if (!countGroup(s, g)) {
      s.fresh = false;
      s.wFirstGroup = -1;
      return s.fail(engine, -1, -1);
    }
    if (g + 1 < s.groupCount && clock.due()) {
      s.wFirstGroup = g + 1;
      s.wFirstPaused = true;
      return true;
    }
  }
  s.fresh = false;
  s.wFirstGroup = -1;
  s.wideOn = true;
  if (s.wFirstPaused) {
    // Changes made while the counts were being taken leave them now.
    const scope = s.scope;
    const words = s.store.words;
    const seen = s.wSeen;
    const start = s.store.start;
    const W = s.maxWords;
    let ok = true;
    for (let i = 0; i < scope.length; i++) {
      const v = scope[i]!;
      const st = start[v]!;
      for (let w = 0; w < W; w++) {
        if (seen[st + w] === words[st + w]) continue;
        if (!touchWide(s, v)) ok = false;
        break;
      }
    }
    if (!ok) return s.fail(engine, -1, -1);
  }
  return true;
}

/** The first run's first part: the values fixed at the start leave the other members of their groups. */
function fixedLeaveGroups(s: FamilyState, engine: PropagationEngine): boolean {
  const store = s.store;
  const words = store.words;
  const start = store.start;
  const size = store.size;
  const W = s.maxWords;
  const G = s.groupCount;
  const gStart = s.gStart;
  const gVars = s.gVars;
  const fixedIn = s.wFixedIn;
  fixedIn.fill(0);
  // The values fixed per group; two members fixed to one value fail the group.
  for (let g = 0; g < G; g++) {
    const base = g * W;
    for (let k = gStart[g]!; k < gStart[g + 1]!; k++) {
      const v = gVars[k]!;
      if (size[v] !== 1) continue;
      const st = start[v]!;
      for (let w = 0; w < W; w++) {
        const d = words[st + w]!;
        if (d === 0) continue;
        if ((fixedIn[base + w]! & d) !== 0) return s.fail(engine, -1, g);
        fixedIn[base + w]! |= d;
      }
    }
  }
  // The open members lose the values fixed in their groups.
  const scope = s.scope;
  const vGroupStart = s.vGroupStart;
  const vGroups = s.vGroups;
  for (let i = 0; i < scope.length; i++) {
    const v = scope[i]!;
    if (size[v] === 1) continue;
    const st = start[v]!;
    const js = vGroupStart[v]!;
    const je = vGroupStart[v + 1]!;
    for (let w = 0; w < W; w++) {
      let taken = 0;
      for (let j = js; j < je; j++) taken |= fixedIn[vGroups[j]! * W + w]!;
      if ((words[st + w]! & taken) === 0) continue;
      if (!engine.keepWord(v, w, ~taken)) return s.fail(engine, v, -1);
    }
    if (size[v] === 1) s.pushFixed(v);
  }
  return true;
}

/**
 * Counts every value's places in permutation group `g` from `wSeen` and queues its hidden singles;
 * `false` when a value has no place left (`wiped` is then `g`).
 */
function countGroup(s: FamilyState, g: number): boolean {
  if (!s.perm[g]) return true;
  const seen = s.wSeen;
  const start = s.store.start;
  const W = s.maxWords;
  const GW = s.wGW;
  const cnt = s.wCnt;
  const pos = s.wPos;
  const fixedIn = s.wFixedIn;
  const fullMask = s.fullMask;
  const gs = s.gStart[g]!;
  const ge = s.gStart[g + 1]!;
  const gBase = g * s.wV;
  for (let k = gs; k < ge; k++) {
    const st = start[s.gVars[k]!]!;
    const at = (k - gs) >>> 5;
    const bit = 1 << ((k - gs) & 31);
    for (let w = 0; w < W; w++) {
      for (let d = seen[st + w]!; d !== 0; d &= d - 1) {
        const e = gBase + (w << 5) + 31 - Math.clz32(d & -d);
        cnt[e]!++;
        pos[e * GW + at]! |= bit;
      }
    }
  }
  for (let w = 0; w < W; w++) {
    const open = fullMask[g * W + w]!;
    for (let bits = open; bits !== 0; bits &= bits - 1) {
      const e = gBase + (w << 5) + 31 - Math.clz32(bits & -bits);
      const c = cnt[e]!;
      if (c === 0) {
        s.wiped = g;
        return false;
      }
      // A value fixed in the group has its holder as its one place: nothing to place.
      if (c === 1) {
        if ((fixedIn[g * W + w]! & (bits & -bits)) === 0) s.wSingleQ[s.wSingleLen++] = e;
      } else if (s.wideLocks && c <= s.wMaxInter[g]!) s.pushLockWide(e);
    }
  }
  return true;
}

/**
 * Wide counting's bookkeeping for a change of `v`: the values it lost since last counted leave
 * its permutation groups' counts and place sets (a count at one queues a hidden single, at zero
 * fails); its other groups are queued for a scan.
 */
export function touchWide(s: FamilyState, v: number): boolean {
  const words = s.store.words;
  const seen = s.wSeen;
  const st = s.store.start[v]!;
  const W = s.maxWords;
  let ok = true;
  for (let w = 0; w < W; w++) {
    const now = words[st + w]!;
    const gone = seen[st + w]! & ~now;
    if (gone === 0) continue;
    seen[st + w] = now;
    for (let bits = gone; bits !== 0; bits &= bits - 1) {
      if (!countOutWide(s, v, (w << 5) + 31 - Math.clz32(bits & -bits))) ok = false;
    }
  }
  return ok;
}

/** `v` lost value slot `b`: its permutation groups count one place less, its other groups are marked. */
function countOutWide(s: FamilyState, v: number, b: number): boolean {
  const cnt = s.wCnt;
  const pos = s.wPos;
  const V = s.wV;
  const GW = s.wGW;
  const vGroups = s.vGroups;
  const end = s.vGroupStart[v + 1]!;
  let ok = true;
  for (let j = s.vGroupStart[v]!; j < end; j++) {
    const g = vGroups[j]!;
    if (s.perm[g] === 0) {
      s.dirtyQ.pushOnce(g);
      continue;
    }
    const e = g * V + b;
    const p = s.wVPos[j]!;
    pos[e * GW + (p >>> 5)]! &= ~(1 << (p & 31));
    const c = --cnt[e]!;
    if (c === 1) s.wSingleQ[s.wSingleLen++] = e;
    else if (c === 0) {
      ok = false;
      s.wiped = g;
    } else if (s.wideLocks) {
      if (c <= s.wMaxInter[g]!) s.pushLockWide(e);
    } else if (s.lockedCandidates) s.lockQ.pushOnce(g);
  }
  return ok;
}

/**
 * The store's restore listener: the values `v` regained in a backtrack re-enter its permutation
 * groups' counts and place sets (nothing to do before the counts are taken, or for a variable in
 * no group).
 */
export function restoreWide(s: FamilyState, v: number): void {
  if (!s.wideOn) return;
  const js = s.vGroupStart[v]!;
  const je = s.vGroupStart[v + 1]!;
  if (js === je) return;
  const words = s.store.words;
  const seen = s.wSeen;
  const st = s.store.start[v]!;
  const W = s.maxWords;
  const V = s.wV;
  const GW = s.wGW;
  const cnt = s.wCnt;
  const pos = s.wPos;
  for (let w = 0; w < W; w++) {
    const back = words[st + w]! & ~seen[st + w]!;
    if (back === 0) continue;
    seen[st + w]! |= back;
    for (let bits = back; bits !== 0; bits &= bits - 1) {
      const b = (w << 5) + 31 - Math.clz32(bits & -bits);
      for (let j = js; j < je; j++) {
        const g = s.vGroups[j]!;
        if (s.perm[g] === 0) continue;
        const e = g * V + b;
        const p = s.wVPos[j]!;
        cnt[e]!++;
        pos[e * GW + (p >>> 5)]! |= 1 << (p & 31);
      }
    }
  }
}

/** Places the value of a queued (group, value) entry whose count is one; `false` on a failure. */
export function placeSingleWide(s: FamilyState, engine: PropagationEngine, e: number): boolean {
  if (s.wCnt[e] !== 1) return true; // a later removal failed the group, or a backtrack intervened
  const V = s.wV;
  const GW = s.wGW;
  const g = (e / V) | 0;
  const b = e - g * V;
  const pos = s.wPos;
  let k = -1;
  for (let w = 0; w < GW; w++) {
    const x = pos[e * GW + w]!;
    if (x !== 0) {
      k = (w << 5) + 31 - Math.clz32(x & -x);
      break;
    }
  }
  if (k < 0) return false;
  const v = s.gVars[s.gStart[g]! + k]!;
  if (s.store.size[v] === 1) return true; // fixed already (to `b`, its one place)
  if (!engine.assign(v, b)) return false;
  s.pushFixed(v);
  return touchWide(s, v);
}

/**
 * `eliminate` with wide counts: fixed variable `v`'s value `b` leaves the peers that hold it,
 * found in the place sets of `v`'s permutation groups (its other groups are walked member by
 * member). A peer shared by two of `v`'s groups is met once: its removal clears its places in both.
 */
export function eliminateWide(s: FamilyState, engine: PropagationEngine, v: number, b: number): boolean {
  const size = s.store.size;
  const V = s.wV;
  const GW = s.wGW;
  const pos = s.wPos;
  const gVars = s.gVars;
  const end = s.vGroupStart[v + 1]!;
  for (let j = s.vGroupStart[v]!; j < end; j++) {
    const g = s.vGroups[j]!;
    const gs = s.gStart[g]!;
    if (s.perm[g] === 0) {
      for (let k = gs; k < s.gStart[g + 1]!; k++) {
        const u = gVars[k]!;
        if (u !== v && !dropWide(s, engine, u, b)) return false;
      }
      continue;
    }
    const at = (g * V + b) * GW;
    for (let w = 0; w < GW; w++) {
      // A removal clears only the removed peer's bit, so the word read first stays valid.
      for (let x = pos[at + w]!; x !== 0; x &= x - 1) {
        const u = gVars[gs + (w << 5) + 31 - Math.clz32(x & -x)]!;
        if (u === v) continue;
        if (size[u] === 1) {
          engine.bump(u);
          return false;
        }
        if (!dropWide(s, engine, u, b)) return false;
      }
    }
  }
  return true;
}

/** Removes value slot `b` from `u` (if it holds it) through the engine and counts it out. */
function dropWide(s: FamilyState, engine: PropagationEngine, u: number, b: number): boolean {
  const store = s.store;
  if ((store.words[store.start[u]! + (b >>> 5)]! & (1 << (b & 31))) === 0) return true;
  if (store.size[u] === 1) {
    engine.bump(u);
    return false;
  }
  engine.remove(u, b);
  if (store.size[u] === 1) s.pushFixed(u);
  return touchWide(s, u);
}

/**
 * The overlap rule at value level (pointing / claiming), for a queued (group, value) entry `e`:
 * when every place of the value in group g lies in g's overlap with a group h, h's members
 * outside the overlap lose the value. The same fixpoint as the group-level rule (`overlaps`), at
 * the cost of a few words per overlap, checked only when a count falls to an overlap's size.
 */
export function checkLockedWide(s: FamilyState, engine: PropagationEngine, e: number): boolean {
  const cnt = s.wCnt;
  const V = s.wV;
  const GW = s.wGW;
  const g = (e / V) | 0;
  const c = cnt[e]!;
  if (c < 2 || c > s.wMaxInter[g]!) return true;
  const b = e - g * V;
  const pos = s.wPos;
  const at = e * GW;
  const interPos = s.wInterPos;
  const outerPos = s.wOuterPos;
  const gVars = s.gVars;
  for (let p = s.pairStart[g]!; p < s.pairStart[g + 1]!; p++) {
    if (s.interStart[p + 1]! - s.interStart[p]! < c) continue;
    let inside = true;
    for (let w = 0; w < GW; w++) {
      if ((pos[at + w]! & ~interPos[p * GW + w]!) !== 0) {
        inside = false;
        break;
      }
    }
    if (!inside) continue;
    const h = s.pairOther[p]!;
    const hs = s.gStart[h]!;
    const eh = (h * V + b) * GW;
    const hPerm = s.perm[h] !== 0;
    for (let w = 0; w < GW; w++) {
      // In a counted group only the holders; else every outside member (`dropWide` checks).
      let x = outerPos[p * GW + w]!;
      if (hPerm) x &= pos[eh + w]!;
      for (; x !== 0; x &= x - 1) {
        const u = gVars[hs + (w << 5) + 31 - Math.clz32(x & -x)]!;
        if (!dropWide(s, engine, u, b)) return false;
      }
    }
  }
  return true;
}
