import type { PropagationEngine } from '../../propagation/PropagationEngine.js';
import type { FamilyState } from './FamilyState.js';
import { countOut, markPlaced, touch } from './placeCounts.js';
import { eliminateWide } from './wideCounts.js';

/*
 * Value elimination: a fixed variable's value leaves every peer.
 *
 * The sanctioned exception to "every change goes through the engine": without a tracer, in a
 * one-word store, a removal from a variable that no other propagator watches (`FamilyState.solo`)
 * is written straight to the store (saved on the trail first when the store trails). The engine
 * would dispatch its event to nobody but this propagator, which does the bookkeeping itself, so
 * the fixpoint and every other propagator's events are the same; the 9×9 hot path skips the
 * dispatch. `test/core/allDifferentFamily.test.ts` ("direct store writes") guards it against the
 * traced path, which goes through the engine for every write, at the root and through search
 * levels.
 */

/** Removes fixed variable `v`'s value from its peers; `false` on a wipe-out. */
export function eliminate(s: FamilyState, engine: PropagationEngine, v: number): boolean {
  const store = s.store;
  if (store.oneWord && engine.tracer === null) return eliminateFast(s, engine, v);
  const idx = store.minIndex(v);
  if (s.wideCounting)
    return s.wideOn ? eliminateWide(s, engine, v, idx) : eliminateByGroups(s, engine, v, idx);
  const wordOff = idx >>> 5;
  const bit = 1 << (idx & 31);
  const words = store.words;
  const start = store.start;
  const size = store.size;
  const peers = s.peers;
  const end = s.peerStart[v + 1]!;
  for (let k = s.peerStart[v]!; k < end; k++) {
    const p = peers[k]!;
    if ((words[start[p]! + wordOff]! & bit) === 0) continue;
    if (size[p] === 1) {
      engine.bump(p);
      return false;
    }
    engine.remove(p, idx);
    if (size[p] === 1) s.pushFixed(p);
    if (!touch(s, p)) return false;
  }
  return true;
}

/**
 * `eliminate` for a wide-counting family before its counts are taken (it keeps no peer lists):
 * the value leaves the members of `v`'s groups.
 */
function eliminateByGroups(s: FamilyState, engine: PropagationEngine, v: number, idx: number): boolean {
  const store = s.store;
  const wordOff = idx >>> 5;
  const bit = 1 << (idx & 31);
  for (let j = s.vGroupStart[v]!; j < s.vGroupStart[v + 1]!; j++) {
    const g = s.vGroups[j]!;
    for (let k = s.gStart[g]!; k < s.gStart[g + 1]!; k++) {
      const p = s.gVars[k]!;
      if (p === v || (store.words[store.start[p]! + wordOff]! & bit) === 0) continue;
      if (store.size[p] === 1) {
        engine.bump(p);
        return false;
      }
      engine.remove(p, idx);
      if (store.size[p] === 1) s.pushFixed(p);
      if (!touch(s, p)) return false;
    }
  }
  return true;
}

/**
 * `eliminate` for one-word stores without tracing: removals from variables no other
 * propagator watches are written straight to the store (the sanctioned exception, see above).
 * This loop is most of a 9×9 solve.
 */
function eliminateFast(s: FamilyState, engine: PropagationEngine, v: number): boolean {
  const store = s.store;
  const solo = s.solo ?? soloFor(s, engine);
  const words = store.words;
  const size = store.size;
  const peers = s.peers;
  const trail = !store.snapshot;
  const bit = words[v]!;
  const b = 31 - Math.clz32(bit);
  if (s.countsOn) return eliminateHeld(s, engine, v, b, solo);
  const end = s.peerStart[v + 1]!;
  for (let k = s.peerStart[v]!; k < end; k++) {
    const p = peers[k]!;
    const d = words[p]!;
    if ((d & bit) === 0) continue;
    if (d === bit) {
      engine.bump(p);
      return false;
    }
    if (solo[p]) {
      if (trail) store.save(p);
      words[p] = d ^ bit;
      if (--size[p]! === 1) s.pushFixed(p);
      s.markGroupsOf(p);
    } else {
      engine.remove(p, b);
      if (size[p] === 1) s.pushFixed(p);
      if (!touch(s, p)) return false;
    }
  }
  return true;
}

/** Flags the variables only this propagator watches (known once the engine is finalised). */
export function soloFor(s: FamilyState, engine: PropagationEngine): Uint8Array {
  if (s.solo !== null) return s.solo;
  const solo = new Uint8Array(s.store.n);
  for (const u of s.scope) solo[u] = engine.subscriptionCount(u) === 1 ? 1 : 0;
  s.solo = solo;
  return solo;
}

/**
 * `eliminateFast` in counting mode: the peers that hold `b` are the bits of `places(b) ∩
 * peers(v)`, so only they are visited. `b` is first marked placed in `v`'s permutation
 * groups, so the removals there queue no hidden single for `v` and no overlap check.
 */
function eliminateHeld(
  s: FamilyState,
  engine: PropagationEngine,
  v: number,
  b: number,
  solo: Uint8Array,
): boolean {
  markPlaced(s, v, b);
  const places = s.places;
  const peerBits = s.peerBits;
  const pw = s.pw;
  const pBase = b * pw;
  const vBase = v * pw;
  for (let w = 0; w < pw; w++) {
    // Re-read per word: removals clear bits of `places` as they go (never of this word's rest).
    let held = places[pBase + w]! & peerBits[vBase + w]!;
    while (held !== 0) {
      const p = (w << 5) + 31 - Math.clz32(held & -held);
      held &= held - 1;
      if (!dropCounted(s, engine, p, b, solo)) return false;
    }
  }
  return true;
}

/**
 * Counting mode: removes `b` from `u`, which holds it. Straight into the store when no other
 * propagator watches `u` (the sanctioned exception, see above), else through the engine;
 * `false` on a wipe-out.
 */
export function dropCounted(
  s: FamilyState,
  engine: PropagationEngine,
  u: number,
  b: number,
  solo: Uint8Array | null,
): boolean {
  const words = s.store.words;
  const size = s.store.size;
  const bit = 1 << b;
  const d = words[u]!;
  if (d === bit) {
    engine.bump(u);
    return false;
  }
  if (solo?.[u]) {
    words[u] = d ^ bit;
    if (--size[u]! === 1) s.pushFixed(u);
    // In step with the counts before the change (see `touch`), so only `bit` is new.
    s.seen[u] = d ^ bit;
    return countOut(s, u, b);
  }
  engine.remove(u, b);
  if (size[u] === 1) s.pushFixed(u);
  return touch(s, u);
}
