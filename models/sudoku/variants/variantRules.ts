import { andRule } from './rules/andRule.js';
import { antiKingRule } from './rules/antiKingRule.js';
import { antiKnightRule } from './rules/antiKnightRule.js';
import { antiTaxicabRule } from './rules/antiTaxicabRule.js';
import { arrowRule } from './rules/arrowRule.js';
import { betweenLineRule } from './rules/betweenLineRule.js';
import { candidatesRule } from './rules/candidatesRule.js';
import { chaosArrowRule } from './rules/chaosArrowRule.js';
import { chaosMultiArrowRule } from './rules/chaosMultiArrowRule.js';
import { cloneRule } from './rules/cloneRule.js';
import { containAtLeastRule } from './rules/containAtLeastRule.js';
import { containExactRule } from './rules/containExactRule.js';
import { countDistinctRule } from './rules/countDistinctRule.js';
import { countingCirclesRule } from './rules/countingCirclesRule.js';
import { diagonalRule } from './rules/diagonalRule.js';
import { disjointGroupsRule } from './rules/disjointGroupsRule.js';
import { doppelgangerRule } from './rules/doppelgangerRule.js';
import { doubleArrowRule } from './rules/doubleArrowRule.js';
import { dutchFlatmatesRule } from './rules/dutchFlatmatesRule.js';
import { entropicLineRule } from './rules/entropicLineRule.js';
import { equalityCageRule } from './rules/equalityCageRule.js';
import { evenRule } from './rules/evenRule.js';
import { extraRegionRule } from './rules/extraRegionRule.js';
import { fullRankRule } from './rules/fullRankRule.js';
import { globalEntropyRule } from './rules/globalEntropyRule.js';
import { globalModRule } from './rules/globalModRule.js';
import { greaterThanRule } from './rules/greaterThanRule.js';
import { hiddenSkyscraperRule } from './rules/hiddenSkyscraperRule.js';
import { indexingRule } from './rules/indexingRule.js';
import { killerRule } from './rules/killerRule.js';
import { kropkiNegativeRule } from './rules/kropkiNegativeRule.js';
import { kropkiRule } from './rules/kropkiRule.js';
import { littleKillerRule } from './rules/littleKillerRule.js';
import { lockoutLineRule } from './rules/lockoutLineRule.js';
import { lunchboxRule } from './rules/lunchboxRule.js';
import { modularLineRule } from './rules/modularLineRule.js';
import { nfaLineRule } from './rules/nfaLineRule.js';
import { nonConsecutiveRule } from './rules/nonConsecutiveRule.js';
import { numberedRoomRule } from './rules/numberedRoomRule.js';
import { oddRule } from './rules/oddRule.js';
import { orRule } from './rules/orRule.js';
import { pairLineRule } from './rules/pairLineRule.js';
import { pairSetRule } from './rules/pairSetRule.js';
import { palindromeRule } from './rules/palindromeRule.js';
import { parityLineRule } from './rules/parityLineRule.js';
import { priorityRule } from './rules/priorityRule.js';
import { quadrupleRule } from './rules/quadrupleRule.js';
import { regexLineRule } from './rules/regexLineRule.js';
import { regionSameValuesRule } from './rules/regionSameValuesRule.js';
import { regionSumLineRule } from './rules/regionSumLineRule.js';
import { rellikRule } from './rules/rellikRule.js';
import { renbanRule } from './rules/renbanRule.js';
import { sameValuesRule } from './rules/sameValuesRule.js';
import { sandwichRule } from './rules/sandwichRule.js';
import { skyscraperRule } from './rules/skyscraperRule.js';
import { slowThermometerRule } from './rules/slowThermometerRule.js';
import { sumLineRule } from './rules/sumLineRule.js';
import { sumRule } from './rules/sumRule.js';
import { thermometerRule } from './rules/thermometerRule.js';
import { valueIndexingRule } from './rules/valueIndexingRule.js';
import { whispersRule } from './rules/whispersRule.js';
import { windokuRule } from './rules/windokuRule.js';
import { xSumRule } from './rules/xSumRule.js';
import { xvNegativeRule } from './rules/xvNegativeRule.js';
import { xvRule } from './rules/xvRule.js';
import { zipperLineRule } from './rules/zipperLineRule.js';
import type { VariantRule } from './VariantRule.js';

/**
 * Every variant constraint type, in documentation order: the one definition of the `constraints` of the
 * variant format. The TypeScript types, the validator, the published JSON Schema, the docs' rule table and
 * the f-puzzles keys all come from it; a new rule is one file in `rules/` and one line here.
 */
export const VARIANT_RULES = [
  diagonalRule,
  windokuRule,
  disjointGroupsRule,
  extraRegionRule,
  killerRule,
  littleKillerRule,
  thermometerRule,
  arrowRule,
  kropkiRule,
  kropkiNegativeRule,
  xvRule,
  xvNegativeRule,
  antiKnightRule,
  antiKingRule,
  nonConsecutiveRule,
  evenRule,
  oddRule,
  sandwichRule,
  renbanRule,
  whispersRule,
  palindromeRule,
  parityLineRule,
  entropicLineRule,
  slowThermometerRule,
  regionSumLineRule,
  betweenLineRule,
  zipperLineRule,
  candidatesRule,
  cloneRule,
  sameValuesRule,
  regionSameValuesRule,
  doppelgangerRule,
  priorityRule,
  chaosArrowRule,
  chaosMultiArrowRule,
  indexingRule,
  valueIndexingRule,
  globalEntropyRule,
  globalModRule,
  dutchFlatmatesRule,
  antiTaxicabRule,
  containAtLeastRule,
  containExactRule,
  countDistinctRule,
  pairLineRule,
  pairSetRule,
  regexLineRule,
  nfaLineRule,
  orRule,
  andRule,
  sumRule,
  doubleArrowRule,
  quadrupleRule,
  xSumRule,
  skyscraperRule,
  numberedRoomRule,
  lunchboxRule,
  rellikRule,
  equalityCageRule,
  sumLineRule,
  modularLineRule,
  lockoutLineRule,
  greaterThanRule,
  countingCirclesRule,
  hiddenSkyscraperRule,
  fullRankRule,
] as const;

const BY_TYPE: ReadonlyMap<string, VariantRule> = new Map(VARIANT_RULES.map((r) => [r.type, r]));

/** The rule with this `type` tag, `undefined` when there is none. */
export function variantRule(type: string): VariantRule | undefined {
  return BY_TYPE.get(type);
}
