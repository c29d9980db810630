export { EV_ANY, EV_ASSIGNED, EV_BOUNDS, EV_BOUNDS_OR_ASSIGNED, EV_DOMAIN } from './events.js';
export { PassPropagator } from './PassPropagator.js';
export type { DomainTracer } from './PropagationEngine.js';
export { PropagationEngine } from './PropagationEngine.js';
export { PRIORITY_EXPENSIVE, PRIORITY_LINEAR, PRIORITY_UNARY, Propagator } from './Propagator.js';
export { YieldClock } from './YieldClock.js';
