import { checkLatin, LatinSquare } from '../latin/index.js';
import { describeKenKenCage } from './describeKenKenCage.js';
import type { KenKenPuzzle } from './KenKenPuzzle.js';

/**
 * Checks a solution of a KenKen puzzle without any solver: a full Latin square of the puzzle's size
 * (`checkLatin`), and every cage's operation giving its target. Returns one message per problem
 * (`cage #2 'b' 6* (r1c3 r2c3): 2 * 4 = 8, not 6`); `[]` when valid.
 */
export function checkKenKen(puzzle: KenKenPuzzle, solution: LatinSquare): string[] {
  const n = puzzle.size;
  if (solution.size !== n)
    return [`solution is ${solution.size}×${solution.size} but the puzzle is ${n}×${n}`];
  const out = checkLatin(new LatinSquare(n), solution);
  puzzle.cages.forEach((cage, i) => {
    const d = cage.cells.map((c) => solution.cells[c] ?? 0);
    if (d.some((v) => v === 0)) return;
    let value: number;
    let shown: string;
    switch (cage.op) {
      case '+':
        value = d.reduce((a, b) => a + b, 0);
        shown = d.join(' + ');
        break;
      case '*':
        value = d.reduce((a, b) => a * b, 1);
        shown = d.join(' * ');
        break;
      case '-': {
        const [a, b] = d[0]! >= d[1]! ? [d[0]!, d[1]!] : [d[1]!, d[0]!];
        value = a - b;
        shown = `${a} - ${b}`;
        break;
      }
      case '/': {
        const [a, b] = d[0]! >= d[1]! ? [d[0]!, d[1]!] : [d[1]!, d[0]!];
        value = a / b;
        shown = `${a} / ${b}`;
        break;
      }
      case '=':
        value = d[0]!;
        shown = String(d[0]);
        break;
    }
    if (value !== cage.target) {
      out.push(
        `${describeKenKenCage(n, cage, i)}: ${shown} = ${Number(value.toFixed(6))}, not ${cage.target}`,
      );
    }
  });
  return out;
}
