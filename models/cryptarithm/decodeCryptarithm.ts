import { CryptarithmError } from './CryptarithmError.js';
import type { CryptarithmModel } from './CryptarithmModel.js';

/**
 * Reads a solver assignment of a `CryptarithmModel` as `{ letter: digit }`.
 *
 * @throws `CryptarithmError` when `values` does not hold one value per letter.
 */
export function decodeCryptarithm(
  model: CryptarithmModel,
  values: ArrayLike<number>,
): Record<string, number> {
  if (values.length !== model.letters.length) {
    throw new CryptarithmError(
      `cryptarithm: expected ${model.letters.length} values (one per letter), got ${values.length}`,
    );
  }
  const out: Record<string, number> = {};
  model.letters.forEach((letter, i) => {
    out[letter] = values[i]!;
  });
  return out;
}
