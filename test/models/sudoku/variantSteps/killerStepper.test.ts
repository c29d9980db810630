import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileModel } from '../../../../core/solver/compileModel.js';
import { type KillerPuzzle, parseKiller, parseKillerShort } from '../../../../models/killer/index.js';
import { rateVariant, variantTechniques } from '../../../../models/sudoku/variantSteps/index.js';
import { buildVariantModel, type VariantPuzzle } from '../../../../models/sudoku/variants/index.js';
import { digitsOf, SMALL_VARIANT_FIXTURES, VARIANT_FIXTURES } from '../variants/variantFixtures.js';

const FIXTURES = new URL('../../../fixtures/killer/', import.meta.url);

/** A killer of the killer model as a variant puzzle: its cages, with their totals where they have one. */
function asVariant(k: KillerPuzzle): VariantPuzzle {
  const n = k.grid.geometry.size;
  const ref = (c: number): `r${number}c${number}` => `r${Math.floor(c / n) + 1}c${(c % n) + 1}`;
  return {
    size: n,
    constraints: k.cages.map((c) =>
      c.sum === undefined
        ? { type: 'killer' as const, cells: c.cells.map(ref) }
        : { type: 'killer' as const, cells: c.cells.map(ref), sum: c.sum },
    ),
  };
}

/** Every killer of the fixtures: the published hard ones, Wikipedia's, and the variant fixtures with cages. */
function killerFixtures(): { name: string; puzzle: VariantPuzzle; solution: number[] }[] {
  const out: { name: string; puzzle: VariantPuzzle; solution: number[] }[] = [];
  readFileSync(new URL('tarek-hard.txt', FIXTURES), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .forEach((line, i) => {
      const [short, solution] = line.trim().split(' ') as [string, string];
      out.push({
        name: `tarek #${i + 1}`,
        puzzle: asVariant(parseKillerShort(short)),
        solution: digitsOf(solution),
      });
    });
  const wiki = readFileSync(new URL('wikipedia.killer', FIXTURES), 'utf8');
  const wikiSolution = /Unique solution:\s*\n#\s*(\d{81})/.exec(wiki)![1]!;
  out.push({ name: 'wikipedia', puzzle: asVariant(parseKiller(wiki)), solution: digitsOf(wikiSolution) });
  for (const [name, f] of [...Object.entries(VARIANT_FIXTURES), ...Object.entries(SMALL_VARIANT_FIXTURES)]) {
    if (f.puzzle.constraints?.some((c) => c.type === 'killer')) {
      out.push({ name, puzzle: f.puzzle, solution: digitsOf(f.solution) });
    }
  }
  return out;
}

/** Whether the native engine's root propagation alone (no search) fixes every cell, checked against the solution. */
function propagationSolves(puzzle: VariantPuzzle, solution: readonly number[]): boolean {
  const vm = buildVariantModel(puzzle);
  const { engine, store } = compileModel(vm.model);
  expect(engine.propagate()).toBe(true);
  let fixed = 0;
  for (let c = 0; c < solution.length; c++) {
    if (store.size[c] === 1) {
      expect(store.value(c)).toBe(solution[c]);
      fixed++;
    }
  }
  return fixed === solution.length;
}

describe('variant stepper on killers', () => {
  const noGuessing = variantTechniques.filter((t) => t.id !== 'guessing');
  const set = killerFixtures();
  const outcomes: { propagated: boolean; stepped: boolean }[] = [];

  it.each(set.map((k) => [k.name, k] as const))(
    '%s: the stepper solves it whenever propagation does',
    (name, k) => {
      const propagated = propagationSolves(k.puzzle, k.solution);
      const r = rateVariant(k.puzzle, { techniques: noGuessing });
      if (r.status === 'rated') expect([...r.solution.cells], name).toEqual(k.solution);
      else expect(r.status, name).toBe('stuck');
      if (propagated) expect(r.status, `${name}: propagation solves it, the stepper must too`).toBe('rated');
      outcomes.push({ propagated, stepped: r.status === 'rated' });
    },
  );

  it('solves at least as many killer fixtures as search-free propagation does', () => {
    expect(set.length).toBeGreaterThanOrEqual(25);
    expect(outcomes).toHaveLength(set.length);
    const byPropagation = outcomes.filter((o) => o.propagated).length;
    const byStepper = outcomes.filter((o) => o.stepped).length;
    expect(byStepper).toBeGreaterThanOrEqual(byPropagation);
  });
});
