import type { DomainStore } from '../../domain/DomainStore.js';
import { EV_ANY, EV_ASSIGNED as IMPORTED_EV_ASSIGNED } from '../../propagation/events.js';
import type { PropagationEngine } from '../../propagation/PropagationEngine.js';
import { PRIORITY_LINEAR, Propagator } from '../../propagation/Propagator.js';
import type { PlaceHeuristic } from '../../search/PlaceHeuristic.js';
import { FamilyState } from './FamilyState.js';
import { resetPermutations, scanGroup } from './groupScan.js';
import { checkLocked, overlaps } from './overlapRule.js';
import { countedSpan, firstRun, placeSingle, touch } from './placeCounts.js';
import { twoPlaces } from './twoPlaces.js';
import { eliminate } from './valueElimination.js';
import { checkLockedWide, firstRunWide, placeSingleWide, restoreWide } from './wideCounts.js';

// Module-local copies of imported constants: optimised code re-reads an imported binding (with a
// TDZ check) at every use, while a local `const` is folded in. These run at every domain change
// (a compare against an imported constant ran 25 % slower than against a local one, Node 20).
const EV_ASSIGNED = IMPORTED_EV_ASSIGNED;

/**
 * Every `allDifferent` group of a model in one propagator.
 *
 * Merging the groups lets one pass serve them all: a fixed variable removes its value from
 * its *peers* (the de-duplicated union of its co-members, so a cell shared by a row and a box
 * is visited once), and a group whose domains changed is scanned once for hidden singles.
 *
 * - Value elimination: `x = v` removes `v` from every peer.
 * - Pigeonhole: a group whose members' domains together hold fewer values than it has
 *   members fails.
 * - Hidden singles, in *permutation* groups only (as many members as values in the union of
 *   their initial domains, as sudoku houses and Latin-square lines are): a value left in one
 *   member's domain is assigned there, and a value left nowhere fails the group.
 * - Overlaps: when a permutation group A shares two or more members with a group B and a
 *   value can go in A only among the shared members, B's other members lose that value
 *   (sudoku players call it pointing / claiming). Runs after singles reach their fixpoint.
 *
 * In a snapshot store (one word per domain, at most `DomainStore.snapshotMaxVars` variables:
 * every sudoku up to 25×25) the permutation groups are not scanned. The propagator keeps the
 * number of places of every value in every permutation group, saved and restored with the
 * search levels (`DomainStore.attachLevelState`): each removal lowers the counts of the
 * removed value in the variable's groups, a count of one is a hidden single and a count of zero
 * a failure. The counts are taken at the first run of a solve, after one pass has cleared the
 * values fixed at the start from their peers (see `firstRun`). It also keeps, per value, the set
 * of variables holding it as a bitset, so a placed value is removed from the peers that hold it
 * (their bits in `places(b) ∩ peers(v)`) without visiting the others. The overlap rule then
 * runs per (group, value) instead of per group: it is checked when the value's count falls to
 * the size of one of the group's overlaps, against bitsets of the shared and the outside
 * members. The fixpoint is the same as with scans, at a fraction of the loads.
 *
 * Multi-word stores (domains of more than 32 values: sudoku above 32×32) are too big for snapshot
 * levels; there the family counts *wide* (`wideCounts.ts`): the same counts, plus per (group,
 * value) the set of the group's positions holding it, kept on removal and given back on backtrack
 * through the store's restore listener (`DomainStore.onRestore`). A fixed value leaves only the
 * peers in those place sets, a hidden single's holder is found in a few words, and the overlap rule
 * runs per (group, value) in full — in both `true` and `'pointing'` strengths, since at these
 * sizes a group scan costs hundreds of words where a check costs a few. Wide counting builds no
 * peer lists (N³ entries on an N×N grid), so a 225×225 family is built in time linear in cells ×
 * values.
 *
 * *Pointing* (`overlaps: 'pointing'`, one-word counting mode; other one-word stores then run no
 * overlap rule) is the part of the overlap rule that pays for itself on 9×9 sudoku: it runs only from groups
 * whose overlaps cross each other (a box, cut by its rows and by its columns; not a row, cut
 * only by boxes) and only for a value down to two places. Measured on 9×9 against the full
 * rule: magictour needs 11 nodes per puzzle instead of 10 (22 with no overlap rule), at less than
 * half the cost per node.
 *
 * The groups' variables must share one value offset in the store (the compiler arranges it)
 * so that bit `i` means the same value in every member.
 *
 * The parts live beside this file, each a set of functions over one `FamilyState` (the
 * typed arrays as its own fields, so the hot loops load them from one object shape):
 * `valueElimination` (fixed values leave their peers), `placeCounts` (counting mode: first run,
 * counts, hidden singles), `groupScan` (permutation flags, scans), `overlapRule` and
 * `overlapTables` (pointing / claiming), `twoPlaces` (the place heuristic). Régin's matching
 * filter is a separate propagator (`AllDifferentMatching`) that the `allDifferent` kind adds
 * beside this one.
 *
 * One sanctioned exception to "every change goes through the engine": without a tracer, in a
 * one-word store, removals from (and hidden-single assignments to) variables that no other
 * propagator watches are written straight to the store, because the engine would dispatch their
 * events to this propagator alone (see `valueElimination.ts`). Tests check that this gives the
 * same fixpoints, failures and other propagators' events as the engine path. The propagator does
 * not branch.
 */
export class AllDifferentFamily extends Propagator implements PlaceHeuristic {
  /** Every variable of every group. */
  readonly scope: Int32Array;
  /** Number of groups. */
  readonly groupCount: number;
  private readonly s: FamilyState;

  /**
   * Builds the family over `groups` (variable lists) of the variables held in `store`.
   * `overlaps`: `true` runs the overlap rule in full, `false` not at all, and `'pointing'` only
   * its cheap part (see the class notes).
   */
  constructor(
    store: DomainStore,
    groups: readonly ArrayLike<number>[],
    overlaps: boolean | 'pointing' = true,
  ) {
    super();
    this.priority = PRIORITY_LINEAR;
    const s = new FamilyState(store, groups, overlaps);
    this.s = s;
    this.scope = s.scope;
    this.groupCount = s.groupCount;
    if (s.wideCounting) store.onRestore((v) => restoreWide(s, v));
    this.reset();
  }

  /** Derives permutation flags from the current (initial) domains and queues a full first pass. */
  override reset(): void {
    const s = this.s;
    resetPermutations(s);
    s.clearPending();
    s.countsOn = false;
    s.wideOn = false;
    s.wFirstGroup = -1;
    s.fresh = (s.counting && countedSpan(s)) || s.wideCounting;
    if (!s.fresh) {
      // First run: every fixed variable and every group need a look.
      const scope = s.scope;
      const size = s.store.size;
      for (let i = 0; i < scope.length; i++) if (size[scope[i]!] === 1) s.pushFixed(scope[i]!);
    }
    // In counting mode the counts stand in for the scans of permutation groups.
    for (let g = 0; g < s.groupCount; g++) if (!(s.fresh && s.perm[g])) s.markDirty(g);
    // Wide counting still runs the group-level overlap rule from the counted groups.
    if (s.wideCounting && s.lockedCandidates && !s.wideLocks)
      for (let g = 0; g < s.groupCount; g++) s.lockQ.pushOnce(g);
  }

  /** Finds a value with exactly two places left in a permutation group (see `PlaceHeuristic`). */
  twoPlaces(out: Int32Array, start: number): boolean {
    return twoPlaces(this.s, out, start);
  }

  /** Whether group `g` is a permutation group (hidden singles apply). */
  isPermutation(g: number): boolean {
    return this.s.perm[g] === 1;
  }

  /** The variables of group `g`. */
  groupVars(g: number): Int32Array {
    const s = this.s;
    return s.gVars.subarray(s.gStart[g]!, s.gStart[g + 1]!);
  }

  /** Subscribes to every change of every member (local = variable id). */
  attach(engine: PropagationEngine): void {
    for (const v of this.scope) engine.subscribe(v, this, EV_ANY, v);
  }

  /** Records the work a change creates: a fixed variable to eliminate, groups to scan. */
  override notify(v: number, events: number): boolean {
    const s = this.s;
    if (events & EV_ASSIGNED) s.pushFixed(v);
    if (s.fresh) return true; // the counts are taken at the first run
    if (!touch(s, v)) s.broken = true;
    return true;
  }

  /** Drops queued work after a failure. */
  override clearPending(): void {
    this.s.clearPending();
  }

  /** Eliminates fixed values and places hidden singles to a fixpoint. */
  propagate(engine: PropagationEngine): boolean {
    const s = this.s;
    const size = s.store.size;
    if (s.broken) return s.fail(engine, -1, -1);
    const clock = engine.clock;
    if (s.fresh) {
      if (!(s.wideCounting ? firstRunWide(s, engine) : firstRun(s, engine))) return false;
      // The wide first run stopped at the clock between groups: it goes on at the next run.
      if (s.fresh) {
        engine.schedule(this.id);
        return true;
      }
    }
    const dirtyQ = s.dirtyQ;
    const lockQ = s.lockQ;
    let worked = false;
    for (;;) {
      // One pass can take seconds on a 225×225 grid: past the deadline, the queued work waits
      // for the next run (see PropagationEngine.propagate). One step is always taken.
      if (worked && clock.due()) {
        engine.schedule(this.id);
        return true;
      }
      worked = true;
      if (s.fixedLen > 0) {
        const v = s.fixedQ[--s.fixedLen]!;
        s.inFixed[v] = 0;
        if (size[v] !== 1) continue; // undone by a backtrack since it was queued
        if (!eliminate(s, engine, v)) return s.fail(engine, v, -1);
        continue;
      }
      if (s.singleLen > 0) {
        const entry = s.singleQ[--s.singleLen]!;
        if (!placeSingle(s, engine, entry)) return s.fail(engine, -1, entry >>> 5);
        continue;
      }
      if (dirtyQ.length > 0) {
        const g = dirtyQ.popOnce();
        if (!scanGroup(s, engine, g)) return s.fail(engine, -1, g);
        continue;
      }
      if (s.lockVLen > 0) {
        const entry = s.lockVQ[--s.lockVLen]!;
        s.lockVFlag[entry] = 0;
        if (!checkLocked(s, engine, entry)) return s.fail(engine, -1, entry >>> 5);
        continue;
      }
      if (lockQ.length > 0) {
        const g = lockQ.popOnce();
        if (s.perm[g] && !overlaps(s, engine, g)) return s.fail(engine, -1, g);
        continue;
      }
      // Wide counting's queues come last, so a one-word solve pays one test per pass for them
      // (the one-word queues are empty in a wide solve, and its dirty groups are not counted ones).
      if (s.wSingleLen > 0) {
        const entry = s.wSingleQ[--s.wSingleLen]!;
        if (!placeSingleWide(s, engine, entry)) return s.fail(engine, -1, (entry / s.wV) | 0);
        continue;
      }
      if (s.wLockLen > 0) {
        const entry = s.wLockQ[--s.wLockLen]!;
        s.wLockFlag[entry] = 0;
        if (!checkLockedWide(s, engine, entry)) return s.fail(engine, -1, (entry / s.wV) | 0);
        continue;
      }
      return true;
    }
  }
}
