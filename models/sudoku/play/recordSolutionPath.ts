import { takeWhile } from 'rxjs';
import type { SolveOptions } from '../../../core/backend/SolveOptions.js';
import type { SolverEvent } from '../../../core/events/SolverEvent.js';
import type { Model } from '../../../core/model/Model.js';
import { Solution } from '../../../core/model/Solution.js';
import { EngineRun } from '../../../core/solver/EngineRun.js';
import { engineSolve$ } from '../../../core/solver/engineSolve.js';
import { buildSudokuModel } from '../buildSudokuModel.js';
import { findConflicts } from '../findConflicts.js';
import type { SudokuGrid } from '../SudokuGrid.js';
import { PathRecorder } from './PathRecorder.js';
import type { RecordPathOptions } from './RecordPathOptions.js';
import type { SolutionPath } from './SolutionPath.js';
import { SudokuPlayError } from './SudokuPlayError.js';

/**
 * Solves `grid` with the automatic solver while recording its path: every guess, every cell forced by
 * propagation, every backtrack and the exclusion that follows it, up to the first solution (or the proof
 * that there is none). Built on the opt-in `decision` / `backtrack` / `domain` trace events, so any backend
 * that emits them can be recorded (`options.backend`); the default is the core's native engine.
 * Replay the result with `PathPlayer` or `replay`.
 *
 * @throws SudokuPlayError (as a rejection) when two givens clash or `maxSteps` is not a positive integer.
 */
export function recordSolutionPath(grid: SudokuGrid, options: RecordPathOptions = {}): Promise<SolutionPath> {
  return new Promise((resolve, reject) => {
    const { recorder, model, solveOptions } = prepare(grid, options);
    const events =
      options.backend === undefined
        ? engineSolve$(model, solveOptions)
        : options.backend.solve(model, solveOptions);
    events.pipe(takeWhile((e) => recorder.accept(e))).subscribe({
      complete: () => {
        if (recorder.traced) resolve(recorder.result());
        else {
          const id = options.backend?.id ?? 'native';
          reject(
            new SudokuPlayError(
              `backend '${id}' emits no decision and domain events: its path cannot be recorded`,
            ),
          );
        }
      },
      error: (e: unknown) => reject(e),
    });
  });
}

/**
 * {@link recordSolutionPath} on the calling thread with the core's native engine (no `backend` option): the
 * whole search runs inside the call, which suits scripts and tests. The engine's trace hooks are turned into
 * the same core events a backend would emit, so both functions record identical paths.
 *
 * @throws SudokuPlayError when two givens clash or `maxSteps` is not a positive integer.
 */
export function recordSolutionPathSync(
  grid: SudokuGrid,
  options: Omit<RecordPathOptions, 'backend'> = {},
): SolutionPath {
  const { recorder, model, solveOptions } = prepare(grid, options);
  let index = 0;
  const feed = (e: SolverEvent): void => {
    if (!recorder.accept(e)) run.cancel('path complete');
  };
  const run: EngineRun = new EngineRun(model, solveOptions, {
    onSolution: (values) =>
      feed({ type: 'solution', index: index++, solution: new Solution(model, values), stats: run.stats() }),
    onDecision: (variable, value, positive, depth) =>
      feed({ type: 'decision', variable, value, positive, depth }),
    onBacktrack: (depth) => feed({ type: 'backtrack', depth }),
    onDomain: (variable, removed, size) => feed({ type: 'domain', variable, removed: removed.slice(), size }),
  });
  while (!run.step(Number.POSITIVE_INFINITY)) {
    // step returns early only to sample the clock and check the time limit
  }
  const r = run.result!;
  recorder.accept(
    r.reason === undefined
      ? { type: 'finished', status: r.status, stats: run.stats() }
      : { type: 'finished', status: r.status, stats: run.stats(), reason: r.reason },
  );
  return recorder.result();
}

function prepare(
  grid: SudokuGrid,
  options: RecordPathOptions,
): { recorder: PathRecorder; model: Model; solveOptions: SolveOptions } {
  const clash = findConflicts(grid, 1)[0];
  if (clash !== undefined) {
    const g = grid.geometry;
    throw new SudokuPlayError(
      `the puzzle has no solution path: ${g.houseName(clash.house)}: ${clash.message}`,
      g.cellName(clash.cells[1]),
    );
  }
  const { backend: _backend, eliminations, maxSteps, ...search } = options;
  if (maxSteps !== undefined && (!Number.isSafeInteger(maxSteps) || maxSteps < 1)) {
    throw new SudokuPlayError(`maxSteps must be a positive integer; got ${maxSteps}`);
  }
  const recorder = new PathRecorder(grid, {
    ...(eliminations === undefined ? {} : { eliminations }),
    ...(maxSteps === undefined ? {} : { maxSteps }),
  });
  const solveOptions: SolveOptions = {
    ...search,
    solutionLimit: 1,
    trace: { decisions: true, domains: true },
  };
  return { recorder, model: buildSudokuModel(grid).model, solveOptions };
}
