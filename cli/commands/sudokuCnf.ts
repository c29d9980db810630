import { type Command, InvalidArgumentError, Option } from 'commander';
import type { AmoEncoding } from '../../adapters/sat/AmoEncoding.js';
import { AMO_ENCODINGS } from '../../adapters/sat/AmoEncoding.js';
import { encodeModel } from '../../adapters/sat/encodeModel.js';
import type { SatEncodeOptions } from '../../adapters/sat/SatEncodeOptions.js';
import type { SatEncoding } from '../../adapters/sat/SatEncoding.js';
import { writeDimacs } from '../../adapters/sat/writeDimacs.js';
import { buildSudokuModel } from '../../models/sudoku/buildSudokuModel.js';
import type { SudokuGrid } from '../../models/sudoku/SudokuGrid.js';
import type { SudokuModel } from '../../models/sudoku/SudokuModel.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { ExitCode } from '../ExitCode.js';
import type { InputEntry } from '../InputEntry.js';
import { positiveInt } from '../parseOptions.js';
import { pickPuzzle } from '../pickPuzzle.js';

/** Root propagation choices of the SAT encoding on the command line. */
export const SAT_PROPAGATIONS = ['singles', 'overlaps', 'matching', 'none'] as const;

/** Encoding options shared by `sudoku cnf` and `sudoku decode-model` (they must match). */
export interface SudokuSatFlags {
  /** 1-based index of the puzzle in the file (default 1). */
  readonly puzzle?: number;
  /** At-most-one encoding (default `auto`). */
  readonly amo?: AmoEncoding;
  /** Root propagation before encoding (default `overlaps`, as the `sat` backend). */
  readonly propagation?: (typeof SAT_PROPAGATIONS)[number];
}

/** The propagation both commands use when none is given (the `sat` backend's default). */
export const DEFAULT_CNF_PROPAGATION = 'overlaps';

/** A puzzle picked from an input, encoded. */
export interface EncodedPuzzle {
  /** The puzzle as read. */
  readonly entry: InputEntry;
  /** Its model. */
  readonly sudoku: SudokuModel;
  /** Its CNF and variable map. */
  readonly encoding: SatEncoding;
}

/** The encoder options selected by the flags. */
export function satEncodeOptions(flags: SudokuSatFlags): SatEncodeOptions {
  return { amo: flags.amo ?? 'auto', propagation: flags.propagation ?? DEFAULT_CNF_PROPAGATION };
}

/**
 * Reads the input (or takes its `text` when already read), picks puzzle `flags.puzzle` (default
 * the first) in any input format, checks it and encodes it. A missing, invalid or variant puzzle is a
 * {@link CliError} naming its place. Notes on stderr when the input holds more puzzles than the one used.
 */
export async function encodePuzzleArg(
  io: CliIo,
  file: string | undefined,
  flags: SudokuSatFlags,
  text?: string,
  verb = 'cnf',
): Promise<EncodedPuzzle> {
  const { entry, grid } = await pickPuzzle(io, file, flags.puzzle, verb, text);
  const sudoku = buildSudokuModel(grid);
  return { entry, sudoku, encoding: encodeModel(sudoku.model, satEncodeOptions(flags)) };
}

/** The comment lines `sudoku cnf` puts before the variable map: the grid shape and the puzzle. */
export function sudokuComments(grid: SudokuGrid): string[] {
  const g = grid.geometry;
  return [`sudoku ${g.size} ${g.boxWidth} ${g.boxHeight}`, `puzzle ${Array.from(grid.cells).join(',')}`];
}

/**
 * `cspkit sudoku cnf`: writes one puzzle as DIMACS CNF to stdout, with the variable map in
 * comment lines (see `writeDimacs`), for any external SAT solver. Returns the exit code.
 */
export async function sudokuCnf(io: CliIo, file: string | undefined, flags: SudokuSatFlags): Promise<number> {
  const { sudoku, encoding } = await encodePuzzleArg(io, file, flags);
  writeDimacs(encoding, sudoku.model, (chunk) => io.stdout.write(chunk), sudokuComments(sudoku.puzzle));
  return ExitCode.ok;
}

/** Commander parser for `--amo`. */
export function amoArg(value: string): AmoEncoding {
  if (!(AMO_ENCODINGS as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`expected one of ${AMO_ENCODINGS.join(', ')}.`);
  }
  return value as AmoEncoding;
}

/** Adds `--puzzle`, `--amo` and `--propagation` to a command. */
export function addSatEncodingOptions(cmd: Command): Command {
  return cmd
    .option('-p, --puzzle <k>', 'use the K-th puzzle of the file (default 1)', positiveInt)
    .option('--amo <encoding>', `at-most-one encoding: ${AMO_ENCODINGS.join(', ')} (default auto)`, amoArg)
    .addOption(
      new Option('--propagation <strength>', 'root propagation before encoding; none = full encoding')
        .choices([...SAT_PROPAGATIONS])
        .default(DEFAULT_CNF_PROPAGATION),
    );
}

/** Adds `cnf` to the `sudoku` command; the action stores its exit code through `done`. */
export function addSudokuCnfCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  addSatEncodingOptions(
    parent
      .command('cnf')
      .description(COMMAND_DESCRIPTIONS['sudoku cnf'])
      .argument('[file]', "puzzle file; '-' or nothing reads standard input"),
  )
    .addHelpText(
      'after',
      `
Only the candidates left after root propagation get a variable ("reduced" encoding; --propagation
none writes the full one). Comment lines carry the map from SAT variables to cells and values:
  c var <SAT variable> <cell index> <value> <cell name>     c fixed <cell index> <value> <cell name>
so 'cspkit sudoku decode-model out.cnf MODEL.txt' decodes a solver's model from the CNF alone.
A puzzle that propagation already solves gives 'p cnf 0 0'; one it refutes gives an empty clause.`,
    )
    .action(async (file: string | undefined, flags: SudokuSatFlags) => {
      done(await sudokuCnf(io, file, flags));
    });
}
