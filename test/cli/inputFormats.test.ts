import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { formatGridFormat, parseLine } from '../../models/sudoku/index.js';
import { toFPuzzles } from '../../models/sudoku/variants/index.js';
import { VARIANT_FIXTURES } from '../models/sudoku/variants/variantFixtures.js';
import { runCli } from './fakeIo.js';

const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
const CLASSIC = { size: 9, givens: PUZZLE };
const link = (puzzle: object): string =>
  `https://www.f-puzzles.com/?load=${LZString.compressToBase64(JSON.stringify(toFPuzzles(puzzle as never)))}`;

/** Every verb that answers each puzzle of an input, with a check of a good answer for PUZZLE. */
const VERBS: readonly (readonly [string, (out: string) => boolean])[] = [
  ['solve', (out) => out === `${SOLUTION}\n`],
  ['count', (out) => out === '1\n'],
  ['hint', (out) => out.includes('single')],
  ['steps', (out) => /solved in \d+ steps/.test(out)],
  ['rate', (out) => /^\d+ [a-z]+ [a-z-]+\n$/.test(out)],
  ['path', (out) => out.includes('# sat in')],
];

describe('every verb reads every input format, or says which it cannot take', () => {
  it.each(VERBS)(
    '%s reads the line and grid formats, classic JSON, f-puzzles JSON and links',
    async (verb, ok) => {
      const inputs = [
        `${PUZZLE}\n`,
        formatGridFormat(parseLine(PUZZLE)),
        JSON.stringify(CLASSIC),
        JSON.stringify(toFPuzzles(CLASSIC)),
        `${link(CLASSIC)}\n`,
      ];
      for (const stdin of inputs) {
        const r = await runCli(['sudoku', verb, '-'], { stdin });
        expect(r.code, `${verb} on ${stdin.slice(0, 30)}: ${r.err}`).toBe(0);
        expect(r.err).toBe('');
        // `solve` answers the grid format in the grid format.
        if (verb === 'solve' && stdin.startsWith('9 3 3'))
          expect(r.out).toBe(formatGridFormat(parseLine(SOLUTION)));
        else expect(ok(r.out), `${verb}: ${r.out}`).toBe(true);
      }
    },
  );

  it.each(['hint', 'steps', 'rate'])(
    '%s answers a variant puzzle from JSON and an f-puzzles link, and the classic one beside it',
    async (verb) => {
      const killer = VARIANT_FIXTURES.killerThermo!.puzzle;
      for (const stdin of [JSON.stringify([killer, CLASSIC]), `${link(killer)}\n${link(CLASSIC)}\n`]) {
        const r = await runCli(['sudoku', verb, '--json', '-'], { stdin });
        expect(r.code, r.err).toBe(0);
        const records = r.lines.map((l) => JSON.parse(l) as { puzzle: number; status: string });
        expect(records.map((x) => x.puzzle)).toEqual([1, 2]);
        expect(records.map((x) => x.status)).toEqual(
          verb === 'hint' ? ['step', 'step'] : verb === 'steps' ? ['solved', 'solved'] : ['rated', 'rated'],
        );
      }
    },
  );

  it.each(VERBS.filter(([v]) => v === 'path'))(
    '%s refuses a variant puzzle by name, and answers the classic one beside it',
    async (verb) => {
      const killer = VARIANT_FIXTURES.killerThermo!.puzzle;
      const r = await runCli(['sudoku', verb, '--json', '-'], { stdin: JSON.stringify([killer, CLASSIC]) });
      expect(r.code).toBe(2);
      const first = JSON.parse(r.lines[0]!) as { puzzle: number; status: string; error: string };
      expect(first).toMatchObject({ puzzle: 1, status: 'invalid' });
      expect(first.error).toMatch(new RegExp(`^'${verb}' takes classic sudoku only; this puzzle has killer`));
      expect(r.err).toMatch(/^puzzle 1: '/);
      expect(JSON.parse(r.lines.at(-1)!)).toMatchObject({ puzzle: 2 });
    },
  );

  it.each([...VERBS.map(([v]) => v), 'cnf', 'play'])(
    '%s refuses out-of-range f-puzzles givens, naming the cell',
    async (verb) => {
      const fp = toFPuzzles(CLASSIC) as { grid: { value?: number; given?: boolean }[][] };
      fp.grid[0]![0] = { value: 12, given: true };
      const r = await runCli(['sudoku', verb, 'p.json'], { files: { 'p.json': JSON.stringify(fp) } });
      expect(r.code).toBe(2);
      expect(`${r.out}${r.err}`).toMatch(/r1c1/);
    },
  );

  it('cnf and play take a classic puzzle from JSON too', async () => {
    const cnf = await runCli(['sudoku', 'cnf', '-'], { stdin: JSON.stringify(CLASSIC) });
    expect(cnf.code).toBe(0);
    expect(cnf.out).toMatch(/^c cspkit/m);
    const play = await runCli(['sudoku', 'play', 'p.json'], { files: { 'p.json': JSON.stringify(CLASSIC) } });
    expect(play.out).toContain("Puzzle 1 of 'p.json' (puzzle 1, 9×9");
  });

  it('names a bad grid row once, by the line at fault', async () => {
    const r = await runCli(['sudoku', 'solve', '-'], {
      stdin: '4 2 2\n1 2 3 4 5\n0 0 0 0\n0 0 0 0\n0 0 0 0\n',
    });
    expect(r.code).toBe(2);
    expect(r.err).toBe('line 2: row 1 has more than 4 values; 4 expected\n');
    expect(r.out).toBe('invalid: line 2: row 1 has more than 4 values; 4 expected\n');
  });

  it('reads several f-puzzles links, one per line', async () => {
    const r = await runCli(['sudoku', 'solve', '-'], { stdin: `${link(CLASSIC)}\n\n${link(CLASSIC)}\n` });
    expect(r.code).toBe(0);
    expect(r.lines).toEqual([SOLUTION, SOLUTION]);
  });

  it.each(['solve', 'count', 'hint', 'steps', 'rate', 'path'])('%s: no puzzles is exit 2', async (verb) => {
    for (const stdin of ['', '# nothing\n', '[]']) {
      const r = await runCli(['sudoku', verb, '-'], { stdin });
      expect(r.code).toBe(2);
      expect(r.err).toBe('cspkit: no puzzles in standard input\n');
    }
  });
});
