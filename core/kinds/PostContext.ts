import type { AllDifferentStrength } from '../backend/NativeOptions.js';
import type { DomainStore } from '../domain/DomainStore.js';
import type { Explainer } from '../learning/Explainer.js';
import type { Model } from '../model/Model.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import type { Propagator } from '../propagation/Propagator.js';
import type { PlaceHeuristic } from '../search/PlaceHeuristic.js';

/** Native compile settings a kind may read while posting (see `NativeOptions`). */
export interface PostSettings {
  /** How hard all-different constraints are filtered. */
  readonly allDifferent: AllDifferentStrength;
  /** Whether unit sums inside an all-different group get the exact distinct-sum propagator. */
  readonly distinctSums: boolean;
  /**
   * In a learning compile (`PostContext.explainer` present): whether all-different groups that
   * overlap get the explained overlap rule (pointing / claiming, `ExplainingOverlap`).
   */
  readonly overlap?: boolean;
}

/**
 * What a kind's native `post` / `postAll` works with: the model, the domain store (its value
 * layout is fixed: `store.offset[v]` is the value of bit 0 of variable `v`), and the engine to
 * add propagators to. Propagators work on bit indices and change domains only through the engine.
 */
export interface PostContext {
  /** The model being compiled. */
  readonly model: Model;
  /** The domains, in bit space. */
  readonly store: DomainStore;
  /** The engine (for reading; add propagators with `add`). */
  readonly engine: PropagationEngine;
  /** Compile settings. */
  readonly settings: PostSettings;
  /** Adds a propagator to the engine. */
  add(p: Propagator): void;
  /** Offers the search a (group, value) branching hint (see `NativeOptions.branchOnPlaces`). */
  offerPlaces(places: PlaceHeuristic): void;
  /**
   * Present when compiling for a learning search: a kind that can explain its prunings posts
   * propagators that change domains through it (`Explainer.remove` / `assign` / `fail`). A kind
   * that ignores it still works: its prunings get a generic explanation (every removal on the
   * propagator's scope before them), sound but weaker.
   */
  readonly explainer?: Explainer | undefined;
}
