// Speed figures of the variant fixtures on `native` (not a test: timing has no place in assertions).
// Run: `npx tsx test/models/sudoku/variants/measureVariants.ts [name…]`. For each fixture: median CPU time
// (process.cpuUsage) over 7 runs of building the model and solving to the first solution, and of
// building and counting to 2 (solve + uniqueness proof), with the search nodes of the count.
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import { countSolutions, cpuTimeMs } from '../../../../core/index.js';
import { buildVariantModel } from '../../../../models/sudoku/variants/index.js';
import { VARIANT_FIXTURES } from './variantFixtures.js';

const backend = getBackend(createContainer(), 'native');
const RUNS = 7;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const only = process.argv.slice(2);
console.log('fixture                         size  solve ms  count≤2 ms  nodes');
for (const [name, f] of Object.entries(VARIANT_FIXTURES)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const solve: number[] = [];
  const count: number[] = [];
  let nodes = 0;
  for (let i = 0; i < RUNS; i++) {
    let t = cpuTimeMs();
    await countSolutions(backend, buildVariantModel(f.puzzle).model, 1);
    solve.push(cpuTimeMs() - t);
    t = cpuTimeMs();
    const r = await countSolutions(backend, buildVariantModel(f.puzzle).model, 2);
    count.push(cpuTimeMs() - t);
    nodes = r.result.stats.nodes;
    if (r.count !== 1) throw new Error(`${name}: ${r.count} solutions`);
  }
  console.log(
    `${name.padEnd(32)}${String(f.puzzle.size).padStart(4)}${median(solve).toFixed(1).padStart(10)}${median(count).toFixed(1).padStart(12)}${String(nodes).padStart(7)}`,
  );
}
