import type { Command } from 'commander';
import { CspError } from '../../core/errors/CspError.js';
import { hint } from '../../models/sudoku/techniques/hint.js';
import { stepToJson } from '../../models/sudoku/techniques/stepToJson.js';
import { answerEach } from '../answerEach.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { ExitCode } from '../ExitCode.js';
import { openStepperInput } from '../openPuzzleInput.js';
import { reportInvalidPuzzle } from '../reportInvalidPuzzle.js';
import { statusLine } from '../statusLine.js';
import { checkTechniqueEntry } from './checkTechniqueEntry.js';
import { variantHintAnswer } from './variantStepAnswers.js';

/** Options of `cspkit sudoku hint`. */
export interface SudokuHintFlags {
  /** One JSON object per puzzle instead of plain text. */
  readonly json?: boolean;
}

/**
 * `cspkit sudoku hint`: prints the next human-style step of every puzzle of the input (its one-line
 * explanation), in input order, and returns the exit code (0 all answered, 2 some input invalid).
 */
export async function sudokuHint(
  io: CliIo,
  file: string | undefined,
  flags: SudokuHintFlags,
): Promise<number> {
  return answerEach(io, file, (await openStepperInput(io, file)).batches, (entry, out, err) => {
    if (entry.variant !== undefined) return variantHintAnswer(entry, entry.variant, out, err, flags);
    const checked = checkTechniqueEntry(entry);
    if (checked.reason !== undefined) return reportInvalidPuzzle(out, err, entry, checked.reason, flags.json);
    let record: Record<string, unknown>;
    let text: string;
    try {
      const step = hint(checked.grid);
      if (step !== null) {
        record = { [entry.key]: entry.at, status: 'step', step: stepToJson(step, checked.grid.geometry) };
        text = step.explanation;
      } else if (checked.grid.isComplete()) {
        record = { [entry.key]: entry.at, status: 'solved' };
        text = 'solved: the grid is complete';
      } else {
        record = { [entry.key]: entry.at, status: 'none' };
        text = 'none: no technique applies (the puzzle has several solutions)';
      }
    } catch (e) {
      // A dead end visible in the givens: an answer about the puzzle, not bad input.
      if (!(e instanceof CspError)) throw e;
      out.line(statusLine(entry, 'no-solution', e.message, flags.json));
      return ExitCode.ok;
    }
    out.line(flags.json ? JSON.stringify(record) : text);
    return ExitCode.ok;
  });
}

/** Adds `hint` to the `sudoku` command; the action stores its exit code through `done`. */
export function addSudokuHintCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('hint')
    .description(COMMAND_DESCRIPTIONS['sudoku hint'])
    .argument('[file]', "puzzle file; '-' or nothing reads standard input")
    .option('--json', 'print one JSON object per puzzle: {line, status, step?, error?}')
    .addHelpText(
      'after',
      `
Output, one line per puzzle in input order: the explanation of the cheapest step that applies,
naming cells r4c7 and houses row 4, column 7, box 5, e.g.
  Hidden single: in box 5, 6 fits only in r4c7.
or 'solved: ...' for a complete grid, 'none: ...' when no technique applies, 'no-solution: <why>'
when the givens leave a cell or value without a place, 'invalid: <reason>' for unreadable or
clashing input. With --json, status is step | solved | none | no-solution | invalid and step lists
placements, eliminations, cells, candidates and houses by name.

Variant puzzles (JSON, f-puzzles, SudokuPad links) are answered too, with the variant techniques
(cage combinations, innies/outies, thermometer ranges, pair and line rules, bounded forcing on the
puzzle's own propagators); see docs/human-solving.md.

Exit code: 0 every puzzle answered; 2 some input invalid (the others are still answered).`,
    )
    .action(async (file: string | undefined, flags: SudokuHintFlags) => {
      done(await sudokuHint(io, file, flags));
    });
}
