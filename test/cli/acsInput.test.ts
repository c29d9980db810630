import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkSolution,
  formatGridFormat,
  parseAcs,
  parseGridFormat,
  parseLine,
  SudokuGrid,
} from '../../models/sudoku/index.js';
import { formatAcs } from '../models/sudoku/formatAcs.js';
import { runCli } from './fakeIo.js';

const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
const ACS = formatAcs(parseLine(PUZZLE));
const FIXTURE = readFileSync(new URL('../fixtures/sudoku/acs_inst16x16_70_0.txt', import.meta.url), 'utf8');

/** Every verb that answers each puzzle of an input, with a check of a good answer for PUZZLE. */
const VERBS: readonly (readonly [string, (out: string) => boolean])[] = [
  ['solve', (out) => out === formatGridFormat(parseLine(SOLUTION))],
  ['count', (out) => out === '1\n'],
  ['hint', (out) => out.includes('single')],
  ['steps', (out) => /solved in \d+ steps/.test(out)],
  ['rate', (out) => /^\d+ [a-z]+ [a-z-]+\n$/.test(out)],
  ['path', (out) => out.includes('# sat in')],
  ['cnf', (out) => out.startsWith('c cspkit sat encoding') && out.includes('c sudoku 9 3 3')],
];

describe('the sudoku_acs format (Lloyd & Amos) on the command line', () => {
  it.each(VERBS)('%s reads it without a flag (file and standard input)', async (verb, ok) => {
    for (const args of [['-'], ['p.txt']]) {
      const r = await runCli(['sudoku', verb, ...args], { stdin: ACS, files: { 'p.txt': ACS } });
      expect(r.code, `${verb}: ${r.err}`).toBe(0);
      expect(r.err).toBe('');
      expect(ok(r.out), `${verb}: ${r.out}`).toBe(true);
    }
  });

  it('solves the original 16×16 instance and several instances in a row, answering in the grid format', async () => {
    const r = await runCli(['sudoku', 'solve', '-'], { stdin: FIXTURE + FIXTURE });
    expect(r.code, r.err).toBe(0);
    const puzzle = parseAcs(FIXTURE);
    const answers = r.out.split(/\n(?=16 4 4\n)/);
    expect(answers).toHaveLength(2);
    for (const text of answers) expect(checkSolution(puzzle, parseGridFormat(text))).toEqual([]);
  });

  it('names what is wrong in a bad file, and answers the good instance after it', async () => {
    const tokens = FIXTURE.trim().split(/\s+/);
    const short = `${tokens.slice(0, -9).join('\t')}\n`;
    const lines = FIXTURE.split('\r\n');
    lines[2] = lines[2]!.replace(/^\S+/, '17');
    const outOfRange = lines.join('\r\n');
    const cases: readonly (readonly [string, string])[] = [
      [short, 'line 1: order 4 (a 16×16 grid) needs 256 cells; found 247'],
      [
        outOfRange,
        'line 3, column 1 (r1c1): value 17 is out of range for order 4 (-1 = empty, 1..16 = given)',
      ],
      [
        `40\n1\n${'-1\t'.repeat(30)}\n`,
        'line 1, column 1: order 40 makes a 1600×1600 grid; at most 1024×1024 (order 32) is supported',
      ],
    ];
    for (const [text, message] of cases) {
      const r = await runCli(['sudoku', 'solve', '-'], { stdin: text + FIXTURE });
      expect(r.code).toBe(2);
      expect(r.err).toBe(`${message}\n`);
      expect(r.lines[0]).toBe(`invalid: ${message}`);
      expect(r.lines[1]).toBe('16 4 4');
    }
  });

  it('play reads it, and generate --help documents --timeout and its exit code', async () => {
    const play = await runCli(['sudoku', 'play', 'p.txt'], { files: { 'p.txt': FIXTURE }, stdin: 'quit' });
    expect(play.out).toMatch(/^Puzzle 1 of 'p\.txt' \(line 1, 16×16 \(4×4 boxes\)\), \d+ empty cells\./);
    const help = await runCli(['sudoku', 'generate', '--help']);
    expect(help.out).toContain('-t, --timeout <ms>');
    expect(help.out).toMatch(/or the --timeout limit was reached/);
    const solveHelp = await runCli(['sudoku', 'solve', '--help']);
    expect(solveHelp.out).toMatch(/sudoku_acs format of Lloyd & Amos/);
  });

  it('names duplicate givens as for the other formats', async () => {
    const grid = parseLine(PUZZLE);
    const cells = grid.cells.slice();
    cells[0] = 3; // r1c3 holds 3 already
    const clash = formatAcs(new SudokuGrid(grid.geometry, cells));
    const viaAcs = await runCli(['sudoku', 'solve', '-'], { stdin: clash });
    const viaGrid = await runCli(['sudoku', 'solve', '-'], {
      stdin: formatGridFormat(parseAcs(clash)),
    });
    expect(viaAcs.code).toBe(2);
    expect(viaAcs.out).toBe('invalid: r1c1 and r1c3 both hold 3\n');
    expect(viaAcs.out).toBe(viaGrid.out);
    expect(viaAcs.err).toBe(viaGrid.err);
  });
});

describe('the sudoku_acs format streamed in small chunks', () => {
  it('is sniffed across chunk boundaries and read as when whole', async () => {
    const { run } = await import('../../cli/index.js');
    const text = ACS + FIXTURE;
    for (const size of [1, 3, 7, 64]) {
      let out = '';
      let err = '';
      const code = await run(['sudoku', 'solve', '-'], {
        stdout: { write: (s: string) => (out += s) },
        stderr: { write: (s: string) => (err += s) },
        readStdin: async () => text,
        readFile: async () => '',
        stdinChunks: async function* () {
          for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
        },
      });
      const whole = await runCli(['sudoku', 'solve', '-'], { stdin: text });
      expect(code, err).toBe(0);
      expect(out).toBe(whole.out);
      expect(out.startsWith(formatGridFormat(parseLine(SOLUTION)))).toBe(true);
    }
  });
});
