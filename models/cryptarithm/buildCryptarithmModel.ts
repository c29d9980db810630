import { Model } from '../../core/index.js';
import type { Cryptarithm } from './Cryptarithm.js';
import { CryptarithmError } from './CryptarithmError.js';
import type { CryptarithmModel } from './CryptarithmModel.js';
import { cryptarithmLetters } from './cryptarithmLetters.js';

/**
 * Builds the model of a word sum: one variable per letter (digits 0..9, or 1..9 for a letter that
 * starts a word of two or more letters), one `allDifferent` over all letters, and ONE linear
 * equation `Σ coefficient · letter = 0`, where a letter's coefficient is the sum of its place
 * values in the addends minus its place values in the result. Folding the whole sum into one
 * equation (rather than column-wise carries) keeps the model small and backend-neutral.
 *
 * @throws `CryptarithmError` when a word is malformed, there are more than 10 letters, or the sum
 * could exceed the safe-integer range.
 */
export function buildCryptarithmModel(c: Cryptarithm): CryptarithmModel {
  const letters = cryptarithmLetters(c.addends, c.result);
  const coefficients = new Array<number>(letters.length).fill(0);
  const leading = new Set<string>();
  const addWord = (word: string, sign: number): void => {
    if (word.length > 1) leading.add(word[0]!);
    let place = 1;
    for (let p = word.length - 1; p >= 0; p--) {
      const k = letters.indexOf(word[p]!);
      coefficients[k] = coefficients[k]! + sign * place;
      place *= 10;
    }
  };
  for (const w of c.addends) addWord(w, 1);
  addWord(c.result, -1);
  // Backends sum coefficient × digit in ordinary numbers: refuse sums that could lose precision.
  const bound = coefficients.reduce((s, k) => s + Math.abs(k) * 9, 0);
  if (!Number.isSafeInteger(bound)) {
    throw new CryptarithmError('cryptarithm: the words are too long or too many for exact arithmetic');
  }
  const model = new Model();
  const vars = letters.map((l) => model.intVar(l, leading.has(l) ? { min: 1, max: 9 } : { min: 0, max: 9 }));
  model.allDifferent(vars, 'letters');
  model.linear(vars, coefficients, '=', 0, 'sum');
  return { model, puzzle: c, letters, coefficients };
}
