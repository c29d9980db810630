// Skyscrapers: the text format (N, four clue lines, optional givens), the model (all-different rows and
// columns, a `regular` visibility automaton per clue), an independent checker and a seeded generator.
export { buildSkyscrapersModel } from './buildSkyscrapersModel.js';
export { checkSkyscrapers } from './checkSkyscrapers.js';
export { checkSkyscrapersPuzzle } from './checkSkyscrapersPuzzle.js';
export { formatSkyscrapers, formatSkyscrapersGrid } from './formatSkyscrapers.js';
export { type RandomSkyscrapers, randomSkyscrapers } from './randomSkyscrapers.js';
export { MAX_SKYSCRAPERS_SIDE, parseSkyscrapers, readSkyscrapers } from './readSkyscrapers.js';
export { SkyscrapersError } from './SkyscrapersError.js';
export type { SkyscrapersModel } from './SkyscrapersModel.js';
export type { SkyscrapersPuzzle } from './SkyscrapersPuzzle.js';
export { visibilityDfa } from './visibilityDfa.js';
export { visibleCount } from './visibleCount.js';
