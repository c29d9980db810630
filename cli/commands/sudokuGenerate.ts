import cliProgress from 'cli-progress';
import { type Command, InvalidArgumentError } from 'commander';
import type { Backend } from '../../core/backend/Backend.js';
import { MAX_SEED } from '../../models/sudoku/generator/checkSeed.js';
import { freshSeed } from '../../models/sudoku/generator/freshSeed.js';
import type { GenerateProgressEvent } from '../../models/sudoku/generator/GenerateEvent.js';
import type { GenerateOptions } from '../../models/sudoku/generator/GenerateOptions.js';
import { GenerationBudgetError } from '../../models/sudoku/generator/GenerationBudgetError.js';
import { GenerationTimeoutError } from '../../models/sudoku/generator/GenerationTimeoutError.js';
import { generate$ } from '../../models/sudoku/generator/generate.js';
import { resolveGenerateOptions } from '../../models/sudoku/generator/resolveGenerateOptions.js';
import { SUDOKU_SYMMETRIES, type SudokuSymmetry } from '../../models/sudoku/generator/SudokuSymmetry.js';
import { SudokuGeometry } from '../../models/sudoku/SudokuGeometry.js';
import { drained } from '../answerEach.js';
import { backendFor, DEFAULT_BACKEND } from '../backends.js';
import { CliError } from '../CliError.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { ExitCode, type ExitCodeValue } from '../ExitCode.js';
import { LineWriter } from '../LineWriter.js';
import { positiveInt } from '../parseOptions.js';
import { AHEAD_PER_THREAD } from '../pool/answerInParallel.js';
import { EarlyPool } from '../pool/EarlyPool.js';
import type { GenerateChunk, GenerateChunkResult } from '../pool/GenerateChunk.js';
import { JOBS_HELP, jobsFor } from '../pool/jobsFor.js';
import { runInOrder } from '../pool/runInOrder.js';
import { generatedText, makeGeneratedChunk } from './generateChunk.js';

/** Options of `cspkit sudoku generate`. */
export interface SudokuGenerateFlags {
  /** Box shape `WxH` (W columns wide, H rows high). */
  readonly box?: string;
  /** Rank n: n×n boxes, an n²×n² grid. */
  readonly rank?: number;
  /** Side N with the squarest box split. */
  readonly size?: number;
  /** Puzzles to make (default 1). */
  readonly count?: number;
  /** Seed of the first puzzle (puzzle i uses seed + i). */
  readonly seed?: number;
  /** Symmetry of the givens. */
  readonly symmetry?: SudokuSymmetry;
  /** Target difficulty (`fiendish`, `fiendish+`, `easy..medium`, `300..600`). */
  readonly difficulty?: string;
  /** Make sure no given can be removed. */
  readonly minimal?: boolean;
  /** Candidates per puzzle before giving up. */
  readonly maxAttempts?: number;
  /** Rate every puzzle. */
  readonly rate?: boolean;
  /** Backend name (default `native`). */
  readonly backend?: string;
  /** One JSON object per puzzle. */
  readonly json?: boolean;
  /** Progress bar on stderr: `true` forces it, `false` hides it; default: on a terminal for long runs. */
  readonly progress?: boolean;
  /** Threads, the calling one included (default: the number of cores; 1 makes the puzzles on the calling thread alone). */
  readonly jobs?: number;
  /** Time limit of the whole run in ms. */
  readonly timeout?: number;
}

/** Most puzzles in one chunk of `--jobs N`. */
const GENERATE_CHUNK = 16;

/** Runs at least this long (puzzles × cells) get a progress bar on a terminal: 10 9×9 puzzles, or one 16×16. */
const PROGRESS_MIN_WORK = 256;

/** Symmetry names the command line accepts, aliases included. */
const SYMMETRY_ALIASES: Readonly<Record<string, SudokuSymmetry>> = {
  '180': 'rotational',
  '90': 'rotational90',
};

/** Commander parser of `--seed`: an integer `0 .. 2⁵³-1`. */
export function parseSeed(value: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n > MAX_SEED) {
    throw new InvalidArgumentError(`expected an integer from 0 to ${MAX_SEED}.`);
  }
  return n;
}

/** Commander parser of `--symmetry`: a symmetry name, or `90` / `180`. */
export function parseSymmetry(value: string): SudokuSymmetry {
  const v = value.trim().toLowerCase();
  const s = SYMMETRY_ALIASES[v] ?? SUDOKU_SYMMETRIES.find((x) => x === v);
  if (s === undefined) {
    throw new InvalidArgumentError(`expected one of ${SUDOKU_SYMMETRIES.join(', ')} (or 90, 180).`);
  }
  return s;
}

/** The shape asked for by `--box`, `--rank` or `--size` (at most one), 9×9 by default. */
export function geometryOf(flags: SudokuGenerateFlags): SudokuGeometry {
  const given = (['box', 'rank', 'size'] as const).filter((k) => flags[k] !== undefined);
  if (given.length > 1) {
    throw new CliError(
      `give one of --box, --rank and --size, not ${given.map((k) => `--${k}`).join(' and ')}`,
    );
  }
  if (flags.box !== undefined) {
    const m = /^\s*(\d+)\s*[x×]\s*(\d+)\s*$/i.exec(flags.box);
    if (m === null) throw new CliError(`--box '${flags.box}': expected WxH, such as 3x3 or 4x3`);
    return SudokuGeometry.fromBox(Number(m[1]), Number(m[2]));
  }
  if (flags.rank !== undefined) return SudokuGeometry.fromBox(flags.rank, flags.rank);
  if (flags.size !== undefined) return SudokuGeometry.forSize(flags.size);
  return SudokuGeometry.fromBox(3, 3);
}

/**
 * `cspkit sudoku generate`: makes `--count` puzzles with exactly one solution and prints one per line (the
 * line format; the grid format, blank-line separated, above 35×35), or one JSON object per puzzle. The seed
 * goes to stderr. Every option is checked before any work. Returns 0 when every puzzle was made, 1 when
 * the attempt budget or the `--timeout` limit ran out (the puzzles made are printed), 2 for bad options.
 */
export async function sudokuGenerate(io: CliIo, flags: SudokuGenerateFlags): Promise<number> {
  const count = flags.count ?? 1;
  const jobs = Math.min(jobsFor(io, flags.jobs), count);
  const name = flags.backend ?? DEFAULT_BACKEND;
  // The threads start loading the generator while this thread checks the options.
  const early = jobs > 1 ? EarlyPool.start(jobs, { verb: 'generate', backend: name }) : undefined;
  try {
    return await generateWith(io, flags, count, jobs, early);
  } finally {
    await early?.release();
  }
}

/** {@link sudokuGenerate} once its threads (if any) are starting. */
async function generateWith(
  io: CliIo,
  flags: SudokuGenerateFlags,
  count: number,
  jobs: number,
  early: EarlyPool | undefined,
): Promise<number> {
  const geometry = geometryOf(flags);
  const backend = await backendFor(io, flags.backend ?? DEFAULT_BACKEND);
  const seed = flags.seed ?? freshSeed();
  const options: GenerateOptions = {
    backend,
    geometry,
    seed,
    ...(flags.symmetry === undefined ? {} : { symmetry: flags.symmetry }),
    ...(flags.difficulty === undefined ? {} : { difficulty: flags.difficulty }),
    ...(flags.minimal === true ? { minimal: true } : {}),
    ...(flags.maxAttempts === undefined ? {} : { maxAttempts: flags.maxAttempts }),
    ...(flags.rate === true ? { rate: true } : {}),
    ...(flags.timeout === undefined ? {} : { timeLimitMs: flags.timeout }),
    ...(io.clock === undefined ? {} : { clock: io.clock }),
  };
  // Every impossible option fails here, before the first grid (GeneratorOptionsError: exit 2).
  resolveGenerateOptions(options);
  const err = new LineWriter(io.stderr);
  err.line(`cspkit: seed ${seed}${count > 1 ? ` (puzzle i uses seed ${seed} + i)` : ''}`);
  err.flush();
  if (early !== undefined) {
    const chunk: GenerateChunk = {
      backend: backend.id,
      boxWidth: geometry.boxWidth,
      boxHeight: geometry.boxHeight,
      seed,
      start: 0,
      count,
      ...(flags.symmetry === undefined ? {} : { symmetry: flags.symmetry }),
      ...(flags.difficulty === undefined ? {} : { difficulty: flags.difficulty }),
      ...(flags.minimal === true ? { minimal: true } : {}),
      ...(flags.maxAttempts === undefined ? {} : { maxAttempts: flags.maxAttempts }),
      ...(flags.rate === true ? { rate: true } : {}),
      ...(flags.json === true ? { json: true } : {}),
      ...(flags.timeout === undefined
        ? {}
        : { deadline: Date.now() + flags.timeout, timeout: flags.timeout }),
    };
    const bar = progressBar(io, flags, count * geometry.cellCount);
    return generateInParallel(io, chunk, backend, jobs, early, bar);
  }

  const out = new LineWriter(io.stdout);
  const bar = progressBar(io, flags, count * geometry.cellCount);
  const steps = 100;
  bar?.start(count * steps, 0, { made: 0, count, phase: 'starting' });
  let lastFlush = performance.now();
  let made = 0;
  let exit: ExitCodeValue = ExitCode.ok;
  await new Promise<void>((resolve, reject) => {
    generate$({ ...options, count, progressIntervalMs: bar === undefined ? 1e9 : 100 }).subscribe({
      next: (e) => {
        if (e.type === 'progress') {
          bar?.update(e.index * steps + Math.floor((steps * e.done) / Math.max(1, e.total)), {
            made,
            count,
            phase: phaseText(e),
          });
        } else if (e.type === 'puzzle') {
          made++;
          out.line(generatedText(e.index, e.puzzle, flags.json));
          bar?.update(made * steps, { made, count, phase: 'made' });
          // Slow puzzles appear as they come; fast ones are written in large chunks.
          if (performance.now() - lastFlush > 250) {
            out.flush();
            lastFlush = performance.now();
          }
        }
      },
      error: (e: unknown) => {
        // The bar's last state is where the limit stopped the puzzle (not the last throttled event).
        if (e instanceof GenerationTimeoutError) bar?.update({ made, count, phase: phaseText(e.progress) });
        bar?.stop();
        out.flush();
        if (!(e instanceof GenerationBudgetError || e instanceof GenerationTimeoutError)) {
          reject(e);
          return;
        }
        err.line(`cspkit: ${e.message} (${made} of ${count} puzzles made)`);
        exit = ExitCode.timeout;
        resolve();
      },
      complete: () => {
        bar?.stop();
        resolve();
      },
    });
  });
  out.flush();
  err.flush();
  return exit;
}

/**
 * `generate` on `jobs` threads: the calling thread and `jobs - 1` worker threads. The run's puzzle indices
 * are cut into chunks, made in parallel (the calling thread makes a chunk whenever the threads have
 * enough) and printed in index order. Puzzle i uses seed `seed + i` whichever thread makes it, so the
 * output is the same for any `jobs`; a spent attempt budget stops the run after the puzzles before it,
 * as on one thread.
 */
async function generateInParallel(
  io: CliIo,
  run: GenerateChunk,
  backend: Backend,
  jobs: number,
  early: EarlyPool,
  bar: cliProgress.SingleBar | undefined,
): Promise<ExitCodeValue> {
  const pool = await early.take();
  // Small enough chunks that the threads finish together; more per chunk only saves messaging, which
  // costs far less than making one puzzle.
  const size = Math.max(1, Math.min(GENERATE_CHUNK, Math.floor(run.count / (jobs * AHEAD_PER_THREAD))));
  const chunks = function* (): Generator<GenerateChunk> {
    for (let start = 0; start < run.count; start += size)
      yield { ...run, start, count: Math.min(size, run.count - start) };
  };
  let made = 0;
  let exit: ExitCodeValue = ExitCode.ok;
  bar?.start(run.count, 0, { made: 0, count: run.count, phase: `${jobs} threads` });
  try {
    await runInOrder(chunks(), {
      remoteLimit: (jobs - 1) * AHEAD_PER_THREAD,
      heldLimit: jobs * AHEAD_PER_THREAD + 16,
      remote: (chunk) => pool.run(chunk, { name: 'generateChunk' }) as Promise<GenerateChunkResult>,
      here: (chunk) => makeGeneratedChunk(chunk, backend),
      emit: (r) => {
        io.stdout.write(r.out);
        made += r.made;
        bar?.update(made, { made, count: run.count, phase: `${jobs} threads` });
        if (r.budget === undefined) return undefined;
        bar?.stop();
        io.stderr.write(`cspkit: ${r.budget} (${made} of ${run.count} puzzles made)\n`);
        exit = ExitCode.timeout;
        return true;
      },
      drained: () => drained(io.stdout),
    });
  } finally {
    bar?.stop();
    await pool.destroy();
  }
  return exit;
}

/** The progress bar, when wanted: forced by `--progress`, else only on a terminal and for long runs. */
function progressBar(io: CliIo, flags: SudokuGenerateFlags, work: number): cliProgress.SingleBar | undefined {
  const stream = io.stderr as Partial<NodeJS.WriteStream>;
  const tty = stream.isTTY === true;
  const wanted = flags.progress ?? (tty && work >= PROGRESS_MIN_WORK);
  if (!wanted) return undefined;
  return new cliProgress.SingleBar({
    stream: io.stderr as NodeJS.WritableStream,
    format: 'generating [{bar}] {percentage}% | {made}/{count} puzzles | {phase} | ETA {eta_formatted}',
    // cli-progress passes an unknown ETA as the text 'INF', which its time format prints as 'NFs'.
    formatTime: (t, options, round) =>
      Number.isFinite(t) ? cliProgress.Format.TimeFormat(t, options, round) : '?',
    noTTYOutput: !tty,
    notTTYSchedule: 2000,
    clearOnComplete: tty,
    hideCursor: null,
  });
}

/**
 * What the puzzle being made is doing, for the progress bar: `grid` (filling a complete grid; `grid
 * (search 3)` once searches ran out of nodes), `removal 1200/50625` (removals tried of the total), `check`
 * (minimality, rating); later attempts say so.
 */
export function phaseText(e: GenerateProgressEvent): string {
  const attempt = e.attempt > 1 ? ` (attempt ${e.attempt})` : '';
  if (e.phase === 'removal') return `removal ${e.done}/${e.total}${attempt}`;
  if (e.phase === 'grid' && e.searches !== undefined) return `grid (search ${e.searches + 1})${attempt}`;
  return `${e.phase}${attempt}`;
}

/** Adds `generate` to the `sudoku` command; the action stores its exit code through `done`. */
export function addSudokuGenerateCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('generate')
    .description(COMMAND_DESCRIPTIONS['sudoku generate'])
    .option('--box <WxH>', 'box shape: W columns wide, H rows high (4x3 makes 12×12)')
    .option('--rank <n>', 'n×n boxes: an n²×n² grid (3 = 9×9, 4 = 16×16, 5 = 25×25)', positiveInt)
    .option('--size <N>', 'side N with the squarest boxes (12 = 4x3)', positiveInt)
    .option('-n, --count <k>', 'number of puzzles', positiveInt, 1)
    .option(
      '--seed <s>',
      'seed of the first puzzle (puzzle i uses seed + i); default: a fresh one',
      parseSeed,
    )
    .option(
      '--symmetry <kind>',
      `symmetry of the givens: ${SUDOKU_SYMMETRIES.join(', ')} (90, 180)`,
      parseSymmetry,
    )
    .option(
      '--difficulty <target>',
      "grade ('fiendish'), grade or harder ('fiendish+'), range ('easy..medium', '300..600')",
    )
    .option('--minimal', 'no given can be removed (with a symmetry: retries until so)')
    .option('--max-attempts <n>', 'candidates per puzzle before giving up (default 1000)', positiveInt)
    .option('--rate', 'rate every puzzle (shown with --json)')
    .option('-b, --backend <name>', 'backend proving uniqueness (needs a synchronous mode)', DEFAULT_BACKEND)
    .option(
      '--json',
      'one JSON object per puzzle: {index, seed, puzzle, solution, givens, symmetry, minimal, rating?, stats}',
    )
    .option('--progress', 'always show the progress bar on stderr')
    .option('--no-progress', 'never show the progress bar')
    .option('-j, --jobs <n>', JOBS_HELP, positiveInt)
    .option(
      '-t, --timeout <ms>',
      'time limit of the whole run in ms: prints the puzzles made, says on stderr what was not (exit 1)',
      positiveInt,
    )
    .addHelpText(
      'after',
      `
Output: one puzzle per line in the line format ('.' empty, 1-9 then A-Z); grids larger than
35×35 in the grid format, separated by blank lines. The seed is written to stderr first, so any
puzzle can be made again: the same seed and options give the same puzzles on every machine.
A progress bar appears on stderr when it is a terminal and the run is long (--progress forces
it); it shows the puzzle's phase: 'grid' (filling a complete grid; 'grid (search 3)' once searches
ran out of nodes), 'removal 1200/50625' (removals tried of the total), 'check' (minimality),
'rating' (--rate, --difficulty).
--timeout stops the run within about 100 ms of the limit (the rating too, between its steps): the
puzzles made are printed, and stderr says which puzzle was not made and where it stood ('time
limit of 60000 ms reached making the 225×225 puzzle of seed 1 (attempt 1, removal phase: 1200 of
50625 removals tried, 49425 givens left) (0 of 1 puzzles made)'; in the rating phase '(attempt 1,
rating phase: rating a puzzle of 412 givens)').

Exit code: 0 every puzzle made; 1 the attempt budget ran out before a puzzle matched the
difficulty (or minimality with a symmetry), or the --timeout limit was reached; 2 bad options
(checked before any work).`,
    )
    .action(async (flags: SudokuGenerateFlags) => {
      done(await sudokuGenerate(io, flags));
    });
}
