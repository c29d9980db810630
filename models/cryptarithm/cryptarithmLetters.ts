import { CryptarithmError } from './CryptarithmError.js';

/** Longest word accepted: keeps every place value (and so every sum) a safe integer. */
export const MAX_WORD_LENGTH = 15;

/**
 * The distinct letters of a word sum, in order of first appearance, after checking every word
 * (non-empty, `A`–`Z` only, at most `MAX_WORD_LENGTH` letters) and the letter count (at most 10,
 * since each letter needs its own digit).
 *
 * @throws `CryptarithmError` naming the offending word or the letters.
 */
export function cryptarithmLetters(addends: readonly string[], result: string): string[] {
  if (addends.length === 0) throw new CryptarithmError('cryptarithm: no word before =');
  const seen: string[] = [];
  for (const word of [...addends, result]) {
    if (!/^[A-Z]+$/.test(word)) {
      throw new CryptarithmError(`cryptarithm: word '${word}' must be one or more letters A-Z`);
    }
    if (word.length > MAX_WORD_LENGTH) {
      throw new CryptarithmError(
        `cryptarithm: word '${word}' has ${word.length} letters; at most ${MAX_WORD_LENGTH} are supported`,
      );
    }
    for (const ch of word) if (!seen.includes(ch)) seen.push(ch);
  }
  if (seen.length > 10) {
    throw new CryptarithmError(
      `cryptarithm: ${seen.length} distinct letters (${seen.join('')}); at most 10 fit in the digits 0-9`,
    );
  }
  return seen;
}
