// `node .bench-dist/bench/learningLarge.js [--timeout MS] [--runs K] [--seed N] [--default] [--learning JSON] FILE…` (after
// `tsc -p tsconfig.bench.json`): the native learning search (`learning: true`; with `--default` the
// native defaults instead, where learning joins once the search escalates) on large sudoku files,
// one line per solve: CPU ms of model build + solve (this process's own time, so a loaded machine
// does not inflate it), conflicts, status, the answer checked. For A/B comparisons run two builds of
// this script interleaved, instance by instance. `--seed N` passes `seed: N`, which perturbs the
// learning search's initial order (`LearningConfig.orderSeed`; with `--default`, the portfolio's learning
// arm's): judge a search change over many seeds. With `--default`, a solve that escalated also prints
// which portfolio arm answered, the CPU time when the portfolio started, and each arm's CPU time in it
// (`arm A from S s [default matching mrv learning]`, then the CPU time spent building the extra arms,
// `held` when the slices' growth was held at the end: plain MRV projected to finish in time, and
// `focused@R` when the schedule focused on learning after round R).
// `--learning JSON` passes a `LearningOptions` object (e.g. `{"bumpReasons":1}`) instead of `true`, for A/B runs of a tuning field.
import { basename } from 'node:path';
import { createContainer, getBackend } from '../adapters/index.js';
import { cpuTimeMs, type LearningOptions } from '../core/index.js';
import { buildSudokuModel, checkSolution, decodeSolution } from '../models/sudoku/index.js';
import { loadLargeInstance } from './dataSets.js';

const args = process.argv.slice(2);
let timeoutMs = 60_000;
let runs = 1;
let learning = true;
let seed: number | undefined;
let tuning: LearningOptions | undefined;
const files: string[] = [];
for (let k = 0; k < args.length; k++) {
  const a = args[k]!;
  if (a === '--timeout') timeoutMs = Number(args[++k]);
  else if (a === '--runs') runs = Number(args[++k]);
  else if (a === '--default') learning = false;
  else if (a === '--seed') seed = Number(args[++k]);
  else if (a === '--learning') tuning = JSON.parse(args[++k]!) as LearningOptions;
  else files.push(a);
}

const native = getBackend(createContainer(), 'native');
for (let r = 0; r < runs; r++) {
  for (const path of files) {
    const grid = loadLargeInstance({ path, file: basename(path), source: 'generated', family: '', fill: 0 });
    const t0 = cpuTimeMs();
    const w0 = performance.now();
    const built = buildSudokuModel(grid);
    const result = native.solveSync!(built.model, {
      timeoutMs,
      ...(seed === undefined ? {} : { seed }),
      ...(learning ? { backendOptions: { native: { learning: tuning ?? true } } } : {}),
    });
    const cpu = cpuTimeMs() - t0;
    const wall = performance.now() - w0;
    let status: string = result.member === undefined ? result.status : `${result.status} (${result.member})`;
    const first = result.solutions[0];
    if (first !== undefined) {
      const problems = checkSolution(grid, decodeSolution(built.geometry, first.values));
      if (problems.length > 0) status = `WRONG (${problems[0]})`;
    }
    const extra = result.stats.extra as Record<string, number> | undefined;
    const conflicts = extra?.conflicts ?? extra?.learningConflicts ?? 0;
    // With the native defaults, once the portfolio started: which arm answered, the CPU time when
    // it started, and each arm's CPU time in it (0 the escalated default, 1 matching, 2 plain MRV, 3 learning).
    const arms =
      extra?.portfolioArms === undefined
        ? ''
        : `\tarm ${extra.answeredBy} from ${(extra.portfolioAtMs! / 1000).toFixed(2)} s [${[0, 1, 2, 3]
            .map((i) => ((extra[`arm${i}Ms`] ?? 0) / 1000).toFixed(2))
            .join(' ')}] build ${((extra.buildMs ?? 0) / 1000).toFixed(2)} s${extra.held ? ' held' : ''}${
            (extra.focusedAtRound ?? -1) >= 0 ? ` focused@${extra.focusedAtRound}` : ''
          } p0 ${(extra.escalationProgress ?? 0).toExponential(1)}`;
    process.stdout.write(
      `${basename(path)}\t${status}\tcpu ${(cpu / 1000).toFixed(2)} s\twall ${(wall / 1000).toFixed(2)} s\tconflicts ${conflicts}\t${((cpu / Math.max(1, conflicts)) * 1000).toFixed(0)} µs/conflict${arms}\n`,
    );
  }
}
