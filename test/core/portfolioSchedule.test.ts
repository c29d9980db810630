import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PortfolioSchedule } from '../../core/solver/PortfolioSchedule.js';

const BASE = [40, 20, 20, 80];
const NONE = [1, 1, 1, 1];
const BIG = [1e9, 1e9, 1e9, 1e9];

/** Runs `turns` turns of `s`, returning the ms each of `arms` arms was given. */
function give(s: PortfolioSchedule, turns: number, arms = 4): number[] {
  const got = new Array<number>(arms).fill(0);
  for (let t = 0; t < turns; t++) {
    got[s.arm]! += s.sliceMs();
    s.next();
  }
  return got;
}

/** The (arm, slice) of the next `turns` turns. */
function turns(s: PortfolioSchedule, n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let t = 0; t < n; t++) {
    out.push([s.arm, s.sliceMs()]);
    s.next();
  }
  return out;
}

describe('PortfolioSchedule', () => {
  it('gives the arms their turns in order, the base slices in the first round', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], BIG);
    expect(turns(s, 4)).toEqual([
      [0, 40],
      [1, 20],
      [3, 80],
      [2, 20],
    ]);
    expect(s.round).toBe(1);
    expect(s.arm).toBe(0);
  });

  it('gives the very first turn its own slice, once', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, NONE, BIG, 80);
    expect(turns(s, 5)).toEqual([
      [0, 80],
      [1, 20],
      [3, 80],
      [2, 20],
      [0, 40],
    ]);
  });

  it('grows each arm by its factor per round, up to its cap', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], [40, 160, 20, 2560]);
    const byArm: number[][] = [[], [], [], []];
    for (const [arm, ms] of turns(s, 4 * 6)) byArm[arm]!.push(ms);
    expect(byArm[0]).toEqual([40, 40, 40, 40, 40, 40]);
    expect(byArm[1]).toEqual([20, 80, 160, 160, 160, 160]);
    expect(byArm[2]).toEqual([20, 20, 20, 20, 20, 20]);
    expect(byArm[3]).toEqual([80, 320, 1280, 2560, 2560, 2560]);
  });

  it('keeps the base slices when nothing grows', () => {
    expect(give(new PortfolioSchedule([0, 1, 2, 3], BASE, NONE, BIG), 40)).toEqual([400, 200, 200, 800]);
  });

  it('never gives an arm less than its base slice nor more than its cap, whatever the factors', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 1, max: 100 }),
        (growth, extra, rounds) => {
          const cap = BASE.map((b, i) => b + extra[i]!);
          const s = new PortfolioSchedule([0, 1, 3, 2], BASE, growth, cap);
          const got = give(s, 4 * rounds);
          const total = got.reduce((a, b) => a + b, 0);
          const capSum = cap.reduce((a, b) => a + b, 0);
          for (let a = 0; a < 4; a++) {
            expect(got[a]!).toBeGreaterThanOrEqual(BASE[a]! * rounds);
            expect(got[a]!).toBeLessThanOrEqual(cap[a]! * rounds);
            // So each arm's share is at least its base over the sum of the caps.
            expect(got[a]! / total).toBeGreaterThanOrEqual(BASE[a]! / capSum - 1e-12);
          }
        },
      ),
      { seed: 20, numRuns: 200 },
    );
  });

  it('goes back to the base slices while held', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], [40, 160, 20, 2560]);
    give(s, 4 * 2);
    expect(s.sliceMs(3)).toBe(1280);
    s.hold();
    expect(s.holding).toBe(true);
    expect(turns(s, 8).map(([, ms]) => ms)).toEqual([40, 20, 80, 20, 40, 20, 80, 20]);
    expect(s.round).toBe(4);
  });

  it('settles one arm back to its base slice for good while the others go on growing', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], [40, 320, 20, 2560]);
    give(s, 4);
    expect([s.sliceMs(1), s.sliceMs(3)]).toEqual([80, 320]);
    s.settle(1);
    const byArm: number[][] = [[], [], [], []];
    for (const [arm, ms] of turns(s, 4 * 2)) byArm[arm]!.push(ms);
    expect(byArm[1]).toEqual([20, 20]);
    expect(byArm[3]).toEqual([320, 1280]);
  });

  it('gives each arm its base slice over the sum of the base slices once held', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], BIG);
    expect(s.heldShare(2)).toBeCloseTo(20 / 160, 12);
    expect(s.heldShare(3)).toBeCloseTo(80 / 160, 12);
    // Without the learning arm in the order, plain MRV's share is larger.
    expect(new PortfolioSchedule([0, 1, 2], BASE, NONE, BIG).heldShare(2)).toBeCloseTo(20 / 80, 12);
  });

  it('gives each arm its cap over the sum of the caps once every slice is capped', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], [40, 160, 20, 2560]);
    expect(s.cappedShare(2)).toBeCloseTo(20 / 2780, 12);
    expect(s.cappedShare(3)).toBeCloseTo(2560 / 2780, 12);
  });

  it('holds for an arm whose rate of progress projects it to finish within the horizon', () => {
    // 10 % closed in 30 ms: 270 ms left at full speed, 2,160 ms at a held share of 1/8.
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], [40, 160, 20, 2560]);
    expect(s.judge(2, 0.1, 30, 2_200)).toBe(true);
    expect(s.holding).toBe(true);
    expect(turns(s, 4).map(([, ms]) => ms)).toEqual([40, 20, 80, 20]);
  });

  it('does not hold for an arm projected to finish after the horizon, however much it has closed', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], [40, 160, 20, 2560]);
    // The same arm, a horizon just short of its projection (2,160 ms).
    expect(s.judge(2, 0.1, 30, 2_100)).toBe(false);
    // Then closing nothing more, or almost nothing: no rate, or one projecting to 1e7 s.
    expect(s.judge(2, 0.1, 60, Number.POSITIVE_INFINITY)).toBe(false);
    expect(s.judge(2, 0.100_001, 90, 60_000)).toBe(false);
    expect(s.holding).toBe(false);
    give(s, 4 * 2);
    expect(s.sliceMs(3)).toBe(1280);
  });

  it('judges by the latest rate: a burst near the root, then a stall, releases the hold', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], [40, 160, 20, 2560]);
    give(s, 4 * 2);
    expect(s.sliceMs(3)).toBe(1280);
    // 1.6 % in the first 100 ms (as plain MRV on a 144×144 grid): 6 s at full speed, 49 s held.
    expect(s.judge(2, 0.016, 100, 100_000)).toBe(true);
    expect(s.sliceMs(3)).toBe(80);
    give(s, 4);
    // Then 1e-5 in the next 40 ms: 3.1e4 s held (the average rate would project 69 s, in the
    // horizon); growth resumes where it stopped.
    expect(s.judge(2, 0.016_01, 140, 100_000)).toBe(false);
    expect(s.sliceMs(3)).toBe(1280);
    give(s, 4);
    expect(s.sliceMs(3)).toBe(2560);
  });

  it('holds exactly when the projection of the latest rate at the held share fits the horizon', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-9, max: 0.5, noNaN: true }),
        fc.double({ min: 1e-9, max: 0.5, noNaN: true }),
        fc.double({ min: 0.1, max: 1e5, noNaN: true }),
        fc.double({ min: 0.1, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        (p1, dp, t1, dt, horizonMs) => {
          const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], BIG);
          s.judge(2, p1, t1, 0);
          const p2 = p1 + dp;
          const projected = (((1 - p2) * (t1 + dt - t1)) / (p2 - p1)) * (160 / 20);
          const held = s.judge(2, p2, t1 + dt, horizonMs);
          // Rounding aside (the boundary itself is not asserted).
          if (Math.abs(projected - horizonMs) > 1e-9 * Math.max(projected, horizonMs)) {
            expect(held).toBe(projected <= horizonMs);
          }
          expect(s.holding).toBe(held);
        },
      ),
      { seed: 20, numRuns: 200 },
    );
  });

  const FOCUSED = { baseMs: [20, 40, 10, 640], growth: [1, 2, 1, 4], capMs: [20, 160, 10, 2560] };

  it('switches to the focused slices from the next turn, their growth counted from their base', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], [40, 160, 20, 2560], 80);
    give(s, 4);
    expect(s.focused).toBe(false);
    expect(s.focusedAtRound).toBe(-1);
    s.focus(FOCUSED);
    expect(s.focused).toBe(true);
    expect(s.focusedAtRound).toBe(1);
    const byArm: number[][] = [[], [], [], []];
    for (const [arm, ms] of turns(s, 4 * 4)) byArm[arm]!.push(ms);
    expect(byArm[0]).toEqual([20, 20, 20, 20]);
    expect(byArm[1]).toEqual([40, 80, 160, 160]);
    expect(byArm[2]).toEqual([10, 10, 10, 10]);
    expect(byArm[3]).toEqual([640, 2560, 2560, 2560]);
  });

  it('focuses once: a later call keeps the first profile and its growth', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], BIG);
    s.focus(FOCUSED);
    give(s, 4);
    s.focus({ baseMs: [1, 1, 1, 1], growth: [1, 1, 1, 1], capMs: [1, 1, 1, 1] });
    expect(s.focusedAtRound).toBe(0);
    expect(s.sliceMs(3)).toBe(2560);
    expect(s.sliceMs(1)).toBe(80);
  });

  it('goes back to the first profile’s base slices while held, and to the focused ones after', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], [40, 160, 20, 2560]);
    s.focus(FOCUSED);
    give(s, 4);
    expect(s.sliceMs(3)).toBe(2560);
    s.hold();
    // Held: the balanced shares, under which plain MRV has 1/8 of the time.
    expect(turns(s, 4).map(([, ms]) => ms)).toEqual([40, 20, 80, 20]);
    s.release();
    // Where they were: one focused round of growth, none while held.
    expect(turns(s, 4).map(([, ms]) => ms)).toEqual([20, 80, 2560, 10]);
  });

  it('keeps a settled arm at the first profile’s base slice once focused', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], [40, 160, 20, 2560]);
    s.settle(1);
    s.focus(FOCUSED);
    expect(turns(s, 4 * 2).filter(([arm]) => arm === 1)).toEqual([
      [1, 20],
      [1, 20],
    ]);
  });

  it('measures the capped shares on the focused caps once focused', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], [40, 160, 20, 2560]);
    s.focus(FOCUSED);
    expect(s.cappedShare(3)).toBeCloseTo(2560 / 2750, 12);
    expect(s.cappedShare(2)).toBeCloseTo(10 / 2750, 12);
    // The held share stays that of the first profile's base slices.
    expect(s.heldShare(2)).toBeCloseTo(20 / 160, 12);
  });

  it('never gives an arm less than its focused base nor more than its focused cap once focused', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 50 }),
        (growth, base, extra, before, rounds) => {
          const cap = base.map((b, i) => b + extra[i]!);
          const s = new PortfolioSchedule([0, 1, 3, 2], BASE, [1, 4, 1, 4], [40, 160, 20, 2560]);
          give(s, 4 * before);
          s.focus({ baseMs: base, growth, capMs: cap });
          const got = give(s, 4 * rounds);
          for (let a = 0; a < 4; a++) {
            expect(got[a]!).toBeGreaterThanOrEqual(base[a]! * rounds);
            expect(got[a]!).toBeLessThanOrEqual(cap[a]! * rounds);
          }
        },
      ),
      { seed: 20, numRuns: 200 },
    );
  });

  it('takes a focused profile’s turn order at once between rounds, and from the next round within one', () => {
    const between = new PortfolioSchedule([0, 1, 3, 2], BASE, NONE, BIG, 80);
    between.focus({ ...FOCUSED, order: [0, 3, 1, 2] });
    // Before the first turn: the very first turn keeps its own slice.
    expect(turns(between, 5)).toEqual([
      [0, 80],
      [3, 640],
      [1, 40],
      [2, 10],
      [0, 20],
    ]);
    const within = new PortfolioSchedule([0, 1, 3, 2], BASE, NONE, BIG);
    within.next();
    within.focus({ ...FOCUSED, order: [0, 3, 1, 2] });
    expect(turns(within, 7).map(([arm]) => arm)).toEqual([1, 3, 2, 0, 3, 1, 2]);
  });

  it('refuses a focused order that does not hold the same arms', () => {
    const s = new PortfolioSchedule([0, 1, 3, 2], BASE, NONE, BIG);
    expect(() => s.focus({ ...FOCUSED, order: [0, 1, 2] })).toThrow(RangeError);
    expect(() => s.focus({ ...FOCUSED, order: [0, 1, 2, 2] })).toThrow(RangeError);
    expect(s.focused).toBe(false);
  });

  it('refuses an empty order', () => {
    expect(() => new PortfolioSchedule([], [], [], [])).toThrow(RangeError);
  });
});
