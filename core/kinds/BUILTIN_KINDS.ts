import { allDifferentKind } from '../constraints/allDifferent/allDifferentKind.js';
import { amongKind } from '../constraints/among/amongKind.js';
import { circuitKind } from '../constraints/circuit/circuitKind.js';
import { clauseKind } from '../constraints/clause/clauseKind.js';
import { countKind } from '../constraints/count/countKind.js';
import { decreasingKind } from '../constraints/decreasing/decreasingKind.js';
import { elementConstantKind } from '../constraints/element/elementConstantKind.js';
import { elementKind } from '../constraints/element/elementKind.js';
import { globalCardinalityKind } from '../constraints/globalCardinality/globalCardinalityKind.js';
import { increasingKind } from '../constraints/increasing/increasingKind.js';
import { lexLessKind } from '../constraints/lexLess/lexLessKind.js';
import { lexLessEqKind } from '../constraints/lexLessEq/lexLessEqKind.js';
import { linearKind } from '../constraints/linear/linearKind.js';
import { maximumKind } from '../constraints/maximum/maximumKind.js';
import { minimumKind } from '../constraints/minimum/minimumKind.js';
import { nValueKind } from '../constraints/nValue/nValueKind.js';
import { pathKind } from '../constraints/path/pathKind.js';
import { regularKind } from '../constraints/regular/regularKind.js';
import { reifiedEqualKind } from '../constraints/reifiedEqual/reifiedEqualKind.js';
import { reifiedLessEqualKind } from '../constraints/reifiedLessEqual/reifiedLessEqualKind.js';
import { reifiedLinearKind } from '../constraints/reifiedLinear/reifiedLinearKind.js';
import { relationKind } from '../constraints/relation/relationKind.js';
import { tableKind } from '../constraints/table/tableKind.js';
import { KindRegistry } from './KindRegistry.js';

/**
 * cspkit's own constraint kinds, frozen: every model uses it unless given another registry. Extend
 * it with `BUILTIN_KINDS.extend()` to add your own kinds.
 */
export const BUILTIN_KINDS: KindRegistry = new KindRegistry([
  allDifferentKind,
  relationKind,
  linearKind,
  tableKind,
  regularKind,
  circuitKind,
  pathKind,
  clauseKind,
  reifiedEqualKind,
  reifiedLessEqualKind,
  reifiedLinearKind,
  minimumKind,
  maximumKind,
  nValueKind,
  increasingKind,
  decreasingKind,
  lexLessKind,
  lexLessEqKind,
  elementKind,
  elementConstantKind,
  countKind,
  amongKind,
  globalCardinalityKind,
]).freeze();
