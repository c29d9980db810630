import fc from 'fast-check';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { toFPuzzles } from '../../models/index.js';
import { puzzleText } from '../src/puzzle/puzzleText.js';
import { readPuzzleText } from '../src/puzzle/readPuzzleText.js';
import { fpuzzlesLink, sharedText, shareLink } from '../src/share/shareLink.js';

const LINE = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
const KILLER = { size: 4, constraints: [{ type: 'killer' as const, cells: ['r1c1', 'r1c2'], sum: 3 }] };

function read(text: string) {
  const r = readPuzzleText(text);
  if ('error' in r) throw new Error(r.error);
  return r;
}

describe('readPuzzleText', () => {
  it('reads every format the CLI reads', () => {
    expect(read(LINE)).toMatchObject({
      format: 'line format',
      puzzle: { kind: 'classic', boxWidth: 3, boxHeight: 3 },
    });
    const grid = '4 2 2\n1 0 0 0\n0 0 1 0\n0 1 0 0\n0 0 0 1\n';
    expect(read(grid)).toMatchObject({
      format: 'grid format',
      puzzle: { kind: 'classic', cells: [1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1] },
    });
    const acs = '2 1\n1 -1 -1 -1\n-1 -1 1 -1\n-1 1 -1 -1\n-1 -1 -1 1\n';
    expect(read(acs)).toMatchObject({
      format: 'Lloyd & Amos sudoku_acs',
      puzzle: { kind: 'classic', cells: [1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1] },
    });
    expect(read(JSON.stringify(KILLER))).toMatchObject({
      format: 'JSON variant',
      puzzle: { kind: 'variant', puzzle: KILLER },
    });
    const fp = toFPuzzles(KILLER);
    expect(read(JSON.stringify(fp))).toMatchObject({ format: 'f-puzzles', puzzle: { kind: 'variant' } });
    const link = fpuzzlesLink(fp);
    expect(link).toMatch(/^https:\/\/www\.f-puzzles\.com\/\?load=N4Ig/);
    const viaLink = read(link);
    expect(viaLink.format).toBe('f-puzzles');
    expect(viaLink.puzzle.kind === 'variant' && viaLink.puzzle.puzzle.constraints).toMatchObject([
      { type: 'killer', sum: 3 },
    ]);
    expect(
      read(`https://sudokupad.app/fpuzzles${LZString.compressToBase64(JSON.stringify(fp))}`).format,
    ).toBe('f-puzzles');
  });

  it("gives the library's own messages for bad input, and names clashing givens", () => {
    expect(readPuzzleText('')).toEqual({ error: 'nothing to read: paste a puzzle first' });
    expect(readPuzzleText(LINE.slice(1))).toMatchObject({ error: expect.stringMatching(/^line 1/) });
    expect(readPuzzleText('{"size": 9,')).toMatchObject({ error: expect.stringMatching(/JSON/) });
    expect(readPuzzleText('{"size": 9, "grid": [], "clock": [{}]}')).toEqual({
      error: 'f-puzzles: unsupported constraint: clock',
    });
    const clash = read(`11${'.'.repeat(79)}`);
    expect(clash.conflicts.map((c) => c.message)).toEqual(['r1c1 and r1c2 both hold 1']);
    expect(read(`${LINE}\n${LINE}`).note).toBe('the text holds 2 puzzles; the first was loaded');
  });

  it('writes a puzzle as text that reads back the same, for any box shape (property)', () => {
    const shape = fc.constantFrom(
      [2, 2],
      [3, 2],
      [2, 3],
      [4, 2],
      [3, 3],
      [4, 3],
      [5, 1],
      [4, 4],
      [6, 6],
      [7, 6],
    );
    fc.assert(
      fc.property(
        shape.chain(([w, h]) =>
          fc.tuple(
            fc.constant([w, h] as const),
            fc.array(fc.nat({ max: w * h }), { minLength: (w * h) ** 2, maxLength: (w * h) ** 2 }),
          ),
        ),
        ([[w, h], cells]) => {
          const p = { kind: 'classic' as const, boxWidth: w, boxHeight: h, cells };
          expect(read(puzzleText(p)).puzzle).toEqual(p);
        },
      ),
      { numRuns: 60 },
    );
    expect(read(puzzleText({ kind: 'variant', puzzle: KILLER })).puzzle).toEqual({
      kind: 'variant',
      puzzle: KILLER,
    });
  });
});

describe('readPuzzleText on grids the board cannot draw', () => {
  it('refuses rectangular, 0-based and extra-cell puzzles by their shape, pointing to the CLI', () => {
    expect(readPuzzleText(JSON.stringify({ size: 8, rows: 6, columns: 8 }))).toEqual({
      error:
        "the playground shows N×N grids of digits 1..N with boxes or regions; this puzzle has a 6×8 grid, values 1..8 (solve it with 'cspkit sudoku solve')",
    });
    expect(readPuzzleText(JSON.stringify({ size: 4, minValue: 0 }))).toMatchObject({
      error: expect.stringMatching(/values 0\.\.3/),
    });
    expect(readPuzzleText(JSON.stringify({ size: 4, extraCells: 2 }))).toMatchObject({
      error: expect.stringMatching(/2 extra cells/),
    });
  });
});

describe('share links', () => {
  it('carry a puzzle in the fragment and back (the data may hold "+")', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 4 }), { minLength: 16, maxLength: 16 }), (cells) => {
        const p = { kind: 'classic' as const, boxWidth: 2, boxHeight: 2, cells };
        const link = shareLink('https://example.test/play/?x=1#old', p);
        const url = new URL(link);
        expect(url.search).toBe('?x=1');
        const shared = sharedText(url.hash);
        expect(shared !== undefined && 'text' in shared && read(shared.text).puzzle).toEqual(p);
      }),
      { numRuns: 50 },
    );
  });

  it('say when there is no puzzle, or the data is damaged', () => {
    expect(sharedText('')).toBeUndefined();
    expect(sharedText('#q=1')).toBeUndefined();
    expect(sharedText('#p=%%%')).toEqual({
      error: 'the shared link is damaged: its puzzle data does not decompress',
    });
  });
});
