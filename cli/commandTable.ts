import type { Command } from 'commander';
import type { CliIo } from './CliIo.js';

/** What every command's wiring function looks like: adds the command under `parent`, bound to `io`. */
export type AddCommand = (parent: Command, io: CliIo, done: (code: number) => void) => void;

/**
 * One-line description of every command, by its words: shown by the top-level help, which lists the
 * commands without loading them, and by each command's own wiring.
 */
export const COMMAND_DESCRIPTIONS = {
  'sudoku solve': 'solve every puzzle of FILE (or standard input), one answer per puzzle, in input order',
  'sudoku count': 'count the solutions of every puzzle of FILE (or standard input), up to a cap',
  'sudoku cnf': 'write a puzzle as DIMACS CNF (with its variable map in comments) for an external SAT solver',
  'sudoku decode-model': "turn an external SAT solver's model for 'sudoku cnf' back into the solved grid",
  'sudoku generate': 'generate puzzles with exactly one solution, seeded, any size, optionally symmetric',
  'sudoku play': 'play a puzzle of FILE interactively: type moves such as "4 7 5" on standard input',
  'sudoku path': "print the native solver's solution path of every puzzle, one step per line",
  'sudoku hint': 'explain the next human-style step of every puzzle of FILE (or standard input)',
  'sudoku steps': 'explain a whole human-style solving path for every puzzle of FILE (or standard input)',
  'sudoku rate': 'rate every puzzle of FILE (or standard input) by human-style solving',
  kakuro: 'solve or count Kakuro puzzles (sums over runs of different digits)',
  starbattle: 'solve or count Star Battle puzzles (K stars per row, column and region, none touching)',
  nonogram: 'solve or count nonograms (width, height, row and column clues)',
  hidato: 'solve or count hidato puzzles (numbrix with --numbrix)',
  skyscrapers: 'solve or count skyscrapers puzzles (border visibility clues)',
  queens: 'place N queens on an N×N board so that none attacks another',
  'queue submit':
    'put the puzzles of FILE (or standard input) on a Redis queue for cspkit workers, in chunks',
  'queue collect': "wait for a queue's answers and print them in input order, as 'sudoku solve' would",
  'queue drop': "remove a queue's run, chunks and answers, so that the name can be used again",
  worker: 'answer chunks of a Redis queue (any number of workers, on any machine)',
  demo: 'solve the bundled sample puzzles (6×6, 9×9, 16×16, 25×25) with every backend and check each answer',
} as const;

/** Description of every command group, by its word. */
export const GROUP_DESCRIPTIONS = {
  sudoku: 'solve or count sudoku puzzles of any size',
  queue: 'batch work across machines: a Redis queue (BullMQ) answered by `cspkit worker`s',
} as const;

/** A command of the tree: its words (`['sudoku', 'solve']`) and how to load its wiring. */
export interface CommandEntry {
  /** The words that select it; the last one is its name, the others its parent groups. */
  readonly path: readonly string[];
  /** Loads the command's module (its backends, models and parsers) and returns its wiring. */
  readonly load: () => Promise<AddCommand>;
}

/**
 * Every command, in the order the help lists them. Each module is imported only when its command
 * runs (or its group's help is asked for), so `cspkit --help` and a one-puzzle solve do not pay for
 * the rest of the toolkit.
 */
export const COMMANDS: readonly CommandEntry[] = [
  {
    path: ['sudoku', 'solve'],
    load: async () => (await import('./commands/sudokuSolve.js')).addSudokuSolveCommand,
  },
  {
    path: ['sudoku', 'count'],
    load: async () => (await import('./commands/sudokuCount.js')).addSudokuCountCommand,
  },
  {
    path: ['sudoku', 'cnf'],
    load: async () => (await import('./commands/sudokuCnf.js')).addSudokuCnfCommand,
  },
  {
    path: ['sudoku', 'decode-model'],
    load: async () => (await import('./commands/sudokuDecodeModel.js')).addSudokuDecodeModelCommand,
  },
  {
    path: ['sudoku', 'generate'],
    load: async () => (await import('./commands/sudokuGenerate.js')).addSudokuGenerateCommand,
  },
  {
    path: ['sudoku', 'play'],
    load: async () => (await import('./commands/sudokuPlay.js')).addSudokuPlayCommand,
  },
  {
    path: ['sudoku', 'path'],
    load: async () => (await import('./commands/sudokuPath.js')).addSudokuPathCommand,
  },
  {
    path: ['sudoku', 'hint'],
    load: async () => (await import('./commands/sudokuHint.js')).addSudokuHintCommand,
  },
  {
    path: ['sudoku', 'steps'],
    load: async () => (await import('./commands/sudokuSteps.js')).addSudokuStepsCommand,
  },
  {
    path: ['sudoku', 'rate'],
    load: async () => (await import('./commands/sudokuRate.js')).addSudokuRateCommand,
  },
  { path: ['kakuro'], load: async () => (await import('./commands/kakuro.js')).addKakuroCommand },
  {
    path: ['starbattle'],
    load: async () => (await import('./commands/starbattle.js')).addStarBattleCommand,
  },
  { path: ['nonogram'], load: async () => (await import('./commands/nonogram.js')).addNonogramCommands },
  { path: ['hidato'], load: async () => (await import('./commands/hidato.js')).addHidatoCommands },
  {
    path: ['skyscrapers'],
    load: async () => (await import('./commands/skyscrapers.js')).addSkyscrapersCommands,
  },
  { path: ['queens'], load: async () => (await import('./commands/queens.js')).addQueensCommand },
  {
    path: ['queue', 'submit'],
    load: async () => (await import('./queue/queueSubmit.js')).addQueueSubmitCommand,
  },
  {
    path: ['queue', 'collect'],
    load: async () => (await import('./queue/queueCollect.js')).addQueueCollectCommand,
  },
  {
    path: ['queue', 'drop'],
    load: async () => (await import('./queue/queueDrop.js')).addQueueDropCommand,
  },
  { path: ['worker'], load: async () => (await import('./queue/queueWorker.js')).addQueueWorkerCommand },
  { path: ['demo'], load: async () => (await import('./commands/demo.js')).addDemoCommand },
];
