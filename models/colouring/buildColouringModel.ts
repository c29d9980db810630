import { Model, range } from '../../core/index.js';
import { ColouringError } from './ColouringError.js';
import type { ColouringModel } from './ColouringModel.js';
import type { ColouringModelOptions } from './ColouringModelOptions.js';
import type { Graph } from './Graph.js';
import { greedyClique } from './greedyClique.js';

/**
 * Builds the k-colouring model of a graph: one variable per vertex (`v1`…, domain 1..k) and one `ne`
 * relation per edge (`edge 1-2`). With `breakSymmetry`, the vertices of a greedy clique get colours 1, 2, …
 * in order (see `ColouringModelOptions`); a clique larger than k makes the model trivially unsatisfiable.
 *
 * @throws `ColouringError` when `colours` is not a positive integer.
 */
export function buildColouringModel(
  graph: Graph,
  colours: number,
  options: ColouringModelOptions = {},
): ColouringModel {
  if (!Number.isSafeInteger(colours) || colours < 1) {
    throw new ColouringError(`colouring: the number of colours must be a positive integer, got ${colours}`);
  }
  const model = new Model();
  const all = range(1, colours);
  const fixed = new Map<number, number>();
  if (options.breakSymmetry) {
    greedyClique(graph)
      .slice(0, colours)
      .forEach((v, i) => {
        fixed.set(v, i + 1);
      });
  }
  for (let v = 0; v < graph.vertexCount; v++) {
    const c = fixed.get(v);
    model.intVar(`v${v + 1}`, c === undefined ? all : range(c, c));
  }
  for (const [u, v] of graph.edges)
    model.relation('ne', model.varAt(u), model.varAt(v), 0, `edge ${u + 1}-${v + 1}`);
  return { model, graph, colours };
}
