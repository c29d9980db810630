// `node .bench-dist/bench/portfolioLarge.js [--timeout MS] [--runs K] [--threads T] [--config NAME=MEMBERS]… FILE…`
// (after `tsc -p tsconfig.bench.json && node scripts/bundle.mjs .bench-dist`): the `portfolio` backend on
// sudoku files, one line per solve: wall time, CPU time of the whole process (every thread: the
// members' workers, V8's helpers and the calling thread, from `process.cpuUsage`, read after a short
// settle so the losers' last slices count), which member answered, the answer checked against the
// grid. `--config NAME=MEMBERS` adds a configuration (MEMBERS: JSON, as `backendOptions.portfolio.members`);
// `--config default` is the portfolio with no members given (its own choice), `--config native-direct`
// the native backend itself on the calling thread (no portfolio: the reference). Without `--config` only
// `default` runs. Configurations are interleaved file by file, run by run (A/B in the same run), and
// each starts with an untimed warm-up solve so the threads it keeps loaded do not charge the first file.
// A file of 9×9 puzzles (one per line) is run puzzle by puzzle: the line reports the total.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createContainer, getBackend } from '../adapters/index.js';
import { PortfolioBackend } from '../adapters/portfolio/index.js';
import type { Backend, BackendOptions } from '../core/index.js';
import { collectResult } from '../core/index.js';
import type { SudokuGrid } from '../models/sudoku/index.js';
import { buildSudokuModel, checkSolution, decodeSolution, readPuzzles } from '../models/sudoku/index.js';
import { loadLargeInstance } from './dataSets.js';

const args = process.argv.slice(2);
let timeoutMs = 60_000;
let runs = 1;
let threads: number | undefined;
const configs: { name: string; options: BackendOptions | undefined; direct?: boolean }[] = [];
const files: string[] = [];
for (let k = 0; k < args.length; k++) {
  const a = args[k]!;
  if (a === '--timeout') timeoutMs = Number(args[++k]);
  else if (a === '--runs') runs = Number(args[++k]);
  else if (a === '--threads') threads = Number(args[++k]);
  else if (a === '--config') {
    const spec = args[++k]!;
    const eq = spec.indexOf('=');
    if (spec === 'native-direct') configs.push({ name: spec, options: undefined, direct: true });
    else if (eq < 0) configs.push({ name: spec, options: undefined });
    else
      configs.push({
        name: spec.slice(0, eq),
        options: { portfolio: { members: JSON.parse(spec.slice(eq + 1)) } },
      });
  } else files.push(a);
}
if (configs.length === 0) configs.push({ name: 'default', options: undefined });

const container = createContainer();
// `--threads T`: a portfolio with another thread count than the cores (the registered one uses the cores).
const native = getBackend(container, 'native');
const backend: Backend =
  threads === undefined
    ? getBackend(container, 'portfolio')
    : new PortfolioBackend({ backend: (id) => getBackend(container, id), threads });

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const settle = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The grids of a file: one large grid, or the 9×9 puzzles of a puzzle list. */
function gridsOf(path: string): SudokuGrid[] {
  const text = readFileSync(path, 'utf8');
  const first = text.split('\n').find((l) => l.trim() !== '' && !l.startsWith('#')) ?? '';
  if (/^[0-9.]{81}$/.test(first.trim())) {
    return readPuzzles(text).flatMap((e) => (e.grid === undefined ? [] : [e.grid]));
  }
  return [loadLargeInstance({ path, file: basename(path), source: 'generated', family: '', fill: 0 })];
}

async function solveOne(
  grid: SudokuGrid,
  options: BackendOptions | undefined,
  direct = false,
): Promise<{ status: string; member: string }> {
  const built = buildSudokuModel(grid);
  const r = await collectResult(
    (direct ? native : backend).solve(built.model, {
      timeoutMs,
      ...(options === undefined ? {} : { backendOptions: options }),
    }),
  );
  let status: string = r.status;
  const first = r.solutions[0];
  if (first !== undefined) {
    const problems = checkSolution(grid, decodeSolution(built.geometry, first.values));
    if (problems.length > 0) status = `WRONG (${problems[0]})`;
  }
  return { status, member: r.member ?? '-' };
}

const warm = gridsOf(files[0]!)[0]!;
for (const c of configs) await solveOne(warm, c.options, c.direct);
await settle(200);

for (let run = 0; run < runs; run++) {
  for (const path of files) {
    const grids = gridsOf(path);
    for (const c of configs) {
      const c0 = cpuMs();
      const w0 = performance.now();
      const statuses = new Map<string, number>();
      const members = new Map<string, number>();
      for (const g of grids) {
        const { status, member } = await solveOne(g, c.options, c.direct);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        members.set(member, (members.get(member) ?? 0) + 1);
      }
      const wall = performance.now() - w0;
      await settle(100);
      const cpu = cpuMs() - c0;
      const fmt = (m: Map<string, number>) =>
        grids.length === 1 ? [...m.keys()][0] : [...m].map(([k, n]) => `${k}×${n}`).join(',');
      process.stdout.write(
        `${basename(path)}\t${c.name}\trun ${run + 1}\t${fmt(statuses)}\t${fmt(members)}\twall ${(wall / 1000).toFixed(2)} s\tcpu ${(cpu / 1000).toFixed(2)} s\n`,
      );
    }
  }
}
process.exit(0);
