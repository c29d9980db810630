import { allDifferentKind } from '../constraints/allDifferent/allDifferentKind.js';
import { linearKind } from '../constraints/linear/linearKind.js';
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
]).freeze();
