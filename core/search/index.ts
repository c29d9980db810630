export { luby } from './luby.js';
export type { PlaceHeuristic } from './PlaceHeuristic.js';
export type { SearchState } from './Search.js';
export { Search } from './Search.js';
export type { SearchConfig } from './SearchConfig.js';
export type { SearchListener } from './SearchListener.js';
