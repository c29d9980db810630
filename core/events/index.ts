export type {
  BacktrackEvent,
  DecisionEvent,
  DomainEvent,
  FinishedEvent,
  ProgressEvent,
  SolutionEvent,
  SolverEvent,
  SolveStatus,
  StartedEvent,
} from './SolverEvent.js';
export { isSolvedStatus } from './SolverEvent.js';
export type { SolverStatistics } from './SolverStatistics.js';
export { emptyStatistics } from './SolverStatistics.js';
