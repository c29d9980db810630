import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { ElementPropagator } from '../../propagators/ElementPropagator.js';
import type { ElementConstraint } from './ElementConstraint.js';
import { elementIndexProblem } from './elementIndexProblem.js';
import { encodeElement } from './encodeElement.js';

/**
 * `element`: `array[index - base] = value` over an array of variables (MiniZinc `element`,
 * `array_var_int_element`). Native: domain consistent when the variables are distinct
 * (`ElementPropagator`). CNF: index ∧ entry value ⇔ value, on the direct encoding. No exact cover.
 */
export const elementKind: ConstraintKind<ElementConstraint> = {
  type: 'element',
  summary: 'array[index - base] = value, the array of variables addressed by a variable index',
  validate(c, ctx) {
    const p = ctx.scopeProblem(c.array, { allowEmpty: true, allowRepeats: true });
    if (p !== null) return `array: ${p}`;
    return elementIndexProblem(c, c.array.length, ctx);
  },
  variables: (c) => [c.index, c.value, ...c.array],
  check(c, values) {
    const p = values[c.index]! - (c.base ?? 0);
    return p >= 0 && p < c.array.length && values[c.array[p]!] === values[c.value];
  },
  post(c, ctx) {
    ctx.add(new ElementPropagator(c.index, Int32Array.from(c.array), c.value, c.base ?? 0));
  },
  encodeClauses: encodeElement,
};
