import {
  type Backend,
  emptyStatistics,
  type Model,
  type SolverEvent,
  type SolverStatistics,
} from 'cspkit/core';
import {
  buildSudokuModel,
  buildVariantModel,
  generate$,
  hint,
  rate,
  SudokuEventMapper,
  SudokuGeometry,
  SudokuGrid,
  type SudokuSymmetry,
} from 'cspkit/models';
import type { Subscription } from 'rxjs';
import type { PlaygroundPuzzle } from '../puzzle/PlaygroundPuzzle.js';
import { type PlainGrid, TraceOp, type WorkerReply, type WorkerRequest } from './protocol.js';

/** Sends a reply to the page (with the buffers to transfer). */
export type ReplySink = (reply: WorkerReply, transfer?: Transferable[]) => void;

/** Trace entries a watched solve records before it stops (4 ints each: 32 MiB at most). */
export const MAX_WATCH_STEPS = 2_000_000;
/** Entries sent in one `trace` message. */
const TRACE_CHUNK = 8192;

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function gridOf(g: PlainGrid): SudokuGrid {
  return new SudokuGrid(SudokuGeometry.fromBox(g.boxWidth, g.boxHeight), Int32Array.from(g.cells));
}

/** The model of a puzzle, its givens as a grid (cells are the model's first variables). */
function modelOf(p: PlaygroundPuzzle): { model: Model; givens: SudokuGrid } {
  if (p.kind === 'classic') {
    const givens = gridOf(p);
    return { model: buildSudokuModel(givens).model, givens };
  }
  const vm = buildVariantModel(p.puzzle);
  return { model: vm.model, givens: vm.givens };
}

/**
 * What a solver worker does, apart from the worker plumbing: solves (watched or not), counts,
 * generates, hints and rates with the library's public API, one reply stream per request id. A
 * `cancel` unsubscribes from the job's event stream, which stops the backend's search.
 */
export class SolverService {
  /** Running jobs by request id: how to stop each (unsubscribe, then say so). */
  private readonly jobs = new Map<number, () => void>();

  constructor(
    private readonly backendNamed: (name: string) => Backend,
    private readonly reply: ReplySink,
  ) {}

  /** Handles one request from the page. */
  handle(req: WorkerRequest): void {
    switch (req.kind) {
      case 'solve':
        this.solve(req);
        return;
      case 'generate':
        this.generate(req);
        return;
      case 'hint':
        this.guard(req.id, () => this.hint(req.id, req.grid));
        return;
      case 'rate':
        this.guard(req.id, () => this.rate(req.id, req.grid));
        return;
      case 'cancel':
        this.jobs.get(req.id)?.();
        this.jobs.delete(req.id);
        return;
      case 'ping':
        this.reply({ kind: 'pong', id: req.id, busy: this.jobs.size > 0 });
        return;
    }
  }

  private guard(id: number, work: () => void): void {
    try {
      work();
    } catch (e) {
      this.reply({ kind: 'error', id, message: messageOf(e) });
    }
  }

  private solve(req: Extract<WorkerRequest, { kind: 'solve' }>): void {
    const t0 = performance.now();
    const { id } = req;
    let built: { model: Model; givens: SudokuGrid };
    let backend: Backend;
    try {
      built = modelOf(req.puzzle);
      backend = this.backendNamed(req.backend);
    } catch (e) {
      this.reply({ kind: 'error', id, message: messageOf(e) });
      return;
    }
    const cellCount = built.givens.geometry.cellCount;
    const trace = req.watch ? new TraceWriter(id, built.givens, this.reply) : undefined;
    const events = backend.solve(built.model, {
      solutionLimit: req.solutionLimit,
      progressIntervalMs: 100,
      ...(trace === undefined ? {} : { trace: { decisions: true, domains: true } }),
    });
    let sub: Subscription | undefined;
    let stopped = false;
    let lastStats: SolverStatistics = emptyStatistics();
    const onEvent = (e: SolverEvent): void => {
      if (stopped) return;
      switch (e.type) {
        case 'started':
          this.reply({ kind: 'started', id, backend: e.backend });
          return;
        case 'progress':
          trace?.flush();
          lastStats = e.stats;
          this.reply({ kind: 'progress', id, stats: e.stats });
          return;
        case 'solution': {
          trace?.flush();
          lastStats = e.stats;
          const cells = e.solution.values.slice(0, cellCount);
          this.reply({ kind: 'solution', id, index: e.index, cells, stats: e.stats }, [cells.buffer]);
          return;
        }
        case 'finished': {
          trace?.flush();
          this.jobs.delete(id);
          const base = { kind: 'finished', id, status: e.status, stats: e.stats } as const;
          const workerMs = performance.now() - t0;
          this.reply(
            e.reason === undefined ? { ...base, workerMs } : { ...base, reason: e.reason, workerMs },
          );
          return;
        }
        default:
          if (trace !== undefined && !trace.accept(e)) {
            // The watch is full: stop the search (unsubscribing, even inside the first slice), say why.
            stopped = true;
            sub?.unsubscribe();
            this.jobs.delete(id);
            trace.flush();
            this.reply({
              kind: 'finished',
              id,
              status: 'unknown',
              stats: lastStats,
              reason: `the watch recorded ${MAX_WATCH_STEPS.toLocaleString('en')} steps and stopped; solve without watching to run to the end`,
              workerMs: performance.now() - t0,
            });
          }
      }
    };
    sub = events.subscribe({
      next: onEvent,
      error: (e: unknown) => {
        this.jobs.delete(id);
        this.reply({ kind: 'error', id, message: messageOf(e) });
      },
    });
    if (stopped) sub.unsubscribe();
    else if (!sub.closed) {
      // Cancel: unsubscribing stops the backend's search at once; the reply says how far it got.
      this.jobs.set(id, () => {
        stopped = true;
        sub?.unsubscribe();
        trace?.flush();
        this.reply({
          kind: 'finished',
          id,
          status: 'cancelled',
          stats: lastStats,
          reason: 'the search was stopped by unsubscribing',
          workerMs: performance.now() - t0,
        });
      });
    }
  }

  private generate(req: Extract<WorkerRequest, { kind: 'generate' }>): void {
    const { id } = req;
    let sub: Subscription | undefined;
    try {
      sub = generate$({
        backend: this.backendNamed('native'),
        geometry: SudokuGeometry.fromBox(req.boxWidth, req.boxHeight),
        symmetry: req.symmetry as SudokuSymmetry,
        ...(req.difficulty === undefined ? {} : { difficulty: req.difficulty }),
        ...(req.seed === undefined ? {} : { seed: req.seed }),
        count: 1,
      }).subscribe({
        next: (e) => {
          if (e.type !== 'puzzle') return;
          const p = e.puzzle;
          const rating = p.rating === undefined ? undefined : `${p.rating.grade} (score ${p.rating.score})`;
          const base = { kind: 'generated', id, cells: Array.from(p.puzzle.cells), seed: p.seed } as const;
          this.reply(rating === undefined ? base : { ...base, rating });
        },
        error: (e: unknown) => {
          this.jobs.delete(id);
          this.reply({ kind: 'error', id, message: messageOf(e) });
        },
        complete: () => this.jobs.delete(id),
      });
    } catch (e) {
      this.reply({ kind: 'error', id, message: messageOf(e) });
      return;
    }
    if (!sub.closed) {
      const running = sub;
      this.jobs.set(id, () => {
        running.unsubscribe();
        this.reply({ kind: 'error', id, message: 'generation cancelled' });
      });
    }
  }

  private hint(id: number, plain: PlainGrid): void {
    const grid = gridOf(plain);
    const step = hint(grid);
    const message =
      step !== null
        ? step.explanation
        : grid.isComplete()
          ? 'the grid is complete'
          : 'no technique applies: the puzzle has several solutions';
    this.reply({ kind: 'hinted', id, step, message });
  }

  private rate(id: number, plain: PlainGrid): void {
    const r = rate(gridOf(plain), { keepPath: true });
    this.reply({
      kind: 'rated',
      id,
      rating:
        r.status === 'rated'
          ? {
              status: 'rated',
              score: r.score,
              grade: r.grade,
              difficulty: r.difficulty,
              hardest: r.hardest,
              steps: r.path ?? [],
              solution: Array.from(r.solution.cells),
            }
          : { status: 'unrated', reason: r.reason },
    });
  }
}

/**
 * Turns a traced solve's core events into watch entries (`[op, cell, value, depth]`): the library's
 * sudoku event mapper names the cells that get a value, and the core decision events give the depth.
 * Entries go to the page in chunks (transferred, not copied).
 */
class TraceWriter {
  private readonly mapper: SudokuEventMapper;
  private buffer = new Int32Array(TRACE_CHUNK * 4);
  private length = 0;
  private total = 0;
  private depth = 0;

  constructor(
    private readonly id: number,
    givens: SudokuGrid,
    private readonly reply: ReplySink,
  ) {
    this.mapper = new SudokuEventMapper(givens, true);
  }

  /** Takes one trace event; `false` once the watch is full. */
  accept(e: SolverEvent): boolean {
    if (e.type === 'decision' && e.positive) this.depth = e.depth;
    for (const s of this.mapper.map(e)) {
      if (s.type === 'placed') this.push(s.decision ? TraceOp.guess : TraceOp.forced, s.cell, s.value);
      else if (s.type === 'backtrack') {
        this.depth = s.depth;
        this.push(TraceOp.backtrack, -1, 0);
      }
    }
    return this.total < MAX_WATCH_STEPS;
  }

  /** Sends what was recorded since the last flush. */
  flush(): void {
    if (this.length === 0) return;
    const entries = this.buffer.slice(0, this.length * 4);
    this.length = 0;
    this.reply({ kind: 'trace', id: this.id, entries }, [entries.buffer]);
  }

  private push(op: number, cell: number, value: number): void {
    const i = this.length * 4;
    this.buffer[i] = op;
    this.buffer[i + 1] = cell;
    this.buffer[i + 2] = value;
    this.buffer[i + 3] = this.depth;
    this.length++;
    this.total++;
    if (this.length === TRACE_CHUNK) this.flush();
  }
}
