import { CspError } from '../core/errors/CspError.js';
import type { ExitCodeValue } from './ExitCode.js';
import { ExitCode } from './ExitCode.js';

/**
 * A problem with the command line or its files (unreadable input, unknown backend, bad option
 * value). The runner prints the message to stderr and exits with `exitCode`.
 */
export class CliError extends CspError {
  /** Exit code the process ends with. */
  readonly exitCode: ExitCodeValue;

  /** Builds the error; the message must say what was wrong and where. */
  constructor(message: string, exitCode: ExitCodeValue = ExitCode.invalid) {
    super(message);
    this.exitCode = exitCode;
  }
}
