import fc from 'fast-check';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import type { ResolvedVariant, VariantPuzzle } from '../../../../models/sudoku/variants/index.js';
import {
  decodeFPuzzlesText,
  formatVariantPuzzle,
  fromFPuzzles,
  isVariantInput,
  parseVariantPuzzle,
  readVariantInput,
  resolveVariantPuzzle,
  toFPuzzles,
  VariantError,
  variantRule,
} from '../../../../models/sudoku/variants/index.js';
import { puzzleArb } from './variantArbitraries.js';
import { VARIANT_FIXTURES } from './variantFixtures.js';

/** `p` when valid, else `undefined`; anything but a VariantError fails the property. */
function validOrUndefined(p: unknown): VariantPuzzle | undefined {
  try {
    return parseVariantPuzzle(JSON.stringify(p));
  } catch (e) {
    expect(e).toBeInstanceOf(VariantError);
    return undefined;
  }
}

/** A canonical text of what a puzzle means (groups, rules, sums…), blind to how it was written. */
function meaning(r: ResolvedVariant): string {
  // Sets: a rule stated twice means the same as once.
  const sorted = (xs: string[]) => [...new Set(xs)].sort().join('|');
  return [
    Array.from(r.givens).join(''),
    Array.from(r.parity).join(''),
    sorted(r.groups.map((g) => [...g.cells].sort((a, b) => a - b).join(','))),
    sorted(
      r.pairs.map(
        (p) => `${Math.min(p.a, p.b)}-${Math.max(p.a, p.b)}:${p.rule}${p.k}${p.rule === 'lt' ? p.a : ''}`,
      ),
    ),
    sorted(
      r.sums.map(
        (s) =>
          s.cells
            .map((c, i) => `${s.coeffs[i]}*${c}`)
            .sort()
            .join('+') + `=${s.rhs}`,
      ),
    ),
    sorted(r.sandwiches.map((s) => `${s.line}=${s.sum}`)),
    sorted(r.relations.map((l) => `${l.origin.type} ${l.relation.text} ${l.cells.join(',')}`)),
  ].join('\n');
}

describe('variant JSON format', () => {
  it('reads back what it writes (valid puzzles), and rejects the rest with a VariantError', () => {
    let valid = 0;
    fc.assert(
      fc.property(puzzleArb, (p) => {
        const ok = validOrUndefined(p);
        if (ok === undefined) return;
        valid++;
        expect(parseVariantPuzzle(formatVariantPuzzle(ok))).toEqual(ok);
      }),
      { numRuns: 300 },
    );
    // The generator must mostly make valid puzzles, or the round trip would test nothing.
    expect(valid).toBeGreaterThan(100);
  });

  it('never fails with anything but a VariantError on arbitrary JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        validOrUndefined(v);
      }),
      { numRuns: 300 },
    );
  });

  it('never fails with anything but a VariantError on damaged puzzle text', () => {
    const text = formatVariantPuzzle(VARIANT_FIXTURES.killerThermo!.puzzle);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: text.length - 1 }),
        fc.integer({ min: 1, max: 40 }),
        fc.string({ maxLength: 3 }),
        (at, cut, insert) => {
          const damaged = text.slice(0, at) + insert + text.slice(at + cut);
          try {
            parseVariantPuzzle(damaged);
          } catch (e) {
            expect(e).toBeInstanceOf(VariantError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('accepts [row, col] and either case of cell names alike', () => {
    const a = resolveVariantPuzzle({
      size: 9,
      constraints: [{ type: 'killer', cells: ['r1c1', 'R1C2', [1, 3]], sum: 6 }],
    });
    expect(a.sums[0]!.cells).toEqual([0, 1, 2]);
  });
});

describe('f-puzzles', () => {
  it('converts to f-puzzles and back to a puzzle with the same meaning', () => {
    fc.assert(
      fc.property(puzzleArb, (p) => {
        const ok = validOrUndefined(p);
        if (ok === undefined) return;
        const back = fromFPuzzles(JSON.parse(JSON.stringify(toFPuzzles(ok))));
        expect(meaning(resolveVariantPuzzle(back))).toBe(meaning(resolveVariantPuzzle(ok)));
      }),
      { numRuns: 200 },
    );
  });

  it.each(Object.entries(VARIANT_FIXTURES))('%s survives the f-puzzles round trip', (_, f) => {
    // Rules f-puzzles has no form for (parity lines…) are refused by name instead.
    const missing = (f.puzzle.constraints ?? []).findIndex(
      (c) => variantRule(c.type)?.fpuzzles === undefined,
    );
    if (missing >= 0) {
      expect(() => toFPuzzles(f.puzzle)).toThrow(
        `constraint #${missing} (${f.puzzle.constraints![missing]!.type}): f-puzzles has no form for this constraint`,
      );
      return;
    }
    const back = fromFPuzzles(toFPuzzles(f.puzzle));
    expect(meaning(resolveVariantPuzzle(back))).toBe(meaning(resolveVariantPuzzle(f.puzzle)));
  });

  it('reads a hand-written f-puzzles puzzle: givens, regions, little killer by direction, arrows, sandwiches', () => {
    const cell = (value?: number, region?: number) => ({
      ...(value === undefined ? {} : { value, given: true }),
      ...(region === undefined ? {} : { region }),
    });
    const grid = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => cell()));
    grid[0]![0] = cell(1);
    grid[3]![3] = { value: 2 } as ReturnType<typeof cell>; // not given: a solver's entry, ignored
    // Swap r2c2 (box 0) and r2c3 (box 1) between regions 0 and 1.
    grid[1]![1] = cell(undefined, 1);
    grid[1]![2] = cell(undefined, 0);
    const p = fromFPuzzles({
      size: 4,
      title: 'tiny',
      author: 'me',
      grid,
      littlekillersum: [
        { cell: 'R0C0', direction: 'DR', value: '10' },
        { cell: 'R0C2', direction: 'DR', value: '' },
      ],
      arrow: [
        {
          cells: ['R4C1'],
          lines: [
            ['R4C1', 'R3C1', 'R3C2'],
            ['R4C1', 'R3C1', 'R2C1'],
          ],
        },
      ],
      sandwichsum: [
        { cell: 'R1C0', value: '5' },
        { cell: 'R0C4', value: 0 },
      ],
      'diagonal+': false,
      killercage: [],
    });
    expect(p.title).toBe('tiny');
    expect(p.givens).toEqual([
      [1, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(p.regions).toEqual([
      ['r1c1', 'r1c2', 'r2c1', 'r2c3'],
      ['r1c3', 'r1c4', 'r2c2', 'r2c4'],
      ['r3c1', 'r3c2', 'r4c1', 'r4c2'],
      ['r3c3', 'r3c4', 'r4c3', 'r4c4'],
    ]);
    expect(p.constraints).toEqual([
      { type: 'littleKiller', cells: ['r1c1', 'r2c2', 'r3c3', 'r4c4'], sum: 10 },
      { type: 'arrow', circle: ['R4C1'], cells: ['R3C1', 'R3C2', 'R2C1'] },
      { type: 'sandwich', row: 1, sum: 5 },
      { type: 'sandwich', column: 4, sum: 0 },
    ]);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    [
      'unsupported keys, by name',
      { maximum: [{ cell: 'R1C1' }], minimum: [{}] },
      /^f-puzzles: unsupported constraints: maximum, minimum$/,
    ],
    ['an unknown negative', { negative: ['clone'] }, /unsupported negative constraint: "clone"/],
    [
      'a bad XV value',
      { xv: [{ cells: ['R1C1', 'R1C2'], value: 'Z' }] },
      /xv: value "Z" is neither 'X' nor 'V'/,
    ],
    [
      'a sandwich clue inside the grid',
      { sandwichsum: [{ cell: 'R2C2', value: '3' }] },
      /clue cell R2C2 is not beside the grid/,
    ],
    [
      'an invalid cage (after conversion)',
      { killercage: [{ cells: ['R1C1', 'R1C2'], value: '30' }] },
      /^constraint #0 \(killer\): no 2 different digits/,
    ],
    [
      'a cell outside the grid',
      { odd: [{ cell: 'R5C1' }] },
      /^constraint #0 \(odd\): cell "R5C1" is outside the 4×4 grid$/,
    ],
  ])('rejects %s', (_, extra, message) => {
    const grid = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({})));
    expect(() => fromFPuzzles({ size: 4, grid, ...extra })).toThrow(message);
  });

  it('decodes lz-string data from links and bare, and rejects data that is not a puzzle', () => {
    fc.assert(
      fc.property(fc.json(), (json) => {
        const text = `{"x":${json}}`;
        const data = LZString.compressToBase64(text);
        expect(decodeFPuzzlesText(`https://www.f-puzzles.com/?load=${data}&x=1`)).toBe(text);
        expect(decodeFPuzzlesText(`https://sudokupad.app/fpuzzles${encodeURIComponent(data)}`)).toBe(text);
        expect(decodeFPuzzlesText(data.replace(/\+/g, ' '))).toBe(text);
      }),
      { numRuns: 100 },
    );
    expect(() => decodeFPuzzlesText('https://example.com/nothing')).toThrow(/no puzzle data in the link/);
    expect(() => decodeFPuzzlesText(LZString.compressToBase64('not json'))).toThrow(/does not decompress/);
  });

  it('tells variant input from plain puzzles, and reads each entry on its own', () => {
    expect(isVariantInput('{"size":9}')).toBe(true);
    expect(isVariantInput('..43..2.9', 'p.json')).toBe(true);
    expect(isVariantInput(`N4Ig${'A'.repeat(20)}`)).toBe(true);
    expect(isVariantInput('..43..2.9..5..9..1.7')).toBe(false);
    expect(isVariantInput('9 3 3\n1 2 3')).toBe(false);
    const entries = readVariantInput('[{"size":4}, {"size":4,"grid":"x"}, 3]');
    expect(entries.map((e) => [e.index, e.format, e.error === undefined])).toEqual([
      [1, 'variant', true],
      [2, 'fpuzzles', false],
      [3, 'variant', false],
    ]);
  });
});
