import { describe, expect, it } from 'vitest';
import { PUZZLE as KAKURO, main as kakuroMain } from '../../examples/kakuro.js';
import { PUZZLE as STAR_BATTLE, main as starBattleMain } from '../../examples/star-battle.js';
import { checkKakuro, parseKakuro } from '../../models/kakuro/index.js';
import { checkStarBattle, parseStarBattle } from '../../models/starbattle/index.js';

/** The text a `main` prints, collected. */
async function printed(main: (print: (text: string) => void) => Promise<string>): Promise<string> {
  const out: string[] = [];
  await main((t) => out.push(t));
  return out.join('\n');
}

describe('puzzle family examples', () => {
  it('kakuro prints a unique, checked solution', async () => {
    const text = await printed(kakuroMain);
    const [head, ...grid] = text.split('\n');
    expect(head).toBe('Kakuro 4×4: unique, 0 problems');
    const solved = parseKakuro(grid.join('\n'));
    expect(checkKakuro(parseKakuro(KAKURO), solved.givens)).toEqual([]);
  });

  it('star battle prints a unique, checked solution', async () => {
    const text = await printed(starBattleMain);
    const [head, ...grid] = text.split('\n');
    expect(head).toBe('Star Battle 10×10, 2 stars: unique, 0 problems');
    const stars = grid
      .join('')
      .split('')
      .map((ch) => (ch === '*' ? 1 : 0));
    expect(checkStarBattle(parseStarBattle(STAR_BATTLE), stars)).toEqual([]);
  });
});
