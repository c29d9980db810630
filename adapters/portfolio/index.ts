// The `portfolio` backend: several backends (members) race in worker threads on one model; the
// first proven answer wins and names its member.

export { membersProblem, resolveMembers } from './checkMembers.js';
export { memberSolveOptions } from './memberSolveOptions.js';
export { DEFAULT_PORTFOLIO, PORTFOLIO_MEMBERS } from './PORTFOLIO_MEMBERS.js';
export { PORTFOLIO_OPTION_SUPPORT } from './PORTFOLIO_OPTION_SUPPORT.js';
export type { PortfolioBackendOptions } from './PortfolioBackend.js';
export { PortfolioBackend } from './PortfolioBackend.js';
export type { PortfolioMember, PortfolioMemberBackend } from './PortfolioMember.js';
export type { PortfolioOptions } from './PortfolioOptions.js';
export type { PortfolioJob, PortfolioWorkerMessage } from './portfolioProtocol.js';
export type { WireModel } from './WireModel.js';
export { fromWireModel, toWireModel } from './WireModel.js';
