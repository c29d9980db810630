import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import { checkAssignment, compileModel, countSolutions, type Model } from '../../core/index.js';
import { buildKenKenModel, parseKenKen } from '../../models/kenken/index.js';
import { buildKillerModel, parseKillerShort } from '../../models/killer/index.js';
import { buildVariantModel } from '../../models/sudoku/variants/index.js';
import { SMALL_VARIANT_FIXTURES, VARIANT_FIXTURES } from '../models/sudoku/variants/variantFixtures.js';

/**
 * Presolve never changes an answer: on every variant fixture, the hard killers and the KenKen, the
 * native count (capped at 3) is the same with and without it, and every solution found with it
 * satisfies the model as given (without the derived constraints).
 */
const fixture = (path: string): string =>
  readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8');

const cases: [string, () => Model][] = [
  ...[...Object.entries(SMALL_VARIANT_FIXTURES), ...Object.entries(VARIANT_FIXTURES)].map(
    ([name, f]): [string, () => Model] => [`variant ${name}`, () => buildVariantModel(f.puzzle).model],
  ),
  // Without givens the sums carry the puzzle (several solutions): the variants whose rules are sums.
  ...Object.entries(VARIANT_FIXTURES)
    .filter(([name]) => /killer|arrow/i.test(name))
    .map(([name, f]): [string, () => Model] => [
      `variant ${name} without givens (several solutions)`,
      () => {
        const { givens: _givens, ...rest } = f.puzzle;
        return buildVariantModel(rest).model;
      },
    ]),
  ...fixture('killer/tarek-hard.txt')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .slice(0, 3)
    .map((l, i): [string, () => Model] => [
      `tarek killer #${i + 1}`,
      () => buildKillerModel(parseKillerShort(l.split(' ')[0]!), { innies: false }).model,
    ]),
  ['kenken conceptis 9×9', () => buildKenKenModel(parseKenKen(fixture('kenken/conceptis-9x9.kenken'))).model],
];

describe('presolve conformance (native, with and without presolve)', () => {
  it.each(cases)(
    '%s',
    async (_, make) => {
      const model = make();
      const on = await countSolutions(new NativeBackend(), model, 3, { timeoutMs: 20_000 });
      const off = await countSolutions(new NativeBackend(), model, 3, {
        timeoutMs: 20_000,
        backendOptions: { native: { presolve: false } },
      });
      expect(on.result.reason).toBeUndefined();
      expect(off.result.reason).toBeUndefined();
      expect(on.count).toBe(off.count);
      for (const s of on.result.solutions) expect(checkAssignment(model, s.values)).toEqual([]);
    },
    60_000,
  );

  it('derives something on the killer-like fixtures (else the rows above would prove nothing)', () => {
    const killer = VARIANT_FIXTURES.killer!;
    expect(compileModel(buildVariantModel(killer.puzzle).model).presolve?.constraints.length).toBeGreaterThan(
      0,
    );
  });
});
