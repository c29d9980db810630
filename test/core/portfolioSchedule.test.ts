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

  it('goes back to the base slices for good once held', () => {
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

  it('refuses an empty order', () => {
    expect(() => new PortfolioSchedule([], [], [], [])).toThrow(RangeError);
  });
});
