// `npm run bench:sweep -- [options] DIR|FILE…` (after `npm run build`, which the npm script runs): every
// grid file of the given folders through the built CLI as a user runs it, one process per file and
// backend, one at a time: `node dist/cli/main.js sudoku solve FILE --json --timeout MS --backend B`
// under `/usr/bin/time`. Each answer is checked by an independent checker (bench/sweep/checkGridAnswer.ts)
// against the givens and every house; `unsat` on a file known to be solvable (a `solutions/NAME` beside
// it, or `--solvable`) is a wrong answer; the exit code is compared with the documented one. Prints one
// line per run on stderr as it goes, then a summary per kind (family and fill) and backend, and writes
// every record as JSON (`--json FILE`, default bench/results/largeSweep.json).
//
// Options:
//   --timeout MS        `--timeout` of native runs (default 10000)
//   --backend SPEC      NAME or NAME:MAXN:MS — that backend on grids up to MAXN×MAXN with limit MS;
//                       repeatable (default: native). Example: --backend native --backend dlx:36:3000
//   --solvable          every file is known to be solvable (unsat counts as wrong)
//   --only REGEX        only files whose name matches
//   --nice N            run each CLI process under `nice -n N` (default 5; 0: not)
//   --grace MS          kill a process still running this long after its limit (default 30000)
//   --cli PATH          the CLI entry (default dist/cli/main.js)
//   --json FILE         where to write the records and the summary
//   --from FILE         print the table of an earlier run's JSON instead of running (with --json: rewrite it)
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { parsePlainGrid } from './sweep/checkGridAnswer.js';
import { classifyRun } from './sweep/classifyRun.js';
import { kindTable } from './sweep/kindTable.js';
import { runCliOnce } from './sweep/runCliOnce.js';
import type { SweepRecord } from './sweep/SweepRecord.js';
import { type SweepSummaryRow, summarise } from './sweep/summarise.js';

/** The JSON a sweep writes (read back by `--from`). */
interface SavedSweep {
  readonly started: string;
  readonly finished: string;
  readonly loadStart: number[];
  readonly loadEnd: number[];
  readonly args: string[];
  readonly summary: SweepSummaryRow[];
  readonly records: SweepRecord[];
}

interface BackendSpec {
  readonly name: string;
  readonly maxN: number;
  readonly timeoutMs: number | undefined;
}

const args = process.argv.slice(2);
let timeoutMs = 10_000;
const specs: BackendSpec[] = [];
let solvableAll = false;
let only: RegExp | undefined;
let nice = 5;
let graceMs = 30_000;
let cli = 'dist/cli/main.js';
let jsonOut = 'bench/results/largeSweep.json';
let from: string | undefined;
const inputs: string[] = [];
const value = (k: number): string => {
  const v = args[k];
  if (v === undefined) throw new Error(`${args[k - 1]} needs a value`);
  return v;
};
for (let k = 0; k < args.length; k++) {
  const a = args[k]!;
  if (a === '--timeout') timeoutMs = Number(value(++k));
  else if (a === '--backend') {
    const [name, maxN, ms] = value(++k).split(':');
    specs.push({
      name: name!,
      maxN: maxN === undefined ? Number.POSITIVE_INFINITY : Number(maxN),
      timeoutMs: ms === undefined ? undefined : Number(ms),
    });
  } else if (a === '--solvable') solvableAll = true;
  else if (a === '--only') only = new RegExp(value(++k));
  else if (a === '--nice') nice = Number(value(++k));
  else if (a === '--grace') graceMs = Number(value(++k));
  else if (a === '--cli') cli = value(++k);
  else if (a === '--json') jsonOut = value(++k);
  else if (a === '--from') from = value(++k);
  else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
  else inputs.push(a);
}
if (specs.length === 0) specs.push({ name: 'native', maxN: Number.POSITIVE_INFINITY, timeoutMs: undefined });
if (from === undefined && inputs.length === 0)
  throw new Error('no folder or file given (see the options at the top of bench/largeSweep.ts)');
if (from === undefined && !existsSync(cli)) throw new Error(`${cli} not found: run npm run build first`);
if (!existsSync('/usr/bin/time')) throw new Error('/usr/bin/time not found (Debian package "time")');

/** The grid files of the inputs: folders are listed (not recursed), text files with an `N W H` header kept. */
function gridFiles(): string[] {
  const files: string[] = [];
  for (const input of inputs) {
    if (!existsSync(input)) throw new Error(`${input} not found (relative paths are from ${process.cwd()})`);
    const list = statSync(input).isDirectory()
      ? readdirSync(input)
          .sort()
          .map((f) => join(input, f))
      : [input];
    for (const f of list) {
      if (!statSync(f).isFile() || !f.endsWith('.txt')) continue;
      if (only !== undefined && !only.test(basename(f))) continue;
      if (/^\s*\d+\s+\d+\s+\d+\s*$/.test(readFileSync(f, 'utf8').split('\n')[0] ?? '')) files.push(f);
    }
  }
  return files;
}

const kindOf = (file: string): string => basename(file, '.txt').replace(/_[si]\d+$/, '');
const fmt = (ms: number): string => (Number.isNaN(ms) ? '—' : ms.toFixed(0));

/** Runs every file through every backend that takes it, one process at a time. */
async function sweep(): Promise<SweepRecord[]> {
  const records: SweepRecord[] = [];
  const files = gridFiles();
  process.stderr.write(
    `largeSweep: ${files.length} files, backends ${specs.map((s) => `${s.name}${Number.isFinite(s.maxN) ? `≤${s.maxN}` : ''}@${s.timeoutMs ?? timeoutMs}ms`).join(' ')}, ` +
      `${new Date().toISOString()}, load ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}\n`,
  );
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const puzzle = parsePlainGrid(text);
    if (typeof puzzle === 'string') throw new Error(`${file}: ${puzzle}`);
    const solvable = solvableAll || existsSync(join(dirname(file), 'solutions', basename(file)));
    for (const spec of specs) {
      if (puzzle.n > spec.maxN) continue;
      const limit = spec.timeoutMs ?? timeoutMs;
      const run = await runCliOnce({
        node: process.execPath,
        cli: resolve(cli),
        args: [
          'sudoku',
          'solve',
          resolve(file),
          '--json',
          '--timeout',
          String(limit),
          '--backend',
          spec.name,
        ],
        hardStopMs: limit + graceMs,
        nice,
      });
      const verdict = classifyRun(run, puzzle, solvable);
      const record: SweepRecord = {
        file: basename(file),
        kind: kindOf(file),
        n: puzzle.n,
        backend: spec.name,
        timeoutMs: limit,
        status: verdict.status,
        note: verdict.note,
        exitCode: run.code,
        expectedExit: verdict.expectedExit,
        wallMs: run.wallMs,
        cpuMs: run.cpuMs,
        rssMb: run.rssMb,
        solveWallMs: verdict.solveWallMs,
        outsideMs: run.wallMs - verdict.solveWallMs,
        exitLagMs: run.wallMs - run.firstOutputMs,
        overrunMs: verdict.status === 'timeout' ? verdict.solveWallMs - limit : Number.NaN,
        processOverrunMs: verdict.status === 'timeout' ? run.wallMs - limit : Number.NaN,
      };
      records.push(record);
      process.stderr.write(
        `${record.file.padEnd(22)} ${spec.name.padEnd(9)} ${record.status.padEnd(7)} wall ${fmt(record.wallMs).padStart(6)} ` +
          `cpu ${fmt(record.cpuMs).padStart(6)} solve ${fmt(record.solveWallMs).padStart(6)} ` +
          `rss ${record.rssMb.toFixed(0).padStart(4)} MB exit lag ${fmt(record.exitLagMs)}` +
          (record.status === 'timeout'
            ? ` overrun ${fmt(record.overrunMs)} (process ${fmt(record.processOverrunMs)})`
            : '') +
          (record.note === '' ? '' : `  ! ${record.note}`) +
          '\n',
      );
    }
  }
  return records;
}

// `--from FILE`: the table of an earlier run's JSON, without running anything.
const earlier = from === undefined ? undefined : (JSON.parse(readFileSync(from, 'utf8')) as SavedSweep);
const started = earlier === undefined ? new Date() : new Date(earlier.started);
const loadStart = earlier?.loadStart ?? loadavg();
const records = earlier?.records ?? (await sweep());
const rows = summarise(records);
const finished = earlier === undefined ? new Date() : new Date(earlier.finished);
const loadEnd = earlier?.loadEnd ?? loadavg();
const header = [
  'kind',
  'backend',
  'limit ms',
  'answered',
  'timeout',
  'wrong/error',
  'median wall ms',
  'max wall ms',
  'median CPU ms',
  'max CPU ms',
  'max overrun ms',
  'max process overrun ms',
  'max exit lag ms',
  'max RSS MB',
];
const lines = rows.map((r) => [
  r.kind,
  r.backend,
  String(r.timeoutMs),
  `${r.answered}/${r.total}`,
  String(r.timeouts),
  String(r.bad),
  fmt(r.medianMs),
  fmt(r.maxMs),
  fmt(r.medianCpuMs),
  fmt(r.maxCpuMs),
  fmt(r.maxOverrunMs),
  fmt(r.maxProcessOverrunMs),
  fmt(r.maxExitLagMs),
  Number.isNaN(r.maxRssMb) ? '—' : r.maxRssMb.toFixed(0),
]);
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const l of lines) console.log(`| ${l.join(' | ')} |`);
console.log('\nBy kind (wall s of answered runs: median / max):\n');
console.log(kindTable(rows, new Map(records.map((r) => [r.kind, r.n]))));
const bad = records.filter((r) => r.status === 'wrong' || r.status === 'error' || r.note !== '');
if (bad.length > 0) {
  console.log('\nRuns to look at:');
  for (const r of bad) console.log(`- ${r.file} (${r.backend}): ${r.status}; ${r.note}`);
}
console.log(
  `\n${records.length} runs, ${started.toISOString()} – ${finished.toISOString()}, load ${loadStart.map((x) => x.toFixed(2)).join(' ')} → ${loadEnd.map((x) => x.toFixed(2)).join(' ')}, ${cpus().length} cores, node ${process.version}`,
);
mkdirSync(dirname(jsonOut), { recursive: true });
writeFileSync(
  jsonOut,
  `${JSON.stringify({ started: started.toISOString(), finished: finished.toISOString(), loadStart, loadEnd, args, summary: rows, records } satisfies SavedSweep, null, 1)}\n`,
);
console.log(`JSON: ${jsonOut}`);
