// Sudoku variants as add-ons to the sudoku model: a JSON puzzle format (grid, givens, regions, a list of
// constraints), validation before any search, the model built from core constraints, solution checking,
// and the f-puzzles / SudokuPad JSON (plain or lz-string compressed) reader.
export { buildVariantModel } from './buildVariantModel.js';
export type { CellRef } from './CellRef.js';
export { checkVariantSolution } from './checkVariantSolution.js';
export { decodeFPuzzlesText, isFPuzzlesLink } from './decodeFPuzzlesText.js';
export { decodeVariantSolution } from './decodeVariantSolution.js';
export type { VariantViolation } from './findVariantViolations.js';
export { findVariantViolations } from './findVariantViolations.js';
export { formatVariantPuzzle } from './formatVariantPuzzle.js';
export { FPUZZLES_IGNORED_KEYS, FPUZZLES_SUPPORTED_KEYS, fromFPuzzles } from './fromFPuzzles.js';
export { pairRuleHolds } from './pairRuleHolds.js';
export { parseJson, parseVariantPuzzle, validateVariantPuzzle } from './parseVariantPuzzle.js';
export type {
  ConstraintOrigin,
  PairRule,
  ResolvedGroup,
  ResolvedPair,
  ResolvedSandwich,
  ResolvedSum,
  ResolvedVariant,
} from './ResolvedVariant.js';
export { isVariantInput, readVariantInput } from './readVariantInput.js';
export { MAX_VARIANT_SIZE, resolveVariantPuzzle } from './resolveVariantPuzzle.js';
export { solveVariant } from './solveVariant.js';
export { toFPuzzles } from './toFPuzzles.js';
export type { VariantBuildOptions } from './VariantBuildOptions.js';
export type {
  AntiKingSpec,
  AntiKnightSpec,
  ArrowSpec,
  DiagonalSpec,
  DisjointGroupsSpec,
  EvenSpec,
  ExtraRegionSpec,
  KillerCageSpec,
  KropkiNegativeSpec,
  KropkiSpec,
  LittleKillerSpec,
  NonConsecutiveSpec,
  OddSpec,
  SandwichSpec,
  ThermometerSpec,
  VariantConstraint,
  VariantConstraintType,
  WindokuSpec,
  XvNegativeSpec,
  XvSpec,
} from './VariantConstraint.js';
export { VARIANT_CONSTRAINT_TYPES } from './VariantConstraint.js';
export { VariantError } from './VariantError.js';
export type { VariantHouse } from './VariantHouse.js';
export type { VariantInputEntry } from './VariantInputEntry.js';
export type { VariantModel } from './VariantModel.js';
export type { VariantPuzzle } from './VariantPuzzle.js';
