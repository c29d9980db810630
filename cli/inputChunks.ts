import { CliError } from './CliError.js';
import type { CliIo } from './CliIo.js';

/** Why a read failed, as messages show it: the Node error code (`ENOENT`) or the message. */
function readFailure(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? code : e instanceof Error ? e.message : String(e);
}

/**
 * The text of the input named on the command line (a file, or standard input for `-` or none) as it
 * arrives, in chunks, so a batch command holds only what it is working on. An io without streams
 * (tests) gives the whole text as one chunk. A file that cannot be read is a {@link CliError}.
 */
export async function* inputChunks(io: CliIo, file: string | undefined): AsyncGenerator<string> {
  const stdin = file === undefined || file === '-';
  try {
    if (stdin) {
      if (io.stdinChunks) yield* io.stdinChunks();
      else yield await io.readStdin();
    } else if (io.fileChunks) yield* io.fileChunks(file);
    else yield await io.readFile(file);
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(
      stdin ? `cannot read standard input: ${readFailure(e)}` : `cannot read '${file}': ${readFailure(e)}`,
    );
  }
}
