import { popcount32 } from '../../util/bits.js';
import type { AllDifferentTopology } from './AllDifferentTopology.js';
import type { FamilyState } from './FamilyState.js';

/** Most groups for which `checkLocked` keeps a square table of overlaps (256 KiB). */
const MAX_PAIR_TABLE_GROUPS = 256;

/** The tables of the one-word overlap rule (see {@link buildOneWordOverlaps}). */
export interface OneWordOverlaps {
  /** Group `g`'s overlaps are `fastPairStart[g] .. fastPairStart[g + 1]`. */
  readonly fastPairStart: Int32Array;
  /** Per overlap: the shared members as a mask of positions in the first group. */
  readonly interPos: Int32Array;
  /** Per overlap: its second group's outside members are `outer[outerStart[p] .. outerStart[p + 1])`. */
  readonly outerStart: Int32Array;
  /** The outside members of every overlap. */
  readonly outer: Int32Array;
  /** The overlap of groups g and h at `[g · groupCount + h]` (-1: none), or null when there are too many groups. */
  readonly pairOf: Int32Array | null;
}

/**
 * The overlaps the one-word rule visits, per group: only those whose second group has members
 * outside the first (a killer cage inside a box can lose nothing by it), each with the shared
 * members as a position mask in the first group and the second group's other members.
 */
export function buildOneWordOverlaps(topo: AllDifferentTopology): OneWordOverlaps {
  const G = topo.groupCount;
  const { gStart, gVars, pairStart, pairOther, interStart, inter } = topo;
  const fastStart = new Int32Array(G + 1);
  const interPos: number[] = [];
  const outerStart: number[] = [];
  const outer: number[] = [];
  const others: number[] = [];
  const n = topo.n;
  const pos = new Int32Array(n).fill(-1);
  const mark = new Uint8Array(n);
  for (let g = 0; g < G; g++) {
    fastStart[g] = interPos.length;
    const gs = gStart[g]!;
    const ge = gStart[g + 1]!;
    if (ge - gs > 32) continue; // never a permutation group of a one-word store
    for (let k = gs; k < ge; k++) pos[gVars[k]!] = k - gs;
    for (let p = pairStart[g]!; p < pairStart[g + 1]!; p++) {
      let mask = 0;
      for (let k = interStart[p]!; k < interStart[p + 1]!; k++) {
        mask |= 1 << pos[inter[k]!]!;
        mark[inter[k]!] = 1;
      }
      const h = pairOther[p]!;
      const before = outer.length;
      for (let k = gStart[h]!; k < gStart[h + 1]!; k++) {
        if (!mark[gVars[k]!]) outer.push(gVars[k]!);
      }
      for (let k = interStart[p]!; k < interStart[p + 1]!; k++) mark[inter[k]!] = 0;
      if (outer.length === before) continue;
      interPos.push(mask);
      outerStart.push(before);
      others.push(h);
    }
    for (let k = gs; k < ge; k++) pos[gVars[k]!] = -1;
  }
  fastStart[G] = interPos.length;
  outerStart.push(outer.length);
  let pairOf: Int32Array | null = null;
  if (G <= MAX_PAIR_TABLE_GROUPS) {
    pairOf = new Int32Array(G * G).fill(-1);
    for (let g = 0; g < G; g++) {
      for (let p = fastStart[g]!; p < fastStart[g + 1]!; p++) pairOf[g * G + others[p]!] = p;
    }
  }
  return {
    fastPairStart: fastStart,
    interPos: Int32Array.from(interPos),
    outerStart: Int32Array.from(outerStart),
    outer: Int32Array.from(outer),
    pairOf,
  };
}

/** The bitsets of the value-level overlap rule (see `checkLocked`): per one-word overlap, `pw` words each. */
export function buildValueLocks(
  topo: AllDifferentTopology,
  one: OneWordOverlaps,
  pw: number,
): { interBits: Int32Array; outerBits: Int32Array } {
  const G = topo.groupCount;
  const fastStart = one.fastPairStart;
  const pairs = fastStart[G]!;
  const interBits = new Int32Array(pairs * pw);
  const outerBits = new Int32Array(pairs * pw);
  for (let g = 0; g < G; g++) {
    const gs = topo.gStart[g]!;
    for (let p = fastStart[g]!; p < fastStart[g + 1]!; p++) {
      const ip = one.interPos[p]!;
      for (let k = 0; k < 32; k++) {
        if (((ip >>> k) & 1) === 0) continue;
        const v = topo.gVars[gs + k]!;
        interBits[p * pw + (v >>> 5)]! |= 1 << (v & 31);
      }
      for (let k = one.outerStart[p]!; k < one.outerStart[p + 1]!; k++) {
        const u = one.outer[k]!;
        outerBits[p * pw + (u >>> 5)]! |= 1 << (u & 31);
      }
    }
  }
  return { interBits, outerBits };
}

/** Largest overlap (shared members) of permutation group `g` in the one-word rule; 0 if none. */
export function maxInterOf(s: FamilyState, g: number): number {
  if (!s.perm[g] || s.fastPairStart === null) return 0;
  let most = 0;
  const pw = s.pw;
  for (let p = s.fastPairStart[g]!; p < s.fastPairStart[g + 1]!; p++) {
    let c = 0;
    for (let w = 0; w < pw; w++) c += popcount32(s.interBits[p * pw + w]!);
    if (c > most) most = c;
  }
  return most;
}

/**
 * Whether two overlaps of group `g` share a member (in the one-word rule): a sudoku box, cut by
 * its rows and by its columns, is crossed; a row, cut only by boxes, is not.
 */
export function crossed(s: FamilyState, g: number): boolean {
  const fastStart = s.fastPairStart!;
  const interPos = s.interPos!;
  for (let p = fastStart[g]!; p < fastStart[g + 1]!; p++) {
    for (let q = p + 1; q < fastStart[g + 1]!; q++) if ((interPos[p]! & interPos[q]!) !== 0) return true;
  }
  return false;
}
