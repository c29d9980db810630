import type { SudokuGrid } from '../models/sudoku/SudokuGrid.js';
import { CliError } from './CliError.js';
import type { CliIo } from './CliIo.js';
import { checkPuzzleEntry } from './checkPuzzleEntry.js';
import { classicEntries } from './classicEntries.js';
import { type InputEntry, placeMessage } from './InputEntry.js';
import { readPuzzleText } from './openPuzzleInput.js';
import { inputName, readInput } from './readInput.js';

/** A puzzle picked from an input for a command that works on one: its entry and its checked grid. */
export interface PickedPuzzle {
  /** Where it came from (for its format and messages). */
  readonly entry: InputEntry;
  /** The puzzle, its givens checked. */
  readonly grid: SudokuGrid;
}

/**
 * Reads the input (or takes its `text` when already read) in any format, picks puzzle `index` (default
 * the first) and checks it. A missing, unreadable, clashing or variant puzzle (`verb` takes classic
 * sudoku only) is a {@link CliError} naming its place. Notes on stderr when the input holds more
 * puzzles than the one used and none was chosen.
 */
export async function pickPuzzle(
  io: CliIo,
  file: string | undefined,
  index: number | undefined,
  verb: string,
  text?: string,
): Promise<PickedPuzzle> {
  const read = await readPuzzleText(text ?? (await readInput(io, file)), file);
  const entries = read.kind === 'plain' ? read.entries : classicEntries(read.entries, verb);
  const at = index ?? 1;
  const entry = entries[at - 1];
  if (entry === undefined) {
    if (entries.length === 0) throw new CliError(`no puzzles in ${inputName(file)}`);
    throw new CliError(`${inputName(file)} holds ${entries.length} puzzle(s); there is no puzzle ${at}`);
  }
  if (index === undefined && entries.length > 1) {
    io.stderr.write(
      `cspkit: ${inputName(file)} holds ${entries.length} puzzles; using the first (choose with --puzzle)\n`,
    );
  }
  const checked = checkPuzzleEntry(entry);
  if (checked.reason !== undefined)
    throw new CliError(`${inputName(file)} ${placeMessage(entry, checked.reason)}`);
  return { entry, grid: checked.grid };
}
