import type { Command } from 'commander';
import { decodeSatModel } from '../../adapters/sat/decodeSatModel.js';
import { parseDimacs } from '../../adapters/sat/parseDimacs.js';
import { parseSatOutput } from '../../adapters/sat/parseSatOutput.js';
import { SatFormatError } from '../../adapters/sat/SatFormatError.js';
import type { VariableMap } from '../../adapters/sat/VariableMap.js';
import { DIMACS_MAGIC } from '../../adapters/sat/writeDimacs.js';
import { checkSolution } from '../../models/sudoku/checkSolution.js';
import { formatGridFormat } from '../../models/sudoku/formatGridFormat.js';
import { formatLine } from '../../models/sudoku/formatLine.js';
import { SudokuGeometry } from '../../models/sudoku/SudokuGeometry.js';
import { SudokuGrid } from '../../models/sudoku/SudokuGrid.js';
import { CliError } from '../CliError.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { ExitCode } from '../ExitCode.js';
import { readInput } from '../readInput.js';
import { addSatEncodingOptions, encodePuzzleArg, type SudokuSatFlags } from './sudokuCnf.js';

/** Where the variable map came from, with what is needed to print the grid. */
interface MapSource {
  readonly map: VariableMap;
  readonly puzzle: SudokuGrid;
  readonly format: 'line' | 'grid';
  readonly status: 'open' | 'unsat' | 'solved';
}

/** Reads the map and the puzzle from a CNF written by `sudoku cnf`. */
function fromCnf(text: string, file: string): MapSource {
  const parsed = parseDimacs(text);
  const shape = parsed.comments.find((c) => c.startsWith('sudoku '));
  const given = parsed.comments.find((c) => c.startsWith('puzzle '));
  if (parsed.map === undefined || shape === undefined || given === undefined) {
    throw new CliError(`'${file}' has no cspkit sudoku variable map (write it with 'cspkit sudoku cnf')`);
  }
  const [n, w, h] = shape.slice(7).split(/\s+/).map(Number);
  const geometry = SudokuGeometry.fromBox(w ?? 0, h ?? 0);
  if (geometry.size !== n) throw new CliError(`'${file}': bad shape comment 'c ${shape}'`);
  const cells = Int32Array.from(given.slice(7).split(',').map(Number));
  return {
    map: parsed.map,
    puzzle: new SudokuGrid(geometry, cells),
    format: n <= 35 ? 'line' : 'grid',
    status: parsed.status,
  };
}

/**
 * `cspkit sudoku decode-model FILE MODEL`: decodes an external SAT solver's output for the CNF of
 * FILE's puzzle into the solved grid. FILE is either the puzzle file (re-encoded with the same
 * options as `sudoku cnf`, which is deterministic) or the CNF that `sudoku cnf` wrote (its comment
 * lines carry the map). Prints the grid in the puzzle's format, or `unsat` / `unknown`.
 */
export async function sudokuDecodeModel(
  io: CliIo,
  file: string,
  modelFile: string,
  flags: SudokuSatFlags,
): Promise<number> {
  const text = await readInput(io, file);
  let source: MapSource;
  if (text.includes(DIMACS_MAGIC) || /^p cnf /m.test(text)) {
    try {
      source = fromCnf(text, file);
    } catch (e) {
      if (e instanceof SatFormatError) throw new CliError(`'${file}' ${e.message}`);
      throw e;
    }
  } else {
    const { entry, sudoku, encoding } = await encodePuzzleArg(io, file, flags, text, 'decode-model');
    source = { map: encoding, puzzle: sudoku.puzzle, format: entry.format, status: encoding.status };
  }
  const outputText = await readInput(io, modelFile);
  let values: Int32Array;
  const geometry = source.puzzle.geometry;
  try {
    const output = parseSatOutput(outputText, source.map.numVars);
    if (output.status === 'unsat') {
      io.stdout.write('unsat\n');
      return ExitCode.ok;
    }
    if (output.status === 'unknown') {
      io.stdout.write('unknown\n');
      io.stderr.write(`cspkit: '${modelFile}' holds no answer (no SATISFIABLE status and no values)\n`);
      return ExitCode.timeout;
    }
    if (source.status === 'unsat') {
      throw new CliError(
        `'${modelFile}' says SATISFIABLE, but the puzzle has no solution (root propagation refutes it)`,
      );
    }
    values = decodeSatModel(source.map, output.values, (v) => geometry.cellName(v));
  } catch (e) {
    if (e instanceof SatFormatError) throw new CliError(`'${modelFile}' ${e.message}`);
    throw e;
  }
  const grid = new SudokuGrid(geometry, values);
  const problems = checkSolution(source.puzzle, grid);
  if (problems.length > 0) {
    throw new CliError(
      `the model in '${modelFile}' does not solve the puzzle: ${problems.slice(0, 3).join('; ')}`,
    );
  }
  io.stdout.write(source.format === 'line' ? `${formatLine(grid)}\n` : formatGridFormat(grid));
  return ExitCode.ok;
}

/** Adds `decode-model` to the `sudoku` command; the action stores its exit code through `done`. */
export function addSudokuDecodeModelCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  addSatEncodingOptions(
    parent
      .command('decode-model')
      .description(COMMAND_DESCRIPTIONS['sudoku decode-model'])
      .argument('<file>', "the puzzle file given to 'sudoku cnf', or the CNF it wrote")
      .argument('<model>', "the solver's output: 's SATISFIABLE' / 'v …' lines, or MiniSat's result file"),
  )
    .addHelpText(
      'after',
      `
With the puzzle file, use the same --puzzle/--amo/--propagation as for 'sudoku cnf' (the encoding
is deterministic, so the variable numbers match). Prints the grid, 'unsat', or 'unknown' (exit 1).
A malformed model file, or a model that does not solve the puzzle, is an error naming the line
(exit 2).`,
    )
    .action(async (file: string, model: string, flags: SudokuSatFlags) => {
      done(await sudokuDecodeModel(io, file, model, flags));
    });
}
