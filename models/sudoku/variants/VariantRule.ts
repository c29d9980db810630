import type { FPuzzlesMapping } from './FPuzzlesMapping.js';
import type { FieldTable, InputOf, ObjectShape, OutputOf, Simplify } from './VariantField.js';
import type { VariantRuleContext } from './VariantRuleContext.js';
import type { VariantRuleSupport } from './VariantRuleSupport.js';

/** The JSON / TypeScript object of a constraint: its `type` tag and its fields. */
export type RuleSpec<T extends string, F extends FieldTable> = Simplify<
  {
    /** The tag that picks the rule. */
    readonly type: T;
  } & InputOf<F>
>;

/**
 * One variant constraint type, defined once: its `type` tag, what it means, its fields (from which its
 * validation, its JSON Schema, its TypeScript type and its docs all follow), how it lowers to building
 * blocks, and its f-puzzles form when f-puzzles has one. Registered in `VARIANT_RULES`.
 */
export interface VariantRule<T extends string = string, F extends FieldTable = FieldTable>
  extends ObjectShape<F> {
  /** The `type` tag. */
  readonly type: T;
  /** What the rule means (the docs and the schema's `description`). */
  readonly description: string;
  /**
   * Lowers one constraint, its fields already read and checked, to building blocks; checks what a field
   * alone cannot (adjacency, reachable sums, overlaps) through `ctx.fail`.
   */
  resolve(ctx: VariantRuleContext, value: NoInfer<OutputOf<F>>): void;
  /** How f-puzzles writes it; without one, `toFPuzzles` refuses the constraint by name. */
  readonly fpuzzles?: FPuzzlesMapping<NoInfer<RuleSpec<T, F>>>;
  /**
   * The grids it holds on besides N×N with digits 1..N (rectangular, 0-based, extra cells, no boxes);
   * without it, the rule is refused by name on them (see `RULE_SHAPE_SUPPORT` for the older rules).
   */
  readonly supports?: VariantRuleSupport;
}

/** The JSON / TypeScript object of a rule's constraints. */
export type SpecOf<R> = R extends VariantRule<infer T, infer F> ? RuleSpec<T, F> : never;

/** Defines a variant rule, inferring its types from its fields (an identity at run time). */
export function defineRule<const T extends string, F extends FieldTable>(
  rule: VariantRule<T, F>,
): VariantRule<T, F> {
  return rule;
}
