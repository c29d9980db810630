export { AllDifferentFamily } from './AllDifferentFamily.js';
export { AllDifferentMatching } from './AllDifferentMatching.js';
export { AllDifferentTopology } from './AllDifferentTopology.js';
export { LinearPropagator } from './LinearPropagator.js';
export { RelationPropagator } from './RelationPropagator.js';
export { TablePropagator } from './TablePropagator.js';
