import type { Domain } from './Domain.js';

/** A declared integer variable: a name and its initial domain. */
export interface VariableSpec {
  /** Unique name within its model (e.g. `r4c7`, `S`, `q3`). */
  readonly name: string;
  /** Initial domain (may be shared with other variables). */
  readonly domain: Domain;
}
