import { join } from 'node:path';
import type { Command } from 'commander';
import { backendNames } from '../../adapters/createContainer.js';
import { buildSudokuModel } from '../../models/sudoku/buildSudokuModel.js';
import { checkSolution } from '../../models/sudoku/checkSolution.js';
import { decodeSolution } from '../../models/sudoku/decodeSolution.js';
import { readPuzzles } from '../../models/sudoku/readPuzzles.js';
import type { SudokuGrid } from '../../models/sudoku/SudokuGrid.js';
import { solveModel } from '../backends.js';
import { CliError } from '../CliError.js';
import type { CliIo } from '../CliIo.js';
import { checkPuzzleEntry } from '../checkPuzzleEntry.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { containerOf, resolveBackend } from '../containerBackends.js';
import { ExitCode } from '../ExitCode.js';
import { findSamplesDir } from '../findSamplesDir.js';
import { formatTable } from '../formatTable.js';
import { LineWriter } from '../LineWriter.js';
import { positiveInt } from '../parseOptions.js';

/** The bundled sample files the demo solves, smallest grids first. */
export const DEMO_SAMPLES: readonly string[] = [
  'sample6x6.txt',
  'sample9.txt',
  'sample16.txt',
  'sample25.txt',
];

/** Default time limit of one demo solve, in ms. */
export const DEMO_TIMEOUT_MS = 60_000;

/** Options of `cspkit demo`. */
export interface DemoFlags {
  /** Time limit per solve in ms. */
  readonly timeout?: number;
}

/** Reads every puzzle of one sample file; any unreadable or clashing sample is a packaging bug. */
async function loadSample(io: CliIo, dir: string, file: string): Promise<SudokuGrid[]> {
  const path = join(dir, file);
  let text: string;
  try {
    text = await io.readFile(path);
  } catch (e) {
    throw new CliError(`cannot read sample '${path}': ${e instanceof Error ? e.message : String(e)}`);
  }
  return readPuzzles(text).map((entry) => {
    const checked = checkPuzzleEntry(entry);
    if (checked.reason !== undefined) throw new CliError(`${path}: line ${entry.line}: ${checked.reason}`);
    return checked.grid;
  });
}

/**
 * `cspkit demo`: solves every bundled sample with every registered backend, checks each answer
 * with `checkSolution`, prints a table and returns 0 only when every solve was verified
 * (a backend that declares the model unsupported is shown and skipped, not counted as failing).
 */
export async function demo(io: CliIo, flags: DemoFlags): Promise<number> {
  const container = containerOf(io);
  const names = backendNames(container);
  const backends = names.map((name) => resolveBackend(container, name));
  const dir = io.samplesDir ?? findSamplesDir();
  const timeoutMs = flags.timeout ?? DEMO_TIMEOUT_MS;
  const rows: string[][] = [];
  const failures: string[] = [];
  let solves = 0;

  for (const file of DEMO_SAMPLES) {
    const grids = await loadSample(io, dir, file);
    const stem = file.replace(/\.txt$/, '');
    for (const [i, puzzle] of grids.entries()) {
      const g = puzzle.geometry;
      const label = `${stem} #${i + 1}`;
      const size = `${g.size}×${g.size} (${g.boxWidth}×${g.boxHeight})`;
      const sudoku = buildSudokuModel(puzzle);
      for (const backend of backends) {
        const support = backend.supports(sudoku.model);
        if (!support.ok) {
          rows.push([label, size, backend.id, 'unsupported', '-', '-', 'skipped']);
          continue;
        }
        solves++;
        const started = performance.now();
        let status: string;
        let nodes = '-';
        let check: string;
        try {
          const result = await solveModel(backend, sudoku.model, { solutionLimit: 1, timeoutMs });
          status = result.status;
          nodes = String(result.stats.nodes);
          const first = result.solutions[0];
          if (result.status === 'sat' && first !== undefined) {
            const problems = checkSolution(puzzle, decodeSolution(g, first.values));
            check = problems.length === 0 ? 'ok' : 'WRONG';
            if (problems.length > 0)
              failures.push(`${label} / ${backend.id}: wrong solution: ${problems.slice(0, 3).join('; ')}`);
          } else {
            check = 'FAILED';
            failures.push(
              `${label} / ${backend.id}: ${result.status}${result.reason ? ` (${result.reason})` : ''}, but every sample has a solution`,
            );
          }
        } catch (e) {
          status = 'error';
          check = 'FAILED';
          failures.push(`${label} / ${backend.id}: ${e instanceof Error ? e.message : String(e)}`);
        }
        const ms = (performance.now() - started).toFixed(1);
        rows.push([label, size, backend.id, status, ms, nodes, check]);
      }
    }
  }

  const out = new LineWriter(io.stdout);
  out.line(`cspkit demo: bundled samples × backends (${names.join(', ')}), every answer checked`);
  out.line('');
  for (const line of formatTable(['puzzle', 'size', 'backend', 'status', 'ms', 'nodes', 'check'], rows, [
    'left',
    'left',
    'left',
    'left',
    'right',
    'right',
    'left',
  ])) {
    out.line(line);
  }
  out.line('');
  out.line(
    failures.length === 0 ? `all ${solves} solves verified` : `${failures.length} of ${solves} solves FAILED`,
  );
  out.flush();
  for (const f of failures) io.stderr.write(`cspkit demo: ${f}\n`);
  return failures.length === 0 ? ExitCode.ok : ExitCode.timeout;
}

/** Adds `demo` to the program; the action stores its exit code through `done`. */
export function addDemoCommand(program: Command, io: CliIo, done: (code: number) => void): void {
  program
    .command('demo')
    .description(COMMAND_DESCRIPTIONS.demo)
    .option('-t, --timeout <ms>', 'time limit per solve in ms', positiveInt, DEMO_TIMEOUT_MS)
    .addHelpText(
      'after',
      '\nExit code: 0 when every solve was verified by checkSolution, 1 otherwise (wrong answer,\nno answer, timeout or error; details on stderr).',
    )
    .action(async (flags: DemoFlags) => {
      done(await demo(io, flags));
    });
}
