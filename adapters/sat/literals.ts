// The literal constants belong to the core's CNF vocabulary (`ClauseSink`); re-exported here for
// the sat backend's own modules.
export { LIT_FALSE, LIT_TRUE, negate } from '../../core/kinds/literals.js';
