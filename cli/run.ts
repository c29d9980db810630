import { CommanderError } from 'commander';
import { CspError } from '../core/errors/CspError.js';
import { CliError } from './CliError.js';
import type { CliIo } from './CliIo.js';
import { createProgram } from './createProgram.js';
import { ExitCode } from './ExitCode.js';

/**
 * Runs the CLI on `argv` (the arguments after the program name) against `io` and resolves with
 * the process exit code; never exits the process itself. Help resolves with 0; usage errors,
 * unreadable input and unknown backends write a message to stderr and resolve with 2.
 * Anything else (a bug) rejects.
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  // A batch command on a large file starts its threads now, while its modules load.
  const early = argv[0] === 'sudoku' ? (await import('./pool/EarlyPool.js')).EarlyPool : undefined;
  early?.fromArgv(argv, io);
  try {
    return await runProgram(argv, io);
  } finally {
    await early?.releaseUnclaimed();
  }
}

/** {@link run} once any early threads are starting. */
async function runProgram(argv: readonly string[], io: CliIo): Promise<number> {
  let code: number = ExitCode.ok;
  const program = await createProgram(
    io,
    (c) => {
      code = c;
    },
    argv,
  );
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (e) {
    // Commander has already printed its message (or the help text).
    if (e instanceof CommanderError) return e.exitCode === 0 ? ExitCode.ok : ExitCode.invalid;
    if (e instanceof CliError) {
      io.stderr.write(`cspkit: ${e.message}\n`);
      return e.exitCode;
    }
    if (e instanceof CspError) {
      io.stderr.write(`cspkit: ${e.message}\n`);
      return ExitCode.invalid;
    }
    throw e;
  }
  return code;
}
