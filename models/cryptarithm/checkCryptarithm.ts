import type { Cryptarithm } from './Cryptarithm.js';

/**
 * Checks a letter-to-digit assignment without any solver. Returns one message per problem: a
 * letter with no digit or a non-digit, two letters sharing a digit, a word of two or more letters
 * starting with 0, or a sum that does not hold (`9567 + 1085 = 10653 is false`). Empty when the
 * assignment solves the puzzle. The sum is checked in `BigInt`, so it is exact for any word length.
 */
export function checkCryptarithm(c: Cryptarithm, digits: Readonly<Record<string, number>>): string[] {
  const out: string[] = [];
  const words = [...c.addends, c.result];
  const letters: string[] = [];
  for (const w of words) for (const ch of w) if (!letters.includes(ch)) letters.push(ch);
  const owner = new Map<number, string>();
  let complete = true;
  for (const l of letters) {
    const d = Object.hasOwn(digits, l) ? digits[l] : undefined;
    if (d === undefined) {
      out.push(`${l} has no digit`);
      complete = false;
    } else if (!Number.isInteger(d) || d < 0 || d > 9) {
      out.push(`${l} = ${d} is not a digit`);
      complete = false;
    } else {
      const other = owner.get(d);
      if (other !== undefined) out.push(`${other} and ${l} both hold ${d}`);
      else owner.set(d, l);
    }
  }
  if (!complete) return out;
  const value = (w: string): bigint => BigInt(Array.from(w, (ch) => digits[ch]!).join(''));
  for (const w of words) {
    if (w.length > 1 && digits[w[0]!] === 0) out.push(`${w} starts with 0 (${w[0]} = 0)`);
  }
  const total = c.addends.reduce((s, w) => s + value(w), 0n);
  if (total !== value(c.result)) {
    const shown = Array.from(c.result, (ch) => digits[ch]!).join('');
    out.push(
      `${c.addends.map((w) => Array.from(w, (ch) => digits[ch]!).join('')).join(' + ')} = ${shown} is false`,
    );
  }
  return out;
}
