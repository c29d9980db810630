import { describe, expect, it } from 'vitest';
import {
  checkStarBattle,
  formatStarBattle,
  generateStarBattle,
  parseStarBattle,
} from '../../models/starbattle/index.js';
import { runCli } from './fakeIo.js';

/** The stars of a printed answer, read independently of the model: one 0/1 per cell. */
function starsOf(answer: string, n: number): number[] {
  const rows = answer.split('\n');
  expect(rows).toHaveLength(n);
  for (const row of rows) expect(row).toMatch(new RegExp(`^[*.]{${n}}$`));
  return rows.flatMap((row) => [...row].map((ch) => (ch === '*' ? 1 : 0)));
}

const TOO_SMALL = '5 2\nAABBB\nAABBC\nDDBCC\nDDECC\nDEECC';

describe('cspkit starbattle', () => {
  it('solves every puzzle of a file in order, each answer checked', async () => {
    const puzzles = [generateStarBattle(10, 2, 1).puzzle, generateStarBattle(8, 1, 2).puzzle];
    const text = puzzles.map(formatStarBattle).join('\n\n');
    const r = await runCli(['starbattle', 'solve', 'p.txt'], { files: { 'p.txt': text } });
    expect(r.code).toBe(0);
    const answers = r.out.trimEnd().split('\n\n');
    expect(answers).toHaveLength(2);
    answers.forEach((a, i) => {
      const p = puzzles[i]!;
      expect(checkStarBattle(p, starsOf(a, p.size))).toEqual([]);
    });
  });

  it('answers unsat and invalid in place (exit 2), the others still answered', async () => {
    const unsat = '4 1\nAAAA\nAAAA\nAAAA\nAAAA';
    const good = formatStarBattle(generateStarBattle(6, 1, 5).puzzle);
    const r = await runCli(['starbattle', 'solve'], { stdin: `${unsat}\n\n${TOO_SMALL}\n\n${good}\n` });
    expect(r.code).toBe(2);
    const answers = r.out.trimEnd().split('\n\n');
    expect(answers[0]).toBe('unsat');
    expect(answers[1]).toBe(
      'invalid: line 8, column 1: region A has 4 cell(s), too few to hold 2 stars that do not touch',
    );
    expect(checkStarBattle(parseStarBattle(good), starsOf(answers[2]!, 6))).toEqual([]);
    expect(r.err).toContain('line 8, column 1: region A');
  });

  it('reports a ragged grid by line and column', async () => {
    const r = await runCli(['starbattle', 'count'], { stdin: '3 1\nABC\nAB\nABC\n' });
    expect(r.code).toBe(2);
    expect(r.lines).toEqual(['invalid: line 3, column 3: row 2 has 2 cells, expected 3 (a ragged grid)']);
  });

  it('counts, and prints JSON with the grid as arrays', async () => {
    const one = '1 1\nA';
    const c = await runCli(['starbattle', 'count'], { stdin: `${one}\n4 1\nAABB\nAABB\nCCDD\nCCDD\n` });
    expect(c.lines).toEqual(['1', '2+']);
    const j = await runCli(['starbattle', 'solve', '--json'], { stdin: `${one}\n\n${TOO_SMALL}\n` });
    expect(j.lines.map((l) => JSON.parse(l))).toEqual([
      { line: 1, status: 'sat', stats: expect.any(Object), solution: [['*']] },
      {
        line: 4,
        status: 'invalid',
        solution: null,
        stats: expect.any(Object),
        error: expect.stringMatching(/^line 5, column 1: region A/),
      },
    ]);
  });

  it('gives the same counts on every backend that takes the model', async () => {
    const text = `${formatStarBattle(generateStarBattle(6, 1, 9).puzzle)}\n\n4 1\nAAAA\nAAAA\nAAAA\nAAAA\n`;
    const expected = (await runCli(['starbattle', 'count', '--limit', '50'], { stdin: text })).lines;
    for (const backend of ['sat']) {
      const r = await runCli(['starbattle', 'count', '--limit', '50', '--backend', backend], { stdin: text });
      expect(r.lines, backend).toEqual(expected);
    }
  });

  it('counts the sample file examples/puzzles/starbattle.txt', async () => {
    const r = await runCli([
      'starbattle',
      'count',
      new URL('../../examples/puzzles/starbattle.txt', import.meta.url).pathname,
    ]);
    expect(r.code).toBe(0);
    expect(r.lines).toEqual(['2+', '1']);
  });
});
