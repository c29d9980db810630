import type { Observable } from 'rxjs';
import type { SolverEvent } from '../events/SolverEvent.js';
import type { Model } from '../model/Model.js';
import type { OptionSupport } from './OptionSupport.js';
import type { SolveOptions } from './SolveOptions.js';
import type { SolveResult } from './SolveResult.js';
import type { SupportReport } from './SupportReport.js';

/**
 * A solving backend. The contract:
 *
 * - `supports(model)` inspects the model without solving and names every constraint the
 *   backend cannot express.
 * - `solve(model, options)` returns a **cold** Observable: nothing happens until subscription;
 *   it emits `started`, then any `solution` / `progress` / opt-in trace events, then exactly one
 *   `finished` (status `sat` when at least one solution was found and the search ended or hit the
 *   solution limit; `unsat` when the search space was exhausted without one; `timeout`,
 *   `cancelled` or `unknown` when a limit, an abort or a resource stopped it), then completes.
 *   Unsubscribing stops the search. A model with unsupported constraints makes the stream
 *   error with `UnsupportedConstraintError` before any search, and options the backend does not
 *   take (see `optionSupport`) with `InvalidOptionError`.
 * - With an objective (`Model.objective`), solutions are improving ones, each `solution` event
 *   carries its `objective`, and a proved optimum ends with status `optimal`. A backend that
 *   cannot optimise refuses the objective in `supports`.
 * - `solveSync(model, options)`, when present, is the same search run to the end on the
 *   calling thread, for batch work.
 */
export interface Backend {
  /** The name the backend is registered under (`native`, `dlx`, `sat`, …). */
  readonly id: string;
  /**
   * The solve options this backend takes (`checkSolveOptions` refuses the others by name). A
   * backend without it checks nothing.
   */
  readonly optionSupport?: OptionSupport;
  /** Which constraints of `model` this backend cannot express (checked before search). */
  supports(model: Model): SupportReport;
  /** Solves as a cold event stream; unsubscribe to stop. */
  solve(model: Model, options?: SolveOptions): Observable<SolverEvent>;
  /** Synchronous batch solve, when the backend can run on the calling thread. */
  solveSync?(model: Model, options?: SolveOptions): SolveResult;
}
