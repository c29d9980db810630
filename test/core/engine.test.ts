import { describe, expect, it } from 'vitest';
import { DomainStore } from '../../core/domain/DomainStore.js';
import { EV_ANY, EV_ASSIGNED, EV_BOUNDS, EV_DOMAIN } from '../../core/propagation/events.js';
import { PropagationEngine } from '../../core/propagation/PropagationEngine.js';
import { PRIORITY_LINEAR, Propagator } from '../../core/propagation/Propagator.js';

const DB = EV_DOMAIN | EV_BOUNDS;
const ALL = EV_DOMAIN | EV_BOUNDS | EV_ASSIGNED;

/** Records every notification it receives; its propagate runs an optional action. */
class Recorder extends Propagator {
  readonly scope: Int32Array;
  readonly log: [number, number][] = [];
  runs = 0;
  pendingCleared = 0;

  constructor(
    scope: number[],
    private readonly mask = EV_ANY,
    private readonly action: (e: PropagationEngine) => boolean = () => true,
  ) {
    super();
    this.scope = Int32Array.from(scope);
    this.priority = PRIORITY_LINEAR;
  }

  attach(engine: PropagationEngine): void {
    this.scope.forEach((v, i) => {
      engine.subscribe(v, this, this.mask, i);
    });
  }

  override notify(local: number, events: number): boolean {
    this.log.push([this.scope[local]!, events]);
    return true;
  }

  override clearPending(): void {
    this.pendingCleared++;
  }

  propagate(engine: PropagationEngine): boolean {
    this.runs++;
    return this.action(engine);
  }

  take(): [number, number][] {
    return this.log.splice(0);
  }
}

/** An engine over `spans` (offsets given) with one recorder on every variable, after the first run. */
function setup(offsets: number[], spans: number[], mask = EV_ANY) {
  const store = new DomainStore(offsets, spans);
  const engine = new PropagationEngine(store);
  const rec = new Recorder(
    offsets.map((_, v) => v),
    mask,
  );
  engine.add(rec);
  engine.finalize();
  expect(engine.propagate()).toBe(true);
  return { store, engine, rec };
}

describe('PropagationEngine events', () => {
  it('remove raises DOMAIN, BOUNDS at either end, ASSIGNED at one value; no event when absent', () => {
    const { store, engine, rec } = setup([0], [32]);
    expect(engine.remove(0, 5)).toBe(true);
    expect(rec.take()).toEqual([[0, EV_DOMAIN]]);
    expect(engine.remove(0, 5)).toBe(true);
    expect(engine.remove(0, 40)).toBe(true);
    expect(engine.remove(0, -1)).toBe(true);
    expect(rec.take()).toEqual([]);
    expect(engine.remove(0, 0)).toBe(true);
    expect(rec.take()).toEqual([[0, DB]]);
    expect(engine.remove(0, 31)).toBe(true); // the sign bit
    expect(rec.take()).toEqual([[0, DB]]);
    for (let i = 2; i < 30; i++) if (i !== 5) engine.remove(0, i);
    rec.take();
    expect(store.values(0)).toEqual([1, 30]);
    expect(engine.remove(0, 30)).toBe(true);
    expect(rec.take()).toEqual([[0, ALL]]);
    expect(engine.remove(0, 1)).toBe(false); // would wipe out: refused, nothing changes
    expect(store.values(0)).toEqual([1]);
    expect(store.size[0]).toBe(1);
  });

  it('assign raises every event, fails on an absent value and is silent when already fixed', () => {
    const { store, engine, rec } = setup([-3], [6]);
    expect(engine.assign(0, 9)).toBe(false);
    expect(engine.assignValue(0, -1)).toBe(true);
    expect(rec.take()).toEqual([[0, ALL]]);
    expect(store.values(0)).toEqual([-1]);
    expect(engine.assignValue(0, -1)).toBe(true);
    expect(rec.take()).toEqual([]);
    expect(engine.assignValue(0, 0)).toBe(false);
  });

  it('setMinIndex / setMaxIndex and their value-space twins move bounds and skip holes', () => {
    const { store, engine, rec } = setup([-5], [10]);
    engine.remove(0, 3); // value -2
    rec.take();
    expect(engine.setMin(0, -3)).toBe(true); // keeps -3, drops -5, -4
    expect(rec.take()).toEqual([[0, DB]]);
    expect(store.min(0)).toBe(-3);
    expect(engine.setMin(0, -2)).toBe(true); // -2 is a hole: the minimum jumps to -1
    expect(store.min(0)).toBe(-1);
    rec.take();
    expect(engine.setMinIndex(0, 0)).toBe(true);
    expect(engine.setMax(0, 10)).toBe(true);
    expect(rec.take()).toEqual([]);
    expect(engine.setMax(0, 2.5)).toBe(true);
    expect(store.values(0)).toEqual([-1, 0, 1, 2]);
    expect(engine.setMaxIndex(0, 4)).toBe(true); // value -1 only
    expect(rec.take()).toEqual([
      [0, DB],
      [0, ALL],
    ]);
    expect(engine.setMaxIndex(0, 3)).toBe(false);
    expect(engine.setMinIndex(0, 5)).toBe(false);
    expect(engine.setMinIndex(0, 99)).toBe(false);
    expect(store.values(0)).toEqual([-1]);
  });

  it('keepWord raises DOMAIN, BOUNDS or ASSIGNED as appropriate and refuses a wipe-out', () => {
    const { store, engine, rec } = setup([0], [8]);
    expect(engine.keepWord(0, 0, ~0b100)).toBe(true);
    expect(rec.take()).toEqual([[0, EV_DOMAIN]]);
    expect(engine.keepWord(0, 0, ~0b1)).toBe(true);
    expect(rec.take()).toEqual([[0, DB]]);
    expect(engine.keepWord(0, 0, -1)).toBe(true);
    expect(rec.take()).toEqual([]);
    expect(engine.keepWord(0, 0, 0)).toBe(false);
    expect(engine.keepWord(0, 0, 0b1000)).toBe(true);
    expect(rec.take()).toEqual([[0, ALL]]);
    expect(store.values(0)).toEqual([3]);
  });

  it('handles multi-word domains (70 values, negative offset)', () => {
    const { store, engine, rec } = setup([-10], [70]);
    expect(store.nwords[0]).toBe(3);
    expect(store.oneWord).toBe(false);
    expect(store.maxIndex(0)).toBe(69);
    expect(engine.remove(0, 40)).toBe(true);
    expect(rec.take()).toEqual([[0, EV_DOMAIN]]);
    expect(engine.remove(0, 69)).toBe(true);
    expect(rec.take()).toEqual([[0, DB]]);
    expect(store.max(0)).toBe(58);
    expect(engine.keepWord(0, 2, 0)).toBe(true); // clears bits 64..68: the maximum moves down
    expect(rec.take()).toEqual([[0, DB]]);
    expect(store.maxIndex(0)).toBe(63);
    expect(engine.setMinIndex(0, 33)).toBe(true);
    expect(store.minIndex(0)).toBe(33);
    expect(store.size[0]).toBe(30);
    expect(engine.keepWord(0, 1, 1 << 31)).toBe(true);
    expect(rec.take()).toEqual([
      [0, DB],
      [0, ALL],
    ]);
    expect(store.values(0)).toEqual([63 - 10]);
    expect(engine.assign(0, 63)).toBe(true);
    expect(engine.assign(0, 62)).toBe(false);
  });

  it('works out moved bounds of multi-word domains for bounds watchers, beside domain-only watchers', () => {
    const store = new DomainStore([0, 0], [70, 70]);
    const engine = new PropagationEngine(store);
    // Variable 0: one watcher of every removal and one of bounds only; variable 1: domain only.
    const domain = new Recorder([0, 1], EV_DOMAIN);
    const bounds = new Recorder([0], EV_BOUNDS);
    engine.add(domain);
    engine.add(bounds);
    engine.finalize();
    expect(engine.propagate()).toBe(true);
    for (let i = 0; i < 32; i++) if (i !== 5) engine.remove(0, i);
    domain.take();
    bounds.take();
    // Bits 0..31 are gone but 5: removing 5 moves the minimum to bit 32 (a word further on).
    expect(engine.remove(0, 5)).toBe(true);
    expect(bounds.take()).toEqual([[0, DB]]);
    expect(domain.take()).toEqual([[0, DB]]);
    expect(store.minIndex(0)).toBe(32);
    // A hole inside the bounds: no bounds event.
    expect(engine.remove(0, 50)).toBe(true);
    expect(bounds.take()).toEqual([]);
    expect(domain.take()).toEqual([[0, EV_DOMAIN]]);
    // The maximum, with its word still holding bits below it.
    expect(engine.remove(0, 69)).toBe(true);
    expect(bounds.take()).toEqual([[0, DB]]);
    expect(domain.take()).toEqual([[0, DB]]);
    // Variable 1 has no bounds watcher: every removal wakes its domain watcher.
    for (let i = 0; i < 70; i += 7) expect(engine.remove(1, i)).toBe(true);
    expect(domain.take().length).toBe(10);
  });

  it('notifies only the events a propagator subscribed to', () => {
    const { engine, rec } = setup([0], [5], EV_ASSIGNED);
    engine.remove(0, 2);
    engine.remove(0, 0);
    engine.setMaxIndex(0, 3);
    expect(rec.take()).toEqual([]);
    engine.remove(0, 1);
    expect(rec.take()).toEqual([[0, ALL]]);
  });
});

describe('PropagationEngine scheduling', () => {
  it('does not wake a propagator for its own changes but wakes the others', () => {
    const store = new DomainStore([0, 0], [4, 4]);
    const engine = new PropagationEngine(store);
    const actor = new Recorder([0], EV_ANY, (e) => e.remove(0, 3));
    const watcher = new Recorder([0]);
    engine.add(actor);
    engine.add(watcher);
    engine.finalize();
    expect(engine.propagate()).toBe(true);
    expect(actor.runs).toBe(1);
    expect(watcher.runs).toBe(1);
    expect(actor.log).toEqual([]);
    expect(watcher.log).toEqual([[0, DB]]);
  });

  it('wakes the propagator that ran last for a later outside change', () => {
    const store = new DomainStore([0], [4]);
    const engine = new PropagationEngine(store);
    const rec = new Recorder([0]);
    engine.add(rec);
    engine.finalize();
    expect(engine.propagate()).toBe(true);
    expect(rec.runs).toBe(1);
    engine.remove(0, 1); // as a search decision would
    expect(rec.take()).toEqual([[0, EV_DOMAIN]]);
    expect(engine.propagate()).toBe(true);
    expect(rec.runs).toBe(2);
  });

  it('on failure returns false, empties the queues, calls clearPending and blames the scope', () => {
    const store = new DomainStore([0, 0], [3, 3]);
    const engine = new PropagationEngine(store);
    const failing = new Recorder([0], EV_ANY, () => false);
    const queued = new Recorder([1]);
    queued.priority = 2;
    engine.add(failing);
    engine.add(queued);
    engine.finalize();
    expect(engine.propagate()).toBe(false);
    expect(queued.pendingCleared).toBe(1);
    expect(queued.runs).toBe(0);
    expect(engine.weight[0]).toBe(2);
    expect(engine.weight[1]).toBe(1);
    expect(engine.propagate()).toBe(true); // nothing left queued
    expect(queued.runs).toBe(0);
  });
});

describe('DomainStore trail', () => {
  it('restores words and sizes across nested levels, one- and multi-word', () => {
    const store = new DomainStore([0, -20, 5], [10, 70, 33]);
    const engine = new PropagationEngine(store);
    engine.finalize();
    store.initClear(1, 50);
    const snap = () => [0, 1, 2].map((v) => [store.values(v), store.size[v]]);
    const root = snap();
    const m1 = store.pushLevel();
    expect(store.depth).toBe(1);
    engine.remove(0, 3);
    engine.setMaxIndex(1, 40);
    engine.remove(1, 40); // second change at the same level: saved once
    engine.assign(2, 32);
    const level1 = snap();
    const m2 = store.pushLevel();
    engine.assign(0, 0);
    engine.keepWord(1, 0, 0);
    engine.remove(1, 33);
    expect(store.values(1)).toEqual([12, 14, 15, 16, 17, 18, 19]);
    store.popLevel(m2);
    expect(snap()).toEqual(level1);
    expect(store.depth).toBe(1);
    // Changing again after a pop must be saved again.
    const m3 = store.pushLevel();
    engine.remove(1, 0);
    store.popLevel(m3);
    expect(snap()).toEqual(level1);
    store.popLevel(m1);
    expect(snap()).toEqual(root);
    expect(store.depth).toBe(0);
    expect(store.trailTop).toBe(0);
  });

  it('undoTo rolls back within a level and later changes are trailed again', () => {
    const store = new DomainStore([1], [40]);
    const engine = new PropagationEngine(store);
    engine.finalize();
    const m = store.pushLevel();
    const mark = store.trailTop;
    engine.remove(0, 35);
    store.undoTo(mark);
    expect(store.size[0]).toBe(40);
    engine.remove(0, 36);
    expect(store.hasValue(0, 37)).toBe(false);
    store.popLevel(m);
    expect(store.values(0)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('grows the trail past its initial capacity', () => {
    const n = 300;
    const store = new DomainStore(new Array(n).fill(0), new Array(n).fill(40));
    const engine = new PropagationEngine(store);
    engine.finalize();
    const marks: number[] = [];
    for (let d = 0; d < 5; d++) {
      marks.push(store.pushLevel());
      for (let v = 0; v < n; v++) engine.remove(v, d);
    }
    expect(store.size[0]).toBe(35);
    while (marks.length) store.popLevel(marks.pop()!);
    for (let v = 0; v < n; v++) expect(store.size[v]).toBe(40);
    expect(store.recount(7)).toBe(40);
  });
});
