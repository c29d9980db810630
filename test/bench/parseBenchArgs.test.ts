import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSES, DEFAULT_SET_CAP, parseBenchArgs } from '../../bench/parseBenchArgs.js';

describe('parseBenchArgs', () => {
  it('uses the documented defaults', () => {
    const a = parseBenchArgs([]);
    expect(a.passes).toBe(DEFAULT_PASSES);
    expect(a.limit).toBe(DEFAULT_SET_CAP);
    expect(a.limitGiven).toBe(false);
    expect(a.sets).toBeUndefined();
    expect(a.backends).toBeUndefined();
    expect(a.large).toBe(false);
    expect(a.largeAll).toBe(false);
    expect(a.variants).toBe(false);
    expect(parseBenchArgs(['--large-all']).largeAll).toBe(true);
  });

  it('reads --variants', () => {
    expect(parseBenchArgs(['--variants', '--timeout', '2000'])).toMatchObject({
      variants: true,
      timeoutMs: 2000,
    });
  });

  it('reads lists and numbers', () => {
    const a = parseBenchArgs([
      '--sets',
      'kaggle, 17_clue',
      '--backends',
      'native',
      '--passes',
      '5',
      '--limit',
      '10',
    ]);
    expect(a.sets).toEqual(['kaggle', '17_clue']);
    expect(a.backends).toEqual(['native']);
    expect(a.passes).toBe(5);
    expect(a.limit).toBe(10);
    expect(a.limitGiven).toBe(true);
    expect(parseBenchArgs(['--sets', 'none']).sets).toEqual([]);
  });

  it('rejects bad values, naming the flag', () => {
    expect(() => parseBenchArgs(['--passes', '0'])).toThrow(/--passes/);
    expect(() => parseBenchArgs(['--limit', 'many'])).toThrow(/--limit/);
    expect(() => parseBenchArgs(['--large', '--no-large'])).toThrow(/exclude/);
    expect(() => parseBenchArgs(['--large-all', '--no-large'])).toThrow(/exclude/);
    expect(() => parseBenchArgs(['--large', '--large-all'])).toThrow(/exclude/);
    expect(() => parseBenchArgs(['--frobnicate'])).toThrow();
  });
});
