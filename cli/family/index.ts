// The shared `cspkit <family> solve|count` verbs: a family is a FamilySpec, the verbs do the rest.
export { addFamilyCommands } from './addFamilyCommands.js';
export { FAMILY_COUNT_LIMIT, type FamilyFlags } from './FamilyFlags.js';
export type { FamilySearch, FamilySolution } from './FamilySearch.js';
export type { FamilyOption, FamilySpec } from './FamilySpec.js';
export { familyCount } from './familyCount.js';
export { familySolve } from './familySolve.js';
export { type PuzzleText, parsePuzzleTexts } from './parsePuzzleTexts.js';
