import type { Backend } from '../../core/index.js';
import type { ParsedPuzzle } from '../../models/common/index.js';
import { backendFor, DEFAULT_BACKEND } from '../backends.js';
import type { CliIo } from '../CliIo.js';
import { checkLearningBackend } from '../learningOption.js';
import { readInput } from '../readInput.js';
import type { FamilyFlags } from './FamilyFlags.js';
import type { FamilySpec } from './FamilySpec.js';

/** What a family verb works on: the backend, then every puzzle of the input (read whole: puzzle files are small). */
export async function openFamilyInput<P, F extends FamilyFlags>(
  io: CliIo,
  file: string | undefined,
  spec: FamilySpec<P, F>,
  flags: F,
): Promise<{ readonly backend: Backend; readonly puzzles: ParsedPuzzle<P>[] }> {
  // The backend first: an unknown name (or one without `--learning`) is a usage error before any input is waited for.
  const name = flags.backend ?? DEFAULT_BACKEND;
  checkLearningBackend(name, flags.learning);
  const backend = await backendFor(io, name);
  return { backend, puzzles: spec.read(await readInput(io, file), flags) };
}
