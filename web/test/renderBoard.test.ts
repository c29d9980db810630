import { describe, expect, it } from 'vitest';
import variants from '../samples/variants.json';
import { DECORATIONS } from '../src/draw/decorations/index.js';
import { cellOfRef, renderBoard } from '../src/draw/renderBoard.js';
import type { PlaygroundPuzzle } from '../src/puzzle/PlaygroundPuzzle.js';

const SAMPLES = variants as unknown as Extract<PlaygroundPuzzle, { kind: 'variant' }>['puzzle'][];

describe('renderBoard', () => {
  it('reads cell references like the puzzle format, 1-based, and refuses cells off the grid', () => {
    expect(cellOfRef('r1c1', 9)).toBe(0);
    expect(cellOfRef('R9C9', 9)).toBe(80);
    expect(cellOfRef([2, 3], 9)).toBe(11);
    expect(cellOfRef('r10c1', 9)).toBeUndefined();
    expect(cellOfRef([0, 1], 9)).toBeUndefined();
    expect(cellOfRef('x', 9)).toBeUndefined();
  });

  it('draws thick lines between boxes only, for any box shape', () => {
    const d = renderBoard({ kind: 'classic', boxWidth: 3, boxHeight: 2, cells: Array(36).fill(0) }, 20);
    const thick = /d="([^"]*)" class="grid-thick"/.exec(d.lines)?.[1] ?? '';
    // 6×6 with 3×2 boxes: one inner vertical box border (6 cell edges) and two horizontal (12 edges).
    expect(thick.match(/M/g)).toHaveLength(18);
    expect(d.rules).toEqual([]);
  });

  it('draws every rule of the bundled variant samples with its own renderer, named in the rules list', () => {
    const seen = new Set<string>();
    for (const puzzle of SAMPLES) {
      const d = renderBoard({ kind: 'variant', puzzle }, 30);
      for (const c of puzzle.constraints ?? []) {
        seen.add(c.type);
        expect(Object.hasOwn(DECORATIONS, c.type)).toBe(true);
      }
      expect(d.under + d.over + d.rules.join('')).not.toContain('no drawing for this rule');
      if (puzzle.regions !== undefined) expect(d.rules[0]).toMatch(/^Jigsaw/);
    }
    expect(seen.size).toBeGreaterThanOrEqual(12);
  });

  it('puts a killer total in its first cell and a kropki dot on the shared edge', () => {
    const d = renderBoard(
      {
        kind: 'variant',
        puzzle: {
          size: 4,
          constraints: [
            { type: 'killer', cells: ['r2c2', 'r1c2'], sum: 7 },
            { type: 'kropki', color: 'black', cells: ['r3c1', 'r3c2'] },
          ],
        },
      },
      40,
    );
    const m = d.layout.margin;
    expect(d.over).toMatch(/<text[^>]*class="deco-cage-sum"[^>]*>7<\/text>/);
    expect(d.over).toContain(`cx="${m + 40}" cy="${m + 100}"`);
  });

  it('draws a rule type it has no renderer for generically: its cells highlighted and named', () => {
    const d = renderBoard(
      {
        kind: 'variant',
        puzzle: { size: 4, constraints: [{ type: 'renban', cells: ['r1c1', 'r1c2'] } as never] },
      },
      40,
    );
    expect(d.under.match(/class="deco-generic"/g)).toHaveLength(2);
    expect(d.over).toContain('>renban<');
    expect(d.rules).toEqual(['renban: drawn as highlighted cells (no drawing for this rule yet)']);
  });

  it('escapes text from the puzzle', () => {
    const d = renderBoard(
      { kind: 'variant', puzzle: { size: 4, constraints: [{ type: '<x>&' } as never] } },
      40,
    );
    expect(d.rules[0]).toContain('<x>&');
    const g = renderBoard(
      { kind: 'variant', puzzle: { size: 4, constraints: [{ type: '<x>', cells: ['r1c1'] } as never] } },
      40,
    );
    expect(g.over).toContain('&#60;x&#62;');
  });
});
