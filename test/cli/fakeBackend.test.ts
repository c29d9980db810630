import { describe, expect, it } from 'vitest';
import { containerWith, fixedBackend } from './fakeBackends.js';
import { runCli } from './fakeIo.js';

const EASY = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';

describe('cspkit exit codes with a backend that gives up', () => {
  it('prints timeout and exits 1 when the search times out', async () => {
    const container = containerWith(fixedBackend('slow', 'timeout'));
    const r = await runCli(['sudoku', 'solve', '--backend', 'slow', '--timeout', '5', '-'], {
      stdin: `${EASY}\n`,
      container,
    });
    expect(r.code).toBe(1);
    expect(r.lines).toEqual(['timeout']);
    expect(r.err).toMatch(/^line 1: timeout after 5 ms/);
  });

  it('lets invalid input (2) win over a timeout (1)', async () => {
    const container = containerWith(fixedBackend('slow', 'timeout'));
    const r = await runCli(['sudoku', 'solve', '--backend', 'slow', '-'], {
      stdin: `${EASY}\n123\n`,
      container,
    });
    expect(r.code).toBe(2);
    expect(r.lines[0]).toBe('timeout');
    expect(r.lines[1]).toMatch(/^invalid: /);
  });

  it('prints unknown: <reason> and exits 1 when the backend stops for another reason', async () => {
    const container = containerWith(fixedBackend('flaky', 'cancelled'));
    const r = await runCli(['sudoku', 'solve', '--backend', 'flaky', '-'], { stdin: `${EASY}\n`, container });
    expect(r.code).toBe(1);
    expect(r.lines[0]).toMatch(/^unknown: /);
  });

  it('count prints timeout when the count was cut short', async () => {
    const container = containerWith(fixedBackend('slow', 'timeout'));
    const r = await runCli(['sudoku', 'count', '--backend', 'slow', '-'], { stdin: `${EASY}\n`, container });
    expect(r.code).toBe(1);
    expect(r.lines).toEqual(['timeout']);
  });
});
