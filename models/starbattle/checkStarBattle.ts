import type { StarBattlePuzzle } from './StarBattlePuzzle.js';
import { starBattleCellName } from './starBattleCellName.js';

/**
 * Checks a placement of stars (one 0/1 per cell, row-major) without any solver: K stars in every row,
 * column and region, and no two stars touching, diagonals included. Returns one message per problem.
 */
export function checkStarBattle(p: StarBattlePuzzle, stars: ArrayLike<number>): string[] {
  const n = p.size;
  if (stars.length !== n * n) return [`expected ${n * n} cells, got ${stars.length}`];
  const out: string[] = [];
  const rows = new Array<number>(n).fill(0);
  const cols = new Array<number>(n).fill(0);
  const regions = new Array<number>(p.letters.length).fill(0);
  for (let i = 0; i < n * n; i++) {
    const s = stars[i];
    if (s !== 0 && s !== 1) out.push(`${starBattleCellName(n, i)} holds ${s}, expected 0 or 1`);
    if (s !== 1) continue;
    const r = Math.floor(i / n);
    const c = i % n;
    rows[r]!++;
    cols[c]!++;
    regions[p.regions[i]!]!++;
    // Look right, down-left, down and down-right: each touching pair once.
    for (const [dr, dc] of [
      [0, 1],
      [1, -1],
      [1, 0],
      [1, 1],
    ] as const) {
      const rr = r + dr;
      const cc = c + dc;
      if (rr < n && cc >= 0 && cc < n && stars[rr * n + cc] === 1)
        out.push(`stars at ${starBattleCellName(n, i)} and ${starBattleCellName(n, rr * n + cc)} touch`);
    }
  }
  rows.forEach((k, r) => {
    if (k !== p.stars) out.push(`row ${r + 1} has ${k} stars, expected ${p.stars}`);
  });
  cols.forEach((k, c) => {
    if (k !== p.stars) out.push(`column ${c + 1} has ${k} stars, expected ${p.stars}`);
  });
  regions.forEach((k, g) => {
    if (k !== p.stars) out.push(`region ${p.letters[g]} has ${k} stars, expected ${p.stars}`);
  });
  return out;
}
