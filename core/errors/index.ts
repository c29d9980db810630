export { CspError } from './CspError.js';
export { InvalidModelError } from './InvalidModelError.js';
export { InvalidOptionError } from './InvalidOptionError.js';
export { StrategyError } from './StrategyError.js';
export { UnknownBackendError } from './UnknownBackendError.js';
export { UnknownKindError } from './UnknownKindError.js';
export { UnsupportedConstraintError } from './UnsupportedConstraintError.js';
