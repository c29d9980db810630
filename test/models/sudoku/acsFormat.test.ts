import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatGridFormat,
  formatLine,
  type PuzzleEntry,
  parseAcs,
  readPuzzles,
  SudokuFormatError,
  SudokuGeometry,
  SudokuGrid,
  startsAsAcs,
} from '../../../models/sudoku/index.js';
import { formatAcs } from './formatAcs.js';
import { fixture, gridArb } from './sudokuArbitraries.js';

/** Square-box geometries of order 2..maxOrder (the only shapes the ACS format has). */
const squareArb = (maxOrder: number): fc.Arbitrary<SudokuGeometry> =>
  fc.integer({ min: 2, max: maxOrder }).map((n) => SudokuGeometry.fromBox(n, n));

const layoutArb = fc.record({
  separator: fc.constantFrom('\t', ' ', '  ', ' \t'),
  newline: fc.constantFrom('\n', '\r\n'),
  headerOnOneLine: fc.boolean(),
  unused: fc.integer({ min: -5, max: 99 }),
});

function errorOf(text: string): string {
  try {
    parseAcs(text);
  } catch (e) {
    expect(e).toBeInstanceOf(SudokuFormatError);
    return (e as SudokuFormatError).message;
  }
  throw new Error('parseAcs accepted the text');
}

/** The rows of a written instance (header lines dropped), as token arrays. */
function rowsOf(text: string): string[][] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines[0]!.trim().includes(' ') ? 1 : 2;
  return lines.slice(header).map((l) => l.trim().split(/\s+/));
}

const SMALL = new SudokuGrid(
  SudokuGeometry.fromBox(2, 2),
  Int32Array.from([1, 0, 0, 0, 0, 0, 3, 0, 0, 4, 0, 0, 0, 0, 0, 2]),
);

describe('the sudoku_acs format (Lloyd & Amos)', () => {
  it('reads what the test writer writes, in any layout, alone or several in a row', () => {
    fc.assert(
      fc.property(
        fc.array(gridArb(squareArb(6)), { minLength: 1, maxLength: 3 }),
        layoutArb,
        (grids, layout) => {
          const texts = grids.map((g) => formatAcs(g, layout));
          expect(parseAcs(texts[0]!).equals(grids[0]!)).toBe(true);
          const entries = readPuzzles(texts.join(''));
          expect(entries.map((e) => e.error)).toEqual(grids.map(() => undefined));
          expect(entries.map((e) => e.format)).toEqual(grids.map(() => 'acs'));
          entries.forEach((e, i) => {
            expect(e.grid!.equals(grids[i]!)).toBe(true);
          });
        },
      ),
      { numRuns: 60, seed: 81 },
    );
  });

  it('reads the header and cells however the tokens are spread over lines', () => {
    const tokens = formatAcs(SMALL).trim().split(/\s+/);
    expect(parseAcs(tokens.join('\n')).equals(SMALL)).toBe(true);
    expect(parseAcs(`2 1\n${tokens.slice(2).join(' ')}\n`).equals(SMALL)).toBe(true);
    expect(parseAcs(`# from sudoku_acs\n\n${tokens.join('\t')}`).equals(SMALL)).toBe(true);
  });

  it('refuses a wrong count of cells, naming the count expected and found', () => {
    fc.assert(
      fc.property(
        gridArb(squareArb(5)),
        layoutArb,
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        (g, layout, k, more) => {
          const text = formatAcs(g, layout);
          const tokens = text.trim().split(/\s+/);
          const expected = g.geometry.cellCount;
          const n = g.geometry.size;
          const drop = Math.min(k, expected);
          const changed = more
            ? `${text}${Array.from({ length: k }, () => '-1').join(layout.separator)}${layout.newline}`
            : tokens.slice(0, tokens.length - drop).join(layout.separator === '\t' ? '\t' : ' ');
          const found = more ? expected + k : expected - drop;
          expect(errorOf(changed)).toBe(
            `line 1: order ${g.geometry.boxWidth} (a ${n}×${n} grid) needs ${expected} cells; found ${found}`,
          );
        },
      ),
      { numRuns: 60, seed: 82 },
    );
  });

  it('refuses a value out of range or not a number, naming its line, column and cell', () => {
    fc.assert(
      fc.property(
        gridArb(squareArb(5)),
        layoutArb,
        fc.nat(),
        fc.constantFrom('0', '-2', 'big', 'x', '7.5'),
        (g, layout, at, kind) => {
          const text = formatAcs(g, { ...layout, headerOnOneLine: false });
          const n = g.geometry.size;
          const cell = at % g.geometry.cellCount;
          const row = Math.floor(cell / n);
          const col = cell % n;
          const bad = kind === 'big' ? String(n + 1) : kind;
          const lines = text.split(layout.newline);
          const tokens = lines[row + 2]!.split(layout.separator);
          tokens[col] = bad;
          lines[row + 2] = tokens.join(layout.separator);
          const column =
            tokens.slice(0, col).join(layout.separator).length + (col > 0 ? layout.separator.length : 0) + 1;
          const where = `line ${row + 3}, column ${column} (r${row + 1}c${col + 1})`;
          const reason = /^-?\d+$/.test(bad)
            ? `value ${bad} is out of range for order ${g.geometry.boxWidth} (-1 = empty, 1..${n} = given)`
            : `'${bad}' is not a whole number`;
          expect(errorOf(lines.join(layout.newline))).toBe(`${where}: ${reason}`);
        },
      ),
      { numRuns: 80, seed: 83 },
    );
  });

  it('refuses an order whose grid is unsupported, and a header without its integer', () => {
    expect(errorOf('40\n1\n-1 -1\n')).toBe(
      'line 1, column 1: order 40 makes a 1600×1600 grid; at most 1024×1024 (order 32) is supported',
    );
    expect(errorOf('1 1\n-1\n')).toBe(
      'line 1, column 1: order 1 is not supported: the order (box side) must be at least 2 (a 4×4 grid)',
    );
    expect(errorOf('four\n1\n')).toBe(
      "line 1, column 1: expected the order n (box side) of a sudoku_acs instance; got 'four'",
    );
    expect(errorOf('4 x\n')).toBe(
      "line 1, column 3: expected an integer after the order 4 (sudoku_acs format); got 'x'",
    );
    expect(errorOf('4\n')).toBe(
      'line 1: the input ends after the order 4; expected an integer, then the cells',
    );
    expect(errorOf('')).toBe('no grid: the text is empty');
    expect(errorOf(formatAcs(SMALL) + formatAcs(SMALL))).toBe(
      'line 7: a second instance starts here (use readPuzzles for several instances)',
    );
  });

  it('goes on with the next instance after a broken one', () => {
    const broken = formatAcs(SMALL).replace('-1', '9');
    const entries: PuzzleEntry[] = readPuzzles(`${broken}40\n1\n${'-1 '.repeat(5)}\n${formatAcs(SMALL)}`);
    expect(entries.map((e) => [e.line, e.error === undefined])).toEqual([
      [1, false],
      [7, false],
      [10, true],
    ]);
    expect(entries[2]!.grid!.equals(SMALL)).toBe(true);
  });

  it('reads the original 16×16 instance (tabs, CRLF) with its givens', () => {
    const text = fixture('acs_inst16x16_70_0.txt');
    const grid = parseAcs(text);
    expect(grid.geometry).toBe(SudokuGeometry.fromBox(4, 4));
    const tokens = text.trim().split(/\s+/).slice(2);
    expect([...grid.cells]).toEqual(tokens.map((t) => (t === '-1' ? 0 : Number(t))));
    expect(rowsOf(text)).toHaveLength(16);
  });
});

describe('sniffing the sudoku_acs format keeps the other formats as they were', () => {
  it('never takes a line- or grid-format text for it', () => {
    fc.assert(
      fc.property(gridArb(squareArb(5)), (g) => {
        for (const text of [`${formatLine(g)}\n`, formatGridFormat(g)]) {
          expect(startsAsAcs(text, true)).toBe(false);
          expect(readPuzzles(text)[0]!.format).not.toBe('acs');
        }
        expect(startsAsAcs(formatAcs(g), true)).toBe(true);
      }),
      { numRuns: 40, seed: 84 },
    );
  });

  it('reads starts that no format can read, and 1×1 lines, as before', () => {
    // A one-cell line is a 1×1 puzzle; two short lines without a third token stay line-format errors.
    expect(readPuzzles('1\n1\n1\n').map((e) => e.format)).toEqual(['line', 'line', 'line']);
    expect(readPuzzles('4\n1\n').map((e) => e.format)).toEqual(['line', 'line']);
    expect(readPuzzles('4\n1\nabc\n').map((e) => e.format)).toEqual(['line', 'line', 'line']);
    expect(readPuzzles('3 3 3\n').map((e) => e.format)).toEqual(['grid']);
  });

  it('decides on a beginning only when it can', () => {
    expect(startsAsAcs('4', false)).toBeUndefined();
    expect(startsAsAcs('4\n1\n', false)).toBeUndefined();
    expect(startsAsAcs('4\n1\n-1', false)).toBeUndefined();
    expect(startsAsAcs('4\n1\n-1\t', false)).toBe(true);
    expect(startsAsAcs('4\n1\n', true)).toBe(false);
    expect(startsAsAcs('4\n1\n-10 ', false)).toBe(false);
    expect(startsAsAcs('53..7....6..195', false)).toBe(false);
    expect(startsAsAcs(`${'5'.repeat(300)}`, false)).toBe(false);
  });
});
