import { describe, expect, it } from 'vitest';
import {
  checkSolution,
  formatPathStep,
  parseLine,
  recordSolutionPathSync,
} from '../../models/sudoku/index.js';
import { runCli } from './fakeIo.js';

const EASY = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
const SEVENTEEN = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

describe('cspkit sudoku path', () => {
  it('prints each puzzle’s path one step per line between a header and a summary', async () => {
    const r = await runCli(['sudoku', 'path', 'p.txt'], { files: { 'p.txt': `${EASY}\n\n${SEVENTEEN}\n` } });
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const easyEnd = r.lines.indexOf('# sat in 46 steps: 0 guesses, 46 forced, 0 backtracks, 0 exclusions');
    expect(r.lines[0]).toBe('# line 1');
    expect(easyEnd).toBe(47);
    expect(r.lines.slice(1, 47).every((l) => /^forced r[1-9]c[1-9] = [1-9]$/.test(l))).toBe(true);
    expect(r.lines[48]).toBe('# line 3');
    // The second block is exactly the recorded path of that puzzle.
    const path = recordSolutionPathSync(parseLine(SEVENTEEN));
    expect(r.lines.slice(49, -1)).toEqual(path.steps.map(formatPathStep));
    expect(r.lines.at(-1)).toMatch(
      /^# sat in \d+ steps: \d+ guesses, \d+ forced, \d+ backtracks, \d+ exclusions$/,
    );
  });

  it('--grids shows the grid after each changing step; the last one is the solution', async () => {
    const r = await runCli(['sudoku', 'path', '-', '--grids'], { stdin: `${SEVENTEEN}\n` });
    expect(r.code).toBe(0);
    const steps = r.lines.slice(1, -1);
    for (const line of steps) {
      if (/^(forced|guess|backtrack)/.test(line)) expect(line).toMatch(/ [.1-9]{81}$/);
      else expect(line).toMatch(/^exclude \d from r\dc\d$/);
    }
    const last = steps
      .filter((l) => / [.1-9]{81}$/.test(l))
      .at(-1)!
      .slice(-81);
    expect(checkSolution(parseLine(SEVENTEEN), parseLine(last))).toEqual([]);
  });

  it('--json gives one object per puzzle with its steps', async () => {
    const r = await runCli(['sudoku', 'path', '-', '--json'], { stdin: `${HARD}\n` });
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(1);
    const o = JSON.parse(r.lines[0]!) as {
      line: number;
      status: string;
      truncated: boolean;
      solution: string;
      steps: { kind: string }[];
      counts: { guesses: number };
    };
    expect(o).toMatchObject({ line: 1, status: 'sat', truncated: false });
    expect(checkSolution(parseLine(HARD), parseLine(o.solution))).toEqual([]);
    expect(o.steps.filter((s) => s.kind === 'guess')).toHaveLength(o.counts.guesses);
  });

  it('--max-steps cuts a path short and exits 1; invalid puzzles exit 2 and the others are still answered', async () => {
    const cut = await runCli(['sudoku', 'path', '-', '--max-steps', '20'], { stdin: `${HARD}\n` });
    expect(cut.code).toBe(1);
    expect(cut.lines).toHaveLength(22);
    expect(cut.lines.at(-1)).toMatch(/^# unknown \(stopped after 20 steps \(maxSteps\)\) in 20 steps/);
    expect(cut.err).toBe('line 1: path incomplete: stopped after 20 steps (maxSteps)\n');

    const bad = await runCli(['sudoku', 'path', '-'], { stdin: `5.5${'.'.repeat(78)}\n${EASY}\n` });
    expect(bad.code).toBe(2);
    expect(bad.lines[0]).toBe('# line 1: invalid: r1c1 and r1c3 both hold 5');
    expect(bad.lines[1]).toBe('# line 2');
    expect(bad.err).toBe('line 1: r1c1 and r1c3 both hold 5\n');
  });

  it('says so for an empty input', async () => {
    const r = await runCli(['sudoku', 'path', '-'], { stdin: '' });
    expect(r.code).toBe(2);
    expect(r.err).toBe('cspkit: no puzzles in standard input\n');
  });
});
