import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { formatTable } from '../../cli/formatTable.js';
import { REPO_ROOT } from '../dataSets.js';
import { loadVariantBenchSet } from './loadVariantBenchSet.js';
import { runVariantBench, summariseVariantRuns, type VariantRow, WALL_FACTOR } from './runVariantBench.js';

/** Categories whose worst time the "hardest killers within 2 s" target is about. */
const HARDEST_KILLERS = new Set(['tarek-killer', 'killer-extreme']);

const fmt = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '-');

function table(rows: readonly VariantRow[]): string[] {
  return formatTable(
    [
      'category',
      'native',
      'puzzles',
      'solved',
      'timeouts',
      'wrong',
      'median CPU ms',
      'max CPU ms',
      'median nodes',
    ],
    rows.map((r) => [
      r.category,
      r.mode,
      String(r.puzzles),
      `${r.solved}/${r.puzzles}`,
      String(r.timeouts),
      r.wrong > 0 ? `${r.wrong} WRONG` : '0',
      fmt(r.medianMs),
      fmt(r.maxMs),
      String(Math.round(r.medianNodes)),
    ]),
    ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}

/**
 * `npm run bench -- --variants`: the variant set on native with and without presolve; prints the
 * table and the targets, writes bench/results/variants.json (and `json` when given).
 * Exit code 1 on a wrong answer.
 */
export async function runVariantsMain(
  timeoutMs: number,
  json: string | undefined,
  log: (m: string) => void,
): Promise<number> {
  const set = loadVariantBenchSet((m) => log(`  ${m}`));
  log(`variant set: ${set.length} puzzles; timing native with and without presolve …`);
  const runs = await runVariantBench(set, timeoutMs, log);
  const rows = summariseVariantRuns(runs);
  const out: string[] = [
    `cspkit variant bench — ${set.length} puzzles, node ${process.version}; CPU ms per puzzle: model build, compile ` +
      `(fresh backend) and search to the uniqueness proof (solution limit 2), limit ${timeoutMs} ms CPU ` +
      `(${WALL_FACTOR}× that wall clock); ` +
      'every answer checked against the known solution.',
    '',
    ...table(rows),
    '',
  ];
  const on = runs.filter((r) => r.mode === 'presolve');
  const all = rows.find((r) => r.category === 'all' && r.mode === 'presolve')!;
  const hardest = Math.max(...on.filter((r) => HARDEST_KILLERS.has(r.category)).map((r) => r.cpuMs));
  const wrong = runs.filter((r) => r.outcome === 'wrong');
  const slow = on.filter((r) => r.outcome !== 'ok' || r.cpuMs > 10_000).length;
  out.push(
    'targets (native, presolve):',
    `  wrong answers: ${wrong.length} (target 0)`,
    `  over 10 s or unsolved: ${slow} (target 0)`,
    `  median: ${fmt(all.medianMs)} ms (target ≤ 50)`,
    `  hardest killers (tarek, extreme) max: ${fmt(hardest)} ms (target ≤ 2000)`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
  const body = JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      timeoutMs,
      rows,
      runs,
      origins: [...new Set(set.map((p) => p.origin.replace(/seed \d+$/, 'seed N')))],
    },
    null,
    2,
  );
  const files = [join(REPO_ROOT, 'bench', 'results', 'variants.json'), ...(json ? [json] : [])];
  for (const f of files) {
    mkdirSync(dirname(f), { recursive: true });
    writeFileSync(f, `${body}\n`);
  }
  log(`results written to ${files.join(', ')}`);
  return wrong.length > 0 ? 1 : 0;
}
