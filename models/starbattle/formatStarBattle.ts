import type { StarBattlePuzzle } from './StarBattlePuzzle.js';

/** Writes a Star Battle in the text form `parseStarBattle` reads: `N K`, then N rows of region letters. */
export function formatStarBattle(p: StarBattlePuzzle): string {
  const out = [`${p.size} ${p.stars}`];
  for (let r = 0; r < p.size; r++) {
    let row = '';
    for (let c = 0; c < p.size; c++) row += p.letters[p.regions[r * p.size + c]!];
    out.push(row);
  }
  return out.join('\n');
}
