import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError } from './CliError.js';

/** A file every copy of the samples folder holds, used to recognise it. */
const MARKER = 'sample9.txt';

/**
 * Finds the bundled `samples/` folder by walking up from this module: it sits at the package root,
 * which is two levels up from `cli/` when run from source and three from `dist/cli/` when built.
 */
export function findSamplesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'samples');
    if (existsSync(join(candidate, MARKER))) return candidate;
    dir = dirname(dir);
  }
  throw new CliError(
    `cannot find the samples folder (looked for samples/${MARKER} above ${fileURLToPath(import.meta.url)})`,
  );
}
