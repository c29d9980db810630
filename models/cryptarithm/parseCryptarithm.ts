import type { Cryptarithm } from './Cryptarithm.js';
import { CryptarithmError } from './CryptarithmError.js';
import { cryptarithmLetters } from './cryptarithmLetters.js';

/**
 * Reads a word sum like `SEND + MORE = MONEY`: one or more words joined by `+`, one `=`, and one
 * result word. Spaces are free between tokens; lower-case letters are read as upper case.
 *
 * @throws `CryptarithmError` with the 1-based column of the first unexpected character, or naming
 * a missing word, a missing or second `=`, a word that is too long, or more than 10 distinct letters.
 */
export function parseCryptarithm(text: string): Cryptarithm {
  const addends: string[] = [];
  let result: string | undefined;
  let seenEquals = false;
  let expectWord = true;
  let i = 0;
  const fail = (msg: string, at: number): never => {
    throw new CryptarithmError(`cryptarithm: column ${at + 1}: ${msg}`, at + 1);
  };
  const describe = (at: number): string => (at < text.length ? `'${text[at]}'` : 'the end');
  while (true) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (expectWord) {
      const start = i;
      while (i < text.length && /[A-Za-z]/.test(text[i]!)) i++;
      if (i === start) fail(`expected a word (letters A-Z), found ${describe(i)}`, i);
      const word = text.slice(start, i).toUpperCase();
      if (seenEquals) result = word;
      else addends.push(word);
      expectWord = false;
      continue;
    }
    if (i >= text.length) break;
    const ch = text[i]!;
    if (ch === '+' && !seenEquals) {
      expectWord = true;
    } else if (ch === '=') {
      if (seenEquals) fail("a second '='", i);
      seenEquals = true;
      expectWord = true;
    } else if (seenEquals) {
      fail(`expected the end after the result word, found ${describe(i)}`, i);
    } else {
      fail(`expected '+' or '=', found ${describe(i)}`, i);
    }
    i++;
  }
  if (result === undefined) throw new CryptarithmError("cryptarithm: missing '=' and a result word");
  const letters = cryptarithmLetters(addends, result);
  return { addends, result, letters };
}
