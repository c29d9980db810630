import { describe, expect, it } from 'vitest';
import { runCli } from './fakeIo.js';

describe('cspkit --help', () => {
  it('prints help for every command and exits 0', async () => {
    for (const argv of [
      [],
      ['sudoku'],
      ['sudoku', 'solve'],
      ['sudoku', 'count'],
      ['queens'],
      ['demo'],
      ['kakuro', 'solve'],
      ['kakuro', 'count'],
      ['starbattle', 'solve'],
      ['starbattle', 'count'],
    ]) {
      const r = await runCli([...argv, '--help']);
      expect(r.code, argv.join(' ')).toBe(0);
      expect(r.out, argv.join(' ')).toMatch(/^Usage: cspkit/);
    }
  });

  it('documents the output words and exit codes of solve', async () => {
    const r = await runCli(['sudoku', 'solve', '--help']);
    for (const word of [
      'unsat',
      'timeout',
      'invalid: <reason>',
      '--backend',
      '--timeout',
      '--json',
      '--stats',
      'Exit code',
    ]) {
      expect(r.out).toContain(word);
    }
  });

  it('exits 2 on an unknown command or option', async () => {
    expect((await runCli(['sudoku', 'frobnicate'])).code).toBe(2);
    expect((await runCli(['sudoku', 'solve', '--bogus'])).code).toBe(2);
    expect((await runCli([])).code).toBe(2);
  });
});
