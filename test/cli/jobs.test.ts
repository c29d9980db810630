import { describe, expect, it } from 'vitest';
import { loadBackend } from '../../adapters/loadBackend.js';
import { countAnswerer } from '../../cli/commands/sudokuCount.js';
import { solveAnswerer } from '../../cli/commands/sudokuSolve.js';
import type { CliIo } from '../../cli/index.js';
import { run } from '../../cli/index.js';
import { CHUNK_ENTRIES } from '../../cli/pool/answerInParallel.js';
import { answerLineBlock } from '../../cli/pool/answerLineBlock.js';
import type { ChunkResult, LineBlockTask } from '../../cli/pool/ChunkTask.js';
import { createPool } from '../../cli/pool/createPool.js';
import { EARLY_POOL_BYTES } from '../../cli/pool/EarlyPool.js';
import { SolveTally } from '../../cli/SolveTally.js';
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
    ['rate', []],
    ['rate', ['--json']],
    ['steps', []],
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

  it.each([
    ['2', ['steps']],
    ['1', ['steps']],
    ['2', ['steps', '--json']],
  ])('a short input (%s puzzles) answered on the calling thread: %j as with --jobs 1', async (n, verb) => {
    const text = `${PUZZLES.slice(0, Number(n)).join('\n')}\n`;
    const one = await runCli(['sudoku', ...verb, '--jobs', '1', '-'], { stdin: text });
    const two = await runCli(['sudoku', ...verb, '--jobs', '2', '-'], { stdin: text });
    expect(two.out).toBe(one.out);
    expect(two.code).toBe(0);
    // Headers tell several paths apart, and only then.
    expect(one.out.includes('# puzzle at line')).toBe(n !== '1' && !verb.includes('--json'));
  });

  const ALL = ['solve', 'count', 'rate', 'steps', 'generate'];
  it.each(ALL.flatMap((verb) => ['0', '-1', 'x', '1.5', ''].map((n) => [verb, n])))(
    'sudoku %s refuses --jobs %j with exit 2 and nothing on stdout',
    async (verb, n) => {
      const args = verb === 'generate' ? ['--jobs', n] : ['--jobs', n, 'p.txt'];
      const r = await runCli(['sudoku', verb, ...args], { files: { 'p.txt': PUZZLES[0]! } });
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toMatch(/--jobs/);
    },
  );
});

describe('sudoku generate --jobs: the same seeds give the same puzzles whatever N', () => {
  it.each([
    [['-n', '12', '--seed', '11']],
    [['-n', '5', '--seed', '5', '--size', '16', '--symmetry', 'rotational']],
    [['-n', '7', '--seed', '3', '--json']],
  ])('%j', async (flags) => {
    const one = await runCli(['sudoku', 'generate', ...flags, '--jobs', '1']);
    const two = await runCli(['sudoku', 'generate', ...flags, '--jobs', '2']);
    const three = await runCli(['sudoku', 'generate', ...flags, '--jobs', '3']);
    const untimed = (out: string): string => out.replace(/"stats":\{[^}]*\}/g, '"stats":{}');
    const count = Number(flags[1]);
    expect(one.code).toBe(0);
    expect(one.lines.length).toBe(count);
    expect(new Set(one.lines).size).toBe(count);
    for (const r of [two, three]) {
      expect(untimed(r.out)).toBe(untimed(one.out));
      expect(r.err).toBe(one.err);
      expect(r.code).toBe(0);
    }
    // Puzzle i is the one its own seed makes alone.
    const last = await runCli([
      'sudoku',
      'generate',
      ...flags.slice(2),
      '--seed',
      String(Number(flags[3]) + count - 1),
    ]);
    expect(untimed(last.out).replace(/"index":0/, `"index":${count - 1}`)).toBe(
      `${untimed(one.out).split('\n').at(-2)}\n`,
    );
  });

  it('a spent attempt budget stops after the puzzles before it, as on one thread', async () => {
    const flags = ['-n', '12', '--seed', '1', '--difficulty', 'fiendish', '--max-attempts', '2'];
    const one = await runCli(['sudoku', 'generate', ...flags, '--jobs', '1']);
    const two = await runCli(['sudoku', 'generate', ...flags, '--jobs', '2']);
    expect(one.code).toBe(1);
    expect(one.err).toMatch(/\(\d+ of 12 puzzles made\)/);
    expect(two.out).toBe(one.out);
    expect(two.err).toBe(one.err);
    expect(two.code).toBe(1);
  });
});

describe('--jobs progress bar', () => {
  /** A terminal-like stderr: cli-progress draws on it with cursor moves. */
  function terminal(): { sink: CliIo['stderr']; text: () => string } {
    let text = '';
    const sink = {
      isTTY: true,
      columns: 100,
      write: (s: string) => {
        text += s;
        return true;
      },
      cursorTo: () => true,
      moveCursor: () => true,
      clearLine: () => true,
      clearScreenDown: () => true,
      on: () => sink,
      removeListener: () => sink,
    };
    return { sink, text: () => text };
  }

  it('draws on a terminal stderr once the threads run, and the answers stay the same', async () => {
    const input = mixedInput();
    let out = '';
    const err = terminal();
    const io: CliIo = {
      stdout: { write: (s: string) => (out += s) },
      stderr: err.sink,
      readStdin: async () => '',
      readFile: async () => input,
    };
    const code = await run(['sudoku', 'count', '--jobs', '2', 'p.txt'], io);
    const plain = await runCli(['sudoku', 'count', '--jobs', '1', 'p.txt'], { files: { 'p.txt': input } });
    expect(code).toBe(plain.code);
    expect(out).toBe(plain.out);
    expect(err.text()).toMatch(/count \d+ puzzles \| \d+\/s/);
    // The diagnostics still reach stderr, above the bar.
    for (const line of plain.err.split('\n').filter((l) => l !== '')) expect(err.text()).toContain(line);
  });
});

describe('--jobs: the threads and the calling thread answer a block of lines alike', () => {
  const text = mixedInput().replace(/\n/g, (_, i: number) => (i % 7 === 0 ? '\r\n' : '\n'));
  const block = { text, firstLine: 5, several: false };

  it.each([
    ['solve', { verb: 'solve', backend: 'native', flags: { json: true } }],
    ['count', { verb: 'count', backend: 'native', flags: { limit: 3 } }],
  ] as const)(
    '%s: a worker thread started with the job answers a block as answerLineBlock does here',
    async (verb, job) => {
      const backend = await loadBackend('native');
      const tally = new SolveTally();
      const answer =
        verb === 'solve' ? solveAnswerer(backend, job.flags, tally) : countAnswerer(backend, job.flags);
      const here = await answerLineBlock(answer, block, false);
      // A pool started for the verb alone (before the options are known) answers with the task's job.
      const pool = await createPool(1, { ...job, flags: {} }, 2);
      try {
        const task: LineBlockTask = { ...block, job };
        const [a, b] = (await Promise.all([
          pool.run(task, { name: 'answerBlock' }),
          pool.run({ ...task, firstLine: 1 }, { name: 'answerBlock' }),
        ])) as ChunkResult[];
        const untimed = (out: string): string => out.replace(/"stats":\{[^}]*\}/g, '"stats":{}');
        expect(untimed(a!.out)).toBe(untimed(here.out));
        expect(a!.err).toBe(here.err);
        expect(a!.err).toMatch(/^line \d+: /m);
        expect(a!.exit).toBe(here.exit);
        expect(a!.entries).toBe(here.entries);
        if (verb === 'solve') expect(a!.tally).toEqual(tally.snapshot());
        // Line numbers come from the block.
        expect(b!.err).not.toBe(a!.err);
      } finally {
        await pool.destroy();
      }
    },
  );

  it('a large file starts the threads before it is read (from the command line); the answers are those of --jobs 1', async () => {
    const one = mixedInput();
    const input = one.repeat(Math.ceil((EARLY_POOL_BYTES * 2) / one.length));
    const chunked = (size: number) =>
      async function* (): AsyncGenerator<string> {
        for (let at = 0; at < input.length; at += size) yield input.slice(at, at + size);
      };
    const runWith = async (flags: string[]): Promise<{ out: string; err: string; code: number }> => {
      let out = '';
      let err = '';
      const io: CliIo = {
        stdout: { write: (s: string) => (out += s) },
        stderr: { write: (s: string) => (err += s) },
        readStdin: async () => '',
        readFile: async () => input,
        fileChunks: chunked(1 << 16),
        fileSize: () => input.length,
      };
      const code = await run(['sudoku', 'solve', '--stats', ...flags, 'big.txt'], io);
      return { out, err: err.replace(/ in [\d.]+ ms/, ''), code };
    };
    const single = await runWith(['--jobs', '1']);
    expect(single.code).toBe(2);
    expect(await runWith(['--jobs', '2'])).toEqual(single);
    expect(await runWith(['-j3'])).toEqual(single);
    // Threads started from the command line for a run that fails, or is not the one they were
    // started for, are stopped: the run ends, with the same answer as without them.
    const bad = await runWith(['--jobs=2', '--backend', 'nope']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/nope/);
    expect(bad.out).toBe('');
    expect((await runWith(['--jobs', '2', '--help'])).code).toBe(0);
  });
});
