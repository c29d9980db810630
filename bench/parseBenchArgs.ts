import { parseArgs } from 'node:util';

/** Default number of timed passes per backend and 9×9 set (the median is reported). */
export const DEFAULT_PASSES = 3;
/** Default cap on puzzles per 9×9 set, so a plain `npm run bench` takes minutes, not hours. */
export const DEFAULT_SET_CAP = 2000;
/** Default time limit per large-grid instance, ms. */
export const DEFAULT_LARGE_TIMEOUT_MS = 60_000;
/** Default time limit per 9×9 puzzle, ms (a safety net: no 9×9 puzzle should come near it). */
export const DEFAULT_PUZZLE_TIMEOUT_MS = 10_000;

/** Parsed command line of `npm run bench`. */
export interface BenchArgs {
  /** 9×9 set names to run (`undefined` = all); `[]` skips the 9×9 sets. */
  readonly sets: readonly string[] | undefined;
  /** Contender names (`undefined` = every registered backend plus the baseline). */
  readonly backends: readonly string[] | undefined;
  /** Timed passes per 9×9 set. */
  readonly passes: number;
  /** Puzzles per 9×9 set. */
  readonly limit: number;
  /** Whether `limit` came from `--limit` rather than the default cap. */
  readonly limitGiven: boolean;
  /** Run the hard band of large grids (`LARGE_SET`), one table row per instance, with the CaDiCaL reference. */
  readonly large: boolean;
  /** Run every large grid (all generated ranks and the Lloyd–Amos instances), summarised per family and fill. */
  readonly largeAll: boolean;
  /** Skip the large grids entirely. */
  readonly noLarge: boolean;
  /** Time limit per large instance, ms. */
  readonly largeTimeoutMs: number;
  /** Time limit per 9×9 puzzle, ms. */
  readonly timeoutMs: number;
  /** Run the variant set instead (killers, arrows, thermometers, outside clues; native with and without presolve). */
  readonly variants: boolean;
  /** Extra JSON output file (bench/results/latest.json is always written). */
  readonly json: string | undefined;
  /** Print usage and stop. */
  readonly help: boolean;
}

/** Usage text of `npm run bench`. */
export const BENCH_USAGE = `usage: npm run bench -- [options]

  --sets a,b            9×9 sets to run (file names without .txt; default: all; 'none' skips them)
  --backends a,b        contenders (default: every registered backend, plus 'dancing-links')
  --passes N            timed passes per 9×9 set, median reported (default ${DEFAULT_PASSES})
  --limit N             puzzles per 9×9 set (default: first ${DEFAULT_SET_CAP} of each)
  --timeout MS          time limit per 9×9 puzzle (default ${DEFAULT_PUZZLE_TIMEOUT_MS})
  --large               the hard band of large grids, one row per instance, every backend and
                        the CaDiCaL reference on 'cspkit sudoku cnf' output (when 'cadical' is
                        installed): 36×36 (3), 49×49 (2), 64×64 (2) and 100×100 (1) at 0.42,
                        225×225 at 0.55, 0.70 (and 0.75 when present). A contender that times
                        out on a fill skips that fill's bigger grids. Up to about 20 min at the
                        default limit; --large-timeout to shorten.
                        (default: a quick subset: N ≤ 16, 25×25 at fills 0.55/0.70,
                        36×36 at 0.70)
  --large-all           every large grid (generated ranks 3-15, Lloyd-Amos 16×16/25×25),
                        summarised per family and fill (hours at the default limit)
  --no-large            skip the large grids
  --large-timeout MS    time limit per large instance (default ${DEFAULT_LARGE_TIMEOUT_MS})
  --variants            the variant set instead (125 puzzles): killers of every difficulty (20
                        published, the rest generated from fixed seeds), arrows and pill arrows,
                        thermometers, outside clues (little killer, sandwich);
                        native solve + uniqueness proof with and without presolve (per-puzzle
                        limit: --timeout); results in bench/results/variants.json
  --json FILE           also write the JSON results to FILE (bench/results/latest.json is always written)

Data: ../shared/data relative to the repo root, or the CSPKIT_DATA environment variable.`;

/** Parses a positive integer flag, naming the flag when it is not one. */
function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`--${name}: expected a positive integer, got '${value}'`);
  return n;
}

/** Splits a comma list, dropping empty items. */
function list(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return items.length === 1 && items[0] === 'none' ? [] : items;
}

/** Parses the bench command line; throws with a message naming the bad flag. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      sets: { type: 'string' },
      backends: { type: 'string' },
      passes: { type: 'string' },
      limit: { type: 'string' },
      timeout: { type: 'string' },
      large: { type: 'boolean' },
      'large-all': { type: 'boolean' },
      'no-large': { type: 'boolean' },
      'large-timeout': { type: 'string' },
      json: { type: 'string' },
      variants: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if ((values.large || values['large-all']) && values['no-large'])
    throw new Error('--large / --large-all and --no-large exclude each other');
  if (values.large && values['large-all']) throw new Error('--large and --large-all exclude each other');
  return {
    sets: list(values.sets),
    backends: list(values.backends),
    passes: positive('passes', values.passes, DEFAULT_PASSES),
    limit: positive('limit', values.limit, DEFAULT_SET_CAP),
    limitGiven: values.limit !== undefined,
    large: values.large === true,
    largeAll: values['large-all'] === true,
    noLarge: values['no-large'] === true,
    largeTimeoutMs: positive('large-timeout', values['large-timeout'], DEFAULT_LARGE_TIMEOUT_MS),
    timeoutMs: positive('timeout', values.timeout, DEFAULT_PUZZLE_TIMEOUT_MS),
    json: values.json,
    variants: values.variants === true,
    help: values.help === true,
  };
}
