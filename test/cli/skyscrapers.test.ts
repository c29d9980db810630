import { describe, expect, it } from 'vitest';
import { checkSkyscrapers, formatSkyscrapers, randomSkyscrapers } from '../../models/skyscrapers/index.js';
import { runCli } from './fakeIo.js';

describe('cspkit skyscrapers', () => {
  it('solves random puzzles, each answer checked independently, on every listed backend', async () => {
    const puzzles = [1, 2, 3].map((seed) => randomSkyscrapers(5, 0.8, 0.2, seed).puzzle);
    for (const backend of ['native', 'sat']) {
      const r = await runCli(['skyscrapers', 'solve', '--backend', backend], {
        stdin: puzzles.map(formatSkyscrapers).join('\n\n'),
      });
      expect(r.code).toBe(0);
      const answers = r.out.trim().split('\n\n');
      expect(answers).toHaveLength(3);
      answers.forEach((a, k) => {
        const cells = a.split(/\s+/).map(Number);
        expect(checkSkyscrapers(puzzles[k]!, cells)).toEqual([]);
      });
    }
  });

  it('answers a bad puzzle with its line and column and still answers the next', async () => {
    const r = await runCli(['skyscrapers', 'solve', '--json'], {
      stdin: '3\n0 0 0\n0 0 4\n0 0 0\n0 0 0\n\n1\n0\n0\n0\n0\n',
    });
    expect(r.code).toBe(2);
    expect(JSON.parse(r.lines[0]!)).toMatchObject({
      line: 1,
      status: 'invalid',
      solution: null,
      error: 'line 3, column 5: bottom clues: 4 is out of range (0..3)',
    });
    expect(JSON.parse(r.lines[1]!)).toMatchObject({ line: 7, status: 'sat', solution: [[1]] });
  });

  it('counts: two clue sets, unique and unsat', async () => {
    const r = await runCli(['skyscrapers', 'count'], {
      stdin: '2\n2 1\n1 2\n2 1\n1 2\n\n2\n1 1\n0 0\n0 0\n0 0\n',
    });
    expect(r.lines).toEqual(['1', '0']);
  });
});
