import type { CellRef } from './CellRef.js';
import { MAX_VARIANT_SIZE } from './MAX_VARIANT_SIZE.js';
import type { FieldContext, JsonSchema, VariantField } from './VariantField.js';

// The kinds of field the variant format is made of. A new kind of property (a list of digits, a nested
// rule…) is one more function here; everything else (validation, schema, types, docs) follows from it.

/** A count bound: a number, or one that depends on the grid side: `N` or `N*N`. */
export type SizeBound = number | 'N' | 'N*N';

function boundValue(b: SizeBound, n: number): number {
  return b === 'N' ? n : b === 'N*N' ? n * n : b;
}

/** The bound for the schema, which knows no N: the largest N. */
function boundSchema(b: SizeBound): number {
  return boundValue(b, MAX_VARIANT_SIZE);
}

/** A bound on a count of cells: `N*N` is every cell the field may name (the grid and the extra cells). */
function cellBound(b: SizeBound, ctx: FieldContext): number {
  if (b !== 'N*N') return boundValue(b, ctx.n);
  return (ctx.rows ?? ctx.n) * (ctx.columns ?? ctx.n) + (ctx.extraCells ?? 0);
}

function boundText(b: SizeBound): string {
  return b === 'N*N' ? 'N²' : String(b);
}

/** `a..b`, or `a` when both are equal. */
function spanText(min: string | number, max: string | number): string {
  return min === max ? String(min) : `${min}..${max}`;
}

/** `'a' or 'b'` / `'a', 'b' or 'c'`, with `or` replaced by `joiner`. */
function listText(values: readonly string[], joiner: string): string {
  const quoted = values.map((v) => `'${v}'`);
  return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} ${joiner} ${quoted.at(-1)}`;
}

const CELL_NAME = /^r(\d+)c(\d+)$/i;
const EXTRA_CELL_NAME = /^x(\d+)$/i;

/** The JSON Schema of one cell reference (`$defs/cell` of the published schema). */
export const CELL_SCHEMA: JsonSchema = {
  description:
    "'r3c7' (case-insensitive) or [row, column], both 1-based; 'x2' for the second extra cell outside the grid.",
  oneOf: [
    { type: 'string', pattern: '^([rR][0-9]+[cC][0-9]+|[xX][0-9]+)$' },
    {
      type: 'array',
      prefixItems: [
        { type: 'integer', minimum: 1 },
        { type: 'integer', minimum: 1 },
      ],
      minItems: 2,
      maxItems: 2,
    },
  ],
};

/** The schema of N lists (rows of givens, cells of regions) of 1..N items each, N at most the largest size. */
export function nListsSchema(item: JsonSchema, uniqueItems: boolean): JsonSchema {
  const list = { type: 'array', minItems: 1, maxItems: MAX_VARIANT_SIZE };
  return { ...list, items: { ...list, ...(uniqueItems ? { uniqueItems } : {}), items: item } };
}

/** An extra cell reference `x<k>` as its index after the grid's cells; fails naming the reference. */
function readExtraCell(ref: string, k: number, ctx: FieldContext, rows: number, columns: number): number {
  const count = ctx.extraCells ?? 0;
  if (k < 1 || k > count) {
    const why =
      ctx.extraCellsNote ?? (count === 0 ? 'the puzzle has no extra cells' : `the puzzle has x1..x${count}`);
    ctx.fail(`cell '${ref}' is not an extra cell here: ${why}`);
  }
  return rows * columns + k - 1;
}

/** A cell reference as a 0-based row-major index (extra cells after the grid); fails naming the reference. */
export function readCell(ref: unknown, ctx: FieldContext): number {
  const rows = ctx.rows ?? ctx.n;
  const columns = ctx.columns ?? ctx.n;
  let r: number;
  let c: number;
  if (typeof ref === 'string') {
    // Extra cells are rare: test their first letter before any pattern (cells are read by the thousand).
    const first = ref.charCodeAt(0);
    const x = first === 120 || first === 88 ? EXTRA_CELL_NAME.exec(ref) : null;
    if (x !== null) return readExtraCell(ref, Number(x[1]), ctx, rows, columns);
    const m = CELL_NAME.exec(ref);
    if (m === null) ctx.fail(`'${ref}' is not a cell name like 'r1c1'`);
    r = Number(m[1]);
    c = Number(m[2]);
  } else if (Array.isArray(ref) && ref.length === 2 && Number.isInteger(ref[0]) && Number.isInteger(ref[1])) {
    r = ref[0] as number;
    c = ref[1] as number;
  } else {
    ctx.fail(`${JSON.stringify(ref)} is not a cell ('r1c1' or [row, column], 1-based)`);
  }
  if (r < 1 || c < 1 || r > rows || c > columns)
    ctx.fail(`cell ${JSON.stringify(ref)} is outside the ${rows}×${columns} grid`);
  return (r - 1) * columns + (c - 1);
}

/** A list of `min..max` distinct cells named `what`, as indices in the order given. */
export function readCellList(
  list: unknown,
  what: string,
  min: number,
  max: number,
  ctx: FieldContext,
): number[] {
  if (!Array.isArray(list)) ctx.fail(`'${what}' must be an array of cells`);
  if (list.length < min || list.length > max) {
    ctx.fail(`'${what}' must have ${spanText(min, max)} cells; got ${list.length}`);
  }
  const out = list.map((ref: unknown) => readCell(ref, ctx));
  const seen = new Set<number>();
  for (const c of out) {
    if (seen.has(c)) ctx.fail(`'${what}' lists ${ctx.cellName(c)} twice`);
    seen.add(c);
  }
  return out;
}

/** A list of `min..max` distinct cells (`'r3c7'` or `[3, 7]`), read as 0-based indices in the order given. */
export function cellsField(options: {
  readonly min: SizeBound;
  readonly max: SizeBound;
  readonly description: string;
}): VariantField<readonly CellRef[], number[], true> {
  const { min, max, description } = options;
  return {
    required: true,
    description,
    shape: `${spanText(boundText(min), boundText(max))} cells`,
    read: (value: unknown, name: string, ctx: FieldContext) =>
      readCellList(value, name, cellBound(min, ctx), cellBound(max, ctx), ctx),
    absent: () => [],
    schema: () => ({
      description,
      type: 'array',
      items: { $ref: '#/$defs/cell' },
      minItems: boundSchema(min),
      maxItems: boundSchema(max),
      uniqueItems: true,
    }),
  };
}

/** An integer, optionally bounded (a bound may be `N`: the grid side). */
export function intField(options: {
  readonly min?: number;
  readonly max?: SizeBound;
  readonly description: string;
}): VariantField<number, number, true> {
  const { min, max, description } = options;
  const range = (hi: number | string | undefined): string =>
    min !== undefined && hi !== undefined
      ? ` ${min}..${hi}`
      : min !== undefined
        ? ` ≥ ${min}`
        : hi !== undefined
          ? ` ≤ ${hi}`
          : '';
  return {
    required: true,
    description,
    shape: `integer${range(max === undefined ? undefined : boundText(max))}`,
    read: (value: unknown, name: string, ctx: FieldContext) => {
      const hi = max === undefined ? undefined : boundValue(max, ctx.n);
      if (
        typeof value !== 'number' ||
        !Number.isInteger(value) ||
        (min !== undefined && value < min) ||
        (hi !== undefined && value > hi)
      ) {
        ctx.fail(`'${name}' must be an integer${range(hi)}; got ${JSON.stringify(value)}`);
      }
      return value;
    },
    absent: () => 0,
    schema: () => ({
      description,
      type: 'integer',
      ...(min === undefined ? {} : { minimum: min }),
      ...(max === undefined ? {} : { maximum: boundSchema(max) }),
    }),
  };
}

/** One of a few strings. */
export function choiceField<const V extends readonly [string, ...string[]]>(
  values: V,
  description: string,
): VariantField<V[number], V[number], true> {
  return {
    required: true,
    description,
    shape: values.map((v) => `'${v}'`).join(' | '),
    read: (value: unknown, name: string, ctx: FieldContext) => {
      if (!values.includes(value as string)) {
        ctx.fail(`'${name}' must be ${listText(values, 'or')}; got ${JSON.stringify(value)}`);
      }
      return value as V[number];
    },
    absent: () => values[0],
    schema: () => ({ description, enum: values }),
  };
}

/** A list of strings, each one of a few (repeats allowed). */
export function choicesField<const V extends readonly [string, ...string[]]>(
  values: V,
  description: string,
): VariantField<readonly V[number][], V[number][], true> {
  return {
    required: true,
    description,
    shape: `list of ${values.map((v) => `'${v}'`).join(', ')}`,
    read: (value: unknown, name: string, ctx: FieldContext) => {
      if (!Array.isArray(value) || value.some((x) => !values.includes(x as string))) {
        ctx.fail(`'${name}' must be a list of ${listText(values, 'and/or')}; got ${JSON.stringify(value)}`);
      }
      return value as V[number][];
    },
    absent: () => [],
    schema: () => ({ description, type: 'array', items: { enum: values } }),
  };
}

/** Any string. */
export function textField(description: string): VariantField<string, string, true> {
  return {
    required: true,
    description,
    shape: 'string',
    read: (value: unknown, name: string, ctx: FieldContext) => {
      if (typeof value !== 'string') ctx.fail(`'${name}' must be a string; got ${JSON.stringify(value)}`);
      return value;
    },
    absent: () => '',
    schema: () => ({ description, type: 'string' }),
  };
}

/** The field, made optional: left out, it reads as `undefined`. */
export function optional<In, Out>(
  field: VariantField<In, Out, true>,
): VariantField<In, Out | undefined, false> {
  return { ...field, required: false, absent: () => undefined };
}

/** The field, made optional: left out, it reads as `value` (published as the schema's `default`). */
export function withDefault<In, Out extends In>(
  field: VariantField<In, Out, true>,
  value: NoInfer<Out>,
): VariantField<In, Out, false> {
  return {
    ...field,
    required: false,
    shape: `${field.shape}, default ${JSON.stringify(value).replace(/"/g, "'")}`,
    absent: () => value,
    schema: () => ({ ...field.schema(), default: value }),
  };
}
