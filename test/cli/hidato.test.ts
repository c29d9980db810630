import { describe, expect, it } from 'vitest';
import {
  checkHidato,
  formatHidato,
  HIDATO_HOLE,
  parseHidato,
  randomHidato,
} from '../../models/hidato/index.js';
import { runCli } from './fakeIo.js';

describe('cspkit hidato', () => {
  it('fills every . and keeps holes, with king moves and with --numbrix', async () => {
    for (const numbrix of [false, true]) {
      const moves = numbrix ? 'orthogonal' : 'king';
      const made = [1, 2].map((seed) => randomHidato(5, 6, seed, { moves, given: 0.35, holes: 2 }).puzzle);
      const argv = ['hidato', 'solve', ...(numbrix ? ['--numbrix'] : [])];
      const r = await runCli(argv, {
        stdin: made.map((p) => formatHidato(p.rows, p.cols, p.cells)).join('\n\n'),
      });
      expect(r.code).toBe(0);
      const answers = r.out.trim().split('\n\n');
      answers.forEach((a, k) => {
        const grid = a.split(/\s+/).map((t) => (t === '#' ? HIDATO_HOLE : Number(t)));
        expect(checkHidato(made[k]!, grid)).toEqual([]);
      });
    }
  });

  it('names out-of-range and repeated numbers by line and column, and answers the rest', async () => {
    const r = await runCli(['hidato', 'solve'], { stdin: '1 . 5\n\n2 . 2\n\n1 . 3\n\n1 .\n. .\n. 2\n' });
    expect(r.code).toBe(2);
    expect(r.lines).toEqual([
      'invalid: line 1, column 5: 5 is out of range: the 3 open cells hold 1..3',
      '',
      'invalid: line 3, column 5: 2 is given twice (also at line 3, column 1)',
      '',
      '1 2 3',
      '',
      'unsat',
    ]);
  });

  it('prints holes as null in JSON and counts', async () => {
    const j = await runCli(['hidato', 'solve', '--json'], { stdin: '1 # .\n. . 4\n' });
    expect(JSON.parse(j.lines[0]!)).toMatchObject({
      status: 'sat',
      solution: [
        [1, null, 5],
        [2, 3, 4],
      ],
    });
    const c = await runCli(['hidato', 'count', '--numbrix'], { stdin: '1 .\n. .\n\n1 .\n4 .\n\n1 .\n. 4\n' });
    expect(c.lines).toEqual(['2+', '1', '0']);
  });

  it('solves on sat too: the native search strategy is not passed to a backend without it', async () => {
    const r = await runCli(['hidato', 'solve', '--backend', 'sat'], { stdin: '1 . .\n. . 6\n' });
    expect(r.code).toBe(0);
    const grid = r.out.trim().split(/\s+/).map(Number);
    expect(checkHidato(parseHidato('1 . .\n. . 6'), grid)).toEqual([]);
  });

  it('reports timeout with exit 1', async () => {
    const big = randomHidato(12, 12, 3, { given: 0 }).puzzle;
    const r = await runCli(['hidato', 'count', '--timeout', '1', '--limit', '1000'], {
      stdin: formatHidato(big.rows, big.cols, big.cells),
    });
    expect(r.lines).toEqual(['timeout']);
    expect(r.code).toBe(1);
  });
});
