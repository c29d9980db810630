// Fuzz targets: every parser and every CLI verb, each with inputs from a grammar of near-valid and
// hostile text and with the properties it must keep on any input. Run briefly by fuzz.test.ts (part of
// `npm test`) and at length by runFuzz.ts (`npm run fuzz`).

import { InvalidArgumentError } from 'commander';
import fc from 'fast-check';
import { parseDimacs } from '../../adapters/sat/parseDimacs.js';
import { parseSatOutput } from '../../adapters/sat/parseSatOutput.js';
import { parseSeed, parseSymmetry } from '../../cli/commands/index.js';
import type { CliIo } from '../../cli/index.js';
import { run } from '../../cli/index.js';
import { readPuzzleText } from '../../cli/openPuzzleInput.js';
import { positiveInt } from '../../cli/parseOptions.js';
import { CspError } from '../../core/index.js';
import {
  checkSolution,
  formatGridFormat,
  formatLine,
  type PuzzleEntry,
  parseCryptarithm,
  parseDifficulty,
  parseDimacsGraph,
  parseFutoshiki,
  parseGridFormat,
  parseHuman,
  parseKenKen,
  parseKiller,
  parseKillerShort,
  parseLatin,
  parseLine,
  readGameState,
  readPuzzles,
  SudokuGeometry,
  SudokuGrid,
} from '../../models/index.js';
import {
  decodeFPuzzlesText,
  fromFPuzzles,
  parseVariantPuzzle,
  readVariantInput,
  toFPuzzles,
} from '../../models/sudoku/variants/index.js';

/** One fuzz target: an input generator and the check every input must pass (it throws when not). */
export interface FuzzTarget {
  readonly name: string;
  readonly arbitrary: fc.Arbitrary<unknown>;
  /** Relative cost: the long run gives cheaper targets more inputs. */
  readonly weight: number;
  check(input: unknown): void | Promise<void>;
}

/** A thrown value is acceptable when it is one of cspkit's own errors (a clear message), never a crash. */
function expectCspError(e: unknown, what: string): void {
  if (e instanceof CspError && e.message.length > 0) return;
  throw new Error(`${what} threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
}

/** Runs `f` on a parser's input: it returns, or throws a CspError. */
function parserTarget(
  name: string,
  arbitrary: fc.Arbitrary<unknown>,
  f: (input: never) => unknown,
): FuzzTarget {
  return {
    name,
    arbitrary,
    weight: 1,
    check(input) {
      try {
        f(input as never);
      } catch (e) {
        expectCspError(e, name);
      }
    },
  };
}

const PUZZLE9 = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const PUZZLES = [
  PUZZLE9,
  '1...4...2...3..1',
  '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..',
  '.'.repeat(81),
  '12.......'.repeat(9),
];
/** Characters that break inputs in interesting ways. */
const NASTY = [
  '0',
  '9',
  'A',
  'G',
  'Z',
  'a',
  'z',
  '.',
  '#',
  ' ',
  '\t',
  '\r',
  '\n',
  '-',
  '+',
  '|',
  ',',
  '{',
  '[',
  'é',
  '\u0000',
  '\u00a0',
  '\ufeff',
  '\u2028',
  '😀',
  '1e3',
  '-1',
  '99999999999',
];

const shapeArb = fc.constantFrom([2, 2], [3, 2], [2, 3], [3, 3], [4, 3], [4, 4]) as fc.Arbitrary<
  [number, number]
>;

/** A grid of random givens (consistent or not) of a small shape. */
const gridArb: fc.Arbitrary<SudokuGrid> = shapeArb.chain(([w, h]) => {
  const g = SudokuGeometry.fromBox(w, h);
  return fc
    .array(fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: g.size })), {
      minLength: g.cellCount,
      maxLength: g.cellCount,
    })
    .map((cells) => new SudokuGrid(g, Int32Array.from(cells)));
});

/** Text edits: replace, insert or delete a character, cut the text, or double it. */
function mutate(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(text, fc.nat(), fc.constantFrom(...NASTY), fc.integer({ min: 0, max: 4 }))
    .map(([t, at, ch, op]) => {
      const i = t.length === 0 ? 0 : at % t.length;
      switch (op) {
        case 0:
          return t.slice(0, i) + ch + t.slice(i + 1);
        case 1:
          return t.slice(0, i) + ch + t.slice(i);
        case 2:
          return t.slice(0, i) + t.slice(i + 1);
        case 3:
          return t.slice(0, i);
        default:
          return `${t}\n${t}`;
      }
    });
}

const lineArb = fc.oneof(
  fc.constantFrom(...PUZZLES),
  gridArb.map(formatLine),
  mutate(fc.constantFrom(...PUZZLES)),
  mutate(gridArb.map(formatLine)),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '# comment', `${PUZZLE9} 4.5 rated`, `  ${PUZZLE9}`),
);
const gridTextArb = fc.oneof(gridArb.map(formatGridFormat), mutate(gridArb.map(formatGridFormat)));
const jsonVariantArb = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc
    .record(
      {
        size: fc.oneof(fc.constantFrom(4, 6, 9), fc.integer({ min: -2, max: 40 })),
        givens: fc.oneof(fc.constantFrom(...PUZZLES), fc.string({ maxLength: 20 })),
        constraints: fc.array(
          fc.record({
            type: fc.constantFrom(
              'killer',
              'thermometer',
              'diagonal',
              'kropki',
              'xv',
              'sandwich',
              'arrow',
              'bogus',
            ),
            cells: fc.array(fc.constantFrom('r1c1', 'r1c2', 'r2c1', 'r9c9', 'r0c1', 'x'), { maxLength: 4 }),
            sum: fc.integer({ min: -1, max: 50 }),
          }),
          { maxLength: 3 },
        ),
      },
      { requiredKeys: ['size'] },
    )
    .map((o) => JSON.stringify(o)),
  gridArb.map((g) => {
    // toFPuzzles validates: a grid with clashing givens is written as a plain variant puzzle instead.
    const puzzle = { size: g.geometry.size, givens: formatLine(g) };
    try {
      return JSON.stringify(toFPuzzles(puzzle));
    } catch {
      return JSON.stringify(puzzle);
    }
  }),
);
/** Whole inputs for the CLI's batch verbs: lines, grids, JSON, links, or anything. */
const inputArb = fc.oneof(
  { weight: 4, arbitrary: fc.array(lineArb, { maxLength: 5 }).map((ls) => ls.join('\n')) },
  { weight: 2, arbitrary: fc.array(gridTextArb, { maxLength: 3 }).map((gs) => gs.join('\n')) },
  { weight: 2, arbitrary: jsonVariantArb },
  {
    weight: 1,
    arbitrary: fc.base64String({ maxLength: 40 }).map((d) => `https://www.f-puzzles.com/?load=N4Ig${d}`),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 60, unit: 'binary' }) },
);

/** Runs the CLI in-process on `argv` with `stdin`; files `p.txt` and `m.txt` hold `stdin` and `model`. */
async function cli(
  argv: string[],
  stdin: string,
  model = '',
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const files: Record<string, string> = { 'p.txt': stdin, 'm.txt': model };
  const io: CliIo = {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
    readStdin: async () => stdin,
    readFile: async (path) => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error(`no file ${path}`), { code: 'ENOENT' });
      return text;
    },
  };
  const code = await run(argv, io);
  return { code, out, err };
}

/** Common checks of any CLI run: a documented exit code, and every failure explained on stderr. */
function expectSane(verb: string, r: { code: number; out: string; err: string }): void {
  if (![0, 1, 2].includes(r.code)) throw new Error(`${verb}: exit code ${r.code}\n${r.err}`);
  if (r.code !== 0 && r.err.trim() === '')
    throw new Error(`${verb}: exit ${r.code} without a word on stderr`);
}

/**
 * The batch verbs on line-format input, checked against the reader: one answer per puzzle, in order;
 * every unreadable puzzle answered `invalid: …` (exit 2, never silently accepted); every solution
 * printed by `solve` checked against its puzzle.
 */
function batchTarget(verb: 'solve' | 'count' | 'hint' | 'rate'): FuzzTarget {
  return {
    name: `cli sudoku ${verb}`,
    arbitrary: fc.array(lineArb, { minLength: 1, maxLength: 4 }).map((ls) => ls.join('\n')),
    weight: 20,
    async check(input) {
      const text = input as string;
      const args = verb === 'solve' || verb === 'count' ? ['--timeout', '2000'] : [];
      const r = await cli(['sudoku', verb, ...args, '-'], text);
      expectSane(verb, r);
      // The CLI's own format rules: text starting with '{' or '[' (or an f-puzzles link) is variant input,
      // answered one line per puzzle of it; the solutions of those are checked by the variant tests.
      const read = await readPuzzleText(text, undefined);
      const entries: readonly Pick<PuzzleEntry, 'line' | 'format' | 'grid' | 'error'>[] =
        read.kind === 'plain'
          ? readPuzzles(text)
          : read.entries.map((e) => ({
              line: e.index,
              format: 'line' as const,
              ...(e.error === undefined ? {} : { error: e.error }),
            }));
      // Grid-format input (a first line that reads as a grid header) answers on several lines each.
      if (entries[0]?.format === 'grid') return;
      const lines = r.out === '' ? [] : r.out.replace(/\n$/, '').split('\n');
      if (entries.length === 0) {
        if (r.code !== 2 || !r.err.includes('no puzzles')) throw new Error(`${verb}: no puzzles not refused`);
        return;
      }
      if (lines.length !== entries.length) {
        throw new Error(`${verb}: ${entries.length} puzzles but ${lines.length} answers:\n${r.out}`);
      }
      entries.forEach((e, i) => {
        const answer = lines[i]!;
        if (e.error !== undefined) {
          if (!answer.startsWith('invalid: ') || r.code !== 2) {
            throw new Error(`${verb}: unreadable line ${e.line} (${e.error}) answered '${answer}'`);
          }
        } else if (verb === 'solve' && e.grid !== undefined && /^[1-9A-Z]+$/.test(answer)) {
          const solved = parseLine(answer);
          const problems = checkSolution(e.grid, solved);
          if (problems.length > 0)
            throw new Error(`solve: wrong solution for line ${e.line}: ${problems[0]}`);
        }
      });
    },
  };
}

/** Any verb on any input: it ends with a documented exit code and explains failures, never crashes. */
function anyInputTarget(name: string, argv: fc.Arbitrary<string[]>, weight = 20): FuzzTarget {
  return {
    name,
    arbitrary: fc.tuple(argv, inputArb, fc.string({ maxLength: 40 })),
    weight,
    async check(input) {
      const [args, stdin, model] = input as [string[], string, string];
      const r = await cli(args, stdin, model);
      expectSane(args.join(' '), r);
      if (args.includes('--json') && r.code !== 2) {
        for (const line of r.out.split('\n')) if (line !== '') JSON.parse(line);
      }
    },
  };
}

/** A one-character change that makes a valid 9×9 line invalid is refused, naming the cell. */
const namesCellTarget: FuzzTarget = {
  name: 'line format names the bad cell',
  // '#' at the very start makes the line a comment, so it is kept out of the first cell.
  arbitrary: fc
    .tuple(fc.integer({ min: 0, max: 80 }), fc.constantFrom('A', 'Z', 'a', '#', '!', 'é', '-', '\u0000', '~'))
    .filter(([at, ch]) => at > 0 || ch !== '#'),
  weight: 1,
  check(input) {
    const [at, ch] = input as [number, string];
    const line = PUZZLE9.slice(0, at) + ch + PUZZLE9.slice(at + 1);
    const [entry] = readPuzzles(line);
    const cell = `r${Math.floor(at / 9) + 1}c${(at % 9) + 1}`;
    if (entry?.error === undefined || !entry.error.includes(`(${cell})`)) {
      throw new Error(`'${ch}' at ${cell}: ${entry?.error ?? 'accepted'}`);
    }
  },
};

/** An out-of-range value in a grid-format row is refused, naming the cell. */
const gridNamesCellTarget: FuzzTarget = {
  name: 'grid format names the bad cell',
  arbitrary: fc.tuple(gridArb, fc.nat(), fc.constantFrom('-1', '99', '1e3', 'x', '0x1', '٣', '+2', '2.5')),
  weight: 1,
  check(input) {
    const [grid, at, bad] = input as [SudokuGrid, number, string];
    const g = grid.geometry;
    const cell = at % g.cellCount;
    const rows = formatGridFormat(grid).trimEnd().split('\n');
    const r = Math.floor(cell / g.size);
    const tokens = rows[r + 1]!.trim().split(/\s+/);
    tokens[cell % g.size] = bad;
    rows[r + 1] = tokens.join(' ');
    const [entry] = readPuzzles(rows.join('\n'));
    if (entry?.error === undefined || !entry.error.includes(`(${g.cellName(cell)})`)) {
      throw new Error(`'${bad}' at ${g.cellName(cell)}: ${entry?.error ?? 'accepted'}`);
    }
  },
};

/** Accepted line puzzles read back to exactly the cells written (nothing dropped, padded or changed). */
const lineRoundTripTarget: FuzzTarget = {
  name: 'line format accepts only what it reads back',
  arbitrary: lineArb,
  weight: 1,
  check(input) {
    const text = input as string;
    let grid: SudokuGrid;
    try {
      grid = parseLine(text);
    } catch (e) {
      expectCspError(e, 'parseLine');
      return;
    }
    const token = text.replace(/^[\s\u00a0\ufeff]+/, '').split(/[\s\u00a0\ufeff]/)[0]!;
    const normal = token.toUpperCase().replace(/0/g, '.');
    if (formatLine(grid) !== normal) throw new Error(`'${token}' read as '${formatLine(grid)}'`);
  },
};

/**
 * A generate option's value, with numbers that ask for slow work by nature (a 180×180 grid, 10,000
 * puzzles) brought down to small ones: slow is not a fault. Everything else is passed as it is.
 */
function boundedGenerateValue(flag: string, value: string): string {
  const caps: Record<string, number> = { '--count': 20, '--size': 16, '--rank': 4 };
  const cap = caps[flag];
  if (cap !== undefined && /^\d+$/.test(value) && Number(value) > cap) return String(cap);
  // '--box WxH' with large sides: the same idea.
  const box = /^(\d+)x(\d+)$/.exec(value);
  if (flag === '--box' && box !== null && Number(box[1]) * Number(box[2]) > 16) return '4x4';
  return value;
}

/** Every fuzz target. */
export const FUZZ_TARGETS: readonly FuzzTarget[] = [
  parserTarget('parseLine', lineArb, parseLine),
  parserTarget('parseGridFormat', fc.oneof(gridTextArb, fc.string()), parseGridFormat),
  parserTarget(
    'parseHuman',
    fc.oneof(
      gridArb.map((g) => formatLine(g).replace(/(.{3})/g, '$1|')),
      fc.string(),
    ),
    parseHuman,
  ),
  parserTarget('readPuzzles', inputArb, readPuzzles),
  parserTarget('readVariantInput', inputArb, readVariantInput),
  parserTarget('parseVariantPuzzle', jsonVariantArb, parseVariantPuzzle),
  parserTarget('fromFPuzzles', fc.jsonValue({ maxDepth: 4 }), fromFPuzzles),
  parserTarget('decodeFPuzzlesText', inputArb, decodeFPuzzlesText),
  parserTarget('readGameState', fc.jsonValue({ maxDepth: 4 }), readGameState),
  parserTarget('parseKiller', inputArb, parseKiller),
  parserTarget(
    'parseKillerShort',
    fc.oneof(mutate(fc.constant('3>v<'.repeat(20))), fc.string()),
    parseKillerShort,
  ),
  parserTarget('parseKenKen', inputArb, parseKenKen),
  parserTarget(
    'parseFutoshiki',
    fc.oneof(mutate(fc.constant('1 < . . \n. . . .\n. . > .\n. . . 1')), fc.string()),
    parseFutoshiki,
  ),
  parserTarget(
    'parseDimacsGraph',
    fc.oneof(mutate(fc.constant('p edge 3 2\ne 1 2\ne 2 3')), fc.string()),
    parseDimacsGraph,
  ),
  parserTarget('parseLatin', fc.oneof(mutate(fc.constant('1 . 3\n. . .\n3 . .')), fc.string()), parseLatin),
  parserTarget(
    'parseCryptarithm',
    fc.oneof(mutate(fc.constant('SEND + MORE = MONEY')), fc.string()),
    parseCryptarithm,
  ),
  parserTarget(
    'parseDifficulty',
    fc.oneof(fc.constantFrom('fiendish', 'easy..medium', '300..600', 'tricky+'), fc.string()),
    parseDifficulty,
  ),
  parserTarget(
    'parseDimacs',
    fc.oneof(mutate(fc.constant('p cnf 3 2\n1 -2 0\n2 3 0\n')), fc.string()),
    parseDimacs,
  ),
  parserTarget(
    'parseSatOutput',
    fc.oneof(mutate(fc.constant('s SATISFIABLE\nv 1 -2 3 0\n')), fc.string()),
    (t: string) => parseSatOutput(t, 3),
  ),
  {
    name: 'CLI option parsers',
    arbitrary: fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('0', '-1', '1e3', '007', ' 5', '9007199254740993'),
    ),
    weight: 1,
    check(input) {
      for (const parse of [positiveInt, parseSeed, parseSymmetry]) {
        try {
          parse(input as string);
        } catch (e) {
          if (!(e instanceof InvalidArgumentError)) throw e;
        }
      }
    },
  },
  namesCellTarget,
  gridNamesCellTarget,
  lineRoundTripTarget,
  batchTarget('solve'),
  batchTarget('count'),
  batchTarget('hint'),
  batchTarget('rate'),
  anyInputTarget(
    'cli sudoku (any verb, any input)',
    fc
      .tuple(
        fc.constantFrom('solve', 'count', 'hint', 'steps', 'rate', 'path', 'cnf'),
        fc.subarray(['--json', '--timeout', '500', '--backend', 'dlx', '--limit', '3', '--max-steps', '200']),
      )
      .map(([verb, flags]) => {
        // Keep only options the verb has, each with its value.
        const allowed: Record<string, string[]> = {
          solve: ['--json', '--timeout', '--backend'],
          count: ['--timeout', '--backend', '--limit'],
          hint: ['--json'],
          steps: ['--json'],
          rate: ['--json'],
          path: ['--json', '--timeout', '--max-steps'],
          cnf: [],
        };
        const args: string[] = [];
        for (let i = 0; i < flags.length; i++) {
          const f = flags[i]!;
          if (!f.startsWith('--') || !allowed[verb]!.includes(f)) continue;
          args.push(f);
          const value = flags[i + 1];
          if (f !== '--json' && value !== undefined && !value.startsWith('--')) args.push(value);
          else if (f !== '--json') args.pop();
        }
        return ['sudoku', verb, ...args, '-'];
      }),
  ),
  anyInputTarget(
    'cli sudoku play / decode-model',
    fc.constantFrom(['sudoku', 'play', 'p.txt'], ['sudoku', 'decode-model', 'p.txt', 'm.txt']),
    10,
  ),
  {
    name: 'cli sudoku generate / queens options',
    arbitrary: fc.oneof(
      fc
        .tuple(
          fc.constantFrom(
            '--box',
            '--rank',
            '--size',
            '--count',
            '--seed',
            '--symmetry',
            '--difficulty',
            '--max-attempts',
          ),
          fc.oneof(
            fc.constantFrom('2x2', '3', '4', '1', '0', 'x', '2', 'central', '180', 'easy', '-1'),
            fc.string({ maxLength: 6 }),
          ),
        )
        // One thread, as a fuzz run starts thousands of commands.
        .map(([flag, value]) => [
          'sudoku',
          'generate',
          '--size',
          '4',
          '--max-attempts',
          '20',
          '--jobs',
          '1',
          flag,
          boundedGenerateValue(flag, value),
        ]),
      fc
        .oneof(fc.constantFrom('1', '2', '6', '0', '-3', 'x', '1e2'), fc.string({ maxLength: 4 }))
        // Large boards are slow by nature, not a fault: keep N small.
        .map((n) => ['queens', /^\d+$/.test(n) && Number(n) > 12 ? '12' : n]),
    ),
    weight: 10,
    async check(input) {
      const argv = input as string[];
      expectSane(argv.join(' '), await cli(argv, ''));
    },
  },
];
