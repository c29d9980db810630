import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import {
  buildStarBattleModel,
  generateStarBattle,
  type StarBattlePuzzle,
  uniqueStarBattle,
} from '../../models/starbattle/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/** The same Star Battle for MiniZinc: 0/1 cells, sums per row, column and region, ≤ 1 per 2×2 block. */
export function starBattleMzn(p: StarBattlePuzzle): string {
  const n = p.size;
  const regions = p.letters.map((_, g) => {
    const cells: string[] = [];
    for (let i = 0; i < n * n; i++)
      if (p.regions[i] === g) cells.push(`x[${Math.floor(i / n) + 1},${(i % n) + 1}]`);
    return `constraint sum([${cells.join(', ')}]) = k;`;
  });
  return [
    `int: n = ${n};`,
    `int: k = ${p.stars};`,
    'array[1..n, 1..n] of var 0..1: x;',
    'constraint forall(r in 1..n)(sum(c in 1..n)(x[r, c]) = k);',
    'constraint forall(c in 1..n)(sum(r in 1..n)(x[r, c]) = k);',
    ...regions,
    'constraint forall(r in 1..n-1, c in 1..n-1)(x[r, c] + x[r+1, c] + x[r, c+1] + x[r+1, c+1] <= 1);',
    'solve satisfy;',
    'output [show(x)];',
    '',
  ].join('\n');
}

/** One bench instance of a Star Battle, solved with the model's own strategy. */
function instance(label: string, p: StarBattlePuzzle, expected?: number): CatalogueInstance {
  const sb = buildStarBattleModel(p);
  const base = { label, model: sb.model, mzn: starBattleMzn(p), goal: 'unique' as const, options: sb.search };
  return expected === undefined ? base : { ...base, expected };
}

/** A bench Star Battle: its label, the puzzle, and its number of solutions counted to 2 when known. */
export interface BenchStarBattle {
  /** Short label. */
  readonly label: string;
  /** The puzzle. */
  readonly puzzle: StarBattlePuzzle;
  /** 1 for the unique ones. */
  readonly expected?: number;
}

/**
 * The bench Star Battles: random 10×10 two-star grids grown around a planted solution, as generated,
 * and made unique by moving cells between regions (`uniqueStarBattle`; seeds whose repair did not
 * reach one solution are skipped).
 */
export function benchStarBattles(): BenchStarBattle[] {
  const native = new NativeBackend();
  const out: BenchStarBattle[] = [];
  for (const seed of [1, 2, 3]) {
    out.push({
      label: `star battle 10×10 #${seed} (as generated)`,
      puzzle: generateStarBattle(10, 2, seed).puzzle,
    });
  }
  let unique = 0;
  for (let seed = 1; unique < 3 && seed < 40; seed++) {
    const u = uniqueStarBattle(generateStarBattle(10, 2, seed), native, seed);
    const sb = buildStarBattleModel(u.puzzle);
    if (native.solveSync(sb.model, { ...sb.search, solutionLimit: 2 }).solutions.length !== 1) continue;
    out.push({ label: `star battle 10×10 #${seed} (unique)`, puzzle: u.puzzle, expected: 1 });
    unique++;
  }
  return out;
}

/** Star Battle (issue 19) on `benchStarBattles`, counted to 2 (a uniqueness proof on the unique ones). */
export const starBattleRow: CatalogueRow = {
  kind: 'starbattle',
  minizinc: 'sum (count) per unit + 2×2 blocks',
  problem: 'star battle 10×10 K=2, random, count to 2',
  instances: () => benchStarBattles().map((s) => instance(s.label, s.puzzle, s.expected)),
};
