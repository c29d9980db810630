// Graph colouring: give each vertex one of k colours, different at the ends of every edge. DIMACS `.col`
// reading and writing, the model (one `ne` relation per edge, optional clique symmetry breaking), a checker.
export { buildColouringModel } from './buildColouringModel.js';
export { ColouringError } from './ColouringError.js';
export type { ColouringModel } from './ColouringModel.js';
export type { ColouringModelOptions } from './ColouringModelOptions.js';
export { checkColouring } from './checkColouring.js';
export { formatColouring } from './formatColouring.js';
export { formatDimacsGraph } from './formatDimacsGraph.js';
export type { Graph } from './Graph.js';
export { greedyClique } from './greedyClique.js';
export { makeGraph } from './makeGraph.js';
export { parseDimacsGraph } from './parseDimacsGraph.js';
