import type { SudokuCountFlags } from '../commands/sudokuCount.js';
import type { SudokuSolveFlags } from '../commands/sudokuSolve.js';

/** The BullMQ key prefix of cspkit's queues: a queue `q` lives under `cspkit:q:*`. */
export const BULL_PREFIX = 'cspkit';

/** The queue name used when `--queue` is not given. */
export const DEFAULT_QUEUE = 'cspkit';

/** What was submitted to a queue, stored beside it in one Redis hash (see {@link runKey}). */
export interface QueueRun {
  /** A random id of this submission (a queue dropped and reused gets a new one). */
  readonly id: string;
  /** The submitter's cspkit version; workers of another version refuse the run. */
  readonly version: string;
  /** What is done to every puzzle. */
  readonly verb: 'solve' | 'count';
  /** The backend answering every puzzle. */
  readonly backend: string;
  /** The verb's options (`--timeout`, `--json`, `--limit`), as `--jobs 1` would get them. */
  readonly flags: SudokuSolveFlags | SudokuCountFlags;
  /** Where the puzzles came from (for messages). */
  readonly input: string;
  /** How often one puzzle may be tried before its line becomes `error: …`. */
  readonly attempts: number;
  /** ISO time of the submission. */
  readonly submittedAt: string;
  /** Chunks on the queue so far; final once {@link QueueRun.complete}. */
  readonly chunks: number;
  /** Puzzles on the queue so far. */
  readonly puzzles: number;
  /** Whether the whole input is on the queue. */
  readonly complete: boolean;
}

/** The Redis hash holding a queue's {@link QueueRun} (outside BullMQ's own `cspkit:NAME:*` keys). */
export function runKey(queue: string): string {
  return `cspkit-run:${queue}`;
}

/** Redis hash of a chunk's per-puzzle try counts, kept while the chunk is answered puzzle by puzzle. */
export function triesKey(queue: string, chunk: number): string {
  return `cspkit-run:${queue}:tries:${chunk}`;
}

/** Redis hash of a chunk's per-puzzle answers, kept while the chunk is answered puzzle by puzzle. */
export function doneKey(queue: string, chunk: number): string {
  return `cspkit-run:${queue}:done:${chunk}`;
}

/** The BullMQ job id of chunk `index` (custom ids must not be plain integers). */
export function chunkJobId(index: number): string {
  return `chunk-${index}`;
}

/**
 * The Redis hash BullMQ keeps chunk `index`'s job in (`<prefix>:<queue>:<job id>`), read directly by
 * `collect`, which needs neither BullMQ's scripts nor its module (loading it costs more than a collect
 * of ten thousand puzzles).
 */
export function chunkJobKey(queue: string, index: number): string {
  return `${BULL_PREFIX}:${queue}:${chunkJobId(index)}`;
}

/** The hash fields of `run` (Redis stores strings). */
export function runFields(run: QueueRun): Record<string, string> {
  return {
    id: run.id,
    version: run.version,
    verb: run.verb,
    backend: run.backend,
    flags: JSON.stringify(run.flags),
    input: run.input,
    attempts: String(run.attempts),
    submittedAt: run.submittedAt,
    chunks: String(run.chunks),
    puzzles: String(run.puzzles),
    complete: run.complete ? '1' : '0',
  };
}

/**
 * The run stored in `fields` (a Redis `HGETALL`), or `undefined` when the hash is empty; a hash not
 * written by cspkit (fields missing) reads as `undefined` too, and callers treat it as foreign data.
 */
export function runOf(fields: Record<string, string>): QueueRun | undefined {
  const { id, version, verb, backend, flags, input, attempts, submittedAt, chunks, puzzles, complete } =
    fields;
  if (
    id === undefined ||
    version === undefined ||
    (verb !== 'solve' && verb !== 'count') ||
    backend === undefined ||
    flags === undefined ||
    submittedAt === undefined
  )
    return undefined;
  return {
    id,
    version,
    verb,
    backend,
    flags: JSON.parse(flags) as SudokuSolveFlags | SudokuCountFlags,
    input: input ?? '',
    attempts: Number(attempts ?? 1),
    submittedAt,
    chunks: Number(chunks ?? 0),
    puzzles: Number(puzzles ?? 0),
    complete: complete === '1',
  };
}

/**
 * The Redis Pub/Sub channel on which workers announce each chunk they have answered (its index), so
 * that `collect` wakes up at once instead of polling.
 */
export function answeredChannel(queue: string): string {
  return `cspkit-run:${queue}:answered`;
}

/** The Redis Pub/Sub channel on which `queue submit` announces a submission to idle workers. */
export function submittedChannel(queue: string): string {
  return `cspkit-run:${queue}:submitted`;
}
