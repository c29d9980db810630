import type { Command } from 'commander';
import { steps } from '../../models/sudoku/techniques/steps.js';
import { stepToJson } from '../../models/sudoku/techniques/stepToJson.js';
import { answerEach, type EntryAnswerer } from '../answerEach.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import type { InputEntry } from '../InputEntry.js';
import { openStepperInput } from '../openPuzzleInput.js';
import { positiveInt } from '../parseOptions.js';
import { answerInParallel } from '../pool/answerInParallel.js';
import { JOBS_HELP, jobsFor } from '../pool/jobsFor.js';
import { reportInvalidPuzzle } from '../reportInvalidPuzzle.js';
import { checkTechniqueEntry } from './checkTechniqueEntry.js';
import { printStepPath } from './printStepPath.js';
import { variantStepsAnswer } from './variantStepAnswers.js';

/** Options of `cspkit sudoku steps`. */
export interface SudokuStepsFlags {
  /** One JSON object per puzzle instead of plain text. */
  readonly json?: boolean;
  /** Threads, the calling one included (default: the number of cores; 1 answers on the calling thread alone). */
  readonly jobs?: number;
}

/**
 * `cspkit sudoku steps`: prints the whole human-style solving path of every puzzle of the input, one
 * explanation per line, and returns the exit code (0 all answered, 2 some input invalid).
 */
export async function sudokuSteps(
  io: CliIo,
  file: string | undefined,
  flags: SudokuStepsFlags,
): Promise<number> {
  const input = await openStepperInput(io, file);
  const answer = stepsAnswerer(flags);
  const jobs = jobsFor(io, flags.jobs);
  if (jobs > 1) {
    const job = { verb: 'steps' as const, flags };
    return answerInParallel(io, file, input, { jobs, job, inline: answer, lookahead: true });
  }
  return answerEach(io, file, input.batches, answer, undefined, true);
}

/** The answer of `steps` to one puzzle: shared by the command and its worker threads (`--jobs`). */
export function stepsAnswerer(flags: SudokuStepsFlags): EntryAnswerer<InputEntry> {
  return (entry, out, err, several) => {
    // Headers only make sense when there is more than one path to tell apart.
    if (!flags.json && several)
      out.line(entry.key === 'line' ? `# puzzle at line ${entry.at}` : `# puzzle ${entry.at}`);
    if (entry.variant !== undefined) return variantStepsAnswer(entry, entry.variant, out, err, flags);
    const checked = checkTechniqueEntry(entry);
    if (checked.reason !== undefined) return reportInvalidPuzzle(out, err, entry, checked.reason, flags.json);
    const { grid } = checked;
    return printStepPath(entry, steps(grid), grid.cells, out, flags.json, (st) =>
      stepToJson(st, grid.geometry),
    );
  };
}

/** Adds `steps` to the `sudoku` command; the action stores its exit code through `done`. */
export function addSudokuStepsCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('steps')
    .description(COMMAND_DESCRIPTIONS['sudoku steps'])
    .argument('[file]', "puzzle file; '-' or nothing reads standard input")
    .option('--json', 'print one JSON object per puzzle: {line, status, steps, error?}')
    .option('-j, --jobs <n>', JOBS_HELP, positiveInt)
    .addHelpText(
      'after',
      `
Output: one line per step (cheapest technique first, starting again from the cheapest after each
step), then 'solved in N steps', or 'stuck: ...' (several solutions), or 'no-solution: <why>';
'invalid: <reason>' for unreadable or clashing input. With several puzzles each path starts
with '# puzzle at line N'. With --json, one object per puzzle; status is solved | stuck |
no-solution | invalid.

Variant puzzles (JSON, f-puzzles, SudokuPad links) are answered too, with the variant techniques
(cage combinations, innies/outies, thermometer ranges, pair and line rules, bounded forcing on the
puzzle's own propagators); see docs/human-solving.md.

Exit code: 0 every puzzle answered; 2 some input invalid (the others are still answered).`,
    )
    .action(async (file: string | undefined, flags: SudokuStepsFlags) => {
      done(await sudokuSteps(io, file, flags));
    });
}
