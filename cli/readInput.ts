import { CliError } from './CliError.js';
import type { CliIo } from './CliIo.js';

/** Reads the input named on the command line: a file path, or standard input for `-` or no argument. */
export async function readInput(io: CliIo, file: string | undefined): Promise<string> {
  if (file === undefined || file === '-') return io.readStdin();
  try {
    return await io.readFile(file);
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    const why = typeof code === 'string' ? code : e instanceof Error ? e.message : String(e);
    throw new CliError(`cannot read '${file}': ${why}`);
  }
}

/** A display name for the input in messages. */
export function inputName(file: string | undefined): string {
  return file === undefined || file === '-' ? 'standard input' : `'${file}'`;
}
