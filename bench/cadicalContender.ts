import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeModel } from '../adapters/sat/encodeModel.js';
import { decodeSatModel, parseSatOutput } from '../adapters/sat/index.js';
import { writeDimacs } from '../adapters/sat/writeDimacs.js';
import { satEncodeOptions, sudokuComments } from '../cli/commands/sudokuCnf.js';
import { buildSudokuModel, SudokuGrid } from '../models/sudoku/index.js';
import type { Contender, Outcome } from './Contender.js';

/** Name of the CaDiCaL reference contender. */
export const CADICAL = 'cadical';

/** Whether the `cadical` executable answers on this machine (the bench skips its column otherwise). */
export function cadicalAvailable(): boolean {
  const r = spawnSync('cadical', ['--version'], { encoding: 'utf8' });
  return r.status === 0 && r.error === undefined;
}

/** CaDiCaL's own CPU-time figure, seconds, from its closing statistics. */
const PROCESS_TIME = /^c\s+total process time since initialization:\s+([\d.]+)\s+seconds/m;

const cpuMsNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * The reference column: the CNF `cspkit sudoku cnf` writes (same encoder and default options),
 * solved by the CaDiCaL executable in a child process, its model decoded and checked like every
 * answer. `exportMs` is the CPU time of building the model and writing the CNF; `cpuMs` is
 * CaDiCaL's own process time (its `-t` limit is the time limit, rounded up to whole seconds).
 */
export const cadicalContender: Contender = {
  name: CADICAL,
  honoursTimeout: true,
  solve(puzzle, timeoutMs): Outcome {
    const c0 = cpuMsNow();
    const { model } = buildSudokuModel(puzzle);
    const encoding = encodeModel(model, satEncodeOptions({}));
    const dir = mkdtempSync(join(tmpdir(), 'cspkit-cadical-'));
    const file = join(dir, 'puzzle.cnf');
    try {
      // Straight to the file: the CNF of a big grid is larger than a string may be.
      const fd = openSync(file, 'w');
      try {
        writeDimacs(encoding, model, (chunk) => writeSync(fd, chunk), sudokuComments(puzzle));
      } finally {
        closeSync(fd);
      }
      const exportMs = cpuMsNow() - c0;
      if (encoding.status === 'unsat') return { status: 'unsat', exportMs, cpuMs: exportMs };
      const seconds = Math.max(1, Math.ceil(timeoutMs / 1000));
      const run = spawnSync('cadical', ['-t', String(seconds), file], {
        encoding: 'utf8',
        maxBuffer: 1 << 30,
      });
      if (run.error) throw run.error;
      const out = run.stdout;
      const time = PROCESS_TIME.exec(out);
      const solveMs = time ? Number(time[1]) * 1000 : Number.NaN;
      const answer = parseSatOutput(out, encoding.numVars);
      if (answer.status === 'unknown') return { status: 'timeout', exportMs, cpuMs: solveMs };
      if (answer.status === 'unsat') return { status: 'unsat', exportMs, cpuMs: solveMs };
      const values = decodeSatModel(encoding, answer.values);
      return { status: 'sat', solution: new SudokuGrid(puzzle.geometry, values), exportMs, cpuMs: solveMs };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
