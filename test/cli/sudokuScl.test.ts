import { describe, expect, it } from 'vitest';
import { checkVariantSolution } from '../../models/sudoku/variants/index.js';
import { centre, sclBoxes, sclCell, sclCells, sclLink } from '../models/sudoku/variants/scl/sclEncoder.js';
import { SHAPE_FIXTURES } from '../models/sudoku/variants/shapeFixtures.js';
import { digitsOf, VARIANT_FIXTURES } from '../models/sudoku/variants/variantFixtures.js';
import { runCli } from './fakeIo.js';

const KT = VARIANT_FIXTURES.killerThermo!;
const ARROW = VARIANT_FIXTURES.arrow!;

/** A fixture drawn in SCL: killers as cages, thermometers as a grey bulb + line, arrows as circle + arrow. */
function sclOf(fixture: typeof KT): Record<string, unknown> {
  const cages: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const arrows: Record<string, unknown>[] = [];
  const underlays: Record<string, unknown>[] = [];
  for (const c of fixture.puzzle.constraints ?? []) {
    if (c.type === 'killer') cages.push({ cells: c.cells.map((x) => sclCell(x as string)), value: c.sum });
    if (c.type === 'thermometer') {
      const cells = c.cells.map((x) => sclCell(x as string));
      lines.push({ wayPoints: cells.map(centre), color: '#CFCFCF', thickness: 21 });
      underlays.push({
        center: centre(cells[0]!),
        rounded: true,
        width: 0.85,
        height: 0.85,
        backgroundColor: '#CFCFCF',
      });
    }
    if (c.type === 'arrow') {
      const circle = sclCell(c.circle[0] as string);
      underlays.push({
        center: centre(circle),
        rounded: true,
        width: 0.8,
        height: 0.8,
        borderColor: '#000000',
      });
      arrows.push({
        wayPoints: [circle, ...c.cells.map((x) => sclCell(x as string))].map(centre),
        color: '#000000',
        thickness: 2,
        headLength: 0.3,
      });
    }
  }
  const size = fixture.puzzle.size;
  return {
    cells: sclCells(fixture.puzzle.givens as string, size),
    regions: sclBoxes(3, 3),
    ...(cages.length > 0 ? { cages } : {}),
    ...(lines.length > 0 ? { lines } : {}),
    ...(arrows.length > 0 ? { arrows } : {}),
    underlays,
  };
}

describe('cspkit sudoku solve on SudokuPad SCL links', () => {
  it('solves a link with --rule mappings and reports what was read, mapped and ignored', async () => {
    const r = await runCli(['sudoku', 'solve', '--rule', 'line #cfcfcf=thermometer', '-'], {
      stdin: `${sclLink(sclOf(KT))}\n`,
    });
    expect(r.code).toBe(0);
    expect(r.lines).toEqual([KT.solution]);
    expect(checkVariantSolution(KT.puzzle, digitsOf(r.lines[0]!))).toEqual([]);
    const err = r.err.split('\n');
    const givens = [...(KT.puzzle.givens as string)].filter((ch) => ch !== '.').length;
    expect(err[0]).toBe(
      `puzzle 1: SudokuPad SCL read: 81 cells (${givens} givens); 9 regions (boxes 3×3); 14 cages (14 with cells); 4 lines; 4 underlays`,
    );
    expect(err[1]).toMatch(
      /^puzzle 1: SudokuPad SCL mapped: cage #1 = killer r1c1 r1c2 sum 8; .*line #4 \(#cfcfcf, thickness 21\) = thermometer r5c5 r4c5 r4c4$/,
    );
    expect(err[2]).toMatch(
      /^puzzle 1: SudokuPad SCL ignored: underlay #1 \(circle at \[4\.5, 3\.5\] #cfcfcf\): a shape, no rule;/,
    );
  });

  it('solves a link to a rectangular grid (6×8, values 1..8), printed in the shape line format', async () => {
    const f = SHAPE_FIXTURES['rectangular 6×8']!;
    const givens = (f.puzzle.givens as string).replaceAll(' ', '');
    const cells = Array.from({ length: 6 }, (_, r) =>
      Array.from({ length: 8 }, (_, c) => {
        const ch = givens[r * 8 + c]!;
        return ch === '.' ? {} : { value: Number(ch) };
      }),
    );
    const r = await runCli(['sudoku', 'solve', '-'], { stdin: `${sclLink({ cells })}\n` });
    expect(r.code).toBe(0);
    const rows = Array.from({ length: 6 }, (_, i) => f.solution.slice(i * 8, i * 8 + 8).join(''));
    expect(r.lines).toEqual([rows.join('/')]);
    expect(r.err.split('\n')[0]).toBe(
      `puzzle 1: SudokuPad SCL read: 48 cells (${[...givens].filter((ch) => ch !== '.').length} givens); a 6×8 grid, values 1..8; no regions (the default boxes are assumed)`,
    );
  });

  it('counts solutions of a link under --rule: the mapped thermometers make it unique', async () => {
    const link = `${sclLink(sclOf(KT))}\n`;
    const mapped = await runCli(['sudoku', 'count', '--rule', 'line #cfcfcf=thermometer', '-'], {
      stdin: link,
    });
    expect(mapped.lines).toEqual(['1']);
    expect(mapped.err).toMatch(
      /^puzzle 1: SudokuPad SCL read: .*\npuzzle 1: SudokuPad SCL mapped: .* = thermometer /,
    );
    const bare = await runCli(['sudoku', 'count', '-'], { stdin: link });
    // Without its thermometers the puzzle has more than one solution (the lines were not silently read).
    expect(bare.lines).toEqual(['2+']);
  });

  it('maps arrows with several rules, and adds the report to --json records', async () => {
    const r = await runCli(
      [
        'sudoku',
        'solve',
        '--json',
        '--rule',
        'arrow #000000=arrow',
        '--rule',
        'line #cfcfcf=thermometer',
        '-',
      ],
      { stdin: `${sclLink(sclOf(ARROW), { prefix: 'https://sudokupad.app/?puzzleid=scl' })}\n` },
    );
    expect(r.code).toBe(2);
    // The arrow fixture has no thermometers: the thermometer mapping names no colour present.
    const record = JSON.parse(r.lines[0]!) as Record<string, unknown>;
    expect(record.status).toBe('invalid');
    expect(record.error).toBe(
      "SudokuPad: --rule 'line #cfcfcf=thermometer': no line of colour #cfcfcf in the puzzle (line colour/thickness present: none)",
    );
    const ok = await runCli(['sudoku', 'solve', '--json', '--rule', 'arrow #000000=arrow', '-'], {
      stdin: `${sclLink(sclOf(ARROW))}\n`,
    });
    expect(ok.code).toBe(0);
    const rec = JSON.parse(ok.lines[0]!) as { solution: string; scl: { mapped: string[] } };
    expect(rec.solution).toBe(ARROW.solution);
    expect(rec.scl.mapped.every((m) => / = arrow /.test(m))).toBe(true);
  });

  it('answers the other puzzles when one link is bad, and exits 2', async () => {
    const scl = sclOf(KT);
    const bad = [
      'https://sudokupad.app/sclQUJD',
      sclLink({ ...scl, fog: [{ x: 1 }] }),
      sclLink({ ...scl, lines: [{ wayPoints: [centre([0, 0]), centre([2, 1])], color: '#CFCFCF' }] }),
    ];
    const r = await runCli(['sudoku', 'solve', '--rule', 'line #cfcfcf=thermometer', '-'], {
      stdin: `${bad[0]}\n${sclLink(scl)}\n${bad[1]}\n${bad[2]}\n`,
    });
    expect(r.code).toBe(2);
    expect(r.lines).toEqual([
      'invalid: SudokuPad: the SCL data does not decompress (lz-string) to a puzzle object',
      KT.solution,
      'invalid: SudokuPad: unknown SCL element type: fog (cspkit cannot tell what it means)',
      'invalid: SudokuPad: line #1 (#cfcfcf): r1c1 and r3c2 are not neighbours (not a line through cells)',
    ]);
    expect(r.err).toContain('puzzle 3: SudokuPad: unknown SCL element type: fog');
  });

  it('refuses a malformed --rule as a usage error', async () => {
    const r = await runCli(['sudoku', 'solve', '--rule', 'line purple=thermometer', '-'], {
      stdin: sclLink(sclOf(KT)),
    });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/'purple' is not a colour/);
  });
});
