import { SatFormatError } from './SatFormatError.js';
import type { VariableMap } from './VariableMap.js';

/**
 * Decodes an external solver's model (`values[x]` = 1 true, -1 false, 0 unmentioned = false) into
 * model values through a variable map. Unlike `decodeLiterals`, the input is not trusted: a model
 * variable left without a true literal, or given two, is a {@link SatFormatError} naming it
 * (through `name`, e.g. `r1c3`).
 */
export function decodeSatModel(
  map: VariableMap,
  values: Int8Array,
  name: (variable: number) => string = (v) => `variable ${v}`,
): Int32Array {
  const out = new Int32Array(map.variables);
  const set = new Uint8Array(map.variables);
  for (let v = 0; v < map.variables; v++) {
    const f = map.fixedValue[v]!;
    if (!Number.isNaN(f)) {
      out[v] = f;
      set[v] = 2;
    }
  }
  for (let x = 1; x <= map.primaryVars; x++) {
    if (values[x] !== 1) continue;
    const v = map.litVar[x - 1]!;
    const value = map.litValue[x - 1]!;
    if (set[v] === 1)
      throw new SatFormatError(`${name(v)} has two values in the model (${out[v]} and ${value})`);
    if (set[v] === 2) continue; // cannot happen with a map from the same encoding
    out[v] = value;
    set[v] = 1;
  }
  for (let v = 0; v < map.variables; v++) {
    if (set[v] === 0)
      throw new SatFormatError(`${name(v)} has no value in the model (none of its SAT variables is true)`);
  }
  return out;
}
