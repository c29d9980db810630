import type { Cryptarithm } from './Cryptarithm.js';

/**
 * Writes a word sum, as letters (`SEND + MORE = MONEY`) or, given an assignment, as digits
 * (`9567 + 1085 = 10652`). A letter missing from `digits` is kept as the letter.
 */
export function formatCryptarithm(c: Cryptarithm, digits?: Readonly<Record<string, number>>): string {
  const show = (w: string): string =>
    digits === undefined ? w : Array.from(w, (ch) => String(digits[ch] ?? ch)).join('');
  return `${c.addends.map(show).join(' + ')} = ${show(c.result)}`;
}
