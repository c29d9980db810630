import type {
  AnyVariantField,
  FieldContext,
  FieldOutput,
  FieldTable,
  ObjectShape,
  OutputOf,
} from './VariantField.js';

/** `true` for a plain object (not an array, not `null`). */
export function isPlainObject(v: unknown): v is Readonly<Record<string, unknown>> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Refuses properties the shape does not define (besides `extra`, e.g. a constraint's `type`), naming the
 * first unknown one and listing the known ones.
 */
export function checkProperties<F extends FieldTable>(
  shape: ObjectShape<F>,
  input: Readonly<Record<string, unknown>>,
  ctx: FieldContext,
  extra: readonly string[] = [],
): void {
  const known = Object.keys(shape.fields);
  for (const key of Object.keys(input)) {
    if (!known.includes(key) && !extra.includes(key)) {
      const expected = [...extra, ...known];
      ctx.fail(`unknown property '${key}' (expected ${expected.length > 0 ? expected.join(', ') : 'none'})`);
    }
  }
}

/** Checks the shape's combinations: exactly one of `exactlyOne`, all or none of `together`. */
export function checkCombinations<F extends FieldTable>(
  shape: ObjectShape<F>,
  input: Readonly<Record<string, unknown>>,
  ctx: FieldContext,
): void {
  const quoted = (keys: readonly string[]): string => keys.map((k) => `'${k}'`).join(' and ');
  const given = (keys: readonly string[]): number => keys.filter((k) => input[k] !== undefined).length;
  if (shape.exactlyOne !== undefined && given(shape.exactlyOne) !== 1) {
    ctx.fail(`give exactly one of ${quoted(shape.exactlyOne)}`);
  }
  if (shape.together !== undefined) {
    const k = given(shape.together);
    if (k !== 0 && k !== shape.together.length)
      ctx.fail(`give ${quoted(shape.together)} together, or none of them`);
  }
}

/** Reads one property: its value when present, `absent()` when optional and left out. */
export function readProperty<F extends AnyVariantField>(
  field: F,
  input: Readonly<Record<string, unknown>>,
  name: string,
  ctx: FieldContext,
): FieldOutput<F> {
  const value = input[name];
  // `read` and `absent` of a field F return FieldOutput<F> by definition; TypeScript cannot see it generically.
  if (value !== undefined) return field.read(value, name, ctx) as FieldOutput<F>;
  if (field.required) ctx.fail(`missing property '${name}'`);
  return field.absent() as FieldOutput<F>;
}

/** Reads a whole object against its shape: unknown properties, combinations, then every field in order. */
export function readShape<F extends FieldTable>(
  shape: ObjectShape<F>,
  input: Readonly<Record<string, unknown>>,
  ctx: FieldContext,
  extra: readonly string[] = [],
): OutputOf<F> {
  checkProperties(shape, input, ctx, extra);
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape.fields)) out[name] = readProperty(field, input, name, ctx);
  checkCombinations(shape, input, ctx);
  // Each entry was read by its own field, so the object has the type the table describes.
  return out as OutputOf<F>;
}
