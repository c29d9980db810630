export { DomainStore } from './DomainStore.js';
