import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ATOM_NEQ,
  checkAssignment,
  DomainStore,
  type Explainer,
  NogoodChecker,
  popcount32,
} from '../../../core/index.js';
import { bruteForceSolutions, solutionKey } from '../../support/bruteForce.js';
import { learningSearchFor } from '../../support/learningSearchFor.js';
import { buildRandomModel, randomModelSpec } from '../../support/randomModel.js';

const SNAPSHOT_MAX = DomainStore.snapshotMaxVars;

/**
 * Whether the store's domains are what the explainer's atoms say: every atom's value is in its
 * variable's domain exactly when the atom is not `[x ≠ v]`, and each size is its words' count.
 */
function domainsAgree(ex: Explainer): boolean {
  const s = ex.store;
  for (let x = 0; x < s.n; x++) {
    for (let a = ex.base[x]!; a < ex.base[x + 1]!; a++) {
      if (s.has(x, ex.atomBit[a]!) !== (ex.aval[a] !== ATOM_NEQ)) return false;
    }
    let size = 0;
    for (let w = 0; w < s.nwords[x]!; w++) size += popcount32(s.words[s.start[x]! + w]!);
    if (size !== s.size[x]) return false;
  }
  return true;
}

describe('learning search: the literal trail restores the domains (DomainStore.restoreOutside)', () => {
  afterEach(() => {
    DomainStore.snapshotMaxVars = SNAPSHOT_MAX;
  });

  it('puts every removed value back at each backjump, and finds exactly the brute-force solutions', () => {
    // Trailing stores (no snapshots) even for these small models: the path large grids take.
    DomainStore.snapshotMaxVars = 0;
    let checks = 0;
    let outside = 0;
    fc.assert(
      fc.property(randomModelSpec({ vars: 6 }), (spec) => {
        const model = buildRandomModel(spec);
        const solutions: Int32Array[] = [];
        const agree = (): void => {
          checks++;
          if (!domainsAgree(ex)) throw new Error('domains out of step with the literal trail');
          // The store itself saved nothing: the literal trail alone undoes the changes.
          if (compiled.store.trailTop !== 0) throw new Error('the store trailed a change');
        };
        const { search, ex, compiled } = learningSearchFor(
          model,
          (e) => ({ checker: new NogoodChecker(model, e), branching: 'atom' }),
          {
            onSolution: (v) => {
              solutions.push(v);
              agree();
            },
            onBacktrack: agree,
          },
        );
        search.run(Number.POSITIVE_INFINITY);
        if (compiled.store.restoredOutside) outside++;
        for (const s of solutions) expect(checkAssignment(model, s)).toEqual([]);
        expect(solutionKey(solutions)).toEqual(solutionKey(bruteForceSolutions(model)));
      }),
      { numRuns: 60, seed: 20261127 },
    );
    // Not vacuous: the stores handed their undo over, and backjumps were checked.
    expect(outside).toBeGreaterThan(10);
    expect(checks).toBeGreaterThan(200);
  });

  it('keeps its own trail where it must: snapshot stores, restore listeners, open levels', () => {
    const snap = new DomainStore([0, 0], [3, 3]);
    expect(snap.snapshot).toBe(true);
    expect(snap.restoreOutside()).toBe(false);
    DomainStore.snapshotMaxVars = 0;
    const heard = new DomainStore([0, 0], [3, 3]);
    heard.onRestore(() => {});
    expect(heard.restoreOutside()).toBe(false);
    const open = new DomainStore([0, 0], [3, 3]);
    open.pushLevel();
    expect(open.restoreOutside()).toBe(false);
    const free = new DomainStore([0, 0], [40, 3]);
    expect(free.restoreOutside()).toBe(true);
    // A level saves nothing and its pop puts nothing back: the caller does.
    const mark = free.pushLevel();
    free.save(0);
    free.words[free.start[0]!]! &= ~1;
    free.size[0]!--;
    free.popLevel(mark);
    expect(free.has(0, 0)).toBe(false);
    expect(free.trailTop).toBe(0);
    // A new solve (clearTrail) returns the store to trailing its own changes.
    free.clearTrail();
    expect(free.restoredOutside).toBe(false);
    const again = free.pushLevel();
    free.save(1);
    free.words[free.start[1]!]! &= ~1;
    free.size[1]!--;
    free.popLevel(again);
    expect(free.has(1, 0)).toBe(true);
  });
});
