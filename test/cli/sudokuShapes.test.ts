import { describe, expect, it } from 'vitest';
import { checkVariantSolution, type VariantPuzzle } from '../../models/sudoku/variants/index.js';
import { SHAPE_FIXTURES } from '../models/sudoku/variants/shapeFixtures.js';
import { runCli } from './fakeIo.js';

/** The values of a printed solution: grid rows split at '/', then ` x1=…` and ` regions …` as the CLI writes. */
function valuesOf(line: string, p: VariantPuzzle): number[] {
  const [grid, ...rest] = line.split(' ');
  const values = [...grid!.replace(/\//g, '')].map((ch) => Number.parseInt(ch, 36));
  for (const part of rest) if (part.startsWith('x')) values.push(Number(part.split('=')[1]));
  const regions = rest.indexOf('regions');
  if (regions >= 0) {
    const base = p.minValue ?? 1;
    for (const ch of rest[regions + 1]!.replace(/\//g, '')) values.push(ch.charCodeAt(0) - 65 + base);
  }
  return values;
}

describe('cspkit sudoku solve / count on grid shapes beyond N×N of 1..N', () => {
  it.each(Object.entries(SHAPE_FIXTURES))(
    '%s: prints the solution in its own values, which checks',
    async (_, f) => {
      const r = await runCli(['sudoku', 'solve', '-'], { stdin: JSON.stringify(f.puzzle) });
      expect(r.code).toBe(0);
      expect(r.lines).toHaveLength(1);
      expect(checkVariantSolution(f.puzzle, valuesOf(r.lines[0]!, f.puzzle))).toEqual([]);
      const c = await runCli(['sudoku', 'count', '-'], { stdin: JSON.stringify(f.puzzle) });
      expect(c.lines).toEqual(['1']);
    },
  );

  it('prints 0 as a value on a 0-based grid', async () => {
    const r = await runCli(['sudoku', 'solve', '-'], {
      stdin: JSON.stringify({ size: 2, minValue: 0, boxes: false, givens: '0...' }),
    });
    expect(r.lines).toEqual(['01/10']);
  });

  it('names the rule a shape cannot take, and a backend without the chaos kind, exit 2', async () => {
    const bad = { size: 8, rows: 6, columns: 8, constraints: [{ type: 'sandwich', row: 1, sum: 5 }] };
    const r = await runCli(['sudoku', 'solve', '-'], { stdin: JSON.stringify(bad) });
    expect(r.code).toBe(2);
    expect(r.lines[0]).toMatch(/^invalid: constraint #0 \(sandwich\): this rule is defined on an N×N grid/);
    const chaos = SHAPE_FIXTURES['chaos construction 5×5']!.puzzle;
    const s = await runCli(['sudoku', 'solve', '--backend', 'sat', '-'], { stdin: JSON.stringify(chaos) });
    expect(s.code).toBe(2);
    expect(s.lines[0]).toMatch(/^invalid: backend 'sat' cannot express: connectedLabels .*no CNF encoding/);
  });
});
