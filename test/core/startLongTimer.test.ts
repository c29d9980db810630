import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TIMER_DELAY_MS, startLongTimer } from '../../core/util/startLongTimer.js';

describe('startLongTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits out a delay beyond setTimeout’s 2³¹ − 1 ms (which setTimeout alone takes as 1 ms)', () => {
    const fired = vi.fn();
    const delay = 3_000_000_000;
    startLongTimer(delay, fired);
    vi.advanceTimersByTime(1000);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(delay - MAX_TIMER_DELAY_MS - 1001);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('fires an ordinary delay once, on time, and not at all when cancelled or infinite', () => {
    const fired = vi.fn();
    startLongTimer(50, fired);
    vi.advanceTimersByTime(49);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    startLongTimer(3_000_000_000, cancelled)();
    startLongTimer(Number.POSITIVE_INFINITY, cancelled);
    vi.advanceTimersByTime(4_000_000_000);
    expect(cancelled).not.toHaveBeenCalled();
    expect(fired).toHaveBeenCalledTimes(1);
  });
});
