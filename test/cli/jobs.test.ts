import { describe, expect, it } from 'vitest';
import { CHUNK_ENTRIES } from '../../cli/pool/answerInParallel.js';
import { runCli } from './fakeIo.js';

const BASE = [
  '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..',
  '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..',
];
/** Distinct puzzles: the base ones with their digits relabelled (d → d + k mod 9). */
const PUZZLES = Array.from({ length: 18 }, (_, i) =>
  BASE[i % 2]!.replace(/[1-9]/g, (d) => String(((Number(d) - 1 + Math.floor(i / 2)) % 9) + 1)),
);

/** A batch of several chunks: valid puzzles, unreadable lines, clashing givens, comments and blank lines. */
function mixedInput(): string {
  const lines: string[] = [];
  for (let i = 0; lines.length < CHUNK_ENTRIES * 3 + 17; i++) {
    const p = PUZZLES[i % PUZZLES.length]!;
    if (i % 97 === 5) lines.push(`${p.slice(0, 40)}X${p.slice(41)}`);
    else if (i % 89 === 7) lines.push(`11${p.slice(2)}`);
    else if (i % 101 === 3) lines.push('# a comment', '');
    else lines.push(p);
  }
  return `${lines.join('\n')}\n`;
}

describe('--jobs: worker threads answer in input order, byte for byte as one thread does', () => {
  const input = mixedInput();

  it.each([
    ['solve', []],
    ['solve', ['--json']],
    ['count', ['--limit', '3']],
  ])('sudoku %s %j', async (verb, flags) => {
    const one = await runCli(['sudoku', verb, ...flags, '--jobs', '1', 'p.txt'], {
      files: { 'p.txt': input },
    });
    const two = await runCli(['sudoku', verb, ...flags, '--jobs', '2', 'p.txt'], {
      files: { 'p.txt': input },
    });
    expect(one.lines.length).toBeGreaterThan(CHUNK_ENTRIES * 3);
    expect(one.code).toBe(2); // the unreadable lines
    // --json's search statistics are measurements (times; propagations, which a fresh thread's
    // first compile adds to): only they may differ. Everything else is the same byte for byte.
    const untimed = (out: string): string => out.replace(/"stats":\{[^}]*\}/g, '"stats":{}');
    expect(untimed(two.out)).toBe(untimed(one.out));
    expect(two.err).toBe(one.err);
    expect(two.code).toBe(one.code);
  });

  it('--stats sums the threads’ counts', async () => {
    const r = await runCli(['sudoku', 'solve', '--jobs', '2', '--stats', 'p.txt'], {
      files: { 'p.txt': input },
    });
    const invalid = r.lines.filter((l) => l.startsWith('invalid: ')).length;
    expect(r.err).toContain(`cspkit: ${r.lines.length} puzzles (${r.lines.length - invalid} sat, 0 unsat`);
    expect(r.err).toContain(`${invalid} invalid)`);
  });

  it.each(['0', '-1', 'x', '1.5', ''])('refuses --jobs %j with exit 2 and nothing on stdout', async (n) => {
    const r = await runCli(['sudoku', 'solve', '--jobs', n, 'p.txt'], { files: { 'p.txt': PUZZLES[0]! } });
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/--jobs/);
  });
});
