import { readFileSync } from 'node:fs';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { bindBackend } from '../../adapters/createContainer.js';
import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import { parseLearning, withLearning } from '../../cli/learningOption.js';
import { CHUNK_ENTRIES } from '../../cli/pool/answerInParallel.js';
import { SolveTally } from '../../cli/SolveTally.js';
import type { Backend, SolveOptions, SolveResult } from '../../core/index.js';
import { checkAssignment } from '../../core/model/checkAssignment.js';
import { buildSudokuModel } from '../../models/sudoku/buildSudokuModel.js';
import { readPuzzles } from '../../models/sudoku/index.js';
import { VARIANT_FIXTURES } from '../models/sudoku/variants/variantFixtures.js';
import { runCli } from './fakeIo.js';

// A 9×9 with one solution (samples/sample9.txt, first line).
const P9 = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
// A 25×25 at 42 % fill whose default search escalates (after 2,000 failures) and admits the learning arm.
const R5 = readFileSync(new URL('../fixtures/sudoku/r5_f042_s1.txt', import.meta.url), 'utf8');

/** A container whose `native` is the real engine, recording the options of every solve. */
function spyNative(): { container: Container; seen: SolveOptions[]; results: SolveResult[] } {
  const real = new NativeBackend();
  const seen: SolveOptions[] = [];
  const results: SolveResult[] = [];
  const spy: Backend = {
    id: 'native',
    optionSupport: real.optionSupport,
    supports: (m) => real.supports(m),
    solve: (m, o) => {
      seen.push(o ?? {});
      return real.solve(m, o);
    },
    solveSync: (m, o) => {
      seen.push(o ?? {});
      const r = real.solveSync(m, o);
      results.push(r);
      return r;
    },
  };
  const container = new Container();
  bindBackend(container, 'native', () => spy);
  return { container, seen, results };
}

/** The `stats` of each `--json` record of a `solve` run. */
function statsOf(out: string): { extra?: Record<string, number> }[] {
  return out
    .trim()
    .split('\n')
    .map((l) => (JSON.parse(l) as { stats: { extra?: Record<string, number> } }).stats);
}

describe('--learning: parsing (fields checked by the native engine)', () => {
  it('reads auto, on, off, on with fields, and a JSON object', () => {
    expect(parseLearning('auto')).toBe('auto');
    expect(parseLearning('on')).toBe(true);
    expect(parseLearning('off')).toBe(false);
    expect(parseLearning('on,matching=off,bumpReasons=1,branching=variable,shrink=true')).toEqual({
      matching: false,
      bumpReasons: 1,
      branching: 'variable',
      shrink: true,
    });
    expect(parseLearning('{"vivify":3}')).toEqual({ vivify: 3 });
  });

  it.each([
    ['sometimes', /unknown mode/],
    ['off,matching=on', /tuning fields go with 'on' only/],
    ['auto,shrink=off', /tuning fields go with 'on' only/],
    ['on,matching', /expected key=value after 'on', got 'matching'/],
    ['on,frobnicate=1', /unknown key 'frobnicate' \(known: debug, vivify/],
    ['on,bumpReasons=7', /bumpReasons must be 0, 1 or 2, got 7/],
    ['on,matching=maybe', /matching must be a boolean, got "maybe"/],
    ['on,vivify=1,vivify=2', /'vivify' is given twice/],
    ['{"matching":', /not valid JSON/],
    ['[1]', /unknown mode/],
  ])('refuses %s by name', (value, message) => {
    expect(() => parseLearning(value)).toThrow(message);
  });

  it('adds nothing to the solve options for auto, and merges beside other native options otherwise', () => {
    const base: SolveOptions = { solutionLimit: 1 };
    expect(withLearning(base, 'auto')).toBe(base);
    expect(withLearning(base, undefined)).toBe(base);
    expect(
      withLearning({ backendOptions: { native: { allDifferent: 'matching' } } }, { matching: false }),
    ).toEqual({ backendOptions: { native: { allDifferent: 'matching', learning: { matching: false } } } });
  });
});

describe('cspkit sudoku solve --learning', () => {
  it('on: the learning search answers, and --stats shows its conflicts and learnt nogoods', async () => {
    const r = await runCli(['sudoku', 'solve', '--learning', 'on', '--stats', '-j', '1'], { stdin: R5 });
    expect(r.code).toBe(0);
    const grid = readPuzzles(r.out)[0]?.grid;
    const given = readPuzzles(R5)[0]!.grid!;
    expect(grid).toBeDefined();
    for (let c = 0; c < given.cells.length; c++)
      if (given.cells[c] !== 0) expect(grid!.cells[c]).toBe(given.cells[c]);
    expect(checkAssignment(buildSudokuModel(given).model, grid!.cells)).toEqual([]);
    expect(r.err).toMatch(/; learning on 1 puzzle: [1-9]\d* conflicts, [1-9]\d* learnt nogoods\n$/);
  });

  it('on with fields: reaches the engine (--json stats are the learning search`s)', async () => {
    const r = await runCli(
      ['sudoku', 'solve', '--learning', 'on,matching=on,bumpReasons=0', '--json', '-j', '1'],
      {
        stdin: `${P9}\n`,
      },
    );
    expect(r.code).toBe(0);
    const [stats] = statsOf(r.out);
    expect(stats?.extra?.conflicts).toBeGreaterThanOrEqual(0);
    expect(stats?.extra?.learntNogoods).toBeGreaterThanOrEqual(0);
  });

  it('off: the escalated search keeps the learning arm out, where the defaults admit it', async () => {
    const auto = await runCli(['sudoku', 'solve', '--json', '-j', '1'], { stdin: R5 });
    const off = await runCli(['sudoku', 'solve', '--learning', 'off', '--json', '--stats', '-j', '1'], {
      stdin: R5,
    });
    expect(auto.code).toBe(0);
    expect(off.code).toBe(0);
    expect(off.lines[0] && JSON.parse(off.lines[0]).solution).toBe(JSON.parse(auto.lines[0]!).solution);
    const [a] = statsOf(auto.out);
    const [o] = statsOf(off.out);
    // Both escalated (the portfolio's figures are there); only the defaults focused on learning.
    expect(a?.extra?.portfolioArms).toBeGreaterThanOrEqual(1);
    expect(o?.extra?.portfolioArms).toBeGreaterThanOrEqual(1);
    expect(a?.extra?.focusedAtRound).not.toBe(-1);
    expect(o?.extra?.focusedAtRound).toBe(-1);
    expect(o?.extra?.learningConflicts).toBeUndefined();
    expect(o?.extra?.conflicts).toBeUndefined();
    expect(off.err).not.toContain('learning on');
  });

  it('auto (the default) solves with exactly the options it had before', async () => {
    const spy = spyNative();
    const r = await runCli(['sudoku', 'solve', '-j', '1', '--timeout', '5000'], {
      stdin: `${P9}\n`,
      container: spy.container,
    });
    expect(r.code).toBe(0);
    expect(spy.seen).toEqual([{ solutionLimit: 1, timeoutMs: 5000 }]);
  });

  it('--stats without learning keeps its line as it was', async () => {
    const r = await runCli(['sudoku', 'solve', '--stats', '-j', '1'], { stdin: `${P9}\n` });
    expect(r.err).toMatch(/ nodes, backend native\n$/);
  });
});

describe('--learning with --jobs 2', () => {
  it('the threads learn as the calling thread does: same answers, same learning figures', async () => {
    const lines = Array.from({ length: CHUNK_ENTRIES * 2 + 5 }, (_, i) =>
      P9.replace(/[1-9]/g, (d) => String(((Number(d) - 1 + (i % 9)) % 9) + 1)),
    );
    const files = { 'p.txt': `${lines.join('\n')}\n` };
    const argv = ['sudoku', 'solve', '--learning', 'on', '--stats', 'p.txt'];
    const one = await runCli([...argv, '-j', '1'], { files });
    const two = await runCli([...argv, '-j', '2'], { files });
    expect(two.code).toBe(0);
    expect(two.out).toBe(one.out);
    const learning = (err: string) => /; learning on .*$/m.exec(err)?.[0];
    expect(learning(one.err)).toMatch(new RegExp(`^; learning on ${lines.length} puzzles: \\d+ conflicts`));
    expect(learning(two.err)).toBe(learning(one.err));
  });
});

describe('cspkit sudoku count --learning', () => {
  it('on: counts with the learning search (options reach the engine, the count is right)', async () => {
    const spy = spyNative();
    const two = P9.replace('..43', '...3'); // one given fewer: still solvable, maybe not unique
    const r = await runCli(['sudoku', 'count', '--learning', 'on,shrink=off', '-j', '1'], {
      stdin: `${P9}\n${two}\n`,
      container: spy.container,
    });
    const plain = await runCli(['sudoku', 'count', '-j', '1'], { stdin: `${P9}\n${two}\n` });
    expect(r.code).toBe(0);
    expect(r.out).toBe(plain.out);
    expect(r.lines[0]).toBe('1');
    expect(spy.seen.map((o) => o.backendOptions?.native?.learning)).toEqual([
      { shrink: false },
      { shrink: false },
    ]);
    for (const result of spy.results) expect(result.stats.extra?.conflicts).toBeDefined();
  });
});

describe('--learning with another backend, or a bad value: exit 2, nothing written', () => {
  it.each([
    [['sudoku', 'solve', '--backend', 'dlx', '--learning', 'on'], 'dlx'],
    [['sudoku', 'solve', '--backend', 'sat', '--learning', 'off'], 'sat'],
    [['sudoku', 'count', '--backend', 'dlx', '--learning', 'on,matching=off'], 'dlx'],
    [['sudoku', 'solve', '--backend', 'portfolio', '--learning', 'on'], 'portfolio'],
    [['queens', '6', '--backend', 'dlx', '--learning', 'on'], 'dlx'],
    [['kakuro', 'solve', '--backend', 'sat', '--learning', 'on'], 'sat'],
    // Refused before Redis is asked (port 1 listens to nothing).
    [['queue', 'submit', '--redis', 'redis://127.0.0.1:1', '-b', 'sat', '--learning', 'on'], 'sat'],
  ])('%j', async (argv, backend) => {
    const r = await runCli(argv, { stdin: `${P9}\n` });
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      `cspkit: --learning applies to backend 'native' only, not to backend '${backend}': ` +
        `${backend === 'portfolio' ? 'it chooses its own learning members by the model (docs/portfolio.md)' : 'it has no learning search'}\n`,
    );
  });

  it('takes --learning auto with any backend (it is the default)', async () => {
    const r = await runCli(['sudoku', 'solve', '--backend', 'dlx', '--learning', 'auto'], {
      stdin: `${P9}\n`,
    });
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(1);
  });

  it.each([['on,bumpReasons=3'], ['always'], ['on,nope=1']])(
    'refuses --learning %s before any work',
    async (v) => {
      const r = await runCli(['sudoku', 'solve', '--learning', v, '-j', '1'], { stdin: `${P9}\n` });
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toContain("option '--learning <mode>' argument");
    },
  );
});

describe('other commands take --learning', () => {
  it('variant input: solve and count run the learning search', async () => {
    const killer = VARIANT_FIXTURES.killerThermo!;
    const files = { 'k.json': JSON.stringify(killer.puzzle) };
    const solve = await runCli(['sudoku', 'solve', '--learning', 'on', '--json', 'k.json'], { files });
    expect(solve.code).toBe(0);
    const record = JSON.parse(solve.lines[0]!) as {
      solution: string;
      stats: { extra?: Record<string, number> };
    };
    expect(record.solution).toBe(killer.solution);
    expect(record.stats.extra?.conflicts).toBeGreaterThanOrEqual(0);
    const spy = spyNative();
    const count = await runCli(['sudoku', 'count', '--learning', 'on,matching=off', 'k.json'], {
      files,
      container: spy.container,
    });
    expect(count.lines).toEqual(['1']);
    expect(spy.seen.map((o) => o.backendOptions?.native?.learning)).toEqual([{ matching: false }]);
  });

  it('kakuro solve --learning on: the options reach the engine beside the family`s own', async () => {
    const spy = spyNative();
    const unique = '# 4\\ 10\\ #\n\\3 . . #\n\\11 . . .\n# \\6 . .\n';
    const on = await runCli(['kakuro', 'solve', '--learning', 'on', '--json'], {
      stdin: unique,
      container: spy.container,
    });
    const plain = await runCli(['kakuro', 'solve'], { stdin: unique });
    expect(on.code).toBe(0);
    expect(JSON.parse(on.lines[0]!).status).toBe('sat');
    expect(spy.seen).toHaveLength(1);
    expect(spy.seen[0]?.backendOptions?.native?.learning).toBe(true);
    expect(spy.results[0]?.stats.extra?.conflicts).toBeDefined();
    expect(plain.code).toBe(0);
  });

  it('queens N --learning on counts as without it', async () => {
    const on = await runCli(['queens', '6', '--count', '--learning', 'on']);
    expect(on.code).toBe(0);
    expect(on.lines).toEqual(['4']);
  });

  it('help of solve and count lists it', async () => {
    for (const verb of ['solve', 'count']) {
      const r = await runCli(['sudoku', verb, '--help']);
      expect(r.out).toContain('--learning <mode>');
    }
  });
});

describe('SolveTally learning figures', () => {
  it('sums the learning search`s and the escalated arm`s conflicts, and passes them between threads', () => {
    const t = new SolveTally();
    const stats = (extra?: Record<string, number>) => ({
      nodes: 1,
      failures: 0,
      propagations: 0,
      solutions: 1,
      maxDepth: 0,
      restarts: 0,
      cpuMs: 0,
      wallMs: 0,
      ...(extra === undefined ? {} : { extra }),
    });
    t.add({ status: 'sat', stats: stats({ conflicts: 5, learntNogoods: 4 }) });
    t.add({ status: 'sat', stats: stats({ portfolioArms: 4, learningConflicts: 7, learningNogoods: 6 }) });
    t.add({ status: 'sat', stats: stats() });
    const other = new SolveTally();
    other.absorb(t.snapshot());
    expect(other.summary(3, 1, 'native')).toMatch(
      /3 nodes, backend native; learning on 2 puzzles: 12 conflicts, 10 learnt nogoods$/,
    );
  });
});
