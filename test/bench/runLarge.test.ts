import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import type { Contender, Outcome } from '../../bench/Contender.js';
import { backendContender } from '../../bench/Contender.js';
import { largeInstances, largeSetInstances } from '../../bench/dataSets.js';
import { runLargeInstances } from '../../bench/runLarge.js';
import type { SudokuGrid } from '../../models/sudoku/index.js';

// A data folder of tiny "large" instances: 4×4 grids under the names of bigger families, so the
// runner's selection and skipping are tested without solving anything big. File k has one given,
// a 1 in cell k, so a contender can tell which file it was handed.
const dir = mkdtempSync(join(tmpdir(), 'cspkit-large-'));
const gen = join(dir, 'large', 'generated');
const names = [
  'r6_f042_s1.txt',
  'r6_f042_s2.txt',
  'r7_f042_s1.txt',
  'r8_f042_s1.txt',
  'r15_f070_s1.txt',
  'r15_f075_s1.txt',
  'r5_f042_s1.txt',
  'r6_f055_s1.txt',
];
mkdirSync(gen, { recursive: true });
names.forEach((n, k) => {
  const cells = Array.from({ length: 16 }, (_, i) => (i === k ? 1 : 0));
  const rows = [0, 1, 2, 3].map((r) => cells.slice(r * 4, r * 4 + 4).join(' '));
  writeFileSync(join(gen, n), `4 2 2\n${rows.join('\n')}\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fileOf = (p: SudokuGrid): string => names[p.cells.indexOf(1)]!;

/** A contender that answers `timeout` on the files named and solves the others with `native`. */
function scripted(name: string, timeoutOn: readonly string[], seen: string[]): Contender {
  const native = backendContender(new NativeBackend());
  return {
    name,
    honoursTimeout: true,
    solve(puzzle, timeoutMs): Outcome | Promise<Outcome> {
      const file = fileOf(puzzle);
      seen.push(file);
      return timeoutOn.includes(file) ? { status: 'timeout' } : native.solve(puzzle, timeoutMs);
    },
  };
}

describe('the --large run', () => {
  const instances = largeSetInstances(largeInstances(dir));

  it('picks the hard band, smallest grids first, and leaves the rest out', () => {
    expect(instances.map((i) => i.file)).toEqual([
      'r6_f042_s1.txt',
      'r6_f042_s2.txt',
      'r7_f042_s1.txt',
      'r8_f042_s1.txt',
      'r15_f070_s1.txt',
      'r15_f075_s1.txt',
    ]);
  });

  it('skips, per contender, the grids of a fill bigger than one it timed out on', async () => {
    const seenA: string[] = [];
    const seenB: string[] = [];
    const a = scripted('a', ['r6_f042_s1.txt'], seenA);
    const b = scripted('b', ['r7_f042_s1.txt'], seenB);
    const fail = (m: string): void => {
      throw new Error(m);
    };
    const runs = await runLargeInstances(instances, [a, b], 5000, fail, () => {}, true);
    // `a` timed out on the first 36×36 at 0.42: the other 36×36 still runs, everything bigger at
    // 0.42 is skipped; the other fills still run.
    expect(seenA).toEqual(['r6_f042_s1.txt', 'r6_f042_s2.txt', 'r15_f070_s1.txt', 'r15_f075_s1.txt']);
    expect(seenB).toEqual([
      'r6_f042_s1.txt',
      'r6_f042_s2.txt',
      'r7_f042_s1.txt',
      'r15_f070_s1.txt',
      'r15_f075_s1.txt',
    ]);
    const status = (c: string, f: string): string | undefined =>
      runs.find((r) => r.contender === c && r.instance.file === f)?.status;
    expect(status('a', 'r7_f042_s1.txt')).toBe('skipped');
    expect(status('b', 'r8_f042_s1.txt')).toBe('skipped');
    expect(status('b', 'r6_f042_s2.txt')).toBe('sat');
    // Without the flag nothing is skipped.
    const all: string[] = [];
    await runLargeInstances(instances, [scripted('c', ['r6_f042_s1.txt'], all)], 5000, fail, () => {});
    expect(all).toHaveLength(instances.length);
  });
});
