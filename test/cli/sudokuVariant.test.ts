import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../core/index.js';
import { checkVariantSolution, toFPuzzles } from '../../models/sudoku/variants/index.js';
import { digitsOf, VARIANT_FIXTURES } from '../models/sudoku/variants/variantFixtures.js';
import { containerWith, fixedBackend } from './fakeBackends.js';
import { runCli } from './fakeIo.js';

const KILLER = VARIANT_FIXTURES.killerThermo!;
const SIX = VARIANT_FIXTURES.sixByTwoXvEvenOdd!;
const KILLER_JSON = JSON.stringify(KILLER.puzzle, null, 2);

describe('cspkit sudoku solve / count on variant puzzles', () => {
  it('solves a variant JSON file and prints the grid in the line format', async () => {
    const r = await runCli(['sudoku', 'solve', 'killer.json'], { files: { 'killer.json': KILLER_JSON } });
    expect(r.code).toBe(0);
    expect(r.lines).toEqual([KILLER.solution]);
    expect(checkVariantSolution(KILLER.puzzle, digitsOf(r.lines[0]!))).toEqual([]);
    expect(r.err).toBe('');
  });

  it("detects JSON on standard input by its leading '{' and reads an array of puzzles", async () => {
    const stdin = JSON.stringify([KILLER.puzzle, SIX.puzzle]);
    const r = await runCli(['sudoku', 'solve'], { stdin: `  \n${stdin}` });
    expect(r.code).toBe(0);
    expect(r.lines).toEqual([KILLER.solution, SIX.solution]);
  });

  it('counts solutions of variant puzzles (unique, and capped)', async () => {
    const open = { size: 4, constraints: [{ type: 'diagonal' }] };
    const stdin = JSON.stringify([KILLER.puzzle, open]);
    const r = await runCli(['sudoku', 'count', '-'], { stdin });
    expect(r.code).toBe(0);
    expect(r.lines).toEqual(['1', '2+']);
    const all = await runCli(['sudoku', 'count', '--limit', '100', '-'], { stdin: JSON.stringify(open) });
    // 4×4 sudoku X: 48 solutions (counted by brute force over all 4×4 grids).
    expect(all.lines).toEqual(['48']);
  });

  it('prints invalid: <reason> naming the constraint, answers the others, and exits 2', async () => {
    const bad = {
      size: 9,
      constraints: [{ type: 'diagonal' }, { type: 'killer', cells: ['r1c1', 'r1c2'], sum: 1 }],
    };
    const r = await runCli(['sudoku', 'solve', '-'], { stdin: JSON.stringify([bad, SIX.puzzle]) });
    expect(r.code).toBe(2);
    expect(r.lines[0]).toBe(
      'invalid: constraint #1 (killer): no 2 different digits 1..9 sum to 1 (possible 3..17)',
    );
    expect(r.lines[1]).toBe(SIX.solution);
    expect(r.err).toBe(
      'puzzle 1: constraint #1 (killer): no 2 different digits 1..9 sum to 1 (possible 3..17)\n',
    );
    const c = await runCli(['sudoku', 'count', '-'], { stdin: JSON.stringify(bad) });
    expect(c.code).toBe(2);
    expect(c.lines[0]).toMatch(/^invalid: constraint #1 \(killer\)/);
  });

  it('reports malformed JSON', async () => {
    const r = await runCli(['sudoku', 'solve', 'p.json'], {
      files: { 'p.json': '{"size": 9, "constraints": [' },
    });
    expect(r.code).toBe(2);
    expect(r.lines[0]).toMatch(/^invalid: malformed JSON: /);
  });

  it('prints unsat, and one JSON record per puzzle with --json', async () => {
    const unsat = {
      size: 4,
      givens: '4...............',
      constraints: [{ type: 'thermometer', cells: ['r1c1', 'r1c2'] }],
    };
    const r = await runCli(['sudoku', 'solve', '--json', '-'], {
      stdin: JSON.stringify([unsat, SIX.puzzle]),
    });
    expect(r.code).toBe(0);
    const records = r.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records[0]).toMatchObject({ puzzle: 1, status: 'unsat', solution: null });
    expect(records[1]).toMatchObject({ puzzle: 2, status: 'sat', solution: SIX.solution });
  });

  it('refuses a backend that cannot express the puzzle, naming what it cannot do', async () => {
    const picky: Backend = {
      ...fixedBackend('picky', 'sat'),
      supports: () => ({ ok: false, unsupported: ['linear "killer #0" (#27)'], warnings: [] }),
    };
    const r = await runCli(['sudoku', 'solve', '--backend', 'picky', '-'], {
      stdin: KILLER_JSON,
      container: containerWith(picky),
    });
    expect(r.code).toBe(2);
    expect(r.lines[0]).toBe(`invalid: backend 'picky' cannot express: linear "killer #0" (#27)`);
  });

  it('reads f-puzzles JSON and f-puzzles / SudokuPad links', async () => {
    const fp = JSON.stringify(toFPuzzles(KILLER.puzzle));
    const data = LZString.compressToBase64(fp);
    for (const stdin of [
      fp,
      `https://www.f-puzzles.com/?load=${data}`,
      `https://sudokupad.app/fpuzzles${data}`,
      `https://sudokupad.app/?puzzleid=fpuzzles${encodeURIComponent(data)}`,
      data,
    ]) {
      const r = await runCli(['sudoku', 'solve', '-'], { stdin: `${stdin}\n` });
      expect(r.code).toBe(0);
      expect(r.lines).toEqual([KILLER.solution]);
    }
  });

  it('keeps plain puzzles working beside variant input', async () => {
    const r = await runCli(['sudoku', 'count', '-'], {
      stdin: '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..\n',
    });
    expect(r.lines).toEqual(['1']);
  });
});
