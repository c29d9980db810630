// `npm run bench`: times every backend (and the `dancing-links` package as a baseline) on the
// 9×9 benchmark sets and on large grids, checks every answer, prints tables and writes JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { backendNames, createContainer, getBackend } from '../adapters/createContainer.js';
import { formatTable } from '../cli/formatTable.js';
import type { Contender } from './Contender.js';
import { backendContender, DANCING_LINKS, dancingLinksContender } from './Contender.js';
import {
  dataDir,
  isQuickInstance,
  largeInstances,
  loadNineSet,
  nineSetNames,
  REPO_ROOT,
} from './dataSets.js';
import { BENCH_USAGE, parseBenchArgs } from './parseBenchArgs.js';
import type { LargeRow } from './runLarge.js';
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

async function main(argv: readonly string[]): Promise<number> {
  const args = parseBenchArgs(argv);
  if (args.help) {
    process.stdout.write(`${BENCH_USAGE}\n`);
    return 0;
  }
  if (args.variants) return runVariantsMain(args.timeoutMs, args.json, log);
  const container = createContainer();
  const contenders: Contender[] = pick(
    'backend',
    args.backends,
    [
      ...backendNames(container).map((n) => backendContender(getBackend(container, n))),
      dancingLinksContender,
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
      log(`9×9 ${name} (${set.puzzles.length} puzzles) × ${contender.name} …`);
      nineRows.push(await runNineSet(set, contender, args.passes, args.timeoutMs, onWrong));
    }
  }
  if (nineRows.length > 0) out.push('', ...nineTable(nineRows));

  let largeRows: LargeRow[] = [];
  if (!args.noLarge) {
    const instances = largeInstances(data).filter((i) => args.large || isQuickInstance(i));
    // The baseline has no time limit, so it would hang on a hard large grid.
    const timed = contenders.filter((c) => c.honoursTimeout);
    if (instances.length > 0 && timed.length > 0) {
      const runs = await runLargeInstances(instances, timed, args.largeTimeoutMs, onWrong, (m) =>
        log(`  ${m}`),
      );
      largeRows = summariseLarge(runs);
      out.push(
        '',
        `Large grids (${args.large ? 'all instances (--large)' : 'quick subset: generated N ≤ 16, 25×25 at fills 0.55/0.70, 36×36 at 0.70; --large for all'}), ` +
          `one run per instance, limit ${args.largeTimeoutMs} ms each; ${DANCING_LINKS} baseline not run (no time limit).`,
        ...largeTable(largeRows),
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
