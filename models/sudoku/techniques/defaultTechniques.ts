import { claiming } from './claiming.js';
import { doublePairs } from './doublePairs.js';
import { jellyfish, swordfish, xWing } from './fish.js';
import { forcingChains } from './forcingChains.js';
import { fullHouse } from './fullHouse.js';
import { guessing } from './guessing.js';
import { hiddenSingle } from './hiddenSingle.js';
import { hiddenLargeSet, hiddenPair, hiddenQuad, hiddenTriple } from './hiddenSubset.js';
import { nakedSingle } from './nakedSingle.js';
import { nakedLargeSet, nakedPair, nakedQuad, nakedTriple } from './nakedSubset.js';
import { nishio } from './nishio.js';
import { pointing } from './pointing.js';
import { simpleColouring } from './simpleColouring.js';
import type { Technique } from './Technique.js';
import { xyWing } from './xyWing.js';
import { xyzWing } from './xyzWing.js';

/**
 * Every built-in technique, cheapest first (by first-use cost; equal costs keep this order). A solver tries
 * them in this order and starts again from the top after every successful step. Costs (first / later):
 *
 * | technique | cost | source |
 * |---|---|---|
 * | full house, naked single, hidden single | 100 / 100 | table (single candidate / position) |
 * | pointing (candidate lines) | 350 / 200 | table |
 * | double pairs | 500 / 250 | table |
 * | claiming (multiple lines) | 700 / 400 | table |
 * | naked pair | 750 / 500 | table |
 * | hidden pair | 1500 / 1200 | table |
 * | naked triple | 2000 / 1400 | table |
 * | hidden triple | 2400 / 1600 | table |
 * | X-wing | 2800 / 1600 | table |
 * | XY-wing | 3000 / 1800 | chosen |
 * | XYZ-wing | 3400 / 2000 | chosen |
 * | simple colouring | 3800 / 2000 | chosen |
 * | forcing chains | 4200 / 2100 | table |
 * | naked quad, naked set of 5-8 | 5000 / 4000 | table (larger sets as quads) |
 * | hidden quad, hidden set of 5-8 | 7000 / 5000 | table (larger sets as quads) |
 * | swordfish | 8000 / 6000 | table |
 * | jellyfish | 10000 / 8000 | chosen |
 * | Nishio | 12000 / 8000 | chosen |
 * | guessing | 20000 / 15000 | chosen |
 */
export const defaultTechniques: readonly Technique[] = [
  fullHouse,
  nakedSingle,
  hiddenSingle,
  pointing,
  doublePairs,
  claiming,
  nakedPair,
  hiddenPair,
  nakedTriple,
  hiddenTriple,
  xWing,
  xyWing,
  xyzWing,
  simpleColouring,
  forcingChains,
  nakedQuad,
  nakedLargeSet,
  hiddenQuad,
  hiddenLargeSet,
  swordfish,
  jellyfish,
  nishio,
  guessing,
];
