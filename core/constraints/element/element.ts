import { InvalidModelError } from '../../errors/InvalidModelError.js';
import { IntVar } from '../../model/IntVar.js';
import { handleIndex, handleIndices } from '../handleIndices.js';
import type { ElementConstantConstraint } from './ElementConstantConstraint.js';
import type { ElementConstraint } from './ElementConstraint.js';

/**
 * `array[index - base] = value` (MiniZinc `element`; MiniZinc arrays start at 1, pass `base` 1 to
 * match). Over variables it builds an {@link ElementConstraint}, over integer constants an
 * {@link ElementConstantConstraint}: `m.add(element(i, costs, c))`. A list mixing handles and
 * numbers is refused by name (fix a constant entry with a one-value variable).
 */
export function element(
  index: IntVar,
  array: readonly IntVar[],
  value: IntVar,
  base?: number,
  name?: string,
): ElementConstraint;
/** Over constants: see the first signature. */
export function element(
  index: IntVar,
  array: readonly number[],
  value: IntVar,
  base?: number,
  name?: string,
): ElementConstantConstraint;
export function element(
  index: IntVar,
  array: readonly IntVar[] | readonly number[],
  value: IntVar,
  base = 0,
  name?: string,
): ElementConstraint | ElementConstantConstraint {
  if (!Array.isArray(array))
    throw new InvalidModelError('element: expected an array of variables or of integers');
  const i = handleIndex(index, 'element');
  const v = handleIndex(value, 'element');
  const named = <C extends object>(c: C): C => (name === undefined ? c : { ...c, name });
  if (array.length > 0 && array.every((x) => typeof x === 'number')) {
    return named<ElementConstantConstraint>({
      type: 'elementConstant',
      index: i,
      table: [...(array as readonly number[])],
      value: v,
      base,
    });
  }
  if (array.some((x) => !IntVar.is(x))) {
    throw new InvalidModelError(
      'element: the array mixes variables and constants; use a one-value variable for a constant entry',
    );
  }
  return named<ElementConstraint>({
    type: 'element',
    index: i,
    array: handleIndices(array as readonly IntVar[], 'element'),
    value: v,
    base,
  });
}
