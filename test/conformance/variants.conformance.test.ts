import { firstValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../adapters/createContainer.js';
import { checkAssignment, countSolutions, UnsupportedConstraintError } from '../../core/index.js';
import { formatLine } from '../../models/sudoku/index.js';
import {
  buildVariantModel,
  checkVariantSolution,
  decodeVariantSolution,
  decodeVariantValues,
  type VariantPuzzle,
} from '../../models/sudoku/variants/index.js';
import { GAP_FIXTURES } from '../models/sudoku/variants/gapFixtures.js';
import { SHAPE_FIXTURES } from '../models/sudoku/variants/shapeFixtures.js';
import {
  RELATION_FIXTURES,
  SMALL_VARIANT_FIXTURES,
  VARIANT_FIXTURES,
} from '../models/sudoku/variants/variantFixtures.js';
import { configBackend, configNames } from '../support/conformanceConfigs.js';

/**
 * Every sudoku variant model on every registered backend: when `supports()` says yes, the answer
 * and the count (capped at 2) must match native's and the solution must check; when it says no, it
 * must name the constraints it cannot express (index and type), and solving must fail the same way.
 * The puzzles are 6×6 (one per variant, and combinations) so that every backend finishes them
 * quickly; the 9×9, 12×12 and 16×16 fixtures run on native in test/models/sudoku/variants.
 */
const container = createContainer();
const names = configNames(container);
const native = getBackend(container, 'native');

/** Small puzzles of every variant, so that slow backends finish too. */
const SMALL: Record<string, VariantPuzzle> = {
  'killer 4×4 (two solutions)': {
    size: 4,
    constraints: [
      { type: 'killer', cells: ['r1c1', 'r1c2'], sum: 3 },
      { type: 'killer', cells: ['r2c1', 'r2c2'], sum: 7 },
      { type: 'killer', cells: ['r3c3', 'r4c3'], sum: 3 },
    ],
  },
  'unsat: thermometer 4×4 against the givens': {
    size: 4,
    givens: '4...............',
    constraints: [{ type: 'thermometer', cells: ['r1c1', 'r1c2'] }],
  },
};

const cases: [string, VariantPuzzle][] = [
  ...[
    ...Object.entries(SMALL_VARIANT_FIXTURES),
    ...Object.entries(VARIANT_FIXTURES),
    ...Object.entries(RELATION_FIXTURES),
  ]
    .filter(([, f]) => f.puzzle.size <= 6)
    .map(([name, f]): [string, VariantPuzzle] => [name, f.puzzle]),
  ...Object.entries(SMALL),
];

describe.each(names)('variant conformance: backend %s', (name) => {
  const backend = configBackend(container, name);

  it.each(cases)(
    '%s',
    async (_, puzzle) => {
      const vm = buildVariantModel(puzzle);
      const report = backend.supports(vm.model);
      if (!report.ok) {
        expect(report.unsupported.length).toBeGreaterThan(0);
        for (const line of report.unsupported) expect(line).toMatch(/#\d+/);
        const events = firstValueFrom(backend.solve(vm.model).pipe(toArray()));
        await expect(events).rejects.toBeInstanceOf(UnsupportedConstraintError);
        return;
      }
      const expected = await countSolutions(native, vm.model, 2);
      const got = await countSolutions(backend, vm.model, 2);
      expect(got.count).toBe(expected.count);
      expect(got.result.status).toBe(expected.result.status);
      for (const s of got.result.solutions) {
        expect(checkAssignment(vm.model, s.values)).toEqual([]);
        expect(checkVariantSolution(puzzle, decodeVariantSolution(vm, s.values))).toEqual([]);
      }
      if (expected.count === 1) {
        const grid = (s: { values: Int32Array }) => formatLine(decodeVariantSolution(vm, s.values));
        expect(grid(got.result.solutions[0]!)).toBe(grid(expected.result.solutions[0]!));
      }
    },
    60_000,
  );
});

/**
 * Grids beyond N×N of digits 1..N (rectangular, jigsaw on a rectangle, extra values, 0-based, Latin
 * square, extra cells), and the 6×6 puzzles of region same values, doppelganger and 0-based sums: the
 * same agreement on every backend, checked in the puzzle's own values.
 */
const SHAPE_CASES = [
  ...Object.entries(SHAPE_FIXTURES),
  ...Object.entries(GAP_FIXTURES).filter(([, f]) => (f.puzzle.rows ?? f.puzzle.size) <= 6),
];

describe.each(names)('variant shape conformance: backend %s', (name) => {
  const backend = configBackend(container, name);

  it.each(SHAPE_CASES)(
    '%s',
    async (_, f) => {
      const vm = buildVariantModel(f.puzzle);
      const report = backend.supports(vm.model);
      if (!report.ok) {
        expect(report.unsupported.length).toBeGreaterThan(0);
        for (const line of report.unsupported) expect(line).toMatch(/#\d+/);
        const events = firstValueFrom(backend.solve(vm.model).pipe(toArray()));
        await expect(events).rejects.toBeInstanceOf(UnsupportedConstraintError);
        return;
      }
      const got = await countSolutions(backend, vm.model, 2);
      expect(got.count).toBe(1);
      const values = [...decodeVariantValues(vm, got.result.solutions[0]!.values)];
      expect(checkAssignment(vm.model, got.result.solutions[0]!.values)).toEqual([]);
      expect(checkVariantSolution(f.puzzle, values)).toEqual([]);
      expect(values).toEqual(f.solution);
    },
    60_000,
  );
});
