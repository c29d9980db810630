/**
 * cspkit core: models as plain data, the propagation engine, iterative search and the
 * backend contract. Knows nothing of sudoku or of any particular backend.
 *
 * @packageDocumentation
 */
export * from './backend/index.js';
export * from './errors/index.js';
export * from './events/index.js';
export * from './model/index.js';
