import { describe, expect, it } from 'vitest';
import type { CandidateGrid, Step, Technique } from '../../../../models/sudoku/index.js';
import {
  claiming,
  doublePairs,
  forcingChains,
  fullHouse,
  guessing,
  hiddenPair,
  hiddenQuad,
  hiddenSingle,
  hiddenTriple,
  jellyfish,
  nakedPair,
  nakedQuad,
  nakedSingle,
  nakedTriple,
  nishio,
  parseLine,
  pointing,
  rate,
  simpleColouring,
  swordfish,
  xWing,
  xyWing,
  xyzWing,
} from '../../../../models/sudoku/index.js';
import { at, block, emptyWithout, fromLine, positionBefore, withCandidates } from './positions.js';

/** The step `technique` finds, failing the test when it finds none. */
function found(technique: Technique, grid: CandidateGrid): Step {
  const step = technique.find(grid);
  expect(step, `${technique.id} should fire`).not.toBeNull();
  return step!;
}

/** Eliminations as sorted `r1c2-5` strings. */
function removed(step: Step, n = 9): string[] {
  return step.eliminations.map((e) => `r${Math.floor(e.cell / n) + 1}c${(e.cell % n) + 1}-${e.value}`).sort();
}

describe('singles', () => {
  it('full house fills the last cell of a row', () => {
    const step = found(fullHouse, fromLine(`12345678.${'.'.repeat(72)}`));
    expect(step.placements).toEqual([{ cell: at('r1c9'), value: 9 }]);
    expect(step.houses).toEqual([0]);
    expect(step.explanation).toBe('Full house: r1c9 is the last empty cell in row 1, so it is 9.');
  });

  it('naked single: a cell whose row, column and box hold eight values', () => {
    // r5c5 sees 1-4 in column 5 and 5-8 in row 5.
    const line = '....1........2........3........4....5678.............................................';
    const step = found(nakedSingle, fromLine(line.slice(0, 81)));
    expect(step.placements).toEqual([{ cell: at('r5c5'), value: 9 }]);
    expect(step.explanation).toBe('Naked single: 9 is the only candidate left in r5c5.');
  });

  it('hidden single: rows 2-3 and columns 2-3 are closed to 1, so box 1 has one place', () => {
    const rows = ['.........', '...1.....', '......1..', '.1.......', '.........', '.........', '..1......'];
    const line = rows.join('') + '.'.repeat(18);
    const step = found(hiddenSingle, fromLine(line));
    expect(step.placements).toEqual([{ cell: at('r1c1'), value: 1 }]);
    expect(step.explanation).toBe('Hidden single: in box 1, 1 fits only in r1c1.');
  });

  it('find nothing on a solved grid', () => {
    const solved = fromLine(
      '123456789456789123789123456214365897365897214897214365531642978642978531978531642',
    );
    for (const t of [
      fullHouse,
      nakedSingle,
      hiddenSingle,
      pointing,
      nakedPair,
      xWing,
      forcingChains,
      guessing,
    ]) {
      expect(t.find(solved)).toBeNull();
    }
  });
});

describe('locked candidates', () => {
  it('pointing: 5 confined to row 2 inside box 1 leaves the rest of row 2', () => {
    const step = found(
      pointing,
      emptyWithout(3, 3, [[5, [...block([1, 1], [1, 3]), ...block([3, 3], [1, 3])]]]),
    );
    expect(removed(step)).toEqual(['r2c4-5', 'r2c5-5', 'r2c6-5', 'r2c7-5', 'r2c8-5', 'r2c9-5']);
    expect(step.explanation).toBe(
      'Pointing (candidate lines): in box 1, 5 lies only in row 2, so 5 is removed from r2c4, r2c5, r2c6, r2c7, r2c8, r2c9.',
    );
  });

  it('claiming: 5 confined to box 1 inside row 1 leaves the rest of box 1', () => {
    const step = found(claiming, emptyWithout(3, 3, [[5, block([1, 1], [4, 9])]]));
    expect(removed(step)).toEqual(['r2c1-5', 'r2c2-5', 'r2c3-5', 'r3c1-5', 'r3c2-5', 'r3c3-5']);
    expect(step.explanation).toBe(
      'Claiming (multiple lines): in row 1, 5 lies only in box 1, so 5 is removed from r2c1, r2c2, r2c3, r3c1, r3c2, r3c3.',
    );
  });

  it('double pairs: boxes 1 and 2 keep 5 in rows 2 and 3, so box 3 loses it there', () => {
    const step = found(doublePairs, emptyWithout(3, 3, [[5, block([1, 1], [1, 6])]]));
    expect(removed(step)).toEqual(['r2c7-5', 'r2c8-5', 'r2c9-5', 'r3c7-5', 'r3c8-5', 'r3c9-5']);
    expect(step.explanation).toBe(
      'Double pairs: in box 1 and box 2, 5 lies only in rows 2 and 3, so 5 is removed from r2c7, r2c8, r2c9, r3c7, r3c8, r3c9.',
    );
  });
});

describe('subsets', () => {
  it('naked pair', () => {
    const step = found(nakedPair, withCandidates({ r1c1: [1, 2], r1c2: [1, 2] }));
    expect(step.cells).toEqual([at('r1c1'), at('r1c2')]);
    expect(step.eliminations).toHaveLength(14);
    expect(step.explanation).toBe(
      'Naked pair: in row 1, r1c1 and r1c2 hold only 1 and 2 (a naked pair), so 1 and 2 are removed from r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9.',
    );
  });

  it('hidden pair', () => {
    const step = found(
      hiddenPair,
      emptyWithout(3, 3, [
        [1, block([1, 1], [3, 9])],
        [2, block([1, 1], [3, 9])],
      ]),
    );
    expect(step.eliminations).toHaveLength(14);
    expect(step.explanation).toBe(
      'Hidden pair: in row 1, 1 and 2 fit only in r1c1 and r1c2 (a hidden pair), so 3, 4, 5, 6, 7, 8 and 9 are removed from r1c1, r1c2.',
    );
  });

  it('naked triple (no cell holds all three values)', () => {
    const step = found(nakedTriple, withCandidates({ r1c1: [1, 2], r1c5: [2, 3], r1c9: [1, 3] }));
    expect(step.eliminations).toHaveLength(18);
    expect(step.explanation).toBe(
      'Naked triple: in row 1, r1c1, r1c5 and r1c9 hold only 1, 2 and 3 between them (a naked triple), so 1, 2 and 3 are removed from r1c2, r1c3, r1c4, r1c6, r1c7, r1c8.',
    );
  });

  it('hidden triple', () => {
    const step = found(
      hiddenTriple,
      emptyWithout(
        3,
        3,
        [1, 2, 3].map((v) => [v, block([1, 1], [4, 9])] as const),
      ),
    );
    expect(step.explanation).toBe(
      'Hidden triple: in row 1, 1, 2 and 3 fit only in r1c1, r1c2 and r1c3 (a hidden triple), so 4, 5, 6, 7, 8 and 9 are removed from r1c1, r1c2, r1c3.',
    );
  });

  it('naked quad in a box', () => {
    const step = found(nakedQuad, withCandidates({ r1c1: [1, 2], r2c2: [2, 3], r3c3: [3, 4], r2c1: [1, 4] }));
    expect(step.houses).toEqual([18]);
    expect(step.explanation).toBe(
      'Naked quad: in box 1, r1c1, r2c1, r2c2 and r3c3 hold only 1, 2, 3 and 4 between them (a naked quad), so 1, 2, 3 and 4 are removed from r1c2, r1c3, r2c3, r3c1, r3c2.',
    );
  });

  it('hidden quad in a column', () => {
    const step = found(
      hiddenQuad,
      emptyWithout(
        3,
        3,
        [1, 2, 3, 4].map((v) => [v, block([5, 9], [1, 1])] as const),
      ),
    );
    expect(step.explanation).toBe(
      'Hidden quad: in column 1, 1, 2, 3 and 4 fit only in r1c1, r2c1, r3c1 and r4c1 (a hidden quad), so 5, 6, 7, 8 and 9 are removed from r1c1, r2c1, r3c1, r4c1.',
    );
  });

  it('mixed eliminations are grouped by the values each cell loses', () => {
    const g = withCandidates({ r1c1: [1, 2], r1c2: [1, 2], r1c3: [1, 3], r1c4: [3, 4, 5] });
    const step = found(nakedPair, g);
    expect(step.explanation).toContain(
      'so 1 is removed from r1c3; 1 and 2 from r1c5, r1c6, r1c7, r1c8, r1c9.',
    );
  });
});

describe('fish', () => {
  it('X-wing on rows 1 and 5, columns 1 and 4', () => {
    const cells = [
      ...block([1, 1], [2, 3]),
      ...block([1, 1], [5, 9]),
      ...block([5, 5], [2, 3]),
      ...block([5, 5], [5, 9]),
    ];
    const step = found(xWing, emptyWithout(3, 3, [[5, cells]]));
    expect(step.cells).toEqual([at('r1c1'), at('r1c4'), at('r5c1'), at('r5c4')]);
    expect(removed(step)).toHaveLength(14);
    expect(step.explanation).toMatch(
      /^X-wing: in rows 1 and 5, 5 fits only in columns 1 and 4, so 5 is removed from r2c1, r2c4, /,
    );
  });

  it('swordfish on rows 1, 4, 7 whose places (2, 2 and 2) cover columns 1, 4, 7', () => {
    const keep = { 1: [1, 4], 4: [4, 7], 7: [1, 4] } as Record<number, number[]>;
    const cells: string[] = [];
    for (const r of [1, 4, 7])
      for (let c = 1; c <= 9; c++) if (!keep[r]!.includes(c)) cells.push(`r${r}c${c}`);
    const step = found(swordfish, emptyWithout(3, 3, [[5, cells]]));
    expect(removed(step)).toHaveLength(18);
    expect(step.explanation).toMatch(
      /^Swordfish: in rows 1, 4 and 7, 5 fits only in columns 1, 4 and 7, so 5 is removed from /,
    );
  });

  it('jellyfish on rows 1, 3, 5, 7 and columns 1-4', () => {
    const cells = [1, 3, 5, 7].flatMap((r) => block([r, r], [5, 9]));
    const step = found(jellyfish, emptyWithout(3, 3, [[5, cells]]));
    expect(removed(step)).toHaveLength(20);
    expect(step.explanation).toMatch(
      /^Jellyfish: in rows 1, 3, 5 and 7, 5 fits only in columns 1, 2, 3 and 4, so /,
    );
  });
});

describe('wings and colouring', () => {
  it('XY-wing: pivot r1c1 {1,2}, pincers r1c5 {1,3} and r5c1 {2,3} remove 3 from r5c5', () => {
    const step = found(xyWing, withCandidates({ r1c1: [1, 2], r1c5: [1, 3], r5c1: [2, 3] }));
    expect(step.eliminations).toEqual([{ cell: at('r5c5'), value: 3 }]);
    expect(step.explanation).toBe(
      'XY-wing: pivot r1c1 {1,2} sees r1c5 {1,3} and r5c1 {2,3}: one of them is 3 either way, so 3 is removed from r5c5.',
    );
  });

  it('XYZ-wing: only cells seeing the pivot and both pincers lose the shared value', () => {
    const step = found(xyzWing, withCandidates({ r1c1: [1, 2, 3], r1c5: [1, 3], r2c2: [2, 3] }));
    expect(step.eliminations).toEqual([
      { cell: at('r1c2'), value: 3 },
      { cell: at('r1c3'), value: 3 },
    ]);
    expect(step.explanation).toBe(
      'XYZ-wing: pivot r1c1 {1,2,3} sees r1c5 {1,3} and r2c2 {2,3}: one of the three is 3, so 3 is removed from r1c2, r1c3.',
    );
  });

  it('simple colouring: cells seeing both colours of a conjugate chain lose the value', () => {
    const cells = [2, 3, 4, 6, 7, 8, 9].map((c) => `r1c${c}`);
    const col5 = [2, 3, 4, 5, 7, 8, 9].map((r) => `r${r}c5`);
    const row6 = [1, 3, 4, 6, 7, 8, 9].map((c) => `r6c${c}`);
    const step = found(simpleColouring, emptyWithout(3, 3, [[1, [...cells, ...col5, ...row6]]]));
    expect(removed(step)).toEqual(['r2c2-1', 'r3c2-1', 'r4c1-1', 'r5c1-1']);
    expect(step.explanation).toBe(
      'Simple colouring: on 1, the conjugate pairs link r1c1, r1c5, r6c2, r6c5 in two colours, one of which holds 1; those cells see both colours, so 1 is removed from r2c2, r3c2, r4c1, r5c1.',
    );
  });

  it('simple colouring: two cells of one colour in a house make that colour false', () => {
    // Chain r1c1 - r1c5 (row 1) - r6c5 (column 5) - r6c2 (row 6) - r2c2 (column 2): r1c1 and r2c2 share
    // a colour and box 1, so 1 leaves r1c1, r6c5 and r2c2.
    const row1 = [2, 3, 4, 6, 7, 8, 9].map((c) => `r1c${c}`);
    const col5 = [2, 3, 4, 5, 7, 8, 9].map((r) => `r${r}c5`);
    const row6 = [1, 3, 4, 6, 7, 8, 9].map((c) => `r6c${c}`);
    const col2 = [3, 4, 5, 7, 8, 9].map((r) => `r${r}c2`);
    const step = found(simpleColouring, emptyWithout(3, 3, [[1, [...row1, ...col5, ...row6, ...col2]]]));
    expect(removed(step)).toEqual(['r1c1-1', 'r2c2-1', 'r6c5-1']);
    expect(step.explanation).toContain('r1c1 and r2c2 share a colour and a house, so that colour is false');
  });
});

// Positions reached by the default path on SE-rated puzzles, just before the chain techniques fire.
const FORCING = '.....5.1.68....53.7....2..6...68....93.....85....54...2..7....8.79....21.6.9.....';
const REGION = '...7.14....2..5.36.......8.4..276..3.6.....1.2..318..5.8.......92.6..1....61.7...';
const NISHIO = '4.....2.662...4.9......6.3..4...2...96.....23...6...4..1.7......5.9...827.9.....5';

function solutionOf(line: string): Int32Array {
  const r = rate(parseLine(line));
  if (r.status !== 'rated') throw new Error(r.reason);
  return r.solution.cells;
}

describe('chains and search', () => {
  it('forcing chains: both values of a two-candidate cell force the same placement', () => {
    const step = found(forcingChains, positionBefore(FORCING, 'forcing-chains')!);
    expect(step.explanation).toBe(
      'Forcing chains: r3c8 is 4 or 9; either way r6c9 becomes 9 within 2 rounds of singles, so it is 9.',
    );
    expect(step.placements).toEqual([{ cell: at('r6c9'), value: 9 }]);
    expect(solutionOf(FORCING)[at('r6c9')]).toBe(9);
    expect(step.length).toBe(2);
  });

  it('forcing chains: one place of a value in a house leads to a contradiction', () => {
    const step = found(forcingChains, positionBefore(REGION, 'forcing-chains')!);
    expect(step.explanation).toBe(
      'Forcing chains: in column 3, 4 is in r3c3 or r8c3; putting 4 in r8c3 leads to a contradiction within 2 rounds of singles, so 4 is removed from r8c3.',
    );
    expect(solutionOf(REGION)[at('r8c3')]).not.toBe(4);
  });

  it('Nishio removes a candidate whose singles run into a contradiction', () => {
    const step = found(nishio, positionBefore(NISHIO, 'nishio')!);
    expect(step.explanation).toBe(
      'Nishio: assuming r1c3 = 5, singles lead to a contradiction within 4 rounds, so 5 is removed from r1c3.',
    );
    expect(solutionOf(NISHIO)[at('r1c3')]).not.toBe(5);
  });

  it('guessing removes a candidate under which the search finds no solution', () => {
    const step = found(guessing, fromLine(NISHIO));
    expect(step.explanation).toBe(
      'Guessing: trying 4 in r7c9 and searching on (1 position tried) finds no solution, so 4 is removed from r7c9.',
    );
    expect(solutionOf(NISHIO)[at('r7c9')]).not.toBe(4);
  });

  it('guessing finds nothing when every candidate leads to a solution (several solutions)', () => {
    expect(guessing.find(fromLine('.'.repeat(81)))).toBeNull();
  });
});
