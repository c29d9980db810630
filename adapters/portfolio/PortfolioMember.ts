import type { BackendOptions } from '../../core/backend/BackendOptions.js';

/** The backends a portfolio member can run (the built-in ones; each is rebuilt inside its worker). */
export type PortfolioMemberBackend = 'native' | 'dlx' | 'sat';

/**
 * One member of a portfolio: a backend and its search settings, as plain data (it is sent to a worker
 * thread, so strategies are named, not passed as objects).
 */
export interface PortfolioMember {
  /** The member's name, reported in `finished.member` when it answers. */
  readonly name: string;
  /** The backend it runs. */
  readonly backend: PortfolioMemberBackend;
  /** Variable order by name (native only): `mrv`, `domWdeg` or `input`. */
  readonly variableOrder?: 'mrv' | 'domWdeg' | 'input';
  /** Value order by name (native only): `min`, `max`, `random` or `split`. */
  readonly valueOrder?: 'min' | 'max' | 'random' | 'split';
  /** Luby restarts with this scale (native only); absent: the backend's default. */
  readonly lubyScale?: number;
  /** Seed for random choices (native only). */
  readonly seed?: number;
  /** The member backend's own options (`backendOptions` as for that backend alone; plain data). */
  readonly backendOptions?: BackendOptions;
}
