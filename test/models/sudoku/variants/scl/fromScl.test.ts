import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../../../adapters/createContainer.js';
import { countSolutions } from '../../../../../core/index.js';
import {
  buildVariantModel,
  checkVariantSolution,
  decodeSclText,
  decodeVariantValues,
  fromScl,
  isSclLink,
  parseSclRuleMapping,
  parseZippedScl,
  readVariantInput,
  sclPathCells,
  VariantError,
} from '../../../../../models/sudoku/variants/index.js';
import { SHAPE_FIXTURES } from '../shapeFixtures.js';
import { digitsOf, VARIANT_FIXTURES } from '../variantFixtures.js';
import { centre, type SclCell, sclBoxes, sclCell, sclCells, sclLink, zipScl } from './sclEncoder.js';

const KT = VARIANT_FIXTURES.killerThermo!;
const THERMO = '#CFCFCF';

/** The killer-thermo fixture drawn as SudokuPad draws it: cages, and thermos as a bulb plus a line. */
function killerThermoScl(): Record<string, unknown> {
  const cages: Record<string, unknown>[] = [{ value: 'title: Killer thermo' }];
  const lines: Record<string, unknown>[] = [];
  const underlays: Record<string, unknown>[] = [];
  for (const c of KT.puzzle.constraints ?? []) {
    if (c.type === 'killer')
      cages.push({ cells: c.cells.map((x) => sclCell(x as string)), value: c.sum, borderColor: '#000000' });
    if (c.type === 'thermometer') {
      const cells = c.cells.map((x) => sclCell(x as string));
      // Drawn from the tip, to check the bulb is found by its circle, not by the drawing order.
      lines.push({ wayPoints: [...cells].reverse().map(centre), color: THERMO, thickness: 21 });
      underlays.push({
        center: centre(cells[0]!),
        rounded: true,
        width: 0.85,
        height: 0.85,
        backgroundColor: THERMO,
      });
    }
  }
  return {
    id: 'killer-thermo',
    cellSize: 50,
    cells: sclCells(KT.puzzle.givens as string, 9),
    regions: sclBoxes(3, 3),
    cages,
    lines,
    underlays,
  };
}

describe('SudokuPad SCL: zipped text', () => {
  it('undoes every shorthand of the zipped form', () => {
    const zipped =
      "{id:'a\\'b',ce:[[,{v:5}],[{v:'7'},]],l:[{wp:[[0.5,0.5],[0.5,1.5]],c:c060f0,th:8}],u:[{ct:[0.5,0.5],r:t,c2:#F,c1:#0,w:0.8}],x:f,te:'123456'}";
    expect(parseZippedScl(zipped)).toEqual({
      id: "a'b",
      cells: [
        [{}, { value: 5 }],
        [{ value: '7' }, {}],
      ],
      lines: [
        {
          wayPoints: [
            [0.5, 0.5],
            [0.5, 1.5],
          ],
          color: '#c060f0',
          thickness: 8,
        },
      ],
      underlays: [
        { center: [0.5, 0.5], rounded: true, backgroundColor: '#FFFFFF', borderColor: '#000000', width: 0.8 },
      ],
      x: false,
      text: '#123456',
    });
  });

  it('reads plain JSON as itself', () => {
    const scl = killerThermoScl();
    expect(parseZippedScl(JSON.stringify(scl))).toEqual(scl);
  });

  it('never fails on any text but with a VariantError (property)', () => {
    const alphabet = fc.constantFrom(...`{}[],:'"\\tf#0F ace1vw.5-x`.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet })), (text) => {
        try {
          parseZippedScl(text);
        } catch (e) {
          expect(e).toBeInstanceOf(VariantError);
        }
        try {
          fromScl(parseZippedScl(text));
        } catch (e) {
          expect(e).toBeInstanceOf(VariantError);
        }
      }),
      { seed: 18, numRuns: 400 },
    );
    fc.assert(
      fc.property(fc.base64String(), (data) => {
        expect(() => decodeSclText(`https://sudokupad.app/scl${data}A`)).toThrow(VariantError);
      }),
      { seed: 18, numRuns: 200 },
    );
  });

  it('names the place of unreadable text', () => {
    expect(() => parseZippedScl('{a:1,,}')).toThrow(/at character 6/);
    expect(() => parseZippedScl("{a:'x")).toThrow(/not closed/);
    expect(() => parseZippedScl('{a:zz}')).toThrow(/'zz' is not a value/);
    expect(() => parseZippedScl('['.repeat(100_000))).toThrow(/nested deeper than 64 levels/);
  });
});

describe('SudokuPad SCL: links', () => {
  it('tells SCL links from others and decodes each form', () => {
    const scl = killerThermoScl();
    const links = [
      sclLink(scl),
      sclLink(scl, { zipped: false }),
      sclLink(scl, { uri: true }),
      sclLink(scl, { prefix: 'https://sudokupad.app/?puzzleid=scl' }),
      sclLink(scl, { prefix: 'https://app.crackingthecryptic.com/sudoku/ctc' }),
      sclLink(scl, { prefix: 'scl' }),
    ];
    for (const link of links) {
      expect(isSclLink(link)).toBe(true);
      expect(decodeSclText(link)).toEqual(scl);
    }
    const escaped = `https://sudokupad.app/?puzzleid=${encodeURIComponent(sclLink(scl, { prefix: 'scl' }))}`;
    expect(decodeSclText(escaped)).toEqual(scl);
    expect(isSclLink('https://sudokupad.app/fpuzzlesN4IgzglgXg')).toBe(false);
    expect(isSclLink('{"size":9}')).toBe(false);
  });

  it('refuses data that does not decompress', () => {
    expect(() => decodeSclText('https://sudokupad.app/sclAAAA!!')).toThrow(VariantError);
    expect(() => decodeSclText('https://sudokupad.app/sclQUJD')).toThrow(/does not decompress/);
  });
});

describe('SudokuPad SCL: reading a puzzle', () => {
  it('reads givens, boxes and cages, and maps thermos only when told', () => {
    const scl = killerThermoScl();
    const plain = fromScl(scl);
    expect(plain.puzzle.constraints?.every((c) => c.type === 'killer')).toBe(true);
    expect(plain.puzzle.title).toBe('Killer thermo');
    expect(plain.report.ignored.filter((x) => x.startsWith('line #'))).toHaveLength(4);
    expect(plain.report.ignored[1]).toMatch(
      /^line #1 \(#cfcfcf, thickness 21\): no --rule for line #cfcfcf$/,
    );

    const mapped = fromScl(scl, [parseSclRuleMapping('line #cfcfcf=thermometer')]);
    expect(mapped.puzzle.constraints).toEqual(KT.puzzle.constraints);
    expect(mapped.puzzle.boxWidth).toBe(3);
    expect(mapped.report.mapped.filter((x) => / = thermometer /.test(x))).toHaveLength(4);
    expect(checkVariantSolution(mapped.puzzle, digitsOf(KT.solution))).toEqual([]);
  });

  it('maps lines to the line rules of the variant model, by colour', () => {
    const scl = {
      cells: sclCells('.'.repeat(81), 9),
      lines: [
        { wayPoints: [centre([0, 0]), centre([0, 3])], color: '#c060f0' },
        { wayPoints: [centre([2, 0]), centre([4, 2])], color: '#67f067' },
        { wayPoints: [centre([6, 6]), centre([6, 8])], color: '#f0f0a0' },
      ],
    };
    const r = fromScl(scl, [
      parseSclRuleMapping('line #c060f0=renban'),
      parseSclRuleMapping('line #67f067=dutchWhispers'),
      parseSclRuleMapping('line #f0f0a0=palindrome'),
    ]);
    expect(r.puzzle.constraints).toEqual([
      { type: 'renban', cells: ['r1c1', 'r1c2', 'r1c3', 'r1c4'] },
      { type: 'whispers', cells: ['r3c1', 'r4c2', 'r5c3'], preset: 'dutch' },
      { type: 'palindrome', cells: ['r7c7', 'r7c8', 'r7c9'] },
    ]);
    expect(() => parseSclRuleMapping('line #c060f0=renbanish')).toThrow(/renban, whispers/);
  });

  it('maps lines to the double-arrow, lockout, modular and sum-line rules', () => {
    const scl = {
      cells: sclCells('.'.repeat(81), 9),
      lines: [
        { wayPoints: [centre([0, 0]), centre([0, 3])], color: '#111111' },
        { wayPoints: [centre([2, 0]), centre([2, 3])], color: '#222222' },
        { wayPoints: [centre([4, 0]), centre([4, 3])], color: '#333333' },
        { wayPoints: [centre([6, 0]), centre([6, 3])], color: '#444444' },
      ],
    };
    const r = fromScl(scl, [
      parseSclRuleMapping('line #111111=doubleArrow'),
      parseSclRuleMapping('line #222222=lockoutLine'),
      parseSclRuleMapping('line #333333=modularLine'),
      parseSclRuleMapping('line #444444=sumLine'),
    ]);
    const row = (r: number) => [1, 2, 3, 4].map((c) => `r${r}c${c}`);
    expect(r.puzzle.constraints).toEqual([
      { type: 'doubleArrow', cells: row(1) },
      { type: 'lockoutLine', cells: row(3) },
      { type: 'modularLine', cells: row(5) },
      { type: 'sumLine', cells: row(7) },
    ]);
  });

  it('maps arrows: the circle is where the arrow starts', () => {
    const scl = {
      cells: sclCells('.'.repeat(81), 9),
      arrows: [
        {
          wayPoints: [
            [0.5, 0.8],
            [0.5, 2.5],
            [1.5, 3.5],
          ],
          color: '#000000',
          thickness: 2,
          headLength: 0.3,
        },
      ],
      lines: [{ wayPoints: [centre([4, 4]), centre([4, 6])], color: '#a0a0a0' }],
      underlays: [{ center: [4.5, 6.5], rounded: true, width: 0.8, height: 0.8 }],
    };
    const r = fromScl(scl, [
      parseSclRuleMapping('arrow #000=arrow'),
      parseSclRuleMapping('line a0a0a0=arrow'),
    ]);
    expect(r.puzzle.constraints).toEqual([
      { type: 'arrow', circle: ['r5c7'], cells: ['r5c6', 'r5c5'] },
      { type: 'arrow', circle: ['r1c1'], cells: ['r1c2', 'r1c3', 'r2c4'] },
    ]);
    expect(r.puzzle.regions).toBeUndefined();
  });

  it('maps an arrow to value indexing: the digit cell where it starts, then the index cell, then the rest', () => {
    const scl = {
      cells: sclCells('.'.repeat(81), 9),
      arrows: [
        {
          wayPoints: [
            [0.5, 0.8],
            [0.5, 2.5],
            [1.5, 3.5],
          ],
          color: '#000000',
          thickness: 2,
          headLength: 0.3,
        },
      ],
    };
    const r = fromScl(scl, [parseSclRuleMapping('arrow #000=valueIndexing')]);
    expect(r.puzzle.constraints).toEqual([
      { type: 'valueIndexing', cells: ['r1c1', 'r1c2', 'r1c3', 'r2c4'] },
    ]);
  });

  it("reads a pill at an arrow's tail as a circle of several cells, first cell most significant", () => {
    const scl = {
      cells: sclCells('.'.repeat(81), 9),
      overlays: [{ center: [0.5, 1], rounded: true, width: 1.7, height: 0.8 }],
      arrows: [
        {
          wayPoints: [
            [0.9, 1.5],
            [2.5, 1.5],
            [3.5, 2.5],
          ],
          color: '#000000',
        },
      ],
    };
    const r = fromScl(scl, [parseSclRuleMapping('arrow #000000=arrow')]);
    expect(r.puzzle.constraints).toEqual([
      { type: 'arrow', circle: ['r1c1', 'r1c2'], cells: ['r2c2', 'r3c2', 'r4c3'] },
    ]);
  });

  it('tells lines of one colour apart by thickness when the mapping gives one', () => {
    const scl = {
      cells: sclCells('.'.repeat(81), 9),
      lines: [
        { wayPoints: [centre([0, 0]), centre([0, 2])], color: '#cfcfcf', thickness: 21 },
        { wayPoints: [centre([4, 0]), centre([4, 2])], color: '#cfcfcf', thickness: 4 },
      ],
    };
    const r = fromScl(scl, [parseSclRuleMapping('line #cfcfcf/21=thermometer')]);
    expect(r.puzzle.constraints).toEqual([{ type: 'thermometer', cells: ['r1c1', 'r1c2', 'r1c3'] }]);
    expect(r.report.ignored).toEqual(['line #2 (#cfcfcf, thickness 4): no --rule for line #cfcfcf']);
    expect(() => fromScl(scl, [parseSclRuleMapping('line #cfcfcf/8=thermometer')])).toThrow(
      'no line of colour #cfcfcf/8 in the puzzle (line colour/thickness present: #cfcfcf/21, #cfcfcf/4)',
    );
  });

  it('reads a jigsaw as regions', () => {
    const regions = sclBoxes(3, 3);
    // Swap two cells between the first two boxes: no longer boxes.
    const a = regions[0]![2]!;
    regions[0]![2] = regions[1]![0]!;
    regions[1]![0] = a;
    const r = fromScl({ cells: sclCells('.'.repeat(81), 9), regions });
    expect(r.puzzle.regions?.[0]).toContain('r1c4');
    expect(r.report.read).toContain('9 regions (jigsaw)');
  });

  it('names the element at fault', () => {
    const empty = sclCells('.'.repeat(81), 9);
    const bad = (scl: Record<string, unknown>, text?: string) => () =>
      fromScl(scl, text === undefined ? [] : [parseSclRuleMapping(text)]);
    expect(bad({ cells: empty, fog: [], zebra: 1 })).toThrow(
      'SudokuPad: unknown SCL element types: fog, zebra (cspkit cannot tell what they mean)',
    );
    expect(
      bad(
        { cells: empty, lines: [{ wayPoints: [[0.5, 0.5]], color: '#ff0000' }] },
        'line #00ff00=thermometer',
      ),
    ).toThrow(
      "--rule 'line #00ff00=thermometer': no line of colour #00ff00 in the puzzle (line colour/thickness present: #ff0000)",
    );
    expect(
      bad(
        { cells: empty, lines: [{ wayPoints: [centre([0, 0]), centre([1, 2])], color: '#ff0000' }] },
        'line #f00=thermometer',
      ),
    ).toThrow('SudokuPad: line #1 (#ff0000): r1c1 and r2c3 are not neighbours (not a line through cells)');
    expect(
      bad(
        { cells: empty, lines: [{ wayPoints: [centre([0, 0]), centre([0, 2])], color: '#ff0000' }] },
        'line #f00=arrow',
      ),
    ).toThrow('SudokuPad: line #1 (#ff0000): an arrow needs a circle at one end; none found');
    expect(
      bad({
        cells: empty,
        cages: [
          {
            cells: [
              [0, 0],
              [0, 1],
            ],
            value: 30,
          },
        ],
      }),
    ).toThrow(/^SudokuPad: cage #1: .*no 2 different digits 1\.\.9 sum to 30/);
    expect(bad({ cells: [[{}, {}], [{}]] })).toThrow(/'cells' row 2 has 1 cells; row 1 has 2/);
    expect(
      bad(
        {
          cells: sclCells('.'.repeat(48), 8).slice(0, 6),
          lines: [{ wayPoints: [centre([0, 0]), [6.5, 0.5]], color: '#ff0000' }],
        },
        'line #f00=renban',
      ),
    ).toThrow('SudokuPad: line #1 (#ff0000): waypoint [6.5, 0.5] lies outside the 6×8 grid');
    expect(
      bad({ cells: sclCells('.'.repeat(48), 8).slice(0, 6), cages: [{ cells: [[0, 8]], value: 3 }] }),
    ).toThrow('SudokuPad: cage #1: cell [0,8] is not a [row, column] of the 6×8 grid');
    expect(() => parseSclRuleMapping('line #c060f0=renbanx')).toThrow(/unknown rule 'renbanx'/);
    expect(() => parseSclRuleMapping('circle #c060f0=thermometer')).toThrow(/is not 'line' or 'arrow'/);
  });

  it('reads a rectangular grid (6×8, values 1..8, boxes 2×4) from a compressed link', async () => {
    const f = SHAPE_FIXTURES['rectangular 6×8']!;
    const givens = (f.puzzle.givens as string).replaceAll(' ', '');
    const cells = Array.from({ length: 6 }, (_, r) =>
      Array.from({ length: 8 }, (_, c) => {
        const ch = givens[r * 8 + c]!;
        return ch === '.' ? {} : { value: Number(ch) };
      }),
    );
    const regions: SclCell[][] = [];
    for (let r0 = 0; r0 < 6; r0 += 2)
      for (let c0 = 0; c0 < 8; c0 += 4) {
        const box: SclCell[] = [];
        for (let r = r0; r < r0 + 2; r++) for (let c = c0; c < c0 + 4; c++) box.push([r, c]);
        regions.push(box);
      }
    const at = (r: number, c: number) => f.solution[r * 8 + c]!;
    // A cage in columns 7-8 (beyond a square 6×6) and a thermometer read off the solution.
    const therm: SclCell[] =
      at(4, 6) < at(4, 7)
        ? [
            [4, 6],
            [4, 7],
          ]
        : [
            [4, 7],
            [4, 6],
          ];
    const scl = {
      cells,
      regions,
      cages: [
        {
          cells: [
            [0, 6],
            [0, 7],
          ],
          value: at(0, 6) + at(0, 7),
        },
      ],
      lines: [{ wayPoints: therm.map(centre), color: '#cfcfcf', thickness: 21 }],
      underlays: [
        { center: centre(therm[0]!), rounded: true, width: 0.8, height: 0.8, backgroundColor: '#cfcfcf' },
      ],
    };
    const link = sclLink(scl);
    const { puzzle, report } = fromScl(decodeSclText(link), [
      parseSclRuleMapping('line #cfcfcf=thermometer'),
    ]);
    expect(puzzle).toMatchObject({ size: 8, rows: 6, columns: 8, boxWidth: 4, boxHeight: 2 });
    expect(puzzle.constraints).toEqual([
      { type: 'killer', cells: ['r1c7', 'r1c8'], sum: at(0, 6) + at(0, 7) },
      { type: 'thermometer', cells: therm.map(([r, c]) => `r${r + 1}c${c + 1}`) },
    ]);
    expect(report.read[0]).toBe(
      `48 cells (${[...givens].filter((ch) => ch !== '.').length} givens); a 6×8 grid, values 1..8`,
    );
    expect(report.read[1]).toBe('6 regions (boxes 4×2)');
    expect(checkVariantSolution(puzzle, f.solution)).toEqual([]);
    const vm = buildVariantModel(puzzle);
    const native = getBackend(createContainer(), 'native');
    const { count, result } = await countSolutions(native, vm.model, 2);
    expect(count).toBe(1);
    expect([...decodeVariantValues(vm, result.solutions[0]!.values)]).toEqual(f.solution);
    // Regions that are not aligned rectangles become a jigsaw on the rectangle too.
    const jig = regions.map((r) => r.slice());
    [jig[0]![3], jig[1]![0]] = [jig[1]![0]!, jig[0]![3]!];
    expect(fromScl({ cells, regions: jig }).puzzle.regions?.[0]).toContain('r1c5');
  });

  it('reads overlapping cages as overlapping killer cages', () => {
    const empty = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
    const { puzzle } = fromScl({
      cells: empty,
      cages: [
        {
          cells: [
            [0, 0],
            [0, 1],
          ],
          value: 3,
        },
        {
          cells: [
            [0, 1],
            [0, 2],
          ],
          value: 5,
        },
      ],
    });
    expect(puzzle.constraints).toEqual([
      { type: 'killer', cells: ['r1c1', 'r1c2'], sum: 3 },
      { type: 'killer', cells: ['r1c2', 'r1c3'], sum: 5 },
    ]);
  });

  it('makes an error entry of a bad link, not an exception', () => {
    expect(readVariantInput('https://sudokupad.app/sclQUJD')).toEqual([
      { index: 1, format: 'scl', error: expect.stringMatching(/does not decompress/) },
    ]);
  });
});

describe('SudokuPad SCL: round trip (property)', () => {
  const solution = digitsOf(KT.solution);

  /** Cells (0-based index) of each digit in the solution. */
  const cellsOf = (d: number) => solution.flatMap((x, i) => (x === d ? [i] : []));

  /**
   * A jigsaw made from the boxes by swapping cells that hold the same digit between regions: sizes stay
   * N and each region keeps its digits, so the solution's givens stay valid.
   */
  const regionsArb = fc.array(fc.tuple(fc.nat(80), fc.nat(8)), { maxLength: 6 }).map((swaps) => {
    const owner = Array.from({ length: 81 }, (_, i) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3));
    for (const [a, k] of swaps) {
      const b = cellsOf(solution[a]!)[k]!;
      [owner[a], owner[b]] = [owner[b]!, owner[a]!];
    }
    return Array.from({ length: 9 }, (_, k) =>
      owner.flatMap((o, i): SclCell[] => (o === k ? [[Math.floor(i / 9), i % 9]] : [])),
    );
  });

  /** Disjoint cages of 1..4 cells in row runs, each summing to the solution's digits there (always valid). */
  const cagesArb = fc
    .array(fc.tuple(fc.nat(80), fc.integer({ min: 1, max: 4 }), fc.boolean()), { maxLength: 12 })
    .map((picks) => {
      const used = new Set<number>();
      const cages: { cells: SclCell[]; value?: number }[] = [];
      for (const [at, len, total] of picks) {
        const cells: SclCell[] = [];
        for (let i = at; i < at + len && i % 9 >= at % 9 && !used.has(i); i++)
          cells.push([Math.floor(i / 9), i % 9]);
        if (cells.length === 0) continue;
        for (const [r, c] of cells) used.add(r * 9 + c);
        const sum = cells.reduce((s, [r, c]) => s + solution[r * 9 + c]!, 0);
        cages.push(total ? { cells, value: sum } : { cells });
      }
      return cages;
    });

  it('random SCL-shaped puzzles decode to their givens, regions and cages, zipped or not', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }),
        regionsArb,
        cagesArb,
        fc.boolean(),
        (mask, regions, cages, zipped) => {
          const givens = solution.map((d, i) => (mask[i] ? String(d) : '.')).join('');
          const scl = { cells: sclCells(givens, 9), regions, cages };
          const text = zipped ? zipScl(scl) : JSON.stringify(scl);
          const { puzzle } = fromScl(parseZippedScl(text));
          const rows = Array.from({ length: 9 }, (_, r) =>
            solution.slice(r * 9, r * 9 + 9).map((d, c) => (mask[r * 9 + c] ? d : 0)),
          );
          expect(puzzle.givens).toEqual(rows);
          const asNames = (cells: SclCell[]) => cells.map(([r, c]) => `r${r + 1}c${c + 1}`);
          const jigsaw = regions.map(asNames);
          if (puzzle.regions === undefined) expect(puzzle.boxWidth).toBe(3);
          else expect(puzzle.regions).toEqual(jigsaw);
          expect(puzzle.constraints).toEqual(
            cages.map((k) =>
              k.value === undefined
                ? { type: 'killer', cells: asNames(k.cells) }
                : { type: 'killer', cells: asNames(k.cells), sum: k.value },
            ),
          );
        },
      ),
      { seed: 18, numRuns: 150 },
    );
  });

  it('a straight line through cell centres covers every cell between them', () => {
    fc.assert(
      fc.property(
        fc.nat(8),
        fc.nat(8),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 8 }),
        (r, c, dir, len) => {
          const [dr, dc] = [
            [0, 1],
            [1, 0],
            [1, 1],
            [1, -1],
            [0, -1],
            [-1, 0],
            [-1, -1],
            [-1, 1],
          ][dir]!;
          const cells: SclCell[] = [[r, c]];
          for (let i = 1; i <= len; i++) {
            const next: SclCell = [r + dr! * i, c + dc! * i];
            if (next[0] < 0 || next[1] < 0 || next[0] > 8 || next[1] > 8) break;
            cells.push(next);
          }
          const ends = [centre(cells[0]!), centre(cells.at(-1)!)];
          expect(sclPathCells(ends, 9, 'line')).toEqual(cells);
          expect(sclPathCells(cells.map(centre), 9, 'line')).toEqual(cells);
        },
      ),
      { seed: 18, numRuns: 200 },
    );
  });
});
