// `npm run bench:stepper`: the human stepper on variant puzzles, against the native engine's search-free
// root propagation. Per category of the variant bench set (the published hard killers and the generated
// categories): how many puzzles root propagation alone solves, how many the stepper solves without
// guessing, and the stepper's rating and CPU time with its full technique list (guessing last).
import { formatTable } from '../cli/formatTable.js';
import { cpuTimeMs } from '../core/index.js';
import { compileModel } from '../core/solver/compileModel.js';
import { rateVariant } from '../models/sudoku/variantSteps/rateVariant.js';
import { variantTechniques } from '../models/sudoku/variantSteps/variantTechniques.js';
import { buildVariantModel } from '../models/sudoku/variants/buildVariantModel.js';
import { median } from './median.js';
import { loadVariantBenchSet } from './variants/loadVariantBenchSet.js';

const noGuessing = variantTechniques.filter((t) => t.id !== 'guessing');
const set = loadVariantBenchSet((m) => process.stderr.write(`  ${m}\n`));
interface Row {
  puzzles: number;
  propagation: number;
  stepper: number;
  rated: number;
  scores: number[];
  difficulty: number[];
  ms: number[];
}
const rows = new Map<string, Row>();
let wrong = 0;
for (const p of set) {
  const row =
    rows.get(p.category) ??
    rows
      .set(p.category, {
        puzzles: 0,
        propagation: 0,
        stepper: 0,
        rated: 0,
        scores: [],
        difficulty: [],
        ms: [],
      })
      .get(p.category)!;
  row.puzzles++;
  const vm = buildVariantModel(p.puzzle);
  const { engine, store } = compileModel(vm.model);
  let fixed = engine.propagate();
  for (let c = 0; c < vm.geometry.cellCount; c++) fixed &&= store.size[c] === 1;
  if (fixed) row.propagation++;
  const bare = rateVariant(vm, { techniques: noGuessing });
  if (bare.status === 'rated') row.stepper++;
  const t0 = cpuTimeMs();
  const full = rateVariant(vm);
  row.ms.push(cpuTimeMs() - t0);
  if (full.status === 'rated') {
    row.rated++;
    row.scores.push(full.score);
    row.difficulty.push(full.difficulty);
    if ([...full.solution.cells].map((d) => d.toString(36)).join('') !== p.solution) wrong++;
  }
  process.stderr.write(
    `  ${p.name}: ${fixed ? 'propagation solves' : 'propagation stops'}, stepper ${bare.status}\n`,
  );
}
const fmt = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '-');
console.log(
  `cspkit variant stepper — ${set.length} puzzles of the variant bench set, node ${process.version}, ${new Date().toISOString()}`,
);
console.log(
  formatTable(
    [
      'category',
      'puzzles',
      'root propagation solves',
      'stepper solves (no guessing)',
      'rated',
      'median score',
      'median difficulty',
      'median CPU ms',
      'max CPU ms',
    ],
    [...rows].map(([category, r]) => [
      category,
      String(r.puzzles),
      String(r.propagation),
      String(r.stepper),
      String(r.rated),
      String(median(r.scores)),
      fmt(median(r.difficulty)),
      fmt(median(r.ms)),
      fmt(Math.max(...r.ms)),
    ]),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  ).join('\n'),
);
if (wrong > 0) {
  console.log(`${wrong} WRONG solutions`);
  process.exitCode = 1;
}
