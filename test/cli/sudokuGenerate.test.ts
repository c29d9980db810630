import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import { generate } from '../../models/sudoku/generator/index.js';
import {
  formatLine,
  parseGridFormat,
  parseLine,
  rate,
  readPuzzles,
  SudokuGeometry,
} from '../../models/sudoku/index.js';
import { countByMatching } from '../models/sudoku/generator/verifyPuzzle.js';
import { runCli } from './fakeIo.js';

const backend = new NativeBackend();

describe('cspkit sudoku generate', () => {
  it('prints one unique puzzle per line, the seed on stderr, and the same puzzles for the same seed', async () => {
    const r = await runCli(['sudoku', 'generate', '--seed', '42', '--count', '3']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('cspkit: seed 42 (puzzle i uses seed 42 + i)\n');
    expect(r.lines).toHaveLength(3);
    for (const [i, line] of r.lines.entries()) {
      expect(line).toMatch(/^[1-9.]{81}$/);
      expect(countByMatching(parseLine(line))).toBe(1);
      // Puzzle i is the API's puzzle of seed 42 + i.
      expect(line).toBe(formatLine(generate({ backend, seed: 42 + i }).puzzle));
    }
    const again = await runCli(['sudoku', 'generate', '--seed', '42', '-n', '3']);
    expect(again.lines).toEqual(r.lines);
  });

  it('prints a fresh seed when none is given, and that seed makes the puzzle again', async () => {
    const r = await runCli(['sudoku', 'generate']);
    expect(r.code).toBe(0);
    const seed = /^cspkit: seed (\d+)\n$/.exec(r.err)?.[1];
    expect(seed).toBeDefined();
    const again = await runCli(['sudoku', 'generate', '--seed', seed!]);
    expect(again.lines).toEqual(r.lines);
  });

  it('takes the shape from --box, --rank or --size', async () => {
    const box = await runCli(['sudoku', 'generate', '--box', '4x3', '--seed', '1']);
    expect(box.code).toBe(0);
    const [entry] = readPuzzles(box.out);
    expect(entry?.grid?.geometry.size).toBe(12);
    const twelve = parseLine(box.lines[0]!, { boxWidth: 4, boxHeight: 3 });
    expect(countByMatching(twelve)).toBe(1);
    const rank = await runCli(['sudoku', 'generate', '--rank', '2', '--seed', '1']);
    expect(rank.lines[0]).toMatch(/^[1-4.]{16}$/);
    const size = await runCli(['sudoku', 'generate', '--size', '6', '--seed', '1']);
    expect(size.lines[0]).toMatch(/^[1-6.]{36}$/);
    expect(countByMatching(parseLine(size.lines[0]!))).toBe(1);
  });

  it('keeps the symmetry asked for, and --minimal', async () => {
    const r = await runCli(['sudoku', 'generate', '--seed', '1', '--symmetry', '180', '--minimal']);
    expect(r.code).toBe(0);
    const p = parseLine(r.lines[0]!);
    expect(countByMatching(p)).toBe(1);
    for (let cell = 0; cell < 81; cell++) expect(p.cells[cell] === 0).toBe(p.cells[80 - cell] === 0);
    const m = await runCli(['sudoku', 'generate', '--seed', '1', '--symmetry', 'mirror']);
    const q = parseLine(m.lines[0]!);
    expect(countByMatching(q)).toBe(1);
    for (let r0 = 0; r0 < 9; r0++)
      for (let c = 0; c < 9; c++) expect(q.get(r0, c) === 0).toBe(q.get(r0, 8 - c) === 0);
  });

  it('--json prints one object per puzzle with its seed, solution and stats', async () => {
    const r = await runCli([
      'sudoku',
      'generate',
      '--seed',
      '7',
      '-n',
      '2',
      '--json',
      '--symmetry',
      'diagonal',
    ]);
    expect(r.code).toBe(0);
    const records = r.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.map((x) => [x.index, x.seed, x.symmetry])).toEqual([
      [0, 7, 'diagonal'],
      [1, 8, 'diagonal'],
    ]);
    for (const x of records) {
      const puzzle = parseLine(x.puzzle as string);
      expect(puzzle.givenCount).toBe(x.givens);
      expect(countByMatching(puzzle)).toBe(1);
      expect(parseLine(x.solution as string).isComplete()).toBe(true);
      expect(x.stats).toMatchObject({ attempts: 1 });
    }
  });

  it('--difficulty targets a grade of the built-in rating; --rate adds the rating to --json', async () => {
    const r = await runCli([
      'sudoku',
      'generate',
      '--seed',
      '11',
      '-n',
      '2',
      '--difficulty',
      'fiendish+',
      '--json',
    ]);
    expect(r.code).toBe(0);
    for (const line of r.lines) {
      const x = JSON.parse(line) as { puzzle: string; rating: { grade: string; score: number } };
      expect(['fiendish', 'diabolical']).toContain(x.rating.grade);
      const again = rate(parseLine(x.puzzle));
      expect(again.status === 'rated' && again.score).toBe(x.rating.score);
      expect(countByMatching(parseLine(x.puzzle))).toBe(1);
    }
    const rated = await runCli(['sudoku', 'generate', '--seed', '11', '--rate', '--json']);
    expect(JSON.parse(rated.lines[0]!)).toHaveProperty('rating.grade');
    const plain = await runCli(['sudoku', 'generate', '--seed', '11', '--json']);
    expect(JSON.parse(plain.lines[0]!)).not.toHaveProperty('rating');
  });

  it('writes grids larger than 35×35 in the grid format', async () => {
    const r = await runCli(['sudoku', 'generate', '--rank', '6', '--seed', '3']);
    expect(r.code).toBe(0);
    const grid = parseGridFormat(r.out);
    expect(grid.geometry).toBe(SudokuGeometry.fromBox(6, 6));
    expect(grid.givenCount).toBeGreaterThan(0);
    expect(grid.givenCount).toBeLessThan(36 * 36);
    expect(countByMatching(grid)).toBe(1);
  }, 15_000);

  it('says when the attempt budget runs out, after printing the puzzles made, and exits 1', async () => {
    const r = await runCli([
      'sudoku',
      'generate',
      '--seed',
      '1',
      '--symmetry',
      '90',
      '--minimal',
      '--max-attempts',
      '1',
    ]);
    expect(r.code).toBe(1);
    expect(r.lines).toEqual([]);
    expect(r.err).toMatch(/within 1 attempts \(seed 1\).*\(0 of 1 puzzles made\)/);
  });

  it('forced --progress draws a bar on stderr; by default a non-terminal stderr stays clean', async () => {
    const quiet = await runCli(['sudoku', 'generate', '--seed', '5', '-n', '20']);
    expect(quiet.err).toBe('cspkit: seed 5 (puzzle i uses seed 5 + i)\n');
    const bar = await runCli(['sudoku', 'generate', '--seed', '5', '-n', '20', '--progress']);
    expect(bar.err).toMatch(/generating \[.*\] \d+% \| \d+\/20 puzzles/);
    expect(bar.lines).toEqual(quiet.lines);
    for (const line of quiet.lines) expect(countByMatching(parseLine(line))).toBe(1);
  });

  it.each([
    [['--count', '-3'], /--count <k>' argument '-3' is invalid/],
    [['--count', '0'], /expected a positive integer/],
    [['--box', '0x3'], /box width must be an integer of at least 1; got 0/],
    [['--box', 'three'], /--box 'three': expected WxH/],
    [['--size', '7'], /size 7 has no box shape/],
    [['--rank', '3', '--box', '3x3'], /give one of --box, --rank and --size, not --box and --rank/],
    [['--seed', '-1'], /expected an integer from 0 to/],
    [['--seed', '9007199254740992'], /expected an integer from 0 to 9007199254740991/],
    [['--symmetry', 'spiral'], /expected one of none, rotational, rotational90, mirror, diagonal/],
    [['--difficulty', 'impossible'], /unknown grade 'impossible'; the grades are beginner, easy, medium/],
    [['--difficulty', '-1..5'], /is not a grade/],
    [['--difficulty', 'fiendish', '--rank', '6'], /built-in rating handles grids up to 32×32/],
    [['--difficulty', 'a..b..c'], /is not a grade/],
    [['--backend', 'nope'], /nope/],
  ])('rejects %j with exit 2 before any work', async (args, message) => {
    const r = await runCli(['sudoku', 'generate', ...args]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/cspkit: seed/);
  });
});
