import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main as latinMain } from '../../examples/latin-square.js';
import { main as queensMain } from '../../examples/queens.js';
import { main as sendMain } from '../../examples/send-more-money.js';
import { checkLatin, parseLatin } from '../../models/latin/index.js';
import { isValidQueens } from '../../models/queens/index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs an example's `main` with a collecting printer; returns what it printed and what it returned. */
async function run(
  main: (print: (text: string) => void) => Promise<string>,
): Promise<{ printed: string; text: string }> {
  const printed: string[] = [];
  const text = await main((t) => printed.push(t));
  return { printed: printed.join('\n'), text };
}

/** Reads the boards printed by the queens example back into column lists. */
function boardsOf(text: string): number[][] {
  return text
    .split(/Solution \d+:\n/)
    .filter((block) => block.trim() !== '')
    .map((block) =>
      block
        .trim()
        .split('\n')
        .map((row) => row.split(' ').indexOf('Q') + 1),
    );
}

describe('examples', () => {
  it('queens prints three different valid 8-queens boards from the stream', async () => {
    const { printed, text } = await run(queensMain);
    expect(printed).toBe(text);
    const boards = boardsOf(text);
    expect(boards).toHaveLength(3);
    for (const b of boards) {
      expect(b).toHaveLength(8);
      expect(isValidQueens(b)).toBe(true);
    }
    expect(new Set(boards.map((b) => b.join(','))).size).toBe(3);
  });

  it('queens stops at the solutions that exist when there are fewer than three', async () => {
    const text = await queensMain(() => {}, 4);
    expect(boardsOf(text)).toEqual(
      expect.arrayContaining([
        [2, 4, 1, 3],
        [3, 1, 4, 2],
      ]),
    );
    expect(boardsOf(text)).toHaveLength(2);
  });

  it('latin-square prints a checked, unique completion of its puzzle', async () => {
    const { printed, text } = await run(latinMain);
    expect(printed).toBe(text);
    const [puzzleBlock, header, solutionBlock] = text.split('\n\n');
    expect(header).toBe('Completion (unique, 0 problems):');
    const puzzle = parseLatin(puzzleBlock!.replace('Puzzle:\n', ''));
    expect(checkLatin(puzzle, parseLatin(solutionBlock!))).toEqual([]);
  });

  it('send-more-money prints the one solution', async () => {
    const { printed, text } = await run(sendMain);
    expect(printed).toBe(text);
    expect(text).toBe('SEND + MORE = MONEY: 1 solution(s)\n  9567 + 1085 = 10652  (checked)');
  });

  it('send-more-money lists every solution of another word sum', async () => {
    const text = await sendMain(() => {}, 'TWO + TWO = FOUR');
    const lines = text.split('\n');
    expect(lines[0]).toBe('TWO + TWO = FOUR: 7 solution(s)');
    expect(lines.slice(1).every((l) => l.endsWith('(checked)'))).toBe(true);
    expect(lines).toContain('  734 + 734 = 1468  (checked)');
  });

  it.each([
    ['queens.ts', 'Solution 3:'],
    ['latin-square.ts', 'Completion (unique, 0 problems):'],
    ['send-more-money.ts', '9567 + 1085 = 10652'],
  ])('%s prints when run directly with tsx', (file, expected) => {
    const out = execFileSync(`${ROOT}node_modules/.bin/tsx`, [`examples/${file}`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(out).toContain(expected);
  });
});

describe('README API tour', () => {
  it('prints the documented answers and five placements that agree with the solution', async () => {
    const { main } = await import('../../examples/api-tour.js');
    const { parseLine } = await import('../../models/sudoku/index.js');
    const lines = await main(() => {});
    expect(lines[0]).toBe('sat {"x":1,"y":9}');
    expect(lines[1]).toBe('solutions: 4');
    const placements = lines.slice(2);
    expect(placements).toHaveLength(5);
    // This puzzle is solved by propagation alone, so every placement is final.
    const solution = parseLine(
      '483921657967345821251876493548132976729564138136798245372689514814253769695417382',
    );
    for (const p of placements) {
      const m = /^r(\d+)c(\d+) = (\d+)$/.exec(p);
      expect(m).not.toBeNull();
      expect(solution.get(Number(m![1]) - 1, Number(m![2]) - 1)).toBe(Number(m![3]));
    }
  });
});
