import type { VariableMap } from './VariableMap.js';

/**
 * The model values of a SAT solution given by its true primary variables (`trueLits[0..count-1]`,
 * any order): fixed variables keep their value, each open variable takes the value of its true
 * literal. The encoding guarantees exactly one per open variable; this does not re-check it (see
 * `decodeSatModel` for untrusted input).
 */
export function decodeLiterals(
  map: VariableMap,
  trueLits: ArrayLike<number>,
  count = trueLits.length,
): Int32Array {
  const values = new Int32Array(map.variables);
  const fixed = map.fixedValue;
  for (let v = 0; v < values.length; v++) {
    const f = fixed[v]!;
    if (!Number.isNaN(f)) values[v] = f; // not NaN: fixed before encoding
  }
  for (let j = 0; j < count; j++) {
    const x = trueLits[j]! - 1;
    values[map.litVar[x]!] = map.litValue[x]!;
  }
  return values;
}
