import type { Command } from 'commander';
import { formatLine } from '../../models/sudoku/formatLine.js';
import { formatPathStep } from '../../models/sudoku/play/formatPathStep.js';
import { PathPlayer } from '../../models/sudoku/play/PathPlayer.js';
import { recordSolutionPath } from '../../models/sudoku/play/recordSolutionPath.js';
import type { SolutionPath } from '../../models/sudoku/play/SolutionPath.js';
import type { SudokuGrid } from '../../models/sudoku/SudokuGrid.js';
import { MAX_SYMBOL_VALUE } from '../../models/sudoku/sudokuSymbols.js';
import { answerEach } from '../answerEach.js';
import type { CliIo } from '../CliIo.js';
import { checkPuzzleEntry } from '../checkPuzzleEntry.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { ExitCode } from '../ExitCode.js';
import { placeMessage } from '../InputEntry.js';
import { openClassicInput } from '../openPuzzleInput.js';
import { positiveInt } from '../parseOptions.js';
import { reportInvalidPuzzle } from '../reportInvalidPuzzle.js';

/** Options of `cspkit sudoku path`. */
export interface SudokuPathFlags {
  /** One JSON object per puzzle instead of text. */
  readonly json?: boolean;
  /** Print the grid (line format) after each step that changes it. */
  readonly grids?: boolean;
  /** Also record candidate eliminations. */
  readonly eliminations?: boolean;
  /** Stop after this many steps per puzzle. */
  readonly maxSteps?: number;
  /** Per-puzzle time limit in ms. */
  readonly timeout?: number;
}

/** Steps recorded per puzzle unless `--max-steps` says otherwise: enough for any 9×9, bounded output. */
export const DEFAULT_PATH_STEPS = 100_000;

/** `# sat in 4871 steps: 243 guesses, 4628 forced, 239 backtracks, 239 exclusions`. */
function summary(path: SolutionPath): string {
  const c = path.counts;
  const parts = [
    `${c.guesses} guesses`,
    `${c.forced} forced`,
    `${c.backtracks} backtracks`,
    `${c.exclusions} exclusions`,
  ];
  if (c.eliminations > 0) parts.push(`${c.eliminations} eliminations`);
  const why = path.reason === undefined ? '' : ` (${path.reason})`;
  return `# ${path.status}${why} in ${path.steps.length} steps: ${parts.join(', ')}`;
}

/** Line format of a grid, or `undefined` when it is too large for single symbols. */
function lineOf(grid: SudokuGrid): string | undefined {
  return grid.geometry.size <= MAX_SYMBOL_VALUE ? formatLine(grid) : undefined;
}

/**
 * `cspkit sudoku path`: records the native solver's solution path of every puzzle of the input and prints
 * it, one step per line (`forced r1c3 = 4`, `guess r2c5 = 7 (depth 1, 2 candidates)`, `backtrack to depth
 * 0`, `exclude 7 from r2c5`), between a `# line N` header and a `# status in K steps: …` summary. Returns
 * the exit code: 0 every path complete, 1 some stopped by `--max-steps` or `--timeout`, 2 some input invalid.
 */
export async function sudokuPath(
  io: CliIo,
  file: string | undefined,
  flags: SudokuPathFlags,
): Promise<number> {
  return answerEach(io, file, (await openClassicInput(io, file, 'path')).batches, async (entry, out, err) => {
    const checked = checkPuzzleEntry(entry);
    if (checked.reason !== undefined) {
      const header = `# ${entry.key} ${entry.at}: `;
      return reportInvalidPuzzle(out, err, entry, checked.reason, flags.json, header);
    }
    const path = await recordSolutionPath(checked.grid, {
      maxSteps: flags.maxSteps ?? DEFAULT_PATH_STEPS,
      ...(flags.eliminations ? { eliminations: true } : {}),
      ...(flags.timeout === undefined ? {} : { timeoutMs: flags.timeout }),
    });
    const complete = path.status === 'sat' || path.status === 'unsat';
    if (!complete) err.line(placeMessage(entry, `path incomplete: ${path.reason ?? path.status}`));
    const exit = complete ? ExitCode.ok : ExitCode.timeout;
    if (flags.json) {
      const record: Record<string, unknown> = {
        [entry.key]: entry.at,
        status: path.status,
        truncated: path.truncated,
        counts: path.counts,
        solution: path.solution === undefined ? null : (lineOf(path.solution) ?? null),
        steps: path.steps,
      };
      if (path.reason !== undefined) record.reason = path.reason;
      out.line(JSON.stringify(record));
      return exit;
    }
    out.line(`# ${entry.key} ${entry.at}`);
    const player = new PathPlayer(path);
    for (let step = player.next(); step !== undefined; step = player.next()) {
      const text = formatPathStep(step);
      const changes = step.kind === 'guess' || step.kind === 'forced' || step.kind === 'backtrack';
      const grid = flags.grids && changes ? lineOf(player.grid) : undefined;
      out.line(grid === undefined ? text : `${text.padEnd(40)} ${grid}`);
    }
    out.line(summary(path));
    return exit;
  });
}

/** Adds `path` to the `sudoku` command; the action stores its exit code through `done`. */
export function addSudokuPathCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('path')
    .description(COMMAND_DESCRIPTIONS['sudoku path'])
    .argument('[file]', "puzzle file; '-' or nothing reads standard input")
    .option('--json', 'print one JSON object per puzzle: {line, status, truncated, counts, solution, steps}')
    .option('--grids', 'print the grid (line format) after each step that changes it')
    .option('--eliminations', 'also print candidates removed without fixing a cell')
    .option('--max-steps <n>', 'stop a path after N steps', positiveInt, DEFAULT_PATH_STEPS)
    .option('-t, --timeout <ms>', 'time limit per puzzle in ms', positiveInt)
    .addHelpText(
      'after',
      `
Steps, in the order the search took them:
  forced r1c3 = 4                         propagation left r1c3 one value
  guess r2c5 = 7 (depth 1, 2 candidates)  a search decision (depth = guesses in force)
  backtrack to depth 0                    the guesses above depth 0 and what followed are undone
  exclude 7 from r2c5                     the undone guess is ruled out
  eliminate 2 5 from r4c4                 (--eliminations) candidates removed without fixing a cell
Each puzzle starts with '# line N' and ends with '# STATUS in K steps: …'.

Exit code: 0 every path complete (sat or unsat); 1 some path stopped by --max-steps or --timeout;
2 some input invalid.`,
    )
    .action(async (file: string | undefined, flags: SudokuPathFlags) => {
      done(await sudokuPath(io, file, flags));
    });
}
