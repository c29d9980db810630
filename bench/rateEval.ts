// `npx tsx bench/rateEval.ts [FILE]`: rates every puzzle of the SE-rated dev file (default
// ../shared/data/rated/se_rated_dev.txt), checks each gets a complete verified path, and prints the
// Spearman rank correlation of our score and difficulty with the SE rating, the mean SE rating per grade,
// and the median time of `rate` and of `hint` from the start position.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatTable } from '../cli/formatTable.js';
import type { Grade, SudokuGrid } from '../models/sudoku/index.js';
import { GRADE_BOUNDS, hint, parseLine, rate } from '../models/sudoku/index.js';
import { dataDir } from './dataSets.js';
import { median } from './median.js';

/** Average ranks (1-based, ties share the mean rank). */
function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(xs.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    const r = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) out[order[k]![1]] = r;
    i = j + 1;
  }
  return out;
}

/** Spearman's rho: Pearson correlation of the average ranks. */
function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const n = a.length;
  const ma = ra.reduce((s, x) => s + x, 0) / n;
  const mb = rb.reduce((s, x) => s + x, 0) / n;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < n; i++) {
    cov += (ra[i]! - ma) * (rb[i]! - mb);
    va += (ra[i]! - ma) ** 2;
    vb += (rb[i]! - mb) ** 2;
  }
  return cov / Math.sqrt(va * vb);
}

const file = process.argv[2] ?? resolve(dataDir(), 'rated/se_rated_dev.txt');
const puzzles: { grid: SudokuGrid; se: number; line: number }[] = [];
readFileSync(file, 'utf8')
  .split('\n')
  .forEach((text, i) => {
    const [cells, se] = text.trim().split(/\s+/);
    if (cells === undefined || cells === '' || se === undefined) return;
    puzzles.push({ grid: parseLine(cells), se: Number(se), line: i + 1 });
  });

// Warm the JIT on a slice so the timings below measure steady-state code.
for (const p of puzzles.slice(0, 100)) rate(p.grid);

const ses: number[] = [];
const scores: number[] = [];
const difficulties: number[] = [];
const rateMs: number[] = [];
const hintMs: number[] = [];
const byGrade = new Map<Grade, number[]>();
const hardest = new Map<string, number>();
const usage = new Map<string, number>();
let failures = 0;
const cpu0 = process.cpuUsage();
for (const p of puzzles) {
  const t0 = performance.now();
  const r = rate(p.grid);
  rateMs.push(performance.now() - t0);
  if (r.status !== 'rated') {
    failures++;
    console.error(`line ${p.line}: ${r.status}: ${r.reason}`);
    continue;
  }
  ses.push(p.se);
  scores.push(r.score);
  difficulties.push(r.difficulty);
  const list = byGrade.get(r.grade) ?? [];
  list.push(p.se);
  byGrade.set(r.grade, list);
  const h = r.hardest?.technique ?? 'none';
  hardest.set(h, (hardest.get(h) ?? 0) + 1);
  for (const [t, k] of Object.entries(r.counts)) usage.set(t, (usage.get(t) ?? 0) + k);
}
const cpu = process.cpuUsage(cpu0);
for (const p of puzzles) {
  const t0 = performance.now();
  hint(p.grid);
  hintMs.push(performance.now() - t0);
}

console.log(`${puzzles.length} puzzles from ${file}`);
console.log(`complete verified paths: ${puzzles.length - failures}/${puzzles.length}`);
console.log(`Spearman(score, SE)      = ${spearman(scores, ses).toFixed(3)}`);
console.log(`Spearman(difficulty, SE) = ${spearman(difficulties, ses).toFixed(3)}`);
console.log(
  `rate: median ${median(rateMs).toFixed(3)} ms, p90 ${[...rateMs].sort((a, b) => a - b)[Math.floor(rateMs.length * 0.9)]!.toFixed(3)} ms, ` +
    `CPU total ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`,
);
console.log(`hint from the start: median ${median(hintMs).toFixed(4)} ms`);
const grades: Grade[] = [...GRADE_BOUNDS.map((b) => b.grade), 'diabolical'];
console.log(
  formatTable(
    ['grade', 'score range', 'puzzles', 'mean SE', 'min SE', 'max SE'],
    grades.map((g, i) => {
      const list = byGrade.get(g) ?? [];
      const lo = i === 0 ? 0 : GRADE_BOUNDS[i - 1]!.below;
      const hi = GRADE_BOUNDS[i]?.below;
      return [
        g,
        hi === undefined ? `≥ ${lo}` : `${lo}–${hi - 1}`,
        String(list.length),
        list.length ? (list.reduce((s, x) => s + x, 0) / list.length).toFixed(2) : '-',
        list.length ? Math.min(...list).toFixed(1) : '-',
        list.length ? Math.max(...list).toFixed(1) : '-',
      ];
    }),
  ).join('\n'),
);
console.log('hardest technique per puzzle:', Object.fromEntries([...hardest].sort((a, b) => b[1] - a[1])));
console.log('steps per technique:', Object.fromEntries([...usage].sort((a, b) => b[1] - a[1])));
