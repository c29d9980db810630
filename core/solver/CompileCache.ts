import type { KindRegistry } from '../kinds/KindRegistry.js';
import type { Constraint } from '../model/ConstraintSpec.js';
import type { Model } from '../model/Model.js';
import { type Objective, sameObjective } from '../model/Objective.js';
import { sameConstraints } from '../model/sameConstraints.js';
import {
  type CompiledModel,
  type CompileOptions,
  compileModel,
  DEFAULT_ALL_DIFFERENT,
  fillDomains,
} from './compileModel.js';

interface Entry {
  readonly compiled: CompiledModel;
  readonly constraints: readonly Constraint[];
  readonly objective: Objective | undefined;
  /** Search priorities compiled into the degrees, as `[variable, level]` pairs. */
  readonly priorities: readonly (readonly [number, number])[];
  readonly allDifferent: string;
  readonly presolve: boolean;
  readonly kinds: KindRegistry;
  readonly own: KindRegistry | undefined;
  inUse: boolean;
}

/**
 * Reuses the last compiled engine when the next model has the same structure (same
 * constraints and objective, domains inside the compiled layout): only the domains are rewritten.
 *
 * Batch work solves thousands of models of one shape (every 9×9 sudoku has the same 27
 * groups); compiling each from scratch costs more than solving it. Constraint scopes are
 * compared by identity first, then element by element; tables by identity only.
 * An engine in use by an unfinished solve is never handed out twice.
 */
export class CompileCache {
  private last: Entry | undefined;

  /** A compiled engine for `model`, reused when possible; hand it back with `release`. */
  acquire(model: Model, options: CompileOptions = {}): CompiledModel {
    const mode = options.allDifferent ?? DEFAULT_ALL_DIFFERENT;
    const presolve = options.presolve !== false;
    const e = this.last;
    // `fillDomains` also checks that every domain fits the compiled layout.
    if (
      e &&
      !e.inUse &&
      e.allDifferent === mode &&
      e.presolve === presolve &&
      e.kinds === model.kinds &&
      e.own === options.kinds &&
      sameConstraints(model.constraints, e.constraints, model.kinds) &&
      sameObjective(model.objective, e.objective) &&
      samePriorities(model.searchPriorities, e.priorities) &&
      fillDomains(e.compiled.store, model)
    ) {
      e.compiled.engine.reset();
      e.inUse = true;
      return e.compiled;
    }
    const compiled = compileModel(model, options);
    this.last = {
      compiled,
      constraints: model.constraints.slice(),
      objective: model.objective,
      priorities: [...model.searchPriorities],
      allDifferent: mode,
      presolve,
      kinds: model.kinds,
      own: options.kinds,
      inUse: true,
    };
    return compiled;
  }

  /** Marks an engine from `acquire` as free for reuse. */
  release(compiled: CompiledModel): void {
    if (this.last?.compiled === compiled) this.last.inUse = false;
  }
}

/** Whether a model's search priorities are those an engine was compiled with (they are in its degrees). */
function samePriorities(
  now: ReadonlyMap<number, number>,
  compiled: readonly (readonly [number, number])[],
): boolean {
  if (now.size !== compiled.length) return false;
  for (const [v, level] of compiled) if (now.get(v) !== level) return false;
  return true;
}
