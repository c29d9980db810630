import type { Model } from '../../core/index.js';
import type { Graph } from './Graph.js';

/** A k-colouring model: variable `i` is the colour (1..k) of vertex `i`, named `v1`, `v2`, …. */
export interface ColouringModel {
  /** The constraint model. */
  readonly model: Model;
  /** The graph. */
  readonly graph: Graph;
  /** Number of colours. */
  readonly colours: number;
}
