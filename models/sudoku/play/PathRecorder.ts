import type { SolverEvent, SolveStatus } from '../../../core/events/SolverEvent.js';
import { SudokuEventMapper } from '../SudokuEventMapper.js';
import type { SudokuGrid } from '../SudokuGrid.js';
import type { PathStep } from './PathStep.js';
import type { PathCounts, SolutionPath } from './SolutionPath.js';

/**
 * Turns a traced solve's core events into a {@link SolutionPath}, one event at a time. The sudoku event
 * mapper does the hard part (it tracks every cell's candidates through backtracks, so it knows when a domain
 * change leaves a cell one value); the recorder adds the depth of each step and the exclusions that follow a
 * backtrack. Make one per solve.
 */
export class PathRecorder {
  private readonly puzzle: SudokuGrid;
  private readonly mapper: SudokuEventMapper;
  private readonly eliminations: boolean;
  private readonly maxSteps: number;
  private readonly steps: PathStep[] = [];
  private readonly counts = { guesses: 0, forced: 0, backtracks: 0, exclusions: 0, eliminations: 0 };
  private depth = 0;
  private solution: SudokuGrid | undefined;
  private status: SolveStatus | undefined;
  private reason: string | undefined;
  private truncated = false;
  private sawTrace = false;

  /** Starts on `puzzle` (its givens fixed, every other cell holding every value). */
  constructor(
    puzzle: SudokuGrid,
    options: { readonly eliminations?: boolean; readonly maxSteps?: number } = {},
  ) {
    this.puzzle = puzzle.clone();
    this.mapper = new SudokuEventMapper(puzzle, true);
    this.eliminations = options.eliminations ?? false;
    this.maxSteps = options.maxSteps ?? 1_000_000;
  }

  /** `true` once the solve finished or the step limit was reached: no more events are wanted. */
  get done(): boolean {
    return this.status !== undefined || this.truncated;
  }

  /** Takes one core event; returns `false` when no more events are wanted (finished, or `maxSteps` reached). */
  accept(e: SolverEvent): boolean {
    if (this.done) return false;
    if (e.type === 'decision' || e.type === 'domain' || e.type === 'backtrack') this.sawTrace = true;
    switch (e.type) {
      case 'decision':
        if (e.positive) {
          this.depth = e.depth;
          const candidates = this.mapper.candidates(e.variable).length;
          this.push({ kind: 'guess', ...this.cell(e.variable), value: e.value, depth: e.depth, candidates });
          // Keeps the mapper's view of the candidates; its `placed` event is this very guess.
          this.mapper.map(e);
        } else {
          this.push({ kind: 'exclude', ...this.cell(e.variable), value: e.value, depth: this.depth });
          for (const s of this.mapper.map(e)) {
            if (s.type === 'placed') {
              this.push({ kind: 'forced', cell: s.cell, name: s.name, value: s.value, depth: this.depth });
            }
          }
        }
        break;
      case 'domain':
        for (const s of this.mapper.map(e)) {
          if (s.type === 'placed') {
            this.push({ kind: 'forced', cell: s.cell, name: s.name, value: s.value, depth: this.depth });
          } else if (s.type === 'eliminated' && this.eliminations) {
            const values = [...s.values].sort((a, b) => a - b);
            this.push({ kind: 'eliminate', cell: s.cell, name: s.name, values, depth: this.depth });
          }
        }
        break;
      case 'backtrack':
        this.mapper.map(e);
        this.depth = e.depth;
        this.push({ kind: 'backtrack', depth: e.depth });
        break;
      case 'solution':
        // Only the first solution ends the path; the recorder asks the search for no more.
        for (const s of this.mapper.map(e)) if (s.type === 'solution') this.solution ??= s.grid;
        this.status = 'sat';
        break;
      case 'finished':
        this.status = e.status;
        if (e.reason !== undefined) this.reason = e.reason;
        break;
      default:
        break;
    }
    return !this.done;
  }

  /**
   * `true` when the solve emitted trace events, or needed none (no empty cell, or no solution). A backend
   * that solves without them would otherwise yield an empty path that does not lead to its solution.
   */
  get traced(): boolean {
    return this.sawTrace || this.solution === undefined || this.puzzle.isComplete();
  }

  /** The path recorded so far (call once the solve is over). */
  result(): SolutionPath {
    const counts: PathCounts = { ...this.counts };
    const base = { puzzle: this.puzzle, steps: this.steps, truncated: this.truncated, counts };
    if (this.truncated) {
      return { ...base, status: 'unknown', reason: `stopped after ${this.maxSteps} steps (maxSteps)` };
    }
    const status = this.status ?? 'cancelled';
    const solution = this.solution;
    const reason =
      this.reason ?? (this.status === undefined ? 'the solve ended without finishing' : undefined);
    return {
      ...base,
      status,
      ...(solution === undefined ? {} : { solution }),
      ...(reason === undefined ? {} : { reason }),
    };
  }

  private cell(cell: number): { cell: number; name: string } {
    return { cell, name: this.puzzle.geometry.cellName(cell) };
  }

  private push(step: PathStep): void {
    if (this.steps.length >= this.maxSteps) {
      this.truncated = true;
      return;
    }
    this.steps.push(step);
    switch (step.kind) {
      case 'guess':
        this.counts.guesses++;
        break;
      case 'forced':
        this.counts.forced++;
        break;
      case 'backtrack':
        this.counts.backtracks++;
        break;
      case 'exclude':
        this.counts.exclusions++;
        break;
      case 'eliminate':
        this.counts.eliminations++;
        break;
    }
  }
}
