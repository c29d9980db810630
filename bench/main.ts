// `npm run bench`: times every backend (and the `dancing-links` package as a baseline) on the
// 9×9 benchmark sets and on large grids, checks every answer, prints tables and writes JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { backendNames, createContainer, getBackend } from '../adapters/createContainer.js';
import { formatTable } from '../cli/formatTable.js';
import type { Contender } from './Contender.js';
import { backendContender, DANCING_LINKS, dancingLinksContender } from './Contender.js';
import { CADICAL, cadicalAvailable, cadicalContender } from './cadicalContender.js';
import {
  dataDir,
  familySize,
  isQuickInstance,
  largeInstances,
  largeSetInstances,
  loadNineSet,
  nineSetNames,
  REPO_ROOT,
} from './dataSets.js';
import { NATIVE_CONFIGS } from './nativeConfigs.js';
import { BENCH_USAGE, parseBenchArgs } from './parseBenchArgs.js';
import type { LargeRow, LargeRun } from './runLarge.js';
import { runLargeInstances, summariseLarge } from './runLarge.js';
import type { NineRow } from './runNineSet.js';
import { runNineSet } from './runNineSet.js';
import { runVariantsMain } from './variants/runVariantsMain.js';

const log = (s: string): void => {
  process.stderr.write(`${s}\n`);
};

/** Picks the named items, failing with the list of valid names on a typo. */
function pick<T>(
  what: string,
  wanted: readonly string[] | undefined,
  all: readonly T[],
  name: (t: T) => string,
): T[] {
  if (wanted === undefined) return [...all];
  const names = all.map(name);
  const unknown = wanted.filter((w) => !names.includes(w));
  if (unknown.length > 0)
    throw new Error(`unknown ${what}: ${unknown.join(', ')} (available: ${names.join(', ')})`);
  return all.filter((t) => wanted.includes(name(t)));
}

const fmt = (x: number, digits = 0): string => (Number.isFinite(x) ? x.toFixed(digits) : '-');

function nineTable(rows: readonly NineRow[]): string[] {
  return formatTable(
    ['set', 'backend', 'puzzles', 'solved', 'puzzles/s', 'CPU µs/puzzle', 'nodes/puzzle', 'wrong'],
    rows.map((r) => [
      r.set,
      r.contender,
      r.puzzles < r.total ? `${r.puzzles} of ${r.total}` : String(r.puzzles),
      `${r.solved}/${r.puzzles}`,
      fmt(r.puzzlesPerSecond),
      fmt(r.cpuMicrosPerPuzzle, 1),
      r.nodesPerPuzzle === null ? '-' : fmt(r.nodesPerPuzzle, 1),
      r.wrong > 0 ? `${r.wrong} WRONG` : '0',
    ]),
    ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}

function largeTable(rows: readonly LargeRow[]): string[] {
  return formatTable(
    [
      'source',
      'family',
      'N',
      'fill',
      'backend',
      'solved',
      'timeouts',
      'median CPU ms',
      'max CPU ms',
      'median nodes',
      'wrong',
    ],
    rows.map((r) => [
      r.source,
      r.family,
      String(r.size),
      r.fill.toFixed(2),
      r.contender,
      `${r.solved}/${r.instances}`,
      String(r.timeouts),
      fmt(r.medianCpuMs, 1),
      fmt(r.maxCpuMs, 1),
      r.medianNodes === null ? '-' : fmt(r.medianNodes),
      r.wrong > 0 ? `${r.wrong} WRONG` : '0',
    ]),
    ['left', 'left', 'right', 'right', 'left', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}

/** One row per instance, one column per contender: CPU ms, or how it ended. */
function instanceTable(runs: readonly LargeRun[], contenders: readonly Contender[]): string[] {
  const files = [...new Set(runs.map((r) => r.instance.file))];
  const cell = (r: LargeRun | undefined): string => {
    if (r === undefined) return '-';
    const export_ = r.exportMs === null ? '' : ` +${fmt(r.exportMs)}`;
    if (r.status === 'sat') return `${fmt(r.cpuMs)}${export_}`;
    if (r.status === 'timeout') return `timeout${export_}`;
    if (r.status === 'skipped') return 'skip';
    return r.status === 'wrong' || r.status === 'error' ? `${r.status.toUpperCase()}` : r.status;
  };
  return formatTable(
    ['instance', 'N', 'fill', ...contenders.map((c) => c.name)],
    files.map((f) => {
      const mine = runs.filter((r) => r.instance.file === f);
      const i = mine[0]!.instance;
      return [
        f.replace(/\.txt$/, ''),
        String(familySize(i.family)),
        i.fill.toFixed(2),
        ...contenders.map((c) => cell(mine.find((r) => r.contender === c.name))),
      ];
    }),
    ['left', 'right', 'right', ...contenders.map((): 'right' => 'right')],
  );
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseBenchArgs(argv);
  if (args.help) {
    process.stdout.write(`${BENCH_USAGE}\n`);
    return 0;
  }
  if (args.variants) return runVariantsMain(args.timeoutMs, args.json, log);
  const container = createContainer();
  // `native` runs once per configuration of NATIVE_CONFIGS; CaDiCaL (on our CNF) is a reference
  // column of the large grids only, and only where the executable is installed.
  const cadical = args.large && cadicalAvailable();
  const contenders: Contender[] = pick(
    'backend',
    args.backends,
    [
      ...backendNames(container).flatMap((n) =>
        n === 'native'
          ? NATIVE_CONFIGS.filter(
              (c) => args.large || c.largeOnly !== true || args.backends?.includes(c.name) === true,
            ).map((c) => backendContender(getBackend(container, n), c.name, { native: c.options }))
          : [backendContender(getBackend(container, n))],
      ),
      dancingLinksContender,
      ...(cadical ? [cadicalContender] : []),
    ],
    (c) => c.name,
  );
  const data = dataDir();
  const sets = pick('set', args.sets, nineSetNames(data), (s) => s);
  const wrongs: string[] = [];
  const onWrong = (m: string): void => {
    wrongs.push(m);
    log(`\n!!! WRONG ANSWER: ${m}\n`);
  };

  const out: string[] = [];
  out.push(
    `cspkit bench — data ${data}, node ${process.version}, contenders: ${contenders.map((c) => c.name).join(', ')}`,
  );
  out.push(
    `9×9 sets: ${args.passes} timed passes each, median reported; ` +
      (args.limitGiven
        ? `first ${args.limit} puzzles of each set (--limit)`
        : `capped at the first ${args.limit} puzzles of each set (--limit N to change)`) +
      `; per-puzzle limit ${args.timeoutMs} ms; every solution checked with checkSolution.`,
  );

  const nineRows: NineRow[] = [];
  for (const name of sets) {
    const set = loadNineSet(data, name, args.limit);
    for (const contender of contenders) {
      if (contender.name === CADICAL) continue; // a child process per puzzle: large grids only
      log(`9×9 ${name} (${set.puzzles.length} puzzles) × ${contender.name} …`);
      nineRows.push(await runNineSet(set, contender, args.passes, args.timeoutMs, onWrong));
    }
  }
  if (nineRows.length > 0) out.push('', ...nineTable(nineRows));

  let largeRows: LargeRow[] = [];
  let largeRuns: LargeRun[] = [];
  if (!args.noLarge) {
    const found = largeInstances(data);
    const instances = args.largeAll
      ? found
      : args.large
        ? largeSetInstances(found)
        : found.filter((i) => isQuickInstance(i));
    // The baseline has no time limit, so it would hang on a hard large grid.
    const timed = contenders.filter((c) => c.honoursTimeout);
    if (instances.length > 0 && timed.length > 0) {
      largeRuns = await runLargeInstances(
        instances,
        timed,
        args.largeTimeoutMs,
        onWrong,
        (m) => log(`  ${m}`),
        args.large,
      );
      largeRows = summariseLarge(largeRuns);
      const which = args.largeAll
        ? 'every instance (--large-all)'
        : args.large
          ? 'the hard band (--large; see LARGE_SET in bench/dataSets.ts)'
          : 'quick subset: generated N ≤ 16, 25×25 at fills 0.55/0.70, 36×36 at 0.70; --large for the hard band';
      out.push(
        '',
        `Large grids (${which}), one run per instance, limit ${args.largeTimeoutMs} ms each; ` +
          `${DANCING_LINKS} baseline not run (no time limit).` +
          (args.large
            ? ` CPU ms per instance; a contender that timed out on a fill skips that fill's bigger grids ('skip').` +
              (cadical
                ? ` ${CADICAL}: CaDiCaL's own process time on the CNF of 'cspkit sudoku cnf', + the CPU ms of writing that CNF.`
                : ` No ${CADICAL} column: the 'cadical' executable was not found.`)
            : ''),
        ...(args.large ? instanceTable(largeRuns, timed) : largeTable(largeRows)),
      );
    }
  }
  if (wrongs.length > 0) out.push('', `!!! ${wrongs.length} WRONG ANSWER(S) — see stderr and the JSON`);
  process.stdout.write(`${out.join('\n')}\n`);

  const json = JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      data,
      args,
      nine: nineRows,
      large: largeRows,
      largeRuns: largeRuns.map((r) => ({
        file: r.instance.file,
        contender: r.contender,
        status: r.status,
        cpuMs: Number.isFinite(r.cpuMs) ? r.cpuMs : null,
        exportMs: r.exportMs,
        nodes: r.nodes,
      })),
      wrong: wrongs,
    },
    null,
    2,
  );
  const files = [join(REPO_ROOT, 'bench', 'results', 'latest.json'), ...(args.json ? [args.json] : [])];
  for (const f of files) {
    mkdirSync(dirname(f), { recursive: true });
    writeFileSync(f, `${json}\n`);
  }
  log(`results written to ${files.join(', ')}`);
  return wrongs.length > 0 ? 1 : 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  log(`bench: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 2;
}
