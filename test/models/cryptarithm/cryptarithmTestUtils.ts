import fc from 'fast-check';
import type { Cryptarithm } from '../../../models/cryptarithm/index.js';

/** Every solution of a word sum, found by trying every injective letter-to-digit map. */
export function bruteForceSolutions(c: Cryptarithm): Record<string, number>[] {
  const words = [...c.addends, c.result];
  const letters: string[] = [];
  for (const w of words) for (const ch of w) if (!letters.includes(ch)) letters.push(ch);
  const digit = new Map<string, number>();
  const used = new Array<boolean>(10).fill(false);
  const value = (w: string): number => {
    let v = 0;
    for (const ch of w) v = v * 10 + digit.get(ch)!;
    return v;
  };
  const out: Record<string, number>[] = [];
  const go = (i: number): void => {
    if (i === letters.length) {
      if (words.some((w) => w.length > 1 && digit.get(w[0]!) === 0)) return;
      const sum = c.addends.reduce((s, w) => s + value(w), 0);
      if (sum === value(c.result)) out.push(Object.fromEntries(digit));
      return;
    }
    for (let d = 0; d <= 9; d++) {
      if (used[d]) continue;
      used[d] = true;
      digit.set(letters[i]!, d);
      go(i + 1);
      used[d] = false;
    }
    digit.delete(letters[i]!);
  };
  go(0);
  return out;
}

/** Small word sums over at most `maxLetters` letters (`A`…), as text like `AB + C = BCA`. */
export function tinyPuzzleArb(maxLetters: number): fc.Arbitrary<string> {
  const pool = 'ABCDEFGHIJ'.slice(0, maxLetters).split('');
  const word = (max: number): fc.Arbitrary<string> =>
    fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: max }).map((a) => a.join(''));
  return fc
    .tuple(fc.array(word(3), { minLength: 1, maxLength: 3 }), word(4))
    .map(([addends, result]) => `${addends.join(' + ')} = ${result}`);
}
