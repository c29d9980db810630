import type { Command } from 'commander';
import { rate } from '../../models/sudoku/techniques/rate.js';
import { stepToJson } from '../../models/sudoku/techniques/stepToJson.js';
import { answerEach, type EntryAnswerer } from '../answerEach.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { ExitCode } from '../ExitCode.js';
import type { InputEntry } from '../InputEntry.js';
import { openStepperInput } from '../openPuzzleInput.js';
import { positiveInt } from '../parseOptions.js';
import { answerInParallel } from '../pool/answerInParallel.js';
import { EarlyPool } from '../pool/EarlyPool.js';
import { JOBS_HELP, jobsFor } from '../pool/jobsFor.js';
import { reportInvalidPuzzle } from '../reportInvalidPuzzle.js';
import { statusLine } from '../statusLine.js';
import { checkTechniqueEntry } from './checkTechniqueEntry.js';
import { variantRateAnswer } from './variantStepAnswers.js';

/** Options of `cspkit sudoku rate`. */
export interface SudokuRateFlags {
  /** One JSON object per puzzle instead of plain text. */
  readonly json?: boolean;
  /** Threads, the calling one included (default: the number of cores; 1 answers on the calling thread alone). */
  readonly jobs?: number;
}

/**
 * `cspkit sudoku rate`: rates every puzzle of the input by human-style solving and prints
 * `score grade hardest-technique` per puzzle; returns the exit code (0 all answered, 2 some invalid).
 */
export async function sudokuRate(
  io: CliIo,
  file: string | undefined,
  flags: SudokuRateFlags,
): Promise<number> {
  const jobs = jobsFor(io, flags.jobs);
  const job = { verb: 'rate' as const, flags };
  const early = EarlyPool.forInput(io, file, jobs, job);
  try {
    const input = await openStepperInput(io, file);
    const answer = rateAnswerer(flags);
    if (jobs > 1) {
      const pool = early === undefined ? {} : { pool: early.take() };
      return await answerInParallel(io, file, input, { jobs, job, inline: answer, ...pool });
    }
    return await answerEach(io, file, input.batches, answer);
  } finally {
    await early?.release();
  }
}

/** The answer of `rate` to one puzzle: shared by the command and its worker threads (`--jobs`). */
export function rateAnswerer(flags: SudokuRateFlags): EntryAnswerer<InputEntry> {
  return (entry, out, err) => {
    if (entry.variant !== undefined) return variantRateAnswer(entry, entry.variant, out, err, flags);
    const checked = checkTechniqueEntry(entry);
    if (checked.reason !== undefined) return reportInvalidPuzzle(out, err, entry, checked.reason, flags.json);
    const r = rate(checked.grid);
    if (r.status === 'invalid') return reportInvalidPuzzle(out, err, entry, r.reason, flags.json);
    if (r.status !== 'rated') {
      // No unique solution: an answer about the puzzle, not bad input.
      out.line(statusLine(entry, r.status, r.reason, flags.json));
      return ExitCode.ok;
    }
    const hardest = r.hardest?.technique ?? 'none';
    if (flags.json) {
      out.line(
        JSON.stringify({
          [entry.key]: entry.at,
          status: 'rated',
          score: r.score,
          grade: r.grade,
          difficulty: r.difficulty,
          hardest: r.hardest === null ? null : stepToJson(r.hardest, checked.grid.geometry),
          counts: r.counts,
          steps: r.stepCount,
        }),
      );
    } else {
      out.line(`${r.score} ${r.grade} ${hardest}`);
    }
    return ExitCode.ok;
  };
}

/** Adds `rate` to the `sudoku` command; the action stores its exit code through `done`. */
export function addSudokuRateCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('rate')
    .description(COMMAND_DESCRIPTIONS['sudoku rate'])
    .argument('[file]', "puzzle file; '-' or nothing reads standard input")
    .option(
      '--json',
      'print one JSON object per puzzle: {line, status, score, grade, difficulty, hardest, counts, steps}',
    )
    .option('-j, --jobs <n>', JOBS_HELP, positiveInt)
    .addHelpText(
      'after',
      `
Output, one line per puzzle in input order: 'score grade hardest-technique', e.g.
  14250 tricky forcing-chains
The score sums technique costs over the path (first use dearer than later ones); grades are
beginner, easy, medium, tricky, fiendish, diabolical. The solution is checked to be unique
first: 'no-solution: ...' and 'multiple-solutions: ...' are printed instead of a score;
'invalid: <reason>' for unreadable or clashing input. --json adds 'difficulty', an estimate
on the Sudoku Explainer scale, and the hardest step in full.

Variant puzzles (JSON, f-puzzles, SudokuPad links) are answered too, with the variant techniques
(cage combinations, innies/outies, thermometer ranges, pair and line rules, bounded forcing on the
puzzle's own propagators); see docs/human-solving.md.

Exit code: 0 every puzzle answered; 2 some input invalid (the others are still answered).`,
    )
    .action(async (file: string | undefined, flags: SudokuRateFlags) => {
      done(await sudokuRate(io, file, flags));
    });
}
