import type { Observable } from 'rxjs';
import type { Backend } from '../../core/backend/Backend.js';
import type { SolveOptions } from '../../core/backend/SolveOptions.js';
import type { SolveResult } from '../../core/backend/SolveResult.js';
import type { SupportReport } from '../../core/backend/SupportReport.js';
import type { SolverEvent } from '../../core/events/SolverEvent.js';
import { describeConstraint } from '../../core/model/Constraint.js';
import type { Model } from '../../core/model/Model.js';
import { CompileCache } from '../../core/solver/CompileCache.js';
import { MAX_DOMAIN_SPAN } from '../../core/solver/compileModel.js';
import { engineSolve$, engineSolveSync } from '../../core/solver/engineSolve.js';

const KNOWN = new Set(['allDifferent', 'relation', 'linear', 'table']);

/**
 * The core's own propagation and search as a backend. Supports every constraint kind of
 * the core model; its only limit is the bitset store's widest domain span.
 */
export class NativeBackend implements Backend {
  /** Registered name. */
  readonly id: string = 'native';
  // Batch solves of one shape (every 9×9 sudoku) reuse the compiled engine.
  private readonly cache = new CompileCache();

  /** Every core constraint kind is supported; domains wider than the bitset limit are reported. */
  supports(model: Model): SupportReport {
    const unsupported: string[] = [];
    model.constraints.forEach((c, i) => {
      if (!KNOWN.has(c.type)) unsupported.push(describeConstraint(c, i));
    });
    const warnings: string[] = [];
    for (const v of model.variables) {
      if (v.domain.max - v.domain.min + 1 > MAX_DOMAIN_SPAN) {
        unsupported.push(`variable '${v.name}': domain spans more than ${MAX_DOMAIN_SPAN} values`);
      }
    }
    return { ok: unsupported.length === 0, unsupported, warnings };
  }

  /** Cold event stream of a native solve (see `Backend.solve`). */
  solve(model: Model, options: SolveOptions = {}): Observable<SolverEvent> {
    return engineSolve$(model, options, this.id, this.cache);
  }

  /** Synchronous native solve. */
  solveSync(model: Model, options: SolveOptions = {}): SolveResult {
    return engineSolveSync(model, options, this.cache);
  }
}
