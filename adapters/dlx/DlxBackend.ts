import type { Observable } from 'rxjs';
import type { Backend } from '../../core/backend/Backend.js';
import type { OptionSupport } from '../../core/backend/OptionSupport.js';
import type { SolveOptions } from '../../core/backend/SolveOptions.js';
import type { SolveResult } from '../../core/backend/SolveResult.js';
import type { SupportReport } from '../../core/backend/SupportReport.js';
import type { SolverEvent } from '../../core/events/SolverEvent.js';
import type { KindRegistry } from '../../core/kinds/KindRegistry.js';
import type { Model } from '../../core/model/Model.js';
import { DLX_OPTION_SUPPORT } from './DLX_OPTION_SUPPORT.js';
import { dlxSolve$, dlxSolveSync } from './dlxSolve.js';
import { ExactCoverCache } from './ExactCoverCache.js';
import { exactCoverSupport } from './exactCoverSupport.js';

/**
 * Exact cover with dancing links as a backend (registered as `dlx`). The model is compiled to
 * an exact-cover matrix (see `compileExactCover`) and solved by Algorithm X, smallest column
 * first. Same events, limits, counting and statistics as the native backend; `nodes` counts
 * options tried, `propagations` items covered, and `stats.extra` holds the matrix sizes.
 *
 * Strategy options (`variableOrder`, `valueOrder`, `restarts`, `seed`) and the opt-in `trace`
 * events do not apply to Algorithm X and are refused by name (see `DLX_OPTION_SUPPORT`), as is a
 * model with an objective.
 */
export class DlxBackend implements Backend {
  /** Registered name. */
  readonly id: string = 'dlx';
  /** Limits and delivery options only (see `DLX_OPTION_SUPPORT`). */
  readonly optionSupport: OptionSupport = DLX_OPTION_SUPPORT;
  // Batch solves of one shape (every 9×9 sudoku) reuse one matrix and edit only its root.
  private readonly cache: ExactCoverCache;
  private readonly kinds: KindRegistry | undefined;

  /** Creates the backend; `kinds` is looked up before each model's own registry. */
  constructor(options: { readonly kinds?: KindRegistry } = {}) {
    this.kinds = options.kinds;
    this.cache = new ExactCoverCache(options.kinds);
  }

  /** Names every constraint the exact-cover encoding cannot express (linear, table, wide relations). */
  supports(model: Model): SupportReport {
    return exactCoverSupport(model, this.kinds);
  }

  /** Cold event stream of a dancing-links solve (see `Backend.solve`). */
  solve(model: Model, options: SolveOptions = {}): Observable<SolverEvent> {
    return dlxSolve$(model, options, this.id, this.cache, this.kinds);
  }

  /** Synchronous dancing-links solve. */
  solveSync(model: Model, options: SolveOptions = {}): SolveResult {
    return dlxSolveSync(model, options, this.id, this.cache, this.kinds);
  }
}
