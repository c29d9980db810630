import type { Command } from 'commander';
import { DEFAULT_BACKEND } from '../backends.js';
import type { CliIo } from '../CliIo.js';
import { DEFAULT_LEARNING, LEARNING_HELP, parseLearning } from '../learningOption.js';
import { positiveInt } from '../parseOptions.js';
import { FAMILY_COUNT_LIMIT, type FamilyFlags } from './FamilyFlags.js';
import type { FamilySpec } from './FamilySpec.js';
import { familyCount } from './familyCount.js';
import { familySolve } from './familySolve.js';

/** The help text every family verb shares (after the family's own). */
const SHARED_HELP = `
Several puzzles may share one input; they are answered in input order.

solve prints, per puzzle, the solution's lines, or one of
  unsat               the puzzle has no solution
  timeout             the --timeout limit was hit
  invalid: <reason>   the puzzle could not be read ('line 4, column 7: ...'); stderr repeats it,
                      and the other puzzles are still answered
  unknown: <reason>   the backend stopped for another reason
with a blank line between the answers of consecutive puzzles.
count prints one line per puzzle: the number of solutions, 'K+' when the cap K (--limit, default 2)
was reached ('1' unique, '2+' several, '0' none), or timeout, unknown: <reason> or invalid: <reason>
as for solve.
--json prints one JSON object per puzzle and line instead: solve {line, status, solution, stats,
error?} with the solution as arrays (null without one); count {line, status, count, capped, error?}.

Exit code: 0 every puzzle answered (sat or unsat); 1 some timeout/unknown; 2 some input invalid
(2 wins over 1), or a usage error such as an unknown backend; an input without puzzles exits 2.`;

/**
 * Adds `cspkit <family>` with its `solve` and `count` verbs to `program`; each action stores its exit
 * code through `done`.
 */
export function addFamilyCommands<P, F extends FamilyFlags>(
  program: Command,
  io: CliIo,
  done: (code: number) => void,
  spec: FamilySpec<P, F>,
): void {
  const group = program.command(spec.name).description(spec.description);
  const verb = (name: 'solve' | 'count', what: string): void => {
    const cmd = group
      .command(name)
      .description(what)
      .argument('[file]', "puzzle file; '-' or nothing reads standard input")
      .option('-b, --backend <name>', 'backend to search with', DEFAULT_BACKEND)
      .option('-t, --timeout <ms>', 'time limit per puzzle in ms', positiveInt)
      .option('--json', 'print one JSON object per puzzle')
      .option('--learning <mode>', LEARNING_HELP, parseLearning, DEFAULT_LEARNING);
    if (name === 'count') {
      cmd.option('-l, --limit <k>', 'stop counting at K solutions', positiveInt, FAMILY_COUNT_LIMIT);
    }
    for (const o of spec.extraOptions ?? []) cmd.option(o.flags, o.description);
    cmd
      .addHelpText('after', `\n${spec.help}\n${SHARED_HELP}`)
      .action(async (file: string | undefined, flags: F) => {
        done(await (name === 'solve' ? familySolve : familyCount)(io, file, spec, flags));
      });
  };
  verb('solve', `solve every ${spec.name} puzzle of FILE (or standard input), in input order`);
  verb('count', `count the solutions of every ${spec.name} puzzle of FILE (or standard input), up to a cap`);
}
