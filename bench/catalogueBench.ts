// `npm run bench:catalogue`: each catalogue kind on a small model family that leans on it, solved to a
// proof by cspkit native and by MiniZinc + Gecode (Debian `minizinc`) in the same run. Prints a table
// and writes bench/results/catalogue.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContainer, getBackend } from '../adapters/index.js';
import { formatTable } from '../cli/formatTable.js';
import { checkAssignment, cpuTimeMs, solveAll } from '../core/index.js';
import type { CatalogueInstance } from './catalogue/CatalogueRow.js';
import { CATALOGUE_ROWS } from './catalogue/rows.js';
import { miniZincAvailable, runMiniZinc } from './catalogue/runMiniZinc.js';
import { REPO_ROOT } from './dataSets.js';

const native = getBackend(createContainer(), 'native');
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const haveMzn = miniZincAvailable();
if (!haveMzn)
  process.stderr.write('minizinc with gecode not found (apt-get install minizinc): cspkit only\n');

interface Result {
  kind: string;
  instance: string;
  goal: string;
  answer: number;
  cspkitMs: number;
  gecodeWallMs: number;
  gecodeSolveMs: number;
  gecodeAnswer: number | undefined;
  agree: boolean;
}

async function runCspkit(inst: CatalogueInstance): Promise<{ answer: number; ms: number }> {
  // One untimed run first: the first solve of a process pays for JIT warm-up.
  const limit = inst.goal === 'unique' ? 2 : Number.POSITIVE_INFINITY;
  await solveAll(native, inst.model, { ...inst.options, solutionLimit: limit });
  let best = Number.POSITIVE_INFINITY;
  let answer = 0;
  for (let pass = 0; pass < 3; pass++) {
    const t0 = cpuTimeMs();
    const r = await solveAll(native, inst.model, { ...inst.options, solutionLimit: limit });
    best = Math.min(best, cpuTimeMs() - t0);
    for (const s of r.solutions) {
      const bad = checkAssignment(inst.model, s.values);
      if (bad.length > 0) throw new Error(`${inst.label}: wrong solution: ${bad[0]}`);
    }
    if (inst.goal === 'optimize') {
      if (r.status !== 'optimal' || r.objective === undefined) {
        throw new Error(`${inst.label}: no proved optimum (status ${r.status})`);
      }
      answer = r.objective;
    } else answer = r.solutions.length;
  }
  return { answer, ms: best };
}

const results: Result[] = [];
for (const row of CATALOGUE_ROWS) {
  if (wanted.length > 0 && !wanted.includes(row.kind)) continue;
  for (const inst of row.instances()) {
    const c = await runCspkit(inst);
    const g = haveMzn ? runMiniZinc(inst.mzn, inst.goal) : undefined;
    const gAnswer = g ? (inst.goal === 'optimize' ? g.objective : g.solutions) : undefined;
    const agree =
      (gAnswer === undefined || gAnswer === c.answer) &&
      (inst.expected === undefined || inst.expected === c.answer);
    results.push({
      kind: row.kind,
      instance: inst.label,
      goal: inst.goal,
      answer: c.answer,
      cspkitMs: c.ms,
      gecodeWallMs: g?.wallMs ?? Number.NaN,
      gecodeSolveMs: g?.solveMs ?? Number.NaN,
      gecodeAnswer: gAnswer,
      agree,
    });
  }
}

const fmt = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '-');
const lines = formatTable(
  ['kind', 'instance', 'goal', 'answer', 'cspkit CPU ms', 'Gecode wall ms', 'Gecode solve ms', 'agree'],
  results.map((r) => [
    r.kind,
    r.instance,
    r.goal,
    String(r.answer),
    fmt(r.cspkitMs),
    fmt(r.gecodeWallMs),
    fmt(r.gecodeSolveMs),
    r.agree ? 'yes' : 'NO',
  ]),
  ['left', 'left', 'left', 'right', 'right', 'right', 'right', 'left'],
);
console.log(lines.join('\n'));
const dir = join(REPO_ROOT, 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'catalogue.json'), `${JSON.stringify(results, null, 2)}\n`);
if (results.some((r) => !r.agree)) process.exitCode = 1;
