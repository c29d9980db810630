import { Command } from 'commander';
import type { CliIo } from './CliIo.js';
import { addDemoCommand } from './commands/demo.js';
import { addQueensCommand } from './commands/queens.js';
import { addSudokuCnfCommand } from './commands/sudokuCnf.js';
import { addSudokuCountCommand } from './commands/sudokuCount.js';
import { addSudokuDecodeModelCommand } from './commands/sudokuDecodeModel.js';
import { addSudokuGenerateCommand } from './commands/sudokuGenerate.js';
import { addSudokuHintCommand } from './commands/sudokuHint.js';
import { addSudokuPathCommand } from './commands/sudokuPath.js';
import { addSudokuPlayCommand } from './commands/sudokuPlay.js';
import { addSudokuRateCommand } from './commands/sudokuRate.js';
import { addSudokuSolveCommand } from './commands/sudokuSolve.js';
import { addSudokuStepsCommand } from './commands/sudokuSteps.js';

/**
 * Builds the `cspkit` command tree bound to `io`. Commander keeps parsed values on the command
 * objects, so every run builds a fresh tree. Commands report their exit code through `done`
 * instead of exiting, so the tree can run inside tests.
 */
export function createProgram(io: CliIo, done: (code: number) => void): Command {
  const program = new Command('cspkit')
    .description('cspkit: constraint-programming toolkit (sudoku of any size, n-queens, backends)')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => {
        io.stdout.write(s);
      },
      writeErr: (s) => {
        io.stderr.write(s);
      },
    })
    .showHelpAfterError('(add --help for usage)')
    .addHelpText(
      'after',
      `
Exit codes: 0 every puzzle answered (sat or unsat), 1 some search stopped without an answer
(timeout), 2 some input invalid or a usage error (unknown backend, bad option), 3 internal error.`,
    );
  // Subcommands copy the parent's settings (exit override, output) when they are created.
  const sudoku = program.command('sudoku').description('solve or count sudoku puzzles of any size');
  addSudokuSolveCommand(sudoku, io, done);
  addSudokuCountCommand(sudoku, io, done);
  addSudokuCnfCommand(sudoku, io, done);
  addSudokuDecodeModelCommand(sudoku, io, done);
  addSudokuGenerateCommand(sudoku, io, done);
  addSudokuPlayCommand(sudoku, io, done);
  addSudokuPathCommand(sudoku, io, done);
  addSudokuHintCommand(sudoku, io, done);
  addSudokuStepsCommand(sudoku, io, done);
  addSudokuRateCommand(sudoku, io, done);
  addQueensCommand(program, io, done);
  addDemoCommand(program, io, done);
  return program;
}
