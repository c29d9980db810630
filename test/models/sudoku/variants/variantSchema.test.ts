import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromFPuzzles,
  resolveVariantPuzzle,
  toFPuzzles,
  VARIANT_RULES,
  VariantError,
  type VariantPuzzle,
  variantPuzzleSchema,
} from '../../../../models/sudoku/variants/index.js';
import { GAP_FIXTURES } from './gapFixtures.js';
import { puzzleArb } from './variantArbitraries.js';
import { RELATION_FIXTURES, SMALL_VARIANT_FIXTURES, VARIANT_FIXTURES } from './variantFixtures.js';

const schemaFile = new URL('../../../../models/sudoku/variants/variant-puzzle.schema.json', import.meta.url);
const webSamples = new URL('../../../../web/samples/variants.json', import.meta.url);

const schema = variantPuzzleSchema();
// Strict mode: a keyword ajv does not know, or a malformed schema, fails the compile. Only `required`
// inside a `oneOf` branch without its own `properties` (how "exactly one of row and column" is written,
// valid JSON Schema) is allowed.
const validate = new Ajv2020({ strict: true, strictRequired: false, allErrors: true }).compile(schema);

/** The schema's complaints about `value`, `[]` when it accepts it. */
function schemaErrors(value: unknown): string[] {
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** The validator's message for `value`, `undefined` when it accepts it. */
function validatorError(value: unknown): string | undefined {
  try {
    resolveVariantPuzzle(value);
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(VariantError);
    return (e as Error).message;
  }
}

/** Every shared variant puzzle: the test fixtures of both sizes (and other shapes) and the web playground's samples. */
const SHARED: readonly [string, VariantPuzzle][] = [
  ...Object.entries(VARIANT_FIXTURES).map(([name, f]): [string, VariantPuzzle] => [name, f.puzzle]),
  ...Object.entries(SMALL_VARIANT_FIXTURES).map(([name, f]): [string, VariantPuzzle] => [name, f.puzzle]),
  ...Object.entries(RELATION_FIXTURES).map(([name, f]): [string, VariantPuzzle] => [name, f.puzzle]),
  ...Object.entries(GAP_FIXTURES).map(([name, f]): [string, VariantPuzzle] => [name, f.puzzle]),
  ...(JSON.parse(readFileSync(webSamples, 'utf8')) as VariantPuzzle[]).map(
    (p, i): [string, VariantPuzzle] => [`web sample ${i + 1}`, p],
  ),
];

describe('the variant JSON Schema, generated from the format definition', () => {
  it('is what variant-puzzle.schema.json holds (run `npm run schema` after changing a rule)', () => {
    expect(JSON.parse(readFileSync(schemaFile, 'utf8'))).toEqual(schema);
  });

  it('has one definition per rule, each tagged with its type', () => {
    const defs = schema.$defs as Record<string, { properties: { type: { const: string } } }>;
    for (const rule of VARIANT_RULES) expect(defs[rule.type]!.properties.type.const).toBe(rule.type);
  });

  it.each(SHARED)('accepts the shared puzzle %s', (_, puzzle) => {
    expect(validatorError(puzzle)).toBeUndefined();
    expect(schemaErrors(puzzle)).toEqual([]);
  });

  it('the shared puzzles use every rule', () => {
    const used = new Set(SHARED.flatMap(([, p]) => (p.constraints ?? []).map((c) => c.type)));
    expect(VARIANT_RULES.map((r) => r.type).filter((t) => !used.has(t))).toEqual([]);
  });

  it('accepts every generated puzzle the validator accepts, and their f-puzzles round trips', () => {
    let valid = 0;
    fc.assert(
      fc.property(puzzleArb, (p) => {
        // JSON text, as a file would hold it ([row, col] tuples and all).
        const json = JSON.parse(JSON.stringify(p)) as unknown;
        if (validatorError(json) !== undefined) return;
        valid++;
        expect(schemaErrors(json)).toEqual([]);
        expect(schemaErrors(JSON.parse(JSON.stringify(fromFPuzzles(toFPuzzles(p)))))).toEqual([]);
      }),
      { numRuns: 150 },
    );
    expect(valid).toBeGreaterThan(50);
  });

  // Shape errors the schema and the validator both catch, made for every rule from its definition; the
  // validator's message names the constraint by index and type, and the property.
  const withRule = VARIANT_RULES.map((rule) => {
    const found = SHARED.flatMap(([, p]) => (p.constraints ?? []).filter((c) => c.type === rule.type))[0];
    return [rule.type, rule, found] as const;
  });

  it.each(withRule)('%s: an unknown property is refused by both, naming it', (type, _, constraint) => {
    const puzzle = { size: 9, constraints: [{ type: 'antiKing' }, { ...constraint, colour: 'red' }] };
    expect(schemaErrors(puzzle)).not.toEqual([]);
    expect(validatorError(puzzle)).toMatch(
      new RegExp(`^constraint #1 \\(${type}\\): unknown property 'colour' \\(expected`),
    );
  });

  it.each(withRule)('%s: each required property left out is refused by both, naming it', (type, rule, c) => {
    const required = Object.entries(rule.fields).filter(([, f]) => f.required);
    for (const [name] of required) {
      const damaged: Record<string, unknown> = { ...c };
      delete damaged[name];
      const puzzle = { size: 9, constraints: [damaged] };
      expect(schemaErrors(puzzle)).not.toEqual([]);
      expect(validatorError(puzzle)).toBe(`constraint #0 (${type}): missing property '${name}'`);
    }
  });

  it.each(withRule)(
    '%s: each property of the wrong JSON type is refused by both, naming it',
    (type, rule, c) => {
      for (const name of Object.keys(rule.fields)) {
        const puzzle = { size: 9, constraints: [{ ...c, [name]: { wrong: true } }] };
        expect(schemaErrors(puzzle)).not.toEqual([]);
        expect(validatorError(puzzle)).toMatch(new RegExp(`^constraint #0 \\(${type}\\): '${name}' must be`));
      }
    },
  );

  it('refuses an unknown type in both, the validator listing the known ones', () => {
    const puzzle = { size: 9, constraints: [{ type: 'renbanish', cells: ['r1c1'] }] };
    expect(schemaErrors(puzzle)).not.toEqual([]);
    expect(validatorError(puzzle)).toMatch(/^constraint #0: unknown type 'renbanish' \(known: diagonal, /);
  });

  it('refuses puzzle properties the same way: unknown, wrong type, box sizes apart', () => {
    for (const [puzzle, message] of [
      [{ size: 9, colour: 'red' }, /^unknown property 'colour'/],
      [{ size: '9' }, /^'size' must be an integer 1\.\.36; got "9"/],
      [{ size: 9, boxWidth: 3 }, /^give 'boxWidth' and 'boxHeight' together/],
      [{ size: 9, constraints: {} }, /^'constraints' must be an array/],
      [{}, /^missing property 'size'/],
    ] as const) {
      expect(schemaErrors(puzzle)).not.toEqual([]);
      expect(validatorError(puzzle)).toMatch(message);
    }
  });
});
