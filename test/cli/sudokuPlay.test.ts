import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/index.js';
import { run } from '../../cli/index.js';
import { parseLine } from '../../models/sudoku/index.js';
import { runCli } from './fakeIo.js';

const EASY = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
const EASY_SOLUTION = '864371259325849761971265843436192587198657432257483916689734125713528694542916378';
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
const SIX = '3..2.1...5........51...3.6......5.4.';
const SIXTEEN =
  '..B.G....1..9....6G.3.5.E7..2F.B135..E.B...A78...2FE..87.G.B........6.D4GC1.A.78......G.......B5F..C5..8....G.4..8...C3....2.6...492E3.D6B.G81CA...7.4.6.9A1.G..8.C..1B2D...6..9.B.1.....3...2.4..A3....C2...9DF..6.1D.95FB..A.7E5.....A.D98.............A.6.B2.';

/** `r c v` moves that fill every empty cell of `puzzle` from `solution` (line format, 9×9). */
function solvingMoves(puzzle: string, solution: string): string[] {
  const moves: string[] = [];
  for (let i = 0; i < puzzle.length; i++) {
    if (puzzle[i] === '.') moves.push(`${Math.floor(i / 9) + 1} ${(i % 9) + 1} ${solution[i]}`);
  }
  return moves;
}

/** Plays `moves` (one command per line) on the puzzle file `text`. */
function play(text: string, moves: string[], extra: string[] = []) {
  return runCli(['sudoku', 'play', 'p.txt', ...extra], {
    files: { 'p.txt': `${text}\n` },
    stdin: moves.join('\n'),
  });
}

describe('cspkit sudoku play', () => {
  it('plays a script of moves to the solution, showing the grid and reporting conflicts by cell', async () => {
    const moves = solvingMoves(EASY, EASY_SOLUTION);
    const script = [
      '1 1 4', // clashes with the given r1c3 = 4
      'undo',
      'r1c2=1', // wrong but consistent
      'check',
      'erase 1 2',
      'mark 1 2 6 8',
      'marks r1c2',
      'redo', // nothing to redo after a new action
      ...moves,
      'quit',
    ];
    const r = await play(EASY, script);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toContain("Puzzle 1 of 'p.txt' (line 1, 9×9 (3×3 boxes)), 46 empty cells.");
    expect(r.out).toContain('r1c1 = 4 conflicts with r1c3 (row 1, given)');
    expect(r.out).toContain('undid r1c1 = 4');
    expect(r.out).toContain('wrong: r1c2 (1 entry); 45 empty cells left');
    expect(r.out).toContain('r1c2 erased');
    expect(r.out).toContain('r1c2 marks: 6 8');
    expect(r.out).toContain('nothing to redo');
    expect(r.out).toContain('Solved in');
    // The session ended at the solution: 'quit' was never read.
    expect(r.out).not.toContain('Bye.');
    // The last grid shown is the solution, with row and column numbers.
    const grids = r.out.split('   1 2 3   4 5 6   7 8 9\n');
    const last = grids.at(-1)!.split('\n').slice(0, 11);
    const digits = last
      .filter((l) => /^\d/.test(l))
      .map((l) => l.slice(3).replace(/[ |]/g, ''))
      .join('');
    expect(digits).toBe(EASY_SOLUTION);
    expect(parseLine(digits).equals(parseLine(EASY_SOLUTION))).toBe(true);
  });

  it("'auto' fills the naked singles of an easy puzzle and ends the session solved", async () => {
    const r = await play(EASY, ['auto']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/filled 46: r1c1=8 /);
    expect(r.out).toContain('Solved in 1 move!');
  });

  it("'auto' on a hard puzzle says it is stuck, and the end of input leaves unsolved with exit 1", async () => {
    const r = await play(HARD, ['auto', 'check']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('no cell has a single candidate (59 empty cells left)');
    expect(r.out).toContain('no mistakes so far; 59 empty cells left');
    expect(r.err).toContain('input ended with 59 empty cells left; the puzzle is not solved');
  });

  it('reports bad commands on stderr and goes on', async () => {
    const r = await play(EASY, [
      'jump',
      '1 3 5',
      '10 1 1',
      '1 1',
      '1 1 X',
      'erase 1',
      '# a comment',
      '',
      '=',
      ' , ',
      'help',
      'q',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Bye.');
    expect(r.out).toContain('undo, redo');
    const errors = r.err.trim().split('\n');
    expect(errors).toEqual([
      "error: unknown command 'jump' (type 'help' for the list)",
      'error: r1c3 is a given (4); it cannot be changed',
      'error: row 10 is outside 1..9 (9×9 (3×3 boxes))',
      "error: expected 'ROW COLUMN VALUE'; got '1 1'",
      'error: value 33 is outside 0..9 (0 erases) (9×9 (3×3 boxes))',
      'error: usage: erase ROW COLUMN',
    ]);
  });

  it('plays 6×6 with 3×2 boxes and 16×16 with letter values', async () => {
    const six = await play(SIX, ['2 3 3', 'q']);
    expect(six.out).toContain('6×6 (3×2 boxes)');
    expect(six.out).toContain('r2c3 = 3 conflicts with r1c1 (box 1, given)');
    expect(six.out).toContain('   1 2 3   4 5 6\n1  3 . . | 2 . 1\n');
    const sixteen = await play(SIXTEEN, ['1 1 g', '1 1 16', 'q']);
    // 'g' is the symbol of 16: both moves enter the same value.
    expect(sixteen.out).toMatch(/r1c1 = 16 conflicts with .*r1c5 \(row 1, given\)/);
    expect(sixteen.out).toContain('r1c1 already holds 16');
    expect(sixteen.out).toContain('    1  2  3  4    5  6  7  8');
  });

  it('picks the K-th puzzle of a file with --puzzle', async () => {
    const r = await runCli(['sudoku', 'play', 'p.txt', '--puzzle', '2'], {
      files: { 'p.txt': `# two puzzles\n${HARD}\n${EASY}\n` },
      stdin: 'auto\n',
    });
    expect(r.code).toBe(0);
    expect(r.out).toContain("Puzzle 2 of 'p.txt' (line 3");
  });

  it('exits 2 on a puzzle it cannot play', async () => {
    const clash = await play(`5.5${'.'.repeat(78)}`, []);
    expect(clash.code).toBe(2);
    expect(clash.err).toBe("cspkit: 'p.txt' line 1: r1c1 and r1c3 both hold 5\n");
    const missing = await runCli(['sudoku', 'play', 'p.txt', '-n', '3'], { files: { 'p.txt': EASY } });
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("'p.txt' holds 1 puzzle(s); there is no puzzle 3");
    const dash = await runCli(['sudoku', 'play', '-'], { stdin: EASY });
    expect(dash.code).toBe(2);
    expect(dash.err).toContain('give the puzzle as a FILE');
    const bad = await play('12x', []);
    expect(bad.code).toBe(2);
  });

  it('reads moves one at a time when the io has a line reader, answering each before the next is read', async () => {
    let out = '';
    const seenBeforeLine: string[] = [];
    const lines = ['1 1 8', 'undo', 'quit', 'never read'];
    const io: CliIo = {
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: () => undefined },
      readStdin: async () => {
        throw new Error('readStdin must not be used when readLines exists');
      },
      readFile: async () => `${EASY}\n`,
      async *readLines() {
        for (const line of lines) {
          seenBeforeLine.push(out);
          yield line;
        }
      },
    };
    const code = await run(['sudoku', 'play', 'p.txt'], io);
    expect(code).toBe(0);
    expect(seenBeforeLine).toHaveLength(3);
    expect(seenBeforeLine[1]).toContain('r1c1 = 8');
    expect(seenBeforeLine[2]).toContain('undid r1c1 = 8');
    expect(seenBeforeLine[1]!.endsWith('> ')).toBe(true);
    expect(out).toContain('Bye.');
  });
});
