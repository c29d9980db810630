import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The version in the package.json of the cspkit this module belongs to, found by walking up from it
 * (the package root is one level above `cli/` in the sources, two above `dist/cli/` when built).
 */
function readVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === 'cspkit' && typeof pkg.version === 'string') return pkg.version;
    }
    dir = dirname(dir);
  }
  throw new Error(`cannot find cspkit's package.json above ${fileURLToPath(import.meta.url)}`);
}

/**
 * This cspkit's version. Distributed runs compare it between the submitter and every worker: a chunk
 * answered by another version could print differently from `--jobs 1` of the submitter's.
 */
export const CSPKIT_VERSION: string = readVersion();
