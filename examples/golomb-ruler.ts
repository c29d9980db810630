// Optimisation: the shortest Golomb ruler with n marks (every pairwise distance different). Native
// proves the optimum by branch and bound, printing each improving ruler as it is found; sat proves the
// same optimum by iterative tightening; dlx refuses an objective by name. A user-defined value order
// (largest mark first) is passed as a value, like the built-in ones.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/index.js';
import { inputOrder, Model, solveOptimal, type ValueOrder } from '../core/index.js';
import { buildGolombRulerModel, checkGolombRuler } from '../models/golomb/index.js';

/**
 * A value order of your own: the largest value first. Poor for a minimisation (the first rulers found
 * are long), but branch and bound still proves the same optimum, only with more improving steps.
 */
export const largestFirst: ValueOrder = {
  name: 'largestFirst',
  branching: 'assign',
  choose: (view, x) => view.store.max(x),
};

/** Solves rulers of 2..`marks` marks; returns (and prints) what each backend found. */
export async function main(print: (text: string) => void = console.log, marks = 6): Promise<string> {
  const container = createContainer();
  const native = getBackend(container, 'native');
  const lines: string[] = [];
  for (let n = 2; n <= marks; n++) {
    const ruler = buildGolombRulerModel(n);
    const r = await solveOptimal(native, ruler.model, { variableOrder: inputOrder });
    const best = r.best ? ruler.marks.map((m) => r.best!.get(m)) : [];
    const problems = checkGolombRuler(best);
    lines.push(
      `${n} marks: length ${r.objective} (${r.status}, ${r.solutions.length} improving rulers, ` +
        `${r.stats.nodes} nodes): ${best.join(' ')}${problems.length > 0 ? ` PROBLEMS: ${problems.join('; ')}` : ''}`,
    );
  }
  const ruler = buildGolombRulerModel(marks);
  const mine = await solveOptimal(native, ruler.model, {
    variableOrder: inputOrder,
    valueOrder: largestFirst,
  });
  lines.push(
    `native, largest value first: length ${mine.objective} (${mine.status}, improving lengths ` +
      `${mine.solutions.map((s) => s.get(ruler.length)).join(' > ')})`,
  );
  const sat = await solveOptimal(getBackend(container, 'sat'), ruler.model);
  lines.push(
    `sat (iterative tightening): length ${sat.objective} (${sat.status}, ${sat.solutions.length} rounds found a ruler)`,
  );
  // Dancing links expresses all-different but has no notion of a better solution.
  const pick = new Model();
  const xs = pick.intVars(3, (i) => `x${i + 1}`, { min: 1, max: 3 });
  pick.allDifferent(xs);
  pick.maximize(xs[0]!);
  try {
    await solveOptimal(getBackend(container, 'dlx'), pick);
    lines.push('dlx: solved?!');
  } catch (e) {
    lines.push(`dlx: refuses: ${(e as Error).message}`);
  }
  const text = lines.join('\n');
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
