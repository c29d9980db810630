// Timings of the puzzle models on the native engine: killer sudokus (with each propagation step turned on in
// turn), the 9×9 KenKen and Futoshiki, graph colouring and magic squares. CPU time per solve to uniqueness
// (solution limit 2), compile included (a fresh backend per solve), measured with process.cpuUsage after an
// untimed warm-up solve of every puzzle of the row (as the 9×9 bench warms up on its set); median of the
// repetitions per puzzle (5 by default), then median over the puzzles.
//
//   npx tsx bench/puzzlesBench.ts [--reps N] [--quick]
//
// --quick skips the slow "before" rows (bounds-only cage sums).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NativeBackend } from '../adapters/native/NativeBackend.js';
import {
  countSolutions,
  cpuTimeMs,
  type LinearConstraint,
  Model,
  type SolveOptions,
  solveAll,
} from '../core/index.js';
import { buildColouringModel, parseDimacsGraph } from '../models/colouring/index.js';
import { buildFutoshikiModel, parseFutoshiki } from '../models/futoshiki/index.js';
import { buildKenKenModel, parseKenKen } from '../models/kenken/index.js';
import {
  buildKillerModel,
  KILLER_SOLVE_OPTIONS,
  type KillerPuzzle,
  parseKiller,
  parseKillerShort,
} from '../models/killer/index.js';
import { buildMagicSquareModel } from '../models/magic/index.js';
import { median } from './median.js';

/** The repository's test/fixtures folder, found from this file whether run from source or compiled. */
function fixtures(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const candidate = join(dir, 'test', 'fixtures');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return join(process.cwd(), 'test', 'fixtures');
}

/**
 * CPU ms of one solve to uniqueness, compile included: a fresh backend has an empty compile cache, as for
 * any new puzzle of a batch. Throws when the puzzle is not uniquely solved.
 */
async function timeUnique(model: Model, options: SolveOptions = {}): Promise<number> {
  const backend = new NativeBackend();
  const t0 = cpuTimeMs();
  const r = await countSolutions(backend, model, 2, options);
  const ms = cpuTimeMs() - t0;
  if (r.count !== 1) throw new Error(`expected a unique solution, found ${r.count} (${r.result.status})`);
  return ms;
}

/**
 * The killer model as it was before the distinct-sum propagator: cage sums with every coefficient 2 (and
 * the right-hand side doubled) mean the same, but are not recognised as unit sums, so only bounds
 * reasoning applies to them.
 */
function boundsOnly(puzzle: KillerPuzzle): Model {
  const { model } = buildKillerModel(puzzle, { innies: false });
  const out = new Model();
  for (const v of model.variables) out.intVar(v.name, v.domain);
  for (const c of model.constraints) {
    if (c.type === 'linear') {
      const l = c as LinearConstraint;
      out.add({ ...l, coeffs: l.coeffs.map((a) => 2 * a), rhs: 2 * l.rhs });
    } else out.add(c);
  }
  return out;
}

const fmt = (ms: number): string => `${ms.toFixed(1)} ms`;

/** Runs the benchmark and prints one line per figure; returns the lines. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<string[]> {
  const repsAt = argv.indexOf('--reps');
  const reps = repsAt >= 0 ? Math.max(1, Number(argv[repsAt + 1]) || 1) : 5;
  const quick = argv.includes('--quick');
  const dir = fixtures();
  const backend = new NativeBackend();
  const out: string[] = [];
  const say = (line: string): void => {
    out.push(line);
    console.log(line);
  };

  const tarek = readFileSync(join(dir, 'killer', 'tarek-hard.txt'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => parseKillerShort(l.split(' ')[0]!));
  const wikipedia = parseKiller(readFileSync(join(dir, 'killer', 'wikipedia.killer'), 'utf8'));
  // Warm-up: compile paths and JIT.
  for (const p of tarek.slice(0, 3)) await timeUnique(buildKillerModel(p).model, KILLER_SOLVE_OPTIONS);

  say(`# puzzles bench: native engine, CPU ms to a unique solution (limit 2), median of ${reps} runs`);
  const killerRow = async (
    label: string,
    set: readonly KillerPuzzle[],
    make: (p: KillerPuzzle) => Model,
    opts: SolveOptions,
  ) => {
    const perPuzzle: number[] = [];
    // Untimed: the first solves of a row run partly in unoptimised code.
    for (const p of set) await timeUnique(make(p), opts);
    for (const p of set) {
      const model = make(p);
      const runs: number[] = [];
      for (let r = 0; r < reps; r++) runs.push(await timeUnique(model, opts));
      perPuzzle.push(median(runs));
    }
    say(
      `killer ${label}: median ${fmt(median(perPuzzle))}, max ${fmt(Math.max(...perPuzzle))}, total ${fmt(perPuzzle.reduce((a, b) => a + b, 0))} (${set.length} puzzles)`,
    );
  };
  const subset = tarek.slice(0, 8);
  if (!quick) {
    say('## killer steps on the first 8 tarek hard killers (same puzzles in every row)');
    await killerRow('bounds-only sums, default search', subset, boundsOnly, {});
    await killerRow(
      '+ DistinctSumPropagator',
      subset,
      (p) => buildKillerModel(p, { innies: false }).model,
      {},
    );
    await killerRow('+ innie/outie sums', subset, (p) => buildKillerModel(p).model, {});
    await killerRow(
      '+ dom/wdeg (KILLER_SOLVE_OPTIONS)',
      subset,
      (p) => buildKillerModel(p).model,
      KILLER_SOLVE_OPTIONS,
    );
  }
  say('## killer, full model with KILLER_SOLVE_OPTIONS');
  await killerRow('tarek hard set', tarek, (p) => buildKillerModel(p).model, KILLER_SOLVE_OPTIONS);
  await killerRow('Wikipedia', [wikipedia], (p) => buildKillerModel(p).model, KILLER_SOLVE_OPTIONS);

  const kenken = parseKenKen(readFileSync(join(dir, 'kenken', 'conceptis-9x9.kenken'), 'utf8'));
  for (const sums of ['linear', 'table'] as const) {
    const model = buildKenKenModel(kenken, { sums }).model;
    const runs: number[] = [];
    for (let r = 0; r < reps + 1; r++) runs.push(await timeUnique(model));
    say(`kenken 9×9 (Conceptis), + cages as ${sums}: ${fmt(median(runs.slice(1)))}`);
  }
  const futoshiki = parseFutoshiki(
    readFileSync(join(dir, 'futoshiki', 'puzzles-solver-9x9.futoshiki'), 'utf8'),
  );
  {
    const model = buildFutoshikiModel(futoshiki).model;
    const runs: number[] = [];
    for (let r = 0; r < reps + 1; r++) runs.push(await timeUnique(model));
    say(`futoshiki 9×9 (Puzzles-Solver): ${fmt(median(runs.slice(1)))}`);
  }
  {
    const graph = parseDimacsGraph(readFileSync(join(dir, 'colouring', 'myciel3.col'), 'utf8'));
    const t0 = cpuTimeMs();
    const three = await solveAll(backend, buildColouringModel(graph, 3).model, { solutionLimit: 1 });
    const four = await solveAll(backend, buildColouringModel(graph, 4).model, { solutionLimit: 1 });
    say(`colouring myciel3: 3 colours ${three.status}, 4 colours ${four.status}, ${fmt(cpuTimeMs() - t0)}`);
  }
  {
    const t0 = cpuTimeMs();
    const r = await solveAll(backend, buildMagicSquareModel(4, { symmetryBreaking: true }).model);
    say(`magic squares of order 4 up to symmetry: ${r.solutions.length} in ${fmt(cpuTimeMs() - t0)}`);
  }
  return out;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
