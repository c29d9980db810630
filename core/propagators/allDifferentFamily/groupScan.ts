import type { PropagationEngine } from '../../propagation/PropagationEngine.js';
import { lowestBit, popcount32 } from '../../util/bits.js';
import type { FamilyState } from './FamilyState.js';
import { touch } from './placeCounts.js';

/*
 * Group scans: pigeonhole in every group, hidden singles in permutation groups, read from the
 * members' domains (the counts of counting mode stand in for them in permutation groups).
 */

/**
 * Derives the permutation flags from the current (initial) domains: a group is a permutation
 * group when it has as many members as values in the union of their initial domains.
 */
export function resetPermutations(s: FamilyState): void {
  const store = s.store;
  const maxWords = s.maxWords;
  s.fullMask.fill(0);
  if (store.oneWord) {
    resetOneWord(s);
    return;
  }
  for (let g = 0; g < s.groupCount; g++) {
    let count = 0;
    const base = g * maxWords;
    for (let k = s.gStart[g]!; k < s.gStart[g + 1]!; k++) {
      const v = s.gVars[k]!;
      const st = store.start[v]!;
      for (let w = 0; w < store.nwords[v]!; w++) s.fullMask[base + w]! |= store.words[st + w]!;
    }
    for (let w = 0; w < maxWords; w++) count += popcount32(s.fullMask[base + w]!);
    s.perm[g] = count === s.gStart[g + 1]! - s.gStart[g]! ? 1 : 0;
  }
}

/** `resetPermutations` for one-word stores (variable `v`'s word is `words[v]`), with the values fixed per group. */
function resetOneWord(s: FamilyState): void {
  const words = s.store.words;
  const gStart = s.gStart;
  const gVars = s.gVars;
  const counted = s.counting;
  s.clash = -1;
  for (let g = 0; g < s.groupCount; g++) {
    let union = 0;
    const ge = gStart[g + 1]!;
    if (counted) {
      // The values fixed in the group, for the first run (two members fixed to one value clash).
      let fixed = 0;
      for (let k = gStart[g]!; k < ge; k++) {
        const d = words[gVars[k]!]!;
        union |= d;
        if ((d & (d - 1)) !== 0) continue;
        if ((fixed & d) !== 0 && s.clash < 0) s.clash = g;
        fixed |= d;
      }
      s.fixedIn[g] = fixed;
    } else for (let k = gStart[g]!; k < ge; k++) union |= words[gVars[k]!]!;
    s.fullMask[g] = union;
    const perm = popcount32(union) === ge - gStart[g]! ? 1 : 0;
    if (s.perm[g] !== perm) {
      s.perm[g] = perm;
      s.permChanged = true;
    }
  }
}

/** Scans group `g`: pigeonhole, and hidden singles when it is a permutation group; `false` on a failure. */
export function scanGroup(s: FamilyState, engine: PropagationEngine, g: number): boolean {
  const store = s.store;
  const words = store.words;
  const start = store.start;
  const size = store.size;
  const gs = s.gStart[g]!;
  const ge = s.gStart[g + 1]!;
  if (store.oneWord) return scanGroupOneWord(s, engine, g, gs, ge);
  if (s.maxWords !== 1) return scanGroupWide(s, engine, g, gs, ge);
  let once = 0;
  let twice = 0;
  let fixed = 0;
  for (let k = gs; k < ge; k++) {
    const v = s.gVars[k]!;
    const d = words[start[v]!]!;
    twice |= once & d;
    once |= d;
    if (size[v] === 1) fixed |= d;
  }
  if (!s.perm[g]) return popcount32(once) >= ge - gs;
  if (once !== s.fullMask[g]) return false;
  let singles = once & ~twice & ~fixed;
  while (singles) {
    const b = singles & -singles;
    singles ^= b;
    let k = gs;
    while (k < ge && (words[start[s.gVars[k]!]!]! & b) === 0) k++;
    // No holder left: an earlier single of this scan took the only cell that had it.
    if (k === ge) return false;
    const v = s.gVars[k]!;
    if (!engine.assign(v, lowestBit(b))) return false;
    s.pushFixed(v);
    if (!touch(s, v)) return false;
  }
  return true;
}

/**
 * `scanGroup` for one-word stores, the 9×9 hot path without counting: variable `v`'s domain is
 * `words[v]`, and a one-bit domain is a fixed variable, so neither `start` nor `size` is read.
 */
function scanGroupOneWord(
  s: FamilyState,
  engine: PropagationEngine,
  g: number,
  gs: number,
  ge: number,
): boolean {
  const words = s.store.words;
  const gVars = s.gVars;
  let once = 0;
  let twice = 0;
  let fixed = 0;
  for (let k = gs; k < ge; k++) {
    const d = words[gVars[k]!]!;
    twice |= once & d;
    once |= d;
    if ((d & (d - 1)) === 0) fixed |= d;
  }
  if (!s.perm[g]) return popcount32(once) >= ge - gs;
  if (once !== s.fullMask[g]) return false;
  let singles = once & ~twice & ~fixed;
  while (singles !== 0) {
    const b = singles & -singles;
    singles ^= b;
    let k = gs;
    while (k < ge && (words[gVars[k]!]! & b) === 0) k++;
    // No holder left: an earlier single of this scan took the only cell that had it.
    if (k === ge) return false;
    const v = gVars[k]!;
    if (!engine.assign(v, 31 - Math.clz32(b))) return false;
    s.pushFixed(v);
    if (!touch(s, v)) return false;
  }
  return true;
}

/** `scanGroup` for domains of several words. */
function scanGroupWide(
  s: FamilyState,
  engine: PropagationEngine,
  g: number,
  gs: number,
  ge: number,
): boolean {
  const store = s.store;
  const words = store.words;
  const start = store.start;
  const nwords = store.nwords;
  const size = store.size;
  const W = s.maxWords;
  const once = s.once;
  const twice = s.twice;
  const fixed = s.fixedVals;
  once.fill(0);
  twice.fill(0);
  fixed.fill(0);
  for (let k = gs; k < ge; k++) {
    const v = s.gVars[k]!;
    const st = start[v]!;
    const nw = nwords[v]!;
    const isFixed = size[v] === 1;
    for (let w = 0; w < nw; w++) {
      const d = words[st + w]!;
      if (d === 0) continue;
      twice[w]! |= once[w]! & d;
      once[w]! |= d;
      if (isFixed) fixed[w]! |= d;
    }
  }
  if (!s.perm[g]) {
    let count = 0;
    for (let w = 0; w < W; w++) count += popcount32(once[w]!);
    return count >= ge - gs;
  }
  const base = g * W;
  for (let w = 0; w < W; w++) if (once[w] !== s.fullMask[base + w]) return false;
  for (let w = 0; w < W; w++) {
    let singles = once[w]! & ~twice[w]! & ~fixed[w]!;
    while (singles) {
      const b = singles & -singles;
      singles ^= b;
      let k = gs;
      while (k < ge) {
        const u = s.gVars[k]!;
        if (w < nwords[u]! && (words[start[u]! + w]! & b) !== 0) break;
        k++;
      }
      if (k === ge) return false;
      const v = s.gVars[k]!;
      if (!engine.assign(v, (w << 5) + lowestBit(b))) return false;
      s.pushFixed(v);
      if (!touch(s, v)) return false;
    }
  }
  return true;
}
