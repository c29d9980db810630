import { lowestBit } from '../../util/bits.js';
import type { FamilyState } from './FamilyState.js';

/**
 * The place heuristic (see `PlaceHeuristic`): finds a value with exactly two places left in a
 * permutation group, scanning the groups from `start` (mod their number); writes a holder to
 * `out[0]` and the value's bit index to `out[1]`.
 */
export function twoPlaces(s: FamilyState, out: Int32Array, start: number): boolean {
  const store = s.store;
  const words = store.words;
  const st = store.start;
  const size = store.size;
  const G = s.groupCount;
  const W = s.maxWords;
  const first = G > 0 ? start % G : 0;
  for (let i = 0; i < G; i++) {
    const g = first + i < G ? first + i : first + i - G;
    if (!s.perm[g]) continue;
    const gs = s.gStart[g]!;
    const ge = s.gStart[g + 1]!;
    for (let w = 0; w < W; w++) {
      let once = 0;
      let twice = 0;
      let thrice = 0;
      let fixed = 0;
      for (let k = gs; k < ge; k++) {
        const v = s.gVars[k]!;
        const d = words[st[v]! + w]!;
        thrice |= twice & d;
        twice |= once & d;
        once |= d;
        if (size[v] === 1) fixed |= d;
      }
      const two = twice & ~thrice & ~fixed;
      if (two === 0) continue;
      const b = two & -two;
      for (let k = gs; k < ge; k++) {
        const v = s.gVars[k]!;
        if (words[st[v]! + w]! & b) {
          out[0] = v;
          out[1] = (w << 5) + lowestBit(b);
          return true;
        }
      }
    }
  }
  return false;
}
