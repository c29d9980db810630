// `npm run bench:families`: the puzzle families of issue 19 end to end, as `cspkit <family> count` runs
// them: the puzzle's text read, the model built and compiled afresh, and counted to 2 (a uniqueness
// proof), CPU time per puzzle (median of 5 after one warm-up), against MiniZinc + Gecode on the same
// instances in the same run (its wall time includes start-up; its own solve time is given too).
import { createContainer, getBackend } from '../adapters/index.js';
import { formatTable } from '../cli/formatTable.js';
import { cpuTimeMs, type Model, type SolveOptions, solveSync } from '../core/index.js';
import { buildKakuroModel, formatKakuro, parseKakuro } from '../models/kakuro/index.js';
import { buildStarBattleModel, formatStarBattle, parseStarBattle } from '../models/starbattle/index.js';
import { benchKakuros, kakuroMzn } from './catalogue/kakuroRow.js';
import { miniZincAvailable, runMiniZinc } from './catalogue/runMiniZinc.js';
import { benchStarBattles, starBattleMzn } from './catalogue/starBattleRow.js';
import { median } from './median.js';

const native = getBackend(createContainer(), 'native');
const haveMzn = miniZincAvailable();
if (!haveMzn)
  process.stderr.write('minizinc with gecode not found (apt-get install minizinc): cspkit only\n');

interface Case {
  readonly label: string;
  readonly text: string;
  readonly mzn: string;
  readonly expected: number | undefined;
  /** Text → model and options, as the CLI does it. */
  readonly build: (text: string) => { model: Model; options: SolveOptions };
}

const cases: Case[] = [
  ...benchKakuros().map((k) => ({
    label: k.label,
    text: formatKakuro(k.puzzle),
    mzn: kakuroMzn(k.puzzle),
    expected: k.expected,
    build: (text: string) => ({ model: buildKakuroModel(parseKakuro(text)).model, options: {} }),
  })),
  ...benchStarBattles().map((s) => ({
    label: s.label,
    text: formatStarBattle(s.puzzle),
    mzn: starBattleMzn(s.puzzle),
    expected: s.expected,
    build: (text: string) => {
      const sb = buildStarBattleModel(parseStarBattle(text));
      return { model: sb.model, options: sb.search };
    },
  })),
];

const rows: string[][] = [];
let bad = false;
for (const c of cases) {
  const once = (): number => {
    const { model, options } = c.build(c.text);
    return solveSync(native, model, { ...options, solutionLimit: 2 }).solutions.length;
  };
  once();
  const times: number[] = [];
  let answer = 0;
  for (let pass = 0; pass < 5; pass++) {
    const t0 = cpuTimeMs();
    answer = once();
    times.push(cpuTimeMs() - t0);
  }
  const g = haveMzn ? runMiniZinc(c.mzn, 'unique') : undefined;
  const agree =
    (g === undefined || g.solutions === answer) && (c.expected === undefined || c.expected === answer);
  bad ||= !agree;
  const fmt = (x: number | undefined): string => (x !== undefined && Number.isFinite(x) ? x.toFixed(1) : '-');
  rows.push([
    c.label,
    String(answer),
    fmt(median(times)),
    fmt(Math.max(...times)),
    fmt(g?.wallMs),
    fmt(g?.solveMs),
    agree ? 'yes' : 'NO',
  ]);
}
console.log(
  formatTable(
    ['instance', 'count', 'cspkit CPU ms (median)', 'max', 'Gecode wall ms', 'Gecode solve ms', 'agree'],
    rows,
    ['left', 'right', 'right', 'right', 'right', 'right', 'left'],
  ).join('\n'),
);
if (bad) process.exitCode = 1;
