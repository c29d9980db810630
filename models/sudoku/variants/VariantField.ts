/** A JSON Schema (draft 2020-12) fragment, as plain data. */
export type JsonSchema = { readonly [keyword: string]: unknown };

/** What a field reader may use: the grid side, cell names, and a way to fail naming the place at fault. */
export interface FieldContext {
  /** Side N of the grid, the number of values (`0` while the size itself is being read). */
  readonly n: number;
  /** Rows of the grid when they differ from N (rectangular grids, extra values); default N. */
  readonly rows?: number | undefined;
  /** Columns of the grid when they differ from N; default N. */
  readonly columns?: number | undefined;
  /** Smallest value when it is not 1 (0-based puzzles); default 1. */
  readonly minValue?: number | undefined;
  /**
   * Extra cells (`x1` …) the field being read may name; default 0. A rule that needs grid positions is
   * given 0 even when the puzzle has extra cells, with `extraCellsNote` saying why.
   */
  readonly extraCells?: number | undefined;
  /** Why extra cells may not be named here, appended to the message of a cell `x1` that is refused. */
  readonly extraCellsNote?: string | undefined;
  /** Name of a 0-based row-major cell: `r3c7`. */
  cellName(cell: number): string;
  /** Throws a `VariantError`, prefixed with the place (`constraint #2 (killer): `) when there is one. */
  fail(reason: string): never;
}

/**
 * One property of the variant format (a puzzle property or a constraint field), defined once: how it is
 * read and checked (with the message a user sees), its JSON Schema, its text in the docs, and, at type
 * level, its type in JSON / TypeScript (`In`) and the value the resolver receives (`Out`, e.g. cell indices
 * for cell references). Built with the functions of `variantFields.ts`.
 */
export interface VariantField<In, Out, Required extends boolean> {
  /** `false` when the property may be left out. */
  readonly required: Required;
  /** What the property means (the JSON Schema `description`). */
  readonly description: string;
  /** Its shape in the docs: `1..N cells`, `integer 1..N`, `'white' | 'black'`. */
  readonly shape: string;
  /** Reads a present value named `name`, failing through `ctx` with a message naming the property. */
  read(value: unknown, name: string, ctx: FieldContext): Out;
  /** The value when the property is left out (only asked of optional fields). */
  absent(): Out;
  /** The property's JSON Schema; bounds that depend on N use the largest N. */
  schema(): JsonSchema;
  /** Type level only (never set): the property's type in JSON and TypeScript. */
  readonly input?: In;
}

/** Any field, whatever its types. */
export type AnyVariantField = VariantField<unknown, unknown, boolean>;

/** Property name → field: the fields of a constraint type, or of the puzzle itself. */
export type FieldTable = { readonly [name: string]: AnyVariantField };

/** A field table with the combinations of properties it requires. */
export interface ObjectShape<F extends FieldTable> {
  /** The properties. */
  readonly fields: F;
  /** Properties of which exactly one must be given. */
  readonly exactlyOne?: readonly (keyof F & string)[];
  /** Properties given all together or not at all. */
  readonly together?: readonly (keyof F & string)[];
}

/** The JSON / TypeScript type of a field. */
export type FieldInput<F extends AnyVariantField> = Exclude<F['input'], undefined>;

/** What reading a field yields. */
export type FieldOutput<F extends AnyVariantField> = ReturnType<F['read']>;

/** Flattens an intersection for readable hovers and docs. */
export type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The JSON / TypeScript object a field table describes: required fields required, the others optional. */
export type InputOf<F extends FieldTable> = Simplify<
  { readonly [K in keyof F as F[K]['required'] extends true ? K : never]: FieldInput<F[K]> } & {
    readonly [K in keyof F as F[K]['required'] extends true ? never : K]?: FieldInput<F[K]>;
  }
>;

/** What reading a field table yields: every field, read (absent optional ones as their `absent()`). */
export type OutputOf<F extends FieldTable> = { readonly [K in keyof F]: FieldOutput<F[K]> };
