// Sudoku variants as add-ons to the sudoku model: a JSON puzzle format (grid, givens, regions, a list of
// constraints), validation before any search, the model built from core constraints, solution checking,
// and the f-puzzles / SudokuPad JSON (plain or lz-string compressed) reader.

export { AutomatonError } from './automata/AutomatonError.js';
export { acceptsLength } from './automata/acceptsLength.js';
export type { AutomatonInput } from './automata/automatonField.js';
export type { DigitNfa } from './automata/DigitNfa.js';
export { DigitRegexError } from './automata/DigitRegexError.js';
export { nfaAccepts } from './automata/nfaAccepts.js';
export { MAX_LINE_DFA_STATES, nfaToDfa } from './automata/nfaToDfa.js';
export { parseDigitRegex } from './automata/parseDigitRegex.js';
export { buildVariantModel } from './buildVariantModel.js';
export type { CellRef } from './CellRef.js';
export type { CellRelation } from './CellRelation.js';
export { checkVariantSolution } from './checkVariantSolution.js';
export { classicGridOf, describeVariantRules } from './classicGridOf.js';
export type { NestedConstraint } from './composite/nestedRulesField.js';
export { MAX_OR_TUPLES } from './composite/tableOfBranches.js';
export { decodeFPuzzlesText } from './decodeFPuzzlesText.js';
export { decodeVariantSolution } from './decodeVariantSolution.js';
export { decodeVariantValues } from './decodeVariantValues.js';
export type {
  FPuzzlesEntry,
  FPuzzlesGridCell,
  FPuzzlesMapping,
  FPuzzlesSource,
  FPuzzlesTarget,
} from './FPuzzlesMapping.js';
export type { VariantViolation } from './findVariantViolations.js';
export { findVariantViolations } from './findVariantViolations.js';
export { formatVariantPuzzle } from './formatVariantPuzzle.js';
export { formatVariantValues } from './formatVariantValues.js';
export { FPUZZLES_IGNORED_KEYS, FPUZZLES_SUPPORTED_KEYS, fromFPuzzles } from './fromFPuzzles.js';
export { isFPuzzlesLink } from './isFPuzzlesLink.js';
export { pairRuleHolds } from './pairRuleHolds.js';
export { PairExpressionError } from './pairwise/PairExpressionError.js';
export { type PairExpression, parsePairExpression } from './pairwise/parsePairExpression.js';
export { truthy } from './pairwise/truthy.js';
export { parseJson, parseVariantPuzzle, validateVariantPuzzle } from './parseVariantPuzzle.js';
export type {
  ConstraintOrigin,
  PairRule,
  ResolvedGroup,
  ResolvedPair,
  ResolvedRelation,
  ResolvedSandwich,
  ResolvedSum,
  ResolvedVariant,
} from './ResolvedVariant.js';
export { RULE_SHAPE_SUPPORT } from './RULE_SHAPE_SUPPORT.js';
export type { VariantReadOptions } from './readVariantInput.js';
export { isVariantInput, readVariantInput } from './readVariantInput.js';
export { MAX_VARIANT_SIZE, resolveVariantPuzzle } from './resolveVariantPuzzle.js';
export type { AndSpec } from './rules/andRule.js';
export type { AntiKingSpec } from './rules/antiKingRule.js';
export type { AntiKnightSpec } from './rules/antiKnightRule.js';
export type { AntiTaxicabSpec } from './rules/antiTaxicabRule.js';
export type { ArrowSpec } from './rules/arrowRule.js';
export type { BetweenLineSpec } from './rules/betweenLineRule.js';
export type { CandidatesSpec } from './rules/candidatesRule.js';
export type { ChaosArrowSpec } from './rules/chaosArrowRule.js';
export type { ChaosMultiArrowSpec } from './rules/chaosMultiArrowRule.js';
export type { CloneSpec } from './rules/cloneRule.js';
export type { ContainAtLeastSpec } from './rules/containAtLeastRule.js';
export type { ContainExactSpec } from './rules/containExactRule.js';
export type { CountDistinctSpec } from './rules/countDistinctRule.js';
export type { DiagonalSpec } from './rules/diagonalRule.js';
export type { DisjointGroupsSpec } from './rules/disjointGroupsRule.js';
export type { DoppelgangerSpec } from './rules/doppelgangerRule.js';
export type { DutchFlatmatesSpec } from './rules/dutchFlatmatesRule.js';
export { type EntropicLineSpec, entropicThird } from './rules/entropicLineRule.js';
export type { EvenSpec } from './rules/evenRule.js';
export type { ExtraRegionSpec } from './rules/extraRegionRule.js';
export type { GlobalEntropySpec } from './rules/globalEntropyRule.js';
export type { GlobalModSpec } from './rules/globalModRule.js';
export type { IndexingSpec } from './rules/indexingRule.js';
export type { KillerCageSpec } from './rules/killerRule.js';
export type { KropkiNegativeSpec } from './rules/kropkiNegativeRule.js';
export type { KropkiSpec } from './rules/kropkiRule.js';
export type { LittleKillerSpec } from './rules/littleKillerRule.js';
export type { NfaLineSpec } from './rules/nfaLineRule.js';
export type { NonConsecutiveSpec } from './rules/nonConsecutiveRule.js';
export type { OddSpec } from './rules/oddRule.js';
export type { OrSpec } from './rules/orRule.js';
export type { PairLineSpec } from './rules/pairLineRule.js';
export type { PairSetSpec } from './rules/pairSetRule.js';
export type { PalindromeSpec } from './rules/palindromeRule.js';
export type { ParityLineSpec } from './rules/parityLineRule.js';
export type { PrioritySpec } from './rules/priorityRule.js';
export type { RegexLineSpec } from './rules/regexLineRule.js';
export type { RegionSameValuesSpec } from './rules/regionSameValuesRule.js';
export type { RegionSumLineSpec } from './rules/regionSumLineRule.js';
export type { RenbanSpec } from './rules/renbanRule.js';
export type { SameValuesSpec } from './rules/sameValuesRule.js';
export type { SandwichSpec } from './rules/sandwichRule.js';
export type { SlowThermometerSpec } from './rules/slowThermometerRule.js';
export type { ThermometerSpec } from './rules/thermometerRule.js';
export type { ValueIndexingSpec } from './rules/valueIndexingRule.js';
export { type WhispersSpec, whisperDifference } from './rules/whispersRule.js';
export type { WindokuSpec } from './rules/windokuRule.js';
export type { XvNegativeSpec } from './rules/xvNegativeRule.js';
export type { XvSpec } from './rules/xvRule.js';
export type { ZipperLineSpec } from './rules/zipperLineRule.js';
export { decodeSclText } from './scl/decodeSclText.js';
export type { SclReading } from './scl/fromScl.js';
export { fromScl, SCL_KNOWN_KEYS } from './scl/fromScl.js';
export { isSclLink, sclLinkData } from './scl/isSclLink.js';
export { parseZippedScl } from './scl/parseZippedScl.js';
export { SCL_KEYS } from './scl/SCL_KEYS.js';
export type { SclReport } from './scl/SclReport.js';
export type { SclMappedElement, SclRuleMapping } from './scl/SclRuleMapping.js';
export { normalizeSclColor, parseSclRuleMapping } from './scl/SclRuleMapping.js';
export type { SclLinePath, SclLineRuleName } from './scl/sclLineRules.js';
export { SCL_LINE_RULES } from './scl/sclLineRules.js';
export { sclPathCells } from './scl/sclPath.js';
export { solveVariant } from './solveVariant.js';
export { toFPuzzles } from './toFPuzzles.js';
export type { VariantBuildOptions } from './VariantBuildOptions.js';
export type { VariantConstraint, VariantConstraintOf, VariantConstraintType } from './VariantConstraint.js';
export { VARIANT_CONSTRAINT_TYPES } from './VariantConstraint.js';
export { VariantError } from './VariantError.js';
export type {
  AnyVariantField,
  FieldContext,
  FieldInput,
  FieldOutput,
  FieldTable,
  InputOf,
  JsonSchema,
  ObjectShape,
  OutputOf,
  Simplify,
  VariantField,
} from './VariantField.js';
export type { VariantHouse } from './VariantHouse.js';
export type { VariantInputEntry } from './VariantInputEntry.js';
export type { VariantModel } from './VariantModel.js';
export type { VariantPuzzle } from './VariantPuzzle.js';
export type { RuleSpec, SpecOf, VariantRule } from './VariantRule.js';
export type { VariantRuleContext } from './VariantRuleContext.js';
export type { VariantRuleSupport } from './VariantRuleSupport.js';
export { type VariantBoxes, VariantShape, type VariantShapeSpec } from './VariantShape.js';
export { VARIANT_PUZZLE_SHAPE } from './variantPuzzleFields.js';
export { variantPuzzleSchema } from './variantPuzzleSchema.js';
export { VARIANT_RULES, variantRule } from './variantRules.js';
