import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main as customMain } from '../../examples/custom-constraint.js';
import { main as futoshikiMain } from '../../examples/futoshiki.js';
import { main as golombMain } from '../../examples/golomb-ruler.js';
import { main as colouringMain } from '../../examples/graph-colouring.js';
import { main as kenkenMain } from '../../examples/kenken.js';
import { main as killerMain } from '../../examples/killer-sudoku.js';
import { main as latinMain } from '../../examples/latin-square.js';
import { main as magicMain } from '../../examples/magic-square.js';
import { main as queensMain } from '../../examples/queens.js';
import { main as sendMain } from '../../examples/send-more-money.js';
import { main as variantHintsMain } from '../../examples/variant-hints.js';
import { main as variantMain, PUZZLE as variantPuzzle } from '../../examples/variant-killer-thermo.js';
import { checkLatin, parseLatin } from '../../models/latin/index.js';
import { isValidQueens } from '../../models/queens/index.js';
import { parseHuman } from '../../models/sudoku/index.js';
import { checkVariantSolution } from '../../models/sudoku/variants/index.js';

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
  it('custom-constraint solves a user kind on native, shows sat and dlx refusing it, then sat agreeing once encoded', async () => {
    const { printed, text } = await run(customMain);
    expect(printed).toBe(text);
    expect(text).toMatch(/^native: 8 solutions \(all checked\)/);
    expect(text).toContain('sat: refuses: renban "abcd" (#0): kind \'renban\' has no CNF encoding');
    expect(text).toContain('dlx: refuses: renban "abcd" (#0): kind \'renban\' has no exact-cover encoding');
    expect(text).toContain('sat with the encoder: 8 solutions (same as native)');
  });

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

  it('variant-killer-thermo prints a unique, checked solution of its killer + thermometer puzzle', async () => {
    const { printed, text } = await run(variantMain);
    expect(printed).toBe(text);
    const [title, verdict, ...rows] = text.split('\n');
    expect(title).toBe('Killer + thermometers: 14 cages, 4 thermometers, 7 givens');
    expect(verdict).toMatch(/^unique solution, 0 problems, \d+ nodes:$/);
    expect(checkVariantSolution(variantPuzzle, parseHuman(rows.join('\n')))).toEqual([]);
  });

  it('variant-hints explains the first steps of the killer + thermometer puzzle and rates it', async () => {
    const { printed, text } = await run(variantHintsMain);
    expect(printed).toBe(text);
    const lines = text.split('\n');
    expect(lines[0]).toBe('First 6 steps:');
    expect(lines[1]).toMatch(
      /^1\. Thermometer ranges: thermometer #14 \(r5c4, r6c3, r6c2, r5c3\) rises from its bulb/,
    );
    expect(lines.slice(1, 7).every((l, i) => l.startsWith(`${i + 1}. `))).toBe(true);
    expect(lines[7]).toMatch(/^rated: score \d+ \([a-z]+\), difficulty [\d.]+, \d+ steps, hardest: /);
  });

  it.each([
    ['variant-hints.ts', 'rated: score'],
    ['variant-killer-thermo.ts', 'unique solution, 0 problems'],
    ['queens.ts', 'Solution 3:'],
    ['latin-square.ts', 'Completion (unique, 0 problems):'],
    ['send-more-money.ts', '9567 + 1085 = 10652'],
    ['custom-constraint.ts', 'sat with the encoder: 8 solutions (same as native)'],
    ['killer-sudoku.ts', 'Killer sudoku, 29 cages: unique, 0 problems'],
    ['kenken.ts', 'KenKen 6×6: unique, 0 problems'],
    ['futoshiki.ts', 'Futoshiki 5×5: unique, 0 problems'],
    ['graph-colouring.ts', 'chromatic number: 4'],
    ['magic-square.ts', 'order 3: 8 squares, 1 up to rotation and reflection'],
    ['play-session.ts', 'replayed to the solution: true'],
    ['generate-puzzles.ts', 'same seed, same puzzle: true'],
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

describe('play-session example', () => {
  it('shows a conflict, marks cleaned, a wrong entry caught, a semi-automatic solve and a replayed path', async () => {
    const { main } = await import('../../examples/play-session.js');
    const { checkSolution, parseLine } = await import('../../models/sudoku/index.js');
    const lines = await main(() => {});
    expect(lines.slice(0, 4)).toEqual([
      'r1c1 = 4: conflicts with r1c3',
      'r1c2 marks after r1c1 = 8: 1 6',
      'check: wrong: r1c2 (1 entry); 44 empty cells left',
      'check: no mistakes so far; 44 empty cells left',
    ]);
    expect(lines[4]).toMatch(/^auto: filled 44 cells, first r\d+c\d+; solved: true$/);
    // The grid is printed in one piece, in the human format.
    const grid = parseLine(
      lines[5]!
        .split('\n')
        .filter((l) => !l.startsWith('-'))
        .join('')
        .replace(/[ |]/g, ''),
    );
    const puzzle = parseLine(
      '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..',
    );
    expect(checkSolution(puzzle, grid)).toEqual([]);
    expect(lines[6]).toMatch(/^path: \d+ steps \(\d+ guesses, \d+ forced, \d+ backtracks\)$/);
    expect(lines.slice(7, 12).every((l) => /^ {2}(forced|guess|backtrack|exclude) /.test(l))).toBe(true);
    expect(lines.at(-1)).toBe('replayed to the solution: true');
  });
});

describe('generate-puzzles example', () => {
  it('prints a fiendish-or-harder symmetric 9×9 made again from its seed, and two mirror 12×12 puzzles', async () => {
    const { main } = await import('../../examples/generate-puzzles.js');
    const { parseHuman, parseLine, rate } = await import('../../models/sudoku/index.js');
    const lines = await main(() => {});
    const head = /^seed 2024: (\d+) givens, (fiendish|diabolical) \(score (\d+)\), \d+ attempts$/.exec(
      lines[0]!,
    );
    expect(head).not.toBeNull();
    const puzzle = parseHuman(lines[1]!);
    expect(puzzle.givenCount).toBe(Number(head![1]));
    for (let cell = 0; cell < 81; cell++)
      expect(puzzle.cells[cell] === 0).toBe(puzzle.cells[80 - cell] === 0);
    const rated = rate(puzzle);
    expect(rated.status === 'rated' && rated.score).toBe(Number(head![3]));
    expect(lines[2]).toBe('same seed, same puzzle: true');
    const twelve = lines.slice(3, 5).map((l) => /^12×12 #(\d) \(seed (\d+), \d+ givens\): (\S+)$/.exec(l));
    expect(twelve.map((m) => [m?.[1], m?.[2]])).toEqual([
      ['0', '7'],
      ['1', '8'],
    ]);
    const { NativeBackend } = await import('../../adapters/native/NativeBackend.js');
    const { buildSudokuModel } = await import('../../models/sudoku/index.js');
    const checker = new NativeBackend();
    for (const m of twelve) {
      const g = parseLine(m![3]!, { boxWidth: 4, boxHeight: 3 });
      const count = checker.solveSync(buildSudokuModel(g).model, {
        solutionLimit: 2,
        backendOptions: { native: { allDifferent: 'matching' } },
      });
      expect(count.solutions).toHaveLength(1);
      for (let r = 0; r < 12; r++)
        for (let c = 0; c < 12; c++) expect(g.get(r, c) === 0).toBe(g.get(r, 11 - c) === 0);
    }
    expect(lines[5]).toBe('progress events seen: true');
  });
});

describe('puzzle examples', () => {
  it('killer-sudoku prints the unique, checked solution of its killer', async () => {
    const { printed, text } = await run(killerMain);
    expect(printed).toBe(text);
    expect(text.split('\n')[0]).toBe('Killer sudoku, 29 cages: unique, 0 problems');
    expect(
      text
        .replace(/[^1-9\n]/g, '')
        .replace(/\n+/g, '')
        .slice(2),
    ).toBe('215647398368952174794381652586274931142593867973816425821739546659428713437165289');
  });

  it('kenken prints a unique, checked Latin square', async () => {
    const { printed, text } = await run(kenkenMain);
    expect(printed).toBe(text);
    const [header, ...rows] = text.split('\n');
    expect(header).toBe('KenKen 6×6: unique, 0 problems');
    expect(checkLatin(parseLatin('. . . . . .\n'.repeat(6)), parseLatin(rows.join('\n')))).toEqual([]);
  });

  it('futoshiki prints its unique solution with the signs', async () => {
    const { printed, text } = await run(futoshikiMain);
    expect(printed).toBe(text);
    expect(text).toContain('Futoshiki 5×5: unique, 0 problems\n5 2<4 1<3');
  });

  it('graph-colouring finds the chromatic number of myciel3 and of a 5-cycle', async () => {
    const { printed, text } = await run(colouringMain);
    expect(printed).toBe(text);
    expect(text).toMatch(/3 colours: none\n4 colours: .* \(0 problems\)\nchromatic number: 4$/);
    const cycle = await colouringMain(() => {}, 'p edge 5 5\ne 1 2\ne 2 3\ne 3 4\ne 4 5\ne 5 1');
    expect(cycle).toMatch(/chromatic number: 3$/);
  });

  it('magic-square counts order 3 and prints a checked square', async () => {
    const { printed, text } = await run(magicMain);
    expect(printed).toBe(text);
    expect(text).toContain('order 5, every line adds up to 65 (0 problems):');
    const four = await magicMain(() => {}, 4);
    expect(four).toContain('order 4, every line adds up to 34 (0 problems):');
  });
});

describe('optimisation example', () => {
  it('golomb-ruler proves the known optima on native and sat, with a user value order, and dlx refuses', async () => {
    const { printed, text } = await run(golombMain);
    expect(printed).toBe(text);
    // Known shortest rulers (OEIS A003022): 1, 3, 6, 11, 17.
    for (const [n, len] of [
      [2, 1],
      [3, 3],
      [4, 6],
      [5, 11],
      [6, 17],
    ]) {
      expect(text).toMatch(new RegExp(`^${n} marks: length ${len} \\(optimal, .*\\): [0-9 ]+$`, 'm'));
    }
    expect(text).not.toContain('PROBLEMS');
    expect(text).toMatch(
      /^native, largest value first: length 17 \(optimal, improving lengths (\d+ > )+17\)$/m,
    );
    expect(text).toContain('sat (iterative tightening): length 17 (optimal,');
    expect(text).toContain('dlx: refuses:');
    expect(text).toContain('exact cover cannot optimise');
  });
});

describe('exact-cover examples (dancing links, no Model)', () => {
  it('exact-cover-queens counts 92 boards for n = 8 and prints a valid first board', async () => {
    const { main } = await import('../../examples/exact-cover-queens.js');
    const { printed, text } = await run(main);
    expect(printed).toBe(text);
    const [head, ...rows] = text.split('\n');
    expect(head).toMatch(/^8-queens: 92 solution\(s\), \d+ search nodes$/);
    expect(isValidQueens(rows.map((row) => row.split(' ').indexOf('Q') + 1))).toBe(true);
    expect(await main(() => {}, 6)).toMatch(/^6-queens: 4 solution/);
  });

  it('pentomino-tiling finds the 2 tilings of 3×20 (8 with symmetry) and prints a valid one', async () => {
    const { main } = await import('../../examples/pentomino-tiling.js');
    const { printed, text } = await run(main);
    expect(printed).toBe(text);
    const [head, ...rows] = text.split('\n');
    expect(head).toMatch(/^3×20 pentomino tilings: 8 \(2 up to symmetry\)/);
    expect(rows).toHaveLength(3);
    const cells = rows.join('');
    expect(cells).toHaveLength(60);
    // Each of the 12 pieces covers exactly 5 cells, and its cells are connected.
    for (const piece of 'FILNPTUVWXYZ') {
      const at = [...cells].flatMap((ch, i) => (ch === piece ? [i] : []));
      expect(at).toHaveLength(5);
      const reached = new Set([at[0]!]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const i of at) {
          if (reached.has(i)) continue;
          const near = [...reached].some(
            (j) =>
              Math.abs(j - i) === 20 || (Math.abs(j - i) === 1 && Math.floor(j / 20) === Math.floor(i / 20)),
          );
          if (near) {
            reached.add(i);
            grew = true;
          }
        }
      }
      expect(reached.size).toBe(5);
    }
  });

  it.each([
    ['exact-cover-queens.ts', '8-queens: 92 solution(s)'],
    ['pentomino-tiling.ts', '3×20 pentomino tilings: 8'],
  ])('%s prints when run directly with tsx', (file, expected) => {
    const out = execFileSync(`${ROOT}node_modules/.bin/tsx`, [`examples/${file}`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(out).toContain(expected);
  });
});
