import { describe, expect, it } from 'vitest';
import { sclBoxes, sclCell, sclCells, sclLink } from '../models/sudoku/variants/scl/sclEncoder.js';
import {
  digitsOf,
  SMALL_VARIANT_FIXTURES,
  VARIANT_FIXTURES,
} from '../models/sudoku/variants/variantFixtures.js';
import { runCli } from './fakeIo.js';

const KILLER = VARIANT_FIXTURES.killer!;
const DEAD = {
  size: 9,
  givens: `.12345678${'9'.padEnd(9, '.')}${'.'.repeat(63)}`,
  constraints: [{ type: 'diagonal' }],
};

describe('cspkit sudoku hint|steps|rate on variant puzzles', () => {
  it('hint explains a variant step, says when a puzzle is solved or dead', async () => {
    const solved = { ...KILLER.puzzle, givens: KILLER.solution };
    const r = await runCli(['sudoku', 'hint', '-'], { stdin: JSON.stringify([KILLER.puzzle, solved, DEAD]) });
    expect(r.code, r.err).toBe(0);
    expect(r.lines).toEqual([
      'Cage combinations: killer #0 (r1c1, r2c1, r3c1) sums to 11: only {1,4,6} fit, so 5, 7, 8, 9 from r1c1; 5, 7, 8, 9 from r2c1; 5, 7, 8, 9 from r3c1 go.',
      'solved: the grid is complete',
      'no-solution: r1c1 has no candidate left: the puzzle has no solution',
    ]);
  });

  it('steps --json gives a complete path whose every step agrees with the solution', async () => {
    const fixture = SMALL_VARIANT_FIXTURES.killer6!;
    const truth = digitsOf(fixture.solution);
    const r = await runCli(['sudoku', 'steps', '--json', '-'], { stdin: JSON.stringify(fixture.puzzle) });
    expect(r.code, r.err).toBe(0);
    const record = JSON.parse(r.lines[0]!) as {
      status: string;
      steps: {
        placements: { cell: string; value: number }[];
        eliminations: { cell: string; value: number }[];
      }[];
    };
    expect(record.status).toBe('solved');
    const index = (name: string): number => {
      const [, row, col] = /^r(\d+)c(\d+)$/.exec(name)!;
      return (Number(row) - 1) * 6 + Number(col) - 1;
    };
    for (const step of record.steps) {
      for (const p of step.placements) expect(p.value).toBe(truth[index(p.cell)]);
      for (const e of step.eliminations) expect(e.value).not.toBe(truth[index(e.cell)]);
    }
  });

  it('rate scores a variant puzzle on the classic scale and names the houses of its steps', async () => {
    const r = await runCli(['sudoku', 'rate', '-'], {
      stdin: JSON.stringify(SMALL_VARIANT_FIXTURES.sandwich6!.puzzle),
    });
    expect(r.code, r.err).toBe(0);
    expect(r.lines[0]).toMatch(/^\d+ (beginner|easy|medium|tricky|fiendish|diabolical) [a-z-]+$/);
    const diag = await runCli(['sudoku', 'steps', '--json', '-'], {
      stdin: JSON.stringify(VARIANT_FIXTURES.diagonal!.puzzle),
    });
    const houses = (JSON.parse(diag.lines[0]!) as { steps: { houses: string[] }[] }).steps.flatMap(
      (s) => s.houses,
    );
    expect(houses.some((h) => /diagonal/.test(h))).toBe(true);
  });

  it('reads SudokuPad links: cages drawn in SCL get the same hint as the JSON puzzle, and a rating', async () => {
    const cages = (KILLER.puzzle.constraints ?? []).flatMap((c) =>
      c.type === 'killer' ? [{ cells: c.cells.map((x) => sclCell(x as string)), value: c.sum }] : [],
    );
    const link = sclLink({
      cells: sclCells(KILLER.puzzle.givens as string, 9),
      regions: sclBoxes(3, 3),
      cages,
    });
    const json = await runCli(['sudoku', 'hint', '-'], { stdin: JSON.stringify(KILLER.puzzle) });
    const hint = await runCli(['sudoku', 'hint', '-'], { stdin: `${link}\n` });
    expect(hint.code, hint.err).toBe(0);
    expect(hint.lines).toEqual(json.lines);
    const rate = await runCli(['sudoku', 'rate', '--json', '-'], { stdin: `${link}\n` });
    expect(JSON.parse(rate.lines[0]!)).toMatchObject({ puzzle: 1, status: 'rated' });
  });

  it('refuses a puzzle whose rules cannot be right, and answers the others', async () => {
    const bad = { size: 9, constraints: [{ type: 'killer', cells: ['r1c1', 'r1c2'], sum: 30 }] };
    const r = await runCli(['sudoku', 'hint', '-'], { stdin: JSON.stringify([bad, KILLER.puzzle]) });
    expect(r.code).toBe(2);
    expect(r.lines[0]).toMatch(/^invalid: constraint #0 \(killer\)/);
    expect(r.lines[1]).toMatch(/^Cage combinations: /);
    expect(r.err).toMatch(/^puzzle 1: /);
  });
});
