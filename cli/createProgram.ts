import { Command } from 'commander';
import type { CliIo } from './CliIo.js';
import { COMMAND_DESCRIPTIONS, COMMANDS, type CommandEntry, GROUP_DESCRIPTIONS } from './commandTable.js';

/** The words of `argv` before its first option: the command path asked for (and its arguments). */
function wordsOf(argv: readonly string[]): readonly string[] {
  const words: string[] = [];
  for (const a of argv) {
    if (a.startsWith('-')) break;
    words.push(a);
  }
  return words;
}

/** One list is a prefix of the other. */
function alongside(a: readonly string[], b: readonly string[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether `entry`'s module must be loaded for `argv`: it is the command run, or one of a group whose
 * help is shown (`cspkit sudoku --help`), or `cspkit help …` is asked. The others are listed by name
 * and description only.
 */
function needed(entry: CommandEntry, argv: readonly string[]): boolean {
  const words = wordsOf(argv);
  if (words[0] === 'help') return true;
  return words.length > 0 && alongside(entry.path, words);
}

/**
 * Builds the `cspkit` command tree bound to `io`. Commander keeps parsed values on the command
 * objects, so every run builds a fresh tree. Commands report their exit code through `done`
 * instead of exiting, so the tree can run inside tests.
 *
 * Only the modules of the commands `argv` can run are loaded (all of them when `argv` is not
 * given); the others stay in the tree by name and description, so the help still lists them.
 */
export async function createProgram(
  io: CliIo,
  done: (code: number) => void,
  argv?: readonly string[],
): Promise<Command> {
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
  const groups = new Map<string, Command>();
  const groupOf = (word: keyof typeof GROUP_DESCRIPTIONS): Command => {
    let group = groups.get(word);
    if (group === undefined) {
      group = program.command(word).description(GROUP_DESCRIPTIONS[word]);
      groups.set(word, group);
    }
    return group;
  };
  for (const entry of COMMANDS) {
    const parent =
      entry.path.length > 1 ? groupOf(entry.path[0] as keyof typeof GROUP_DESCRIPTIONS) : program;
    if (argv === undefined || needed(entry, argv)) (await entry.load())(parent, io, done);
    else {
      const key = entry.path.join(' ') as keyof typeof COMMAND_DESCRIPTIONS;
      parent.command(entry.path.at(-1)!).description(COMMAND_DESCRIPTIONS[key]);
    }
  }
  return program;
}
