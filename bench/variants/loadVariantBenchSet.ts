import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../dataSets.js';
import { buildVariantBenchSet, PER_CATEGORY, VARIANT_SET_VERSION } from './buildVariantBenchSet.js';
import { relationRulePuzzles } from './relationRulePuzzles.js';
import { tarekKillers } from './tarekKillers.js';
import type { VariantBenchPuzzle } from './VariantBenchPuzzle.js';

/** Where the generated set is cached between runs (git-ignored: it is regenerated from its seeds). */
const CACHE = join(REPO_ROOT, 'bench', 'results', `variant-set-v${VARIANT_SET_VERSION}-${PER_CATEGORY}.json`);

/**
 * The variant bench set: the published hard killers of the fixtures, and the generated categories
 * (made on the first run, about a minute, then read from the cache), then the fixtures of the relation
 * rules (one per rule).
 */
export function loadVariantBenchSet(progress: (m: string) => void): VariantBenchPuzzle[] {
  let generated: VariantBenchPuzzle[];
  if (existsSync(CACHE)) {
    generated = JSON.parse(readFileSync(CACHE, 'utf8')) as VariantBenchPuzzle[];
  } else {
    progress(`generating the variant set (cached in ${CACHE}) …`);
    generated = buildVariantBenchSet(progress);
    mkdirSync(dirname(CACHE), { recursive: true });
    writeFileSync(CACHE, `${JSON.stringify(generated)}\n`);
  }
  return [...tarekKillers(), ...generated, ...relationRulePuzzles()];
}
