import type { Explainer, LearningConfig, Model } from '../../core/index.js';
import { compileModel, LearningSearch } from '../../core/index.js';
import type { SearchListener } from '../../core/search/SearchListener.js';
import type { CompileOptions } from '../../core/solver/compileModel.js';

/** A learning search, the explainer it runs on and the compiled model (engine and store). */
export interface LearningSearchUnderTest {
  readonly search: LearningSearch;
  readonly ex: Explainer;
  readonly compiled: ReturnType<typeof compileModel>;
}

/**
 * A learning search over `model` (compiled for learning) with the settings the tests start from:
 * no solution or node limit, Luby runs of 4 conflicts (small models meet many restarts), no
 * objective; `config` overrides any of them and adds the rest (a function of the explainer when a
 * setting needs it, such as the debug mode's `NogoodChecker`). `compile` adds compile options
 * (an all-different strength, the overlap rule) to `learning: true`.
 */
export function learningSearchFor(
  model: Model,
  config: Partial<LearningConfig> | ((ex: Explainer) => Partial<LearningConfig>) = {},
  listener: SearchListener = { onSolution: () => {} },
  compile: CompileOptions = {},
): LearningSearchUnderTest {
  const compiled = compileModel(model, { ...compile, learning: true });
  const ex = compiled.explainer!;
  const settings = typeof config === 'function' ? config(ex) : config;
  const search = new LearningSearch(
    compiled.engine,
    ex,
    {
      solutionLimit: Number.POSITIVE_INFINITY,
      nodeLimit: Number.POSITIVE_INFINITY,
      restartBase: 4,
      recheck: -1,
      ...settings,
    },
    listener,
  );
  return { search, ex, compiled };
}
