export { boundedForcing, boundedForcingWithin, DEFAULT_FORCING_RUNS } from './boundedForcing.js';
export { enumerateSum, SUM_NODE_BUDGET, type SumSupport } from './enumerateSum.js';
export { applyVariantStep, findVariantStep } from './findVariantStep.js';
export {
  variantHiddenPair,
  variantHiddenTriple,
  variantNakedPair,
  variantNakedQuad,
  variantNakedTriple,
} from './groupSubsets.js';
export { inniesOuties } from './inniesOuties.js';
export { LINE_FILL_BUDGET, lineCombinations } from './lineCombinations.js';
export { variantClaiming, variantLockedCandidates, variantPointing } from './lockedCandidates.js';
export { type ProbeResult, PropagationProbe } from './PropagationProbe.js';
export { pairRules } from './pairRules.js';
export { rateVariant, verifyVariantStep } from './rateVariant.js';
export { renbanSets } from './renbanSets.js';
export { sandwichSums } from './sandwichSums.js';
export { cageCombinations, sumCombinations } from './sumCombinations.js';
export { type SumFact, sumStep, sumText } from './sumStep.js';
export { thermometerRanges } from './thermometerRanges.js';
export { toVariantCandidates, type VariantStepInput } from './toVariantCandidates.js';
export { VariantCandidates } from './VariantCandidates.js';
export type { VariantRateOptions, VariantStepOptions } from './VariantStepOptions.js';
export type { VariantTechnique } from './VariantTechnique.js';
export { variantGuessing } from './variantGuessing.js';
export { variantHint } from './variantHint.js';
export { variantFullHouse, variantHiddenSingle, variantNakedSingle } from './variantSingles.js';
export { forcingEffort, variantChainEffort, variantPatternLevel } from './variantStepLevel.js';
export { variantSteps } from './variantSteps.js';
export { variantStepToJson } from './variantStepToJson.js';
export { variantTechniques } from './variantTechniques.js';
export { variantXWing } from './variantXWing.js';
export { whisperDifferences } from './whisperDifferences.js';
