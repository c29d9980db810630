/**
 * cspkit core: models as plain data, bitset domains, the propagation engine and its
 * propagators, iterative search, solver events and the backend contract. Knows nothing of
 * sudoku or of any particular backend.
 *
 * @packageDocumentation
 */
export * from './backend/index.js';
export * from './constraints/index.js';
export * from './domain/index.js';
export * from './errors/index.js';
export * from './events/index.js';
export * from './kinds/index.js';
export * from './learning/index.js';
export * from './model/index.js';
export * from './presolve/index.js';
export * from './propagation/index.js';
export * from './propagators/index.js';
export * from './search/index.js';
export * from './solver/index.js';
export { highestBit, lowestBit, popcount32 } from './util/bits.js';
export { cpuTimeMs } from './util/cpuTime.js';
export { Random } from './util/Random.js';
export { type CancelMacrotask, scheduleMacrotask } from './util/scheduleMacrotask.js';
export { type CancelLongTimer, MAX_TIMER_DELAY_MS, startLongTimer } from './util/startLongTimer.js';
