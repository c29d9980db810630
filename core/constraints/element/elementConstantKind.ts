import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { ElementConstantPropagator } from '../../propagators/ElementConstantPropagator.js';
import type { ElementConstantConstraint } from './ElementConstantConstraint.js';
import { elementIndexProblem } from './elementIndexProblem.js';
import { encodeElementConstant } from './encodeElementConstant.js';

/**
 * `elementConstant`: `table[index - base] = value` over an array of constants (MiniZinc
 * `element`, `array_int_element`). Native: domain consistent (`ElementConstantPropagator`). CNF:
 * index ⇒ value = entry, value ⇒ one of its indices. No exact cover.
 */
export const elementConstantKind: ConstraintKind<ElementConstantConstraint> = {
  type: 'elementConstant',
  summary: 'table[index - base] = value, an array of constants addressed by a variable index',
  validate(c, ctx) {
    if (!Array.isArray(c.table)) return 'table must be an array of integers';
    for (const w of c.table) {
      const p = ctx.integerProblem(w, 'table entry');
      if (p !== null) return p;
    }
    return elementIndexProblem(c, c.table.length, ctx);
  },
  variables: (c) => (c.index === c.value ? [c.index] : [c.index, c.value]),
  check(c, values) {
    const p = values[c.index]! - (c.base ?? 0);
    return p >= 0 && p < c.table.length && c.table[p] === values[c.value];
  },
  post(c, ctx) {
    ctx.add(new ElementConstantPropagator(c.index, c.table, c.value, c.base ?? 0));
  },
  encodeClauses: encodeElementConstant,
};
