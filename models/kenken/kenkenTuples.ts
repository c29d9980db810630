import type { KenKenCage } from './KenKenCage.js';

/** Most tuples a table cage may have; more is almost surely a mistake, and would cost too much memory. */
export const MAX_KENKEN_TUPLES = 200_000;

/**
 * Every assignment of digits `1..size` to the cage's cells that meets its operation, where cells sharing a
 * row or column differ (the Latin-square rule, folded in to keep tables small). `Infinity` tuples are never
 * built: the enumeration stops at `MAX_KENKEN_TUPLES + 1` and the caller reports it.
 */
export function kenkenTuples(size: number, cage: KenKenCage): number[][] {
  const k = cage.cells.length;
  const row = cage.cells.map((c) => Math.floor(c / size));
  const col = cage.cells.map((c) => c % size);
  const out: number[][] = [];
  const cur = new Array<number>(k).fill(0);
  const t = cage.target;
  const clash = (i: number, v: number): boolean => {
    for (let j = 0; j < i; j++) if (cur[j] === v && (row[j] === row[i] || col[j] === col[i])) return true;
    return false;
  };
  // `acc` is the running sum or product; products prune on divisibility, sums on the bound.
  const walk = (i: number, acc: number): void => {
    if (out.length > MAX_KENKEN_TUPLES) return;
    if (i === k) {
      if (done(acc)) out.push(cur.slice());
      return;
    }
    for (let v = 1; v <= size; v++) {
      if (clash(i, v)) continue;
      let next: number;
      if (cage.op === '*') {
        next = acc * v;
        if (t % next !== 0) continue;
      } else if (cage.op === '+') {
        next = acc + v;
        if (next + (k - i - 1) > t) break;
      } else next = acc;
      cur[i] = v;
      walk(i + 1, next);
    }
  };
  const done = (acc: number): boolean => {
    switch (cage.op) {
      case '+':
      case '*':
        return acc === t;
      case '=':
        return cur[0] === t;
      case '-':
        return Math.abs(cur[0]! - cur[1]!) === t;
      case '/':
        return cur[0] === cur[1]! * t || cur[1] === cur[0]! * t;
    }
  };
  walk(0, cage.op === '*' ? 1 : 0);
  return out;
}
