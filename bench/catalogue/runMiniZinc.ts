import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What one MiniZinc run reported. */
export interface MiniZincResult {
  /** Wall time of the whole `minizinc` process (start-up, flattening and solving), ms. */
  readonly wallMs: number;
  /** Gecode's own `solveTime` statistic, ms (`NaN` when not reported). */
  readonly solveMs: number;
  /** Solutions printed. */
  readonly solutions: number;
  /** Objective of the last solution, when the model has one. */
  readonly objective: number | undefined;
  /** Whether the search finished (`==========`: all solutions or optimality proved). */
  readonly complete: boolean;
}

/** Whether `minizinc` with Gecode is on this machine (`apt-get install minizinc`). */
export function miniZincAvailable(): boolean {
  const r = spawnSync('minizinc', ['--solvers'], { encoding: 'utf8' });
  return r.status === 0 && /gecode/i.test(r.stdout);
}

/**
 * Runs a MiniZinc model with Gecode: `all` prints every solution, `unique` stops after two,
 * `optimize` proves the optimum. The model should `output` whatever it likes; solutions are
 * counted by their `----------` separators.
 */
export function runMiniZinc(
  mzn: string,
  goal: 'all' | 'unique' | 'optimize',
  timeoutMs = 60_000,
): MiniZincResult {
  const dir = mkdtempSync(join(tmpdir(), 'cspkit-mzn-'));
  try {
    const file = join(dir, 'model.mzn');
    writeFileSync(file, mzn);
    const args = ['--solver', 'gecode', '--statistics', '--time-limit', String(timeoutMs), file];
    if (goal === 'all') args.unshift('--all-solutions');
    if (goal === 'unique') args.unshift('--num-solutions', '2');
    const t0 = performance.now();
    const r = spawnSync('minizinc', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
    const wallMs = performance.now() - t0;
    if (r.status !== 0)
      throw new Error(
        `minizinc failed: ${(r.stderr || r.stdout)
          .split('\n')
          .filter((l) => !l.startsWith('Warning'))
          .join('\n')
          .slice(0, 2000)}`,
      );
    const out = r.stdout;
    const solutions = out.split('\n').filter((l) => l === '----------').length;
    const solve = /%%%mzn-stat: solveTime=([0-9.e-]+)/.exec(out);
    const objs = [...out.matchAll(/%%%mzn-stat: objective=(-?[0-9.e+-]+)/g)];
    const last = objs.length > 0 ? Number(objs[objs.length - 1]![1]) : undefined;
    return {
      wallMs,
      solveMs: solve ? Number(solve[1]) * 1000 : Number.NaN,
      solutions,
      objective: last,
      complete: out.includes('=========='),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
