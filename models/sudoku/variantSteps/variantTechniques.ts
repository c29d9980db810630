import { boundedForcing } from './boundedForcing.js';
import {
  variantHiddenPair,
  variantHiddenTriple,
  variantNakedPair,
  variantNakedQuad,
  variantNakedTriple,
} from './groupSubsets.js';
import { inniesOuties } from './inniesOuties.js';
import { lineCombinations } from './lineCombinations.js';
import { variantClaiming, variantLockedCandidates, variantPointing } from './lockedCandidates.js';
import { pairRules } from './pairRules.js';
import { renbanSets } from './renbanSets.js';
import { sandwichSums } from './sandwichSums.js';
import { cageCombinations, sumCombinations } from './sumCombinations.js';
import { thermometerRanges } from './thermometerRanges.js';
import type { VariantTechnique } from './VariantTechnique.js';
import { variantGuessing } from './variantGuessing.js';
import { variantFullHouse, variantHiddenSingle, variantNakedSingle } from './variantSingles.js';
import { variantXWing } from './variantXWing.js';
import { whisperDifferences } from './whisperDifferences.js';

/**
 * Every built-in variant technique, cheapest first; a solver tries them in this order and starts again from
 * the top after every step. Classic techniques keep their classic ids and costs (they work on every house
 * of the variant and see through every rule's peers); variant techniques are priced on the same scale by
 * how hard a person finds them next to the classic ones:
 *
 * | technique | cost (first / later) | on the classic scale like |
 * |---|---|---|
 * | full house, naked single, hidden single | 100 / 100 | the same singles |
 * | pair rules (kropki, XV, non-consecutive…) | 300 / 150 | below pointing: one look at two cells |
 * | thermometer ranges | 300 / 150 | the same |
 * | pointing | 350 / 200 | the same |
 * | cage combinations | 400 / 200 | between pointing and double pairs |
 * | whisper differences | 400 / 200 | the same |
 * | renban sets | 500 / 250 | double pairs |
 * | sum combinations (little killer, arrows…) | 600 / 300 | between double pairs and claiming |
 * | claiming, locked candidates (diagonals, windows…) | 700 / 400 | claiming |
 * | naked pair (any group, cages included) | 750 / 500 | the same |
 * | innies and outies | 1200 / 600 | between naked and hidden pairs |
 * | sandwich sums | 1200 / 600 | the same as innies and outies |
 * | hidden pair | 1500 / 1200 | the same |
 * | line combinations (any line rule) | 1500 / 800 | hidden pair |
 * | naked triple / hidden triple | 2000 / 1400, 2400 / 1600 | the same |
 * | X-wing (any two houses paired by two others) | 2800 / 1600 | the same |
 * | naked quad | 5000 / 4000 | the same |
 * | bounded forcing | 5000 / 2500 | between forcing chains (4200) and Nishio (12000) |
 * | guessing | 20000 / 15000 | the same |
 */
export const variantTechniques: readonly VariantTechnique[] = [
  variantFullHouse,
  variantNakedSingle,
  variantHiddenSingle,
  pairRules,
  thermometerRanges,
  variantPointing,
  cageCombinations,
  whisperDifferences,
  renbanSets,
  sumCombinations,
  variantClaiming,
  variantLockedCandidates,
  variantNakedPair,
  inniesOuties,
  sandwichSums,
  variantHiddenPair,
  lineCombinations,
  variantNakedTriple,
  variantHiddenTriple,
  variantXWing,
  variantNakedQuad,
  boundedForcing,
  variantGuessing,
];
