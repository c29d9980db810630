import type { Observable } from 'rxjs';
import type { Backend } from '../../core/backend/Backend.js';
import type { OptionSupport } from '../../core/backend/OptionSupport.js';
import type { SolveOptions } from '../../core/backend/SolveOptions.js';
import type { SolveResult } from '../../core/backend/SolveResult.js';
import type { SupportReport } from '../../core/backend/SupportReport.js';
import type { SolverEvent } from '../../core/events/SolverEvent.js';
import type { KindRegistry } from '../../core/kinds/KindRegistry.js';
import { reportSupport } from '../../core/kinds/reportSupport.js';
import type { Model } from '../../core/model/Model.js';
import { CompileCache } from '../../core/solver/CompileCache.js';
import { MAX_DOMAIN_SPAN } from '../../core/solver/compileModel.js';
import { engineSolve$, engineSolveSync } from '../../core/solver/engineSolve.js';
import { NATIVE_OPTION_SUPPORT } from '../../core/solver/NATIVE_OPTION_SUPPORT.js';

/** Construction options of the native backend. */
export interface NativeBackendOptions {
  /** Kinds to look up before the model's own registry (see `KindRegistry`). */
  readonly kinds?: KindRegistry;
}

/**
 * The core's own propagation and search as a backend. It expresses every kind with a native
 * propagator (`post` or `postAll`); its other limit is the bitset store's widest domain span.
 * It takes every solve option, and its own under `backendOptions.native` (`NativeOptions`); it
 * optimises an objective by branch and bound.
 */
export class NativeBackend implements Backend {
  /** Registered name. */
  readonly id: string = 'native';
  /** Every neutral option, and `NativeOptions` (see `NATIVE_OPTION_SUPPORT`). */
  readonly optionSupport: OptionSupport = NATIVE_OPTION_SUPPORT;
  // Batch solves of one shape (every 9×9 sudoku) reuse the compiled engine.
  private readonly cache = new CompileCache();
  private readonly kinds: KindRegistry | undefined;

  /** Creates the backend; see {@link NativeBackendOptions}. */
  constructor(options: NativeBackendOptions = {}) {
    this.kinds = options.kinds;
  }

  /** Names every constraint whose kind has no native propagator, and domains wider than the bitset limit. */
  supports(model: Model): SupportReport {
    const unsupported = reportSupport(model, this.kinds, (kind) =>
      kind.post || kind.postAll ? null : `kind '${kind.type}' has no native propagator`,
    );
    for (const v of model.variables) {
      if (v.domain.max - v.domain.min + 1 > MAX_DOMAIN_SPAN) {
        unsupported.push(`variable '${v.name}': domain spans more than ${MAX_DOMAIN_SPAN} values`);
      }
    }
    return { ok: unsupported.length === 0, unsupported, warnings: [] };
  }

  /** Cold event stream of a native solve (see `Backend.solve`). */
  solve(model: Model, options: SolveOptions = {}): Observable<SolverEvent> {
    return engineSolve$(model, options, this.id, this.cache, this.kinds);
  }

  /** Synchronous native solve. */
  solveSync(model: Model, options: SolveOptions = {}): SolveResult {
    return engineSolveSync(model, options, this.cache, this.kinds);
  }
}
