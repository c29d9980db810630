import fc from 'fast-check';
import { take } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Step } from '../../../../models/sudoku/techniques/Step.js';
import {
  applyVariantStep,
  boundedForcing,
  findVariantStep,
  rateVariant,
  VariantCandidates,
  variantHint,
  variantSteps,
  variantTechniques,
} from '../../../../models/sudoku/variantSteps/index.js';
import { buildVariantModel, type VariantPuzzle } from '../../../../models/sudoku/variants/index.js';
import {
  digitsOf,
  SMALL_VARIANT_FIXTURES,
  VARIANT_FIXTURES,
  type VariantFixture,
} from '../variants/variantFixtures.js';

const ALL: [string, VariantFixture][] = [
  ...Object.entries(VARIANT_FIXTURES),
  ...Object.entries(SMALL_VARIANT_FIXTURES),
];

/** Independent check of a step against the known solution, by the test rather than the rater. */
function expectSound(step: Step, truth: readonly number[]): void {
  for (const p of step.placements) expect(p.value, step.explanation).toBe(truth[p.cell]);
  for (const e of step.eliminations) expect(e.value, step.explanation).not.toBe(truth[e.cell]);
  expect(step.placements.length + step.eliminations.length, step.explanation).toBeGreaterThan(0);
  expect(step.explanation).not.toContain('\n');
}

/** The cell names the explanation must mention: what the step places or removes. */
function expectNamesItsCells(step: Step, puzzle: VariantPuzzle): void {
  const g = buildVariantModel(puzzle).geometry;
  const changed = [...step.placements, ...step.eliminations].map((x) => g.cellName(x.cell));
  for (const name of changed.slice(0, 3)) expect(step.explanation, step.explanation).toContain(name);
}

describe('variant stepper on every variant fixture', () => {
  it.each(ALL)('%s gets a hint and a rating, every step sound', (_name, fixture) => {
    const truth = digitsOf(fixture.solution);
    const step = variantHint(fixture.puzzle);
    expect(step).not.toBeNull();
    expectSound(step!, truth);
    expectNamesItsCells(step!, fixture.puzzle);
    const r = rateVariant(fixture.puzzle, { keepPath: true });
    expect(r.status, 'reason' in r ? r.reason : '').toBe('rated');
    if (r.status !== 'rated') return;
    expect([...r.solution.cells]).toEqual(truth);
    expect(r.score).toBeGreaterThan(0);
    expect(r.difficulty).toBeGreaterThanOrEqual(1);
    for (const s of r.path!) expectSound(s, truth);
    // The path fills the grid: its placements and the givens are the solution.
    const filled = [...buildVariantModel(fixture.puzzle).givens.cells];
    for (const s of r.path!) for (const p of s.placements) filled[p.cell] = p.value;
    expect(filled).toEqual(truth);
  });
});

describe('variant techniques, one at a time', () => {
  const first = (puzzle: VariantPuzzle, id: string): Step => {
    const t = variantTechniques.find((x) => x.id === id)!;
    const step = t.find(VariantCandidates.of(buildVariantModel(puzzle)));
    expect(step, id).not.toBeNull();
    return step!;
  };

  it('cage combinations keep the digits of the sets a cage total allows', () => {
    const step = first(
      { size: 9, constraints: [{ type: 'killer', cells: ['r1c1', 'r1c2'], sum: 3 }] },
      'cage-combinations',
    );
    expect(step.explanation).toContain('killer #0 (r1c1, r1c2) sums to 3: only {1,2} fit');
    const gone = new Set(step.eliminations.map((e) => `${e.cell}:${e.value}`));
    for (const cell of [0, 1]) for (let v = 3; v <= 9; v++) expect(gone.has(`${cell}:${v}`)).toBe(true);
    expect(step.eliminations).toHaveLength(14);
  });

  it('cage combinations place a digit every set needs when one cell alone can hold it', () => {
    // {1,2,4} is the only set for 7 in three cells; 4 is out of r1c1 and r1c2 (givens in their columns).
    const cells = [...'.'.repeat(81)];
    cells[27] = '4'; // r4c1
    cells[55] = '4'; // r7c2
    const givens = cells.join('');
    const puzzle: VariantPuzzle = {
      size: 9,
      givens,
      constraints: [{ type: 'killer', cells: ['r1c1', 'r1c2', 'r1c3'], sum: 7 }],
    };
    const grid = VariantCandidates.of(buildVariantModel(puzzle));
    const t = variantTechniques.find((x) => x.id === 'cage-combinations')!;
    // First the eliminations, then the placement.
    let step = t.find(grid);
    while (step !== null && step.placements.length === 0) {
      applyVariantStep(grid, step);
      step = t.find(grid);
    }
    expect(step?.placements).toEqual([{ cell: 2, value: 4 }]);
    expect(step?.explanation).toContain('every one needs 4 and only r1c3 can hold it');
  });

  it('thermometer ranges bound each cell by its distance from bulb and tip', () => {
    const step = first(
      { size: 9, constraints: [{ type: 'thermometer', cells: ['r1c1', 'r1c2', 'r1c3'] }] },
      'thermometer-ranges',
    );
    expect(step.explanation).toContain('r1c1 1..7, r1c2 2..8, r1c3 3..9');
    expect(step.eliminations).toEqual([
      { cell: 0, value: 8 },
      { cell: 0, value: 9 },
      { cell: 1, value: 1 },
      { cell: 1, value: 9 },
      { cell: 2, value: 1 },
      { cell: 2, value: 2 },
    ]);
  });

  it('pair rules remove what the other cell cannot complete (black kropki)', () => {
    const step = first(
      { size: 9, constraints: [{ type: 'kropki', color: 'black', cells: ['r1c1', 'r1c2'] }] },
      'pair-rules',
    );
    // 5, 7 and 9 have neither a half nor a double in 1..9.
    expect(step.eliminations.filter((e) => e.cell === 0).map((e) => e.value)).toEqual([5, 7, 9]);
    expect(step.explanation).toMatch(/^Pair rule: kropki #0: r1c1 and r1c2 must be in ratio 1:2; /);
  });

  it('whisper differences remove digits too close to every neighbour candidate', () => {
    const step = first(
      { size: 9, constraints: [{ type: 'whispers', cells: ['r1c1', 'r1c2'] }] },
      'whisper-differences',
    );
    expect(step.eliminations).toEqual([
      { cell: 0, value: 5 },
      { cell: 1, value: 5 },
    ]);
  });

  it('renban sets keep the runs that can still fit', () => {
    // 7 in r1c9 leaves the five-cell line of row 1 the runs 1..5 and 2..6: 8 and 9 go from all five.
    const givens = `${'.'.repeat(8)}7${'.'.repeat(72)}`;
    const step = first(
      { size: 9, givens, constraints: [{ type: 'renban', cells: ['r1c1', 'r1c2', 'r1c3', 'r1c4', 'r1c5'] }] },
      'renban-sets',
    );
    expect(step.explanation).toContain('only 1..5 or 2..6 can fit');
    expect(step.eliminations).toEqual(
      [0, 1, 2, 3, 4].flatMap((cell) => [
        { cell, value: 8 },
        { cell, value: 9 },
      ]),
    );
  });

  it('sandwich sums keep the placements of the 1 and the N whose crust can add up', () => {
    // 35 = 2 + … + 8: the 1 and the 9 stand at the two ends of row 1.
    const step = first({ size: 9, constraints: [{ type: 'sandwich', row: 1, sum: 35 }] }, 'sandwich-sums');
    expect(step.explanation).toContain('can only stand at r1c1/r1c9 or r1c9/r1c1');
    const gone = (cell: number): number[] =>
      step.eliminations.filter((e) => e.cell === cell).map((e) => e.value);
    expect(gone(0)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(gone(8)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    for (let c = 1; c < 8; c++) expect(gone(c)).toEqual([1, 9]);
  });

  it('X-wing pairs two houses off through two others', () => {
    const grid = VariantCandidates.of(buildVariantModel({ size: 9, constraints: [{ type: 'diagonal' }] }));
    // 5 left in row 1 at r1c2, r1c7 and in row 5 at r5c2, r5c7 only.
    for (const row of [0, 4])
      for (let col = 0; col < 9; col++) if (col !== 1 && col !== 6) grid.eliminate(row * 9 + col, 5);
    const step = variantTechniques.find((t) => t.id === 'x-wing')!.find(grid)!;
    expect(step.explanation).toContain(
      '5 goes in row 1 at r1c2, r1c7 and in row 5 at r5c2, r5c7; column 2 and column 7',
    );
    const cols = new Set(step.eliminations.map((e) => e.cell % 9));
    expect([...cols].sort()).toEqual([1, 6]);
    expect(step.eliminations).toHaveLength(14);
  });

  it('innies and outies turn the 45 rule into a small sum', () => {
    // Row 1 is covered by cages but for r1c9: r1c9 = 45 - 36 = 9.
    const cells = ['r1c1', 'r1c2', 'r1c3', 'r1c4', 'r1c5', 'r1c6', 'r1c7', 'r1c8'] as const;
    const step = first(
      { size: 9, constraints: [{ type: 'killer', cells: [...cells], sum: 36 }] },
      'innies-outies',
    );
    expect(step.explanation).toContain('row 1 holds 45; the cages inside add 36');
    expect(step.eliminations.every((e) => e.cell === 8)).toBe(true);
    expect(step.eliminations.map((e) => e.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('bounded forcing', () => {
  it('reasons about a rule with no technique of its own through its propagators, naming it', () => {
    const fixture = VARIANT_FIXTURES.sandwich!;
    const truth = digitsOf(fixture.solution);
    const grid = VariantCandidates.of(buildVariantModel(fixture.puzzle));
    const step = findVariantStep(grid, [boundedForcing]);
    expect(step).not.toBeNull();
    expectSound(step!, truth);
    expect(step!.explanation).toMatch(
      /^Bounded forcing: assuming r\d+c\d+ = \d+, the puzzle's propagators reach a contradiction in \d+ steps? \(.*sandwich #\d+.*\), so \d+ goes from r\d+c\d+\.$/,
    );
    expect(step!.length).toBeGreaterThan(0);
  });

  it('next to the singles, it takes a line-rule puzzle further than the singles alone', () => {
    const fixture = VARIANT_FIXTURES.zipperLine!;
    const truth = digitsOf(fixture.solution);
    const singles = variantTechniques.filter((t) =>
      ['full-house', 'naked-single', 'hidden-single'].includes(t.id),
    );
    const grid = VariantCandidates.of(buildVariantModel(fixture.puzzle));
    const singlesOnly = grid.clone();
    for (
      let s = findVariantStep(singlesOnly, singles);
      s !== null;
      s = findVariantStep(singlesOnly, singles)
    ) {
      applyVariantStep(singlesOnly, s);
    }
    const techniques = [...singles, boundedForcing];
    for (
      let k = 0, s = findVariantStep(grid, techniques);
      s !== null && k < 400;
      k++, s = findVariantStep(grid, techniques)
    ) {
      expectSound(s, truth);
      applyVariantStep(grid, s);
    }
    const candidates = (g: VariantCandidates): number => {
      let total = 0;
      for (let c = 0; c < g.cellCount; c++) total += g.count(c);
      return total;
    };
    expect(grid.unsolved).toBeLessThanOrEqual(singlesOnly.unsolved);
    expect(candidates(grid)).toBeLessThan(candidates(singlesOnly));
  });
});

describe('soundness on random positions', () => {
  it('no step removes the true value or places a wrong one, from any number of extra solution givens', () => {
    const names = ALL.map(([n]) => n);
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.integer({ min: 0, max: 2 ** 30 }), (name, seed) => {
        const fixture = ALL.find(([n]) => n === name)![1];
        const truth = digitsOf(fixture.solution);
        // Reveal a random share of the solution: a different position of the same rules.
        let x = seed;
        const givens = [...(fixture.puzzle.givens ?? '.'.repeat(truth.length))].map((ch, i) => {
          x = (Math.imul(x, 1103515245) + 12345) | 0;
          return ch === '.' && ((x >>> 16) & 3) === 0 ? truth[i]!.toString(36) : ch;
        });
        const puzzle = { ...fixture.puzzle, givens: givens.join('') } as VariantPuzzle;
        let k = 0;
        let failure: unknown;
        variantSteps(puzzle)
          .pipe(take(60))
          .subscribe({
            next: (step) => {
              k++;
              expectSound(step, truth);
            },
            error: (e: unknown) => {
              failure = e;
            },
          });
        expect(failure).toBeUndefined();
        // A quarter of the empty cells revealed still leaves work on every fixture.
        expect(k).toBeGreaterThan(0);
      }),
      { numRuns: 12, seed: 1919 },
    );
  });
});
