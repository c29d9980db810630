import { describe, expect, it } from 'vitest';
import type { VariantConstraint } from '../../../../models/sudoku/variants/index.js';
import {
  buildVariantModel,
  parseVariantPuzzle,
  resolveVariantPuzzle,
  VariantError,
} from '../../../../models/sudoku/variants/index.js';

/** The VariantError a 9×9 puzzle with these constraints (and givens) raises. */
function errorOf(constraints: unknown[], extra: Record<string, unknown> = {}): VariantError {
  try {
    resolveVariantPuzzle({ size: 9, ...extra, constraints });
  } catch (e) {
    expect(e).toBeInstanceOf(VariantError);
    return e as VariantError;
  }
  throw new Error('no error');
}

const cage = (cells: string[], sum?: number): VariantConstraint =>
  sum === undefined ? { type: 'killer', cells } : { type: 'killer', cells, sum };

describe('variant puzzle validation (before any search)', () => {
  it.each<[string, unknown[], RegExp]>([
    [
      'a cell outside the grid',
      [{ type: 'diagonal' }, cage(['r1c1', 'r10c1'], 10)],
      /^constraint #1 \(killer\): cell "r10c1" is outside the 9×9 grid$/,
    ],
    [
      'a [row, col] outside the grid',
      [{ type: 'even', cells: [[0, 3]] }],
      /^constraint #0 \(even\): cell \[0,3\] is outside/,
    ],
    [
      'a bad cell name',
      [{ type: 'odd', cells: ['a1'] }],
      /^constraint #0 \(odd\): 'a1' is not a cell name like 'r1c1'$/,
    ],
    [
      'a cage sum too small',
      [cage(['r1c1', 'r1c2'], 1)],
      /^constraint #0 \(killer\): no 2 different digits 1\.\.9 sum to 1 \(possible 3\.\.17\)$/,
    ],
    ['a cage sum too large', [cage(['r1c1', 'r1c2', 'r1c3'], 25)], /possible 6\.\.24/],
    [
      'a cage of 10 cells',
      [cage(['r1c1', 'r1c2', 'r1c3', 'r1c4', 'r1c5', 'r1c6', 'r1c7', 'r1c8', 'r1c9', 'r2c1'])],
      /must have 1\.\.9 cells; got 10/,
    ],
    ['a cell twice', [cage(['r1c1', 'R1C1'], 5)], /lists r1c1 twice/],
    [
      'an unknown type',
      [{ type: 'renbanish', cells: ['r1c1'] }],
      /^constraint #0: unknown type 'renbanish' \(known: diagonal, /,
    ],
    [
      'an unknown property',
      [{ type: 'killer', cells: ['r1c1'], total: 3 }],
      /^constraint #0 \(killer\): unknown property 'total' \(expected type, cells, sum\)$/,
    ],
    ['a non-object constraint', [42], /^constraint #0: must be an object with a string 'type'$/],
    [
      'a non-integer sum',
      [cage(['r1c1', 'r1c2']), { type: 'littleKiller', cells: ['r1c1', 'r2c2'], sum: '7' }],
      /^constraint #1 \(littleKiller\): 'sum' must be an integer; got "7"$/,
    ],
    [
      'a little killer off the diagonal',
      [{ type: 'littleKiller', cells: ['r1c1', 'r2c2', 'r3c2'], sum: 10 }],
      /must follow one diagonal/,
    ],
    [
      'a little killer wrapping round the edge',
      [{ type: 'littleKiller', cells: ['r1c9', 'r3c1'], sum: 10 }],
      /must follow one diagonal/,
    ],
    [
      'an impossible little killer',
      [{ type: 'littleKiller', cells: ['r1c1', 'r2c2'], sum: 19 }],
      /2 digits 1\.\.9 cannot sum to 19/,
    ],
    [
      'a thermometer longer than 9',
      [
        {
          type: 'thermometer',
          cells: ['r1c1', 'r1c2', 'r1c3', 'r1c4', 'r1c5', 'r1c6', 'r1c7', 'r1c8', 'r1c9', 'r2c9'],
        },
      ],
      /must have 2\.\.9 cells/,
    ],
    [
      'a thermometer with a gap',
      [{ type: 'thermometer', cells: ['r1c1', 'r1c3'] }],
      /r1c1 and r1c3 are not neighbours/,
    ],
    [
      'an arrow through its circle',
      [{ type: 'arrow', circle: ['r1c1'], cells: ['r1c2', 'r1c1'] }],
      /r1c1 is both in the circle and on the shaft/,
    ],
    [
      'an arrow too long for its circle',
      [
        {
          type: 'arrow',
          circle: ['r1c1'],
          cells: ['r2c1', 'r3c1', 'r4c1', 'r5c1', 'r6c1', 'r7c1', 'r8c1', 'r9c1', 'r2c2', 'r2c3'],
        },
      ],
      /shaft of 10 digits cannot sum to a circle worth 1\.\.9/,
    ],
    [
      'a kropki dot between distant cells',
      [{ type: 'kropki', color: 'white', cells: ['r1c1', 'r2c2'] }],
      /r1c1 and r2c2 are not orthogonally adjacent/,
    ],
    [
      'a second dot on a pair',
      [
        { type: 'kropki', color: 'white', cells: ['r1c1', 'r1c2'] },
        { type: 'kropki', color: 'black', cells: ['r1c2', 'r1c1'] },
      ],
      /^constraint #1 \(kropki\): a second kropki dot between r1c2 and r1c1 \(see constraint #0\)$/,
    ],
    [
      'an impossible white difference',
      [{ type: 'kropki', color: 'white', cells: ['r1c1', 'r1c2'], value: 9 }],
      /no two different digits 1\.\.9 differ by 9/,
    ],
    [
      'a bad colour',
      [{ type: 'kropki', color: 'red', cells: ['r1c1', 'r1c2'] }],
      /'color' must be 'white' or 'black'; got "red"/,
    ],
    [
      'a bad XV letter',
      [{ type: 'xv', letter: 'Y', cells: ['r1c1', 'r1c2'] }],
      /'letter' must be 'X' or 'V'/,
    ],
    [
      'a cell both even and odd',
      [
        { type: 'even', cells: ['r1c1'] },
        { type: 'odd', cells: ['r1c1'] },
      ],
      /^constraint #1 \(odd\): r1c1 is already marked even$/,
    ],
    [
      'a sandwich with row and column',
      [{ type: 'sandwich', row: 1, column: 2, sum: 5 }],
      /give exactly one of 'row' and 'column'/,
    ],
    [
      'an impossible sandwich',
      [{ type: 'sandwich', row: 1, sum: 1 }],
      /no digits strictly between 1 and 9 can sum to 1/,
    ],
    ['an impossible sandwich (max - 1)', [{ type: 'sandwich', column: 9, sum: 34 }], /can sum to 34/],
    [
      'a sandwich outside the grid',
      [{ type: 'sandwich', row: 10, sum: 0 }],
      /'row' must be an integer 1\.\.9; got 10/,
    ],
    ['a bad diagonal direction', [{ type: 'diagonal', direction: 'up' }], /'direction' must be/],
  ])('rejects %s, naming the constraint', (_, constraints, message) => {
    expect(errorOf(constraints).message).toMatch(message);
  });

  it('puts the index and type on the error', () => {
    const e = errorOf([{ type: 'diagonal' }, { type: 'diagonal' }, cage(['r1c1'], 12)]);
    expect(e.constraintIndex).toBe(2);
    expect(e.constraintType).toBe('killer');
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a size out of range', { size: 0 }, /'size' must be an integer 1\.\.36; got 0/],
    ['a prime size without regions', { size: 7 }, /size 7 has no box shape/],
    ['boxes that do not multiply to the size', { size: 9, boxWidth: 3, boxHeight: 2 }, /product 9/],
    ['an unknown top-level property', { size: 9, cages: [] }, /unknown property 'cages'/],
    ['givens of the wrong length', { size: 4, givens: '123' }, /'givens' must have 16 cell symbols/],
    ['a given out of range', { size: 4, givens: '5...............' }, /'5' at r1c1 is not a digit 1\.\.4/],
    [
      'a row of givens too short',
      { size: 4, givens: [[1, 2, 3, 4], [0], [0, 0, 0, 0], [0, 0, 0, 0]] },
      /row 2 must be an array of 4 integers/,
    ],
    [
      'givens clashing in a row',
      { size: 4, givens: '1..1............' },
      /the givens break a rule: row 1: r1c1 and r1c4 both hold 1/,
    ],
    [
      'regions of the wrong size',
      { size: 4, regions: 'AAAAABBBCCCCDDDD' },
      /region 1 has 5 cells; each needs 4/,
    ],
    [
      'regions with too few symbols',
      { size: 4, regions: 'AAAABBBBCCCCCCCC' },
      /must use 4 distinct symbols; got 3/,
    ],
    [
      'overlapping region lists',
      {
        size: 4,
        regions: [
          ['r1c1', 'r1c2', 'r1c3', 'r1c4'],
          ['r1c1', 'r2c2', 'r2c3', 'r2c4'],
          ['r3c1', 'r3c2', 'r3c3', 'r3c4'],
          ['r4c1', 'r4c2', 'r4c3', 'r4c4'],
        ],
      },
      /r1c1 is in both region 1 and region 2/,
    ],
    [
      'disjoint groups with regions',
      { size: 4, regions: 'AABBAABBCCDDCCDD', constraints: [{ type: 'disjointGroups' }] },
      /^constraint #0 \(disjointGroups\): disjoint groups need regular boxes/,
    ],
    [
      'windoku without room',
      { size: 4, boxWidth: 4, boxHeight: 1, constraints: [{ type: 'windoku' }] },
      /no room for windows/,
    ],
  ])('rejects %s', (_, puzzle, message) => {
    expect(() => resolveVariantPuzzle(puzzle)).toThrow(message);
  });

  it('rejects givens that break a variant rule, naming the constraint', () => {
    const e = errorOf([{ type: 'diagonal' }], { givens: `1${'.'.repeat(39)}1${'.'.repeat(40)}` });
    expect(e.message).toBe(
      'constraint #0 (diagonal): the givens break a rule: main diagonal: r1c1 and r5c5 both hold 1',
    );
    expect(errorOf([{ type: 'even', cells: ['r1c1'] }], { givens: `3${'.'.repeat(80)}` }).message).toBe(
      'constraint #0 (even): r1c1 is given 3, which is not even',
    );
    expect(
      errorOf([{ type: 'kropki', color: 'white', cells: ['r1c1', 'r1c2'] }], {
        givens: `15${'.'.repeat(79)}`,
      }).message,
    ).toBe('constraint #0 (kropki): the givens break a rule: r1c1 and r1c2 hold 1 and 5: must differ by 1');
    expect(errorOf([cage(['r1c1', 'r1c2'], 4)], { givens: `15${'.'.repeat(79)}` }).message).toMatch(
      /^constraint #0 \(killer\): the givens break a rule: r1c1 \+ r1c2 = 6, expected 4$/,
    );
  });

  it('reports malformed JSON as a VariantError', () => {
    expect(() => parseVariantPuzzle('{"size": 9,')).toThrow(VariantError);
    expect(() => parseVariantPuzzle('{"size": 9,')).toThrow(/^malformed JSON: /);
    expect(() => parseVariantPuzzle('[1, 2]')).toThrow(/must be a JSON object/);
  });

  it('accepts non-contiguous regions and a prime-sized jigsaw', () => {
    // Region A is split in two pieces: allowed (documented).
    const r = resolveVariantPuzzle({ size: 4, regions: 'ABBABAABCCDDCDCD' });
    expect(r.jigsaw).toBe(true);
    expect(r.groups.filter((g) => g.kind === 'region').map((g) => g.cells)).toEqual([
      [0, 3, 5, 6],
      [1, 2, 4, 7],
      [8, 9, 12, 14],
      [10, 11, 13, 15],
    ]);
    const seven = resolveVariantPuzzle({ size: 7, regions: 'ABCDEFG'.repeat(7) });
    expect(seven.groups.filter((g) => g.kind === 'region')).toHaveLength(7);
  });
});

describe('variant houses', () => {
  it('exposes rows, columns, boxes, diagonals, windows and disjoint groups as houses', () => {
    const vm = buildVariantModel({
      size: 9,
      constraints: [{ type: 'diagonal' }, { type: 'windoku' }, { type: 'disjointGroups' }],
    });
    const kinds = vm.houses.map((h) => h.kind);
    expect(kinds.filter((k) => k === 'window')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'disjoint')).toHaveLength(9);
    expect(kinds.filter((k) => k === 'diagonal')).toHaveLength(2);
    expect(vm.houses).toHaveLength(27 + 2 + 4 + 9);
    const window2 = vm.houses.find((h) => h.name === 'window 2')!;
    // Rows 2-4, columns 6-8.
    expect(window2.cells).toEqual([14, 15, 16, 23, 24, 25, 32, 33, 34]);
    const anti = vm.houses.find((h) => h.name === 'anti diagonal')!;
    expect(anti.cells).toEqual([8, 16, 24, 32, 40, 48, 56, 64, 72]);
    const group5 = vm.houses.find((h) => h.name === 'disjoint group 5')!;
    expect(group5.cells).toEqual([10, 13, 16, 37, 40, 43, 64, 67, 70]);
  });

  it('lists cages and small extra regions as groups, not houses', () => {
    const vm = buildVariantModel({
      size: 4,
      constraints: [
        { type: 'killer', cells: ['r1c1', 'r1c2'], sum: 3 },
        {
          type: 'extraRegion',
          cells: [
            [2, 2],
            [3, 3],
          ],
        },
      ],
    });
    expect(vm.houses).toHaveLength(12);
    expect(vm.groups.slice(12)).toEqual([
      { name: 'cage #0', kind: 'cage', cells: [0, 1] },
      { name: 'extra region #1', kind: 'extra', cells: [5, 10] },
    ]);
  });

  it('windows fit rectangular boxes (12×12, 4×3 boxes: 2 × 2 windows of 3 rows × 4 columns)', () => {
    const vm = buildVariantModel({ size: 12, constraints: [{ type: 'windoku' }] });
    const windows = vm.houses.filter((h) => h.kind === 'window');
    expect(windows).toHaveLength(4);
    expect(windows[0]!.cells.slice(0, 4)).toEqual([13, 14, 15, 16]);
    expect(windows[3]!.cells.at(-1)).toEqual(7 * 12 + 9); // rows 6-8 and columns 7-10 (1-based)
  });

  it('skips anti-knight pairs already in one box, and uses the domains for even/odd', () => {
    const vm = buildVariantModel({
      size: 4,
      constraints: [{ type: 'antiKnight' }, { type: 'even', cells: ['r1c1'] }],
    });
    const ne = vm.model.constraints.filter((c) => c.type === 'relation');
    // 4×4 with 2×2 boxes: every knight move leaves the box; 24 knight pairs in all, none skipped.
    expect(ne).toHaveLength(24);
    expect(vm.model.variables[0]!.domain.values).toEqual([2, 4]);
  });
});
