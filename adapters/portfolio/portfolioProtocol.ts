import type { SolveStatus } from '../../core/events/SolverEvent.js';
import type { SolverStatistics } from '../../core/events/SolverStatistics.js';
import type { PortfolioMember } from './PortfolioMember.js';
import type { WireModel } from './WireModel.js';

/** One member's whole job, sent to a portfolio worker. */
export interface PortfolioJob {
  /** The member to run. */
  readonly member: PortfolioMember;
  /** The model. */
  readonly model: WireModel;
  /** The solution limit of the solve. */
  readonly solutionLimit: number;
}

/** A message to a portfolio worker: start job `id`, or stop it. */
export type PortfolioRequest =
  | {
      /** Start a job. */
      readonly type: 'job';
      /** Job id (answers carry it). */
      readonly id: number;
      /** The job. */
      readonly job: PortfolioJob;
    }
  | {
      /** Stop job `id` (answered by `idle`). */
      readonly type: 'stop';
      /** Job id. */
      readonly id: number;
    };

/** A message from a portfolio worker to the portfolio, about job `id`. */
export type PortfolioWorkerMessage =
  | {
      /** The member found a solution. */
      readonly type: 'solution';
      /** Job id. */
      readonly id: number;
      /** The value of each variable. */
      readonly values: Int32Array;
      /** Its objective value, when the model has an objective. */
      readonly objective?: number;
    }
  | {
      /** The member's search is over. */
      readonly type: 'finished';
      /** Job id. */
      readonly id: number;
      /** How it ended. */
      readonly status: SolveStatus;
      /** Its final statistics. */
      readonly stats: SolverStatistics;
      /** Why, when the member says. */
      readonly reason?: string;
    }
  | {
      /** The member failed with an exception. */
      readonly type: 'error';
      /** Job id. */
      readonly id: number;
      /** The exception's message. */
      readonly message: string;
    }
  | {
      /** Job `id` was stopped on request; the worker waits for the next job. */
      readonly type: 'idle';
      /** Job id. */
      readonly id: number;
    };
