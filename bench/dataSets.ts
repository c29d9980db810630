import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SudokuGrid } from '../models/sudoku/index.js';
import { readPuzzles } from '../models/sudoku/index.js';

/**
 * The repository root: the nearest folder above this file holding `package.json` (the bench
 * runs compiled from `.bench-dist/bench/` as well as from source in `bench/`).
 */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) return resolve(from, '..');
    dir = up;
  }
  return dir;
}

/** The benchmark data folder: `CSPKIT_DATA`, else `../shared/data` next to the repository. */
export function dataDir(): string {
  return process.env.CSPKIT_DATA ?? resolve(REPO_ROOT, '../shared/data');
}

/** Preferred order of the 9×9 sets: easiest first, the not-unique set last. */
const NINE_ORDER = [
  'kaggle',
  'unbiased',
  '17_clue',
  'magictour_top1465',
  'forum_hardest_1905_11plus',
  'forum_hardest_1106',
  'serg_benchmark',
];

/** Names (file stems) of the 9×9 sets found in `<data>/sudoku9/`, in a fixed order. */
export function nineSetNames(data: string): string[] {
  const dir = join(data, 'sudoku9');
  if (!existsSync(dir)) throw new Error(`no 9×9 data folder at ${dir} (set CSPKIT_DATA to the data folder)`);
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -4));
  const rank = (n: string): number => {
    const i = NINE_ORDER.indexOf(n);
    return i < 0 ? NINE_ORDER.length : i;
  };
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A 9×9 set cut to its first `limit` puzzles. */
export interface NineSet {
  /** File stem, e.g. `17_clue`. */
  readonly name: string;
  /** The puzzles run. */
  readonly puzzles: readonly SudokuGrid[];
  /** Puzzles in the whole file. */
  readonly total: number;
}

/** Reads the first `limit` puzzles of a 9×9 set; any unreadable line is an error (the sets are clean). */
export function loadNineSet(data: string, name: string, limit: number): NineSet {
  const path = join(data, 'sudoku9', `${name}.txt`);
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
  const puzzles = readPuzzles(lines.slice(0, limit).join('\n')).map((e) => {
    if (e.grid === undefined) throw new Error(`${path}: line ${e.line}: ${e.error ?? 'unreadable'}`);
    return e.grid;
  });
  return { name, puzzles, total: lines.length };
}

/** One large-grid instance file. */
export interface LargeInstance {
  /** Where it comes from. */
  readonly source: 'generated' | 'lloyd-amos';
  /** Family: `r5`, `b4x3` (generated) or `la_r5` (Lloyd–Amos). */
  readonly family: string;
  /** Fraction of cells given, from the file name (0.30 … 0.70). */
  readonly fill: number;
  /** File name. */
  readonly file: string;
  /** Full path. */
  readonly path: string;
}

const GENERATED = /^(r\d+|b\d+x\d+)_f(\d{3})_s\d+\.txt$/;
const LLOYD_AMOS = /^(la_r\d+)_f(\d{3})_i\d+\.txt$/;

/** Every large-grid instance under `<data>/large/` (generated, and Lloyd–Amos converted ones). */
export function largeInstances(data: string): LargeInstance[] {
  const out: LargeInstance[] = [];
  const scan = (dir: string, source: LargeInstance['source'], pattern: RegExp): void => {
    if (!existsSync(dir)) return;
    for (const file of readdirSync(dir).sort()) {
      const m = pattern.exec(file);
      if (m) out.push({ source, family: m[1]!, fill: Number(m[2]) / 100, file, path: join(dir, file) });
    }
  };
  scan(join(data, 'large', 'generated'), 'generated', GENERATED);
  scan(join(data, 'large', 'lloyd-amos-sudoku_acs', 'converted'), 'lloyd-amos', LLOYD_AMOS);
  return out;
}

/** Side length N of a family name (`r5` → 25, `b4x3` → 12, `la_r4` → 16). */
export function familySize(family: string): number {
  const b = /b(\d+)x(\d+)/.exec(family);
  if (b) return Number(b[1]) * Number(b[2]);
  const r = /r(\d+)/.exec(family);
  return r ? Number(r[1]) ** 2 : 0;
}

/**
 * The quick subset run by default, seconds in all: generated grids up to 16×16 at every fill,
 * 25×25 at fills 0.55 and 0.70, and 36×36 at 0.70 (the first size whose values do not fit one
 * 32-bit word). Lower fills of 25×25 have a heavy tail and, like everything bigger, need `--large`.
 */
export function isQuickInstance(i: LargeInstance): boolean {
  if (i.source !== 'generated') return false;
  const n = familySize(i.family);
  return n <= 16 || (n === 25 && i.fill >= 0.55) || (n === 36 && i.fill >= 0.7);
}

/**
 * The `--large` set: the hard band of the generated grids, as the large-grid table of the docs
 * reports it. Per (family, fill) the first `count` instances (by seed): 36×36 (3), 49×49 (2),
 * 64×64 (2) and 100×100 (1) at 0.42, and 225×225 at every fill from 0.55 up (0.75 is not in the
 * shared set; instances made by the same generator are picked up when present).
 */
export const LARGE_SET: readonly {
  readonly family: string;
  readonly fill: number;
  readonly count: number;
}[] = [
  { family: 'r6', fill: 0.42, count: 3 },
  { family: 'r7', fill: 0.42, count: 2 },
  { family: 'r8', fill: 0.42, count: 2 },
  { family: 'r10', fill: 0.42, count: 1 },
  { family: 'r15', fill: 0.55, count: 1 },
  { family: 'r15', fill: 0.7, count: 1 },
  { family: 'r15', fill: 0.75, count: 2 },
];

/** The instances of {@link LARGE_SET} found in `all`, smallest grids first (then by fill and file). */
export function largeSetInstances(all: readonly LargeInstance[]): LargeInstance[] {
  const out: LargeInstance[] = [];
  for (const want of LARGE_SET) {
    const found = all.filter(
      (i) => i.source === 'generated' && i.family === want.family && i.fill === want.fill,
    );
    out.push(...found.slice(0, want.count));
  }
  return out.sort(
    (a, b) => familySize(a.family) - familySize(b.family) || a.fill - b.fill || a.file.localeCompare(b.file),
  );
}

/** Reads one large instance (grid format). */
export function loadLargeInstance(i: LargeInstance): SudokuGrid {
  const entries = readPuzzles(readFileSync(i.path, 'utf8'));
  const first = entries[0];
  if (entries.length !== 1 || first?.grid === undefined) {
    throw new Error(`${basename(i.path)}: expected one grid, ${first?.error ?? `found ${entries.length}`}`);
  }
  return first.grid;
}
