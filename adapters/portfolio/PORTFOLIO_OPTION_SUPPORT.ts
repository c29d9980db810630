import { DELIVERY_OPTIONS, type OptionSupport } from '../../core/backend/OptionSupport.js';
import { membersProblem } from './checkMembers.js';

/**
 * The options the `portfolio` backend takes: a solution limit, the delivery options (a time limit and
 * a signal stop every member), and its own `backendOptions.portfolio.members`. Search settings belong
 * to each member (see `PortfolioMember`), so `variableOrder`, `restarts` and the like are refused here.
 */
export const PORTFOLIO_OPTION_SUPPORT: OptionSupport = Object.freeze({
  solve: new Set(['solutionLimit', ...DELIVERY_OPTIONS] as const),
  own: Object.freeze({ members: membersProblem }),
});
