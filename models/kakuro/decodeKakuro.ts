import type { KakuroModel } from './KakuroModel.js';

/** The digits of a solution, one per cell (row-major; 0 for black cells), from its variable values. */
export function decodeKakuro(km: KakuroModel, values: ArrayLike<number>): Int32Array {
  const out = new Int32Array(km.cellVar.length);
  km.cellVar.forEach((v, i) => {
    if (v >= 0) out[i] = values[v]!;
  });
  return out;
}
