// The `portfolio` backend: several backends (members) race in worker threads on one model; the
// first proven answer wins and names its member.

export { membersProblem, resolveMembers } from './checkMembers.js';
export { DEFAULT_PORTFOLIO_RULES } from './DEFAULT_PORTFOLIO_RULES.js';
export { defaultPortfolio } from './defaultPortfolio.js';
export { memberSolveOptions } from './memberSolveOptions.js';
export { modelAtoms } from './modelAtoms.js';
export { PORTFOLIO_MEMBERS } from './PORTFOLIO_MEMBERS.js';
export { PORTFOLIO_OPTION_SUPPORT } from './PORTFOLIO_OPTION_SUPPORT.js';
export type { PortfolioBackendOptions } from './PortfolioBackend.js';
export { PortfolioBackend } from './PortfolioBackend.js';
export type { PortfolioMember, PortfolioMemberBackend } from './PortfolioMember.js';
export type { PortfolioOptions } from './PortfolioOptions.js';
export type { PortfolioRule } from './PortfolioRule.js';
export type { PortfolioJob, PortfolioWorkerMessage } from './portfolioProtocol.js';
export type { WireModel } from './WireModel.js';
export { fromWireModel, toWireModel } from './WireModel.js';
