import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import { countSolutions } from '../../../../core/index.js';
import { formatLine } from '../../../../models/sudoku/index.js';
import {
  buildVariantModel,
  checkVariantSolution,
  decodeVariantSolution,
  solveVariant,
  type VariantConstraintType,
  type VariantPuzzle,
} from '../../../../models/sudoku/variants/index.js';
import { digitsOf, SMALL_VARIANT_FIXTURES, VARIANT_FIXTURES } from './variantFixtures.js';

const backend = getBackend(createContainer(), 'native');
const entries = Object.entries(VARIANT_FIXTURES);

describe('variant fixtures (one puzzle per variant, and combinations)', () => {
  it.each([
    ['fixtures', VARIANT_FIXTURES],
    ['small fixtures (conformance)', SMALL_VARIANT_FIXTURES],
  ])('%s cover every constraint type and jigsaw regions', (_, fixtures) => {
    const all = Object.values(fixtures);
    const types = new Set<VariantConstraintType>();
    for (const f of all) for (const c of f.puzzle.constraints ?? []) types.add(c.type);
    expect(all.some((f) => f.puzzle.regions !== undefined)).toBe(true);
    expect([...types].sort()).toEqual(
      [
        'antiKing',
        'antiKnight',
        'arrow',
        'diagonal',
        'disjointGroups',
        'even',
        'extraRegion',
        'killer',
        'kropki',
        'kropkiNegative',
        'littleKiller',
        'nonConsecutive',
        'odd',
        'palindrome',
        'parityLine',
        'slowThermometer',
        'entropicLine',
        'betweenLine',
        'zipperLine',
        'regionSumLine',
        'renban',
        'sandwich',
        'thermometer',
        'whispers',
        'windoku',
        'xv',
        'xvNegative',
        'sum',
        'doubleArrow',
        'quadruple',
        'xSum',
        'skyscraper',
        'numberedRoom',
        'lunchbox',
        'rellik',
        'equalityCage',
        'sumLine',
        'modularLine',
        'lockoutLine',
        'greaterThan',
        'countingCircles',
        'hiddenSkyscraper',
        'fullRank',
      ].sort(),
    );
  });

  it('come in sizes 6, 9, 12 and 16', () => {
    expect(new Set(entries.map(([, f]) => f.puzzle.size))).toEqual(new Set([6, 9, 12, 16]));
  });

  it.each(entries)('%s: the known solution checks, and is the one solution native finds', async (_, f) => {
    expect(checkVariantSolution(f.puzzle, digitsOf(f.solution))).toEqual([]);
    const vm = buildVariantModel(f.puzzle);
    const { count, result } = await countSolutions(backend, vm.model, 2);
    expect(count).toBe(1);
    expect(formatLine(decodeVariantSolution(vm, result.solutions[0]!.values))).toBe(f.solution);
  });

  it.each(entries.filter(([, f]) => (f.puzzle.constraints ?? []).length > 0))(
    '%s: without its constraints the givens alone are not unique (the constraints do the work)',
    async (_, f) => {
      const bare: VariantPuzzle = { ...f.puzzle, constraints: [] };
      const { count } = await countSolutions(backend, buildVariantModel(bare).model, 2);
      expect(count).toBe(2);
    },
  );

  it('solveVariant returns the solution as a grid', async () => {
    const f = VARIANT_FIXTURES.killerThermo!;
    const r = await solveVariant(f.puzzle, { backend });
    expect(r.status).toBe('sat');
    expect(formatLine(r.solutions[0]!)).toBe(f.solution);
  });

  it('checkVariantSolution names the constraint a wrong grid breaks', () => {
    const f = VARIANT_FIXTURES.killer!;
    const digits = digitsOf(f.solution);
    // Swapping two cells of one row keeps rows valid but breaks columns and, here, cages.
    [digits[0], digits[1]] = [digits[1]!, digits[0]!];
    const problems = checkVariantSolution(f.puzzle, digits);
    expect(problems.some((p) => /^column 1: /.test(p))).toBe(true);
    expect(problems.some((p) => /^constraint #\d+ \(killer\): /.test(p))).toBe(true);
  });

  it('checkVariantSolution reports wrong sizes, digits out of range and changed givens', () => {
    const f = VARIANT_FIXTURES.diagonal!;
    expect(checkVariantSolution(f.puzzle, [1, 2, 3])).toEqual([
      'the solution has 3 cells; a 9×9 grid has 81',
    ]);
    const digits = digitsOf(f.solution);
    digits[5] = 0;
    expect(checkVariantSolution(f.puzzle, digits)).toEqual(['r1c6 holds 0, not a digit 1..9']);
    const given = (f.puzzle.givens as string).search(/[1-9]/);
    const changed = digitsOf(f.solution);
    changed[given] = (changed[given]! % 9) + 1;
    expect(checkVariantSolution(f.puzzle, changed)[0]).toMatch(/but the puzzle gives/);
  });
});
