import { isPlainObject, readShape } from './readShape.js';
import { VARIANT_CONSTRAINT_TYPES } from './VariantConstraint.js';
import type { FieldContext } from './VariantField.js';
import type { VariantRuleContext } from './VariantRuleContext.js';
import { variantRule } from './variantRules.js';

/**
 * Reads a constraint nested in a composite against its rule's fields and resolves it in `ctx` (whose
 * `fail` names the nesting); returns its `type`.
 */
export function resolveNestedConstraint(c: unknown, ctx: VariantRuleContext & FieldContext): string {
  if (!isPlainObject(c) || typeof c.type !== 'string')
    return ctx.fail("must be an object with a string 'type'");
  const rule = variantRule(c.type);
  if (rule === undefined)
    return ctx.fail(`unknown type '${c.type}' (known: ${VARIANT_CONSTRAINT_TYPES.join(', ')})`);
  rule.resolve(ctx, readShape(rule, c, ctx, ['type']));
  return rule.type;
}
