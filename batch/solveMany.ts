import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import { Observable } from 'rxjs';
import { createPool } from '../cli/pool/createPool.js';
import { SudokuGeometry } from '../models/sudoku/SudokuGeometry.js';
import { SudokuGrid } from '../models/sudoku/SudokuGrid.js';
import type { SolveChunkTask, WirePuzzle, WireSolveResult } from './SolveChunkTask.js';
import { SolveManyOptionError } from './SolveManyOptionError.js';
import type { SolveManyOptions } from './SolveManyOptions.js';
import type { SolveManyResult } from './SolveManyResult.js';

/** Puzzles per chunk sent to a thread: enough that messaging costs little next to solving 9×9 puzzles. */
const CHUNK_PUZZLES = 256;
/** Most cells per chunk, so chunks of large grids stay small enough to share the work out. */
const CHUNK_CELLS = 40_000;
/** Chunks in flight per thread: keeps every thread busy while the oldest answer is awaited. */
const AHEAD_PER_THREAD = 3;

/** A puzzle as plain data for a thread (a grid's cells are copied by the structured clone). */
function toWire(p: SudokuGrid | string): WirePuzzle {
  if (typeof p === 'string') return { text: p };
  return { boxWidth: p.geometry.boxWidth, boxHeight: p.geometry.boxHeight, cells: p.cells };
}

/** A thread's answer as a result with grids. */
function fromWire(index: number, r: WireSolveResult): SolveManyResult {
  const geometry =
    r.boxWidth === undefined || r.boxHeight === undefined
      ? undefined
      : SudokuGeometry.fromBox(r.boxWidth, r.boxHeight);
  const solutions = geometry === undefined ? [] : r.solutions.map((cells) => new SudokuGrid(geometry, cells));
  return r.reason === undefined
    ? { index, status: r.status, solutions }
    : { index, status: r.status, solutions, reason: r.reason };
}

/** Checks the options; bad ones are an {@link SolveManyOptionError} naming the option. */
function checkOptions(options: SolveManyOptions): void {
  const positive = (name: string, v: number | undefined): void => {
    if (v !== undefined && !(Number.isSafeInteger(v) && v >= 1))
      throw new SolveManyOptionError(`solveMany: ${name} must be a positive integer; got ${v}`);
  };
  positive('jobs', options.jobs);
  positive('solutionLimit', options.solutionLimit);
  if (options.timeoutMs !== undefined && !(options.timeoutMs > 0))
    throw new SolveManyOptionError(
      `solveMany: timeoutMs must be a positive number; got ${options.timeoutMs}`,
    );
}

/**
 * Solves many sudoku puzzles on worker threads (the pool `cspkit sudoku solve --jobs` uses) and emits one
 * result per puzzle, in input order, then completes. Puzzles are grids or line-format text (an unreadable
 * line or clashing givens is a result with status `invalid`, not an error). The input is read as the
 * threads need more, a few chunks per thread ahead, so memory stays flat on inputs of any size, and an
 * async iterable (a file read line by line) works as well as an array.
 *
 * Nothing runs until subscription; unsubscribing stops reading the input and terminates the threads.
 * Bad options error the stream with an `SolveManyOptionError`, an unknown backend with an
 * `UnknownBackendError`.
 *
 * ```ts
 * solveMany(lines, { jobs: 4 }).subscribe((r) => console.log(r.index, r.status, r.solutions[0]));
 * ```
 */
export function solveMany(
  puzzles: Iterable<SudokuGrid | string> | AsyncIterable<SudokuGrid | string>,
  options: SolveManyOptions = {},
): Observable<SolveManyResult> {
  return new Observable<SolveManyResult>((subscriber) => {
    let stopped = false;
    let pool: Piscina | undefined;
    let destroyed: Promise<void> | undefined;
    const destroy = (): Promise<void> => {
      destroyed ??= pool?.destroy() ?? Promise.resolve();
      return destroyed;
    };
    const run = async (): Promise<void> => {
      checkOptions(options);
      const jobs = options.jobs ?? availableParallelism();
      const base = {
        backend: options.backend ?? 'native',
        solutionLimit: options.solutionLimit ?? 1,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      };
      pool = await createPool(jobs);
      const pending: Promise<WireSolveResult[]>[] = [];
      let emitted = 0;
      const emitOldest = async (): Promise<void> => {
        const results = await pending.shift()!;
        for (const r of results) {
          if (stopped) return;
          subscriber.next(fromWire(emitted++, r));
        }
      };
      let chunk: WirePuzzle[] = [];
      let cells = 0;
      const send = async (): Promise<void> => {
        const task: SolveChunkTask = { ...base, puzzles: chunk };
        const answer: Promise<WireSolveResult[]> = pool!.run(task, { name: 'solveChunk' });
        // Handled when awaited; after an unsubscribe it rejects (threads terminated) unawaited.
        answer.catch(() => undefined);
        pending.push(answer);
        chunk = [];
        cells = 0;
        while (!stopped && pending.length >= jobs * AHEAD_PER_THREAD) await emitOldest();
      };
      for await (const p of puzzles) {
        if (stopped) return;
        const wire = toWire(p);
        chunk.push(wire);
        cells += 'text' in wire ? wire.text.length : wire.cells.length;
        if (chunk.length >= CHUNK_PUZZLES || cells >= CHUNK_CELLS) {
          await send();
          // Not one more puzzle is read once the subscriber has gone.
          if (stopped) return;
        }
      }
      if (chunk.length > 0) await send();
      while (!stopped && pending.length > 0) await emitOldest();
    };
    run().then(
      async () => {
        await destroy();
        if (!stopped) subscriber.complete();
      },
      async (e: unknown) => {
        await destroy().catch(() => undefined);
        if (!stopped) subscriber.error(e);
      },
    );
    return () => {
      stopped = true;
      // Threads still solving are terminated; their answers are not wanted any more.
      destroy().catch(() => undefined);
    };
  });
}
