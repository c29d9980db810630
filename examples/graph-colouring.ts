// Find the chromatic number of a DIMACS graph: try k = 1, 2, … colours until a colouring exists.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { firstSolution } from '../core/index.js';
import { buildColouringModel, checkColouring, parseDimacsGraph } from '../models/colouring/index.js';

// myciel3.col from the DIMACS colouring benchmarks: triangle-free, yet it needs 4 colours.
const GRAPH = `
c FILE: myciel3.col (Michael Trick)
p edge 11 20
e 1 2
e 1 4
e 1 7
e 1 9
e 2 3
e 2 6
e 2 8
e 3 5
e 3 7
e 3 10
e 4 5
e 4 6
e 4 10
e 5 8
e 5 9
e 6 11
e 7 11
e 8 11
e 9 11
e 10 11
`;

/** Prints the smallest number of colours for the graph above and one colouring; returns the text. */
export async function main(print: (text: string) => void = console.log, dimacs = GRAPH): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const graph = parseDimacsGraph(dimacs);
  const lines = [`${graph.vertexCount} vertices, ${graph.edges.length} edges`];
  for (let k = 1; k <= graph.vertexCount; k++) {
    // Symmetry breaking fixes a clique's colours: it cannot turn a colourable graph uncolourable.
    const solution = await firstSolution(
      backend,
      buildColouringModel(graph, k, { breakSymmetry: true }).model,
    );
    if (solution === undefined) {
      lines.push(`${k} colours: none`);
      continue;
    }
    const problems = checkColouring(graph, k, solution.values);
    lines.push(`${k} colours: ${Array.from(solution.values).join(' ')} (${problems.length} problems)`);
    lines.push(`chromatic number: ${k}`);
    break;
  }
  const text = lines.join('\n');
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
