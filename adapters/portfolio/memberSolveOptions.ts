import type { SolveOptions } from '../../core/backend/SolveOptions.js';
import { lubyRestarts } from '../../core/search/RestartPolicy.js';
import { VALUE_ORDERS } from '../../core/search/ValueOrder.js';
import { VARIABLE_ORDERS } from '../../core/search/VariableOrder.js';
import type { PortfolioMember } from './PortfolioMember.js';

/** A member's settings as the solve options of its backend (strategies travel by name). */
export function memberSolveOptions(member: PortfolioMember, solutionLimit: number): SolveOptions {
  const o: { -readonly [K in keyof SolveOptions]: SolveOptions[K] } = { solutionLimit };
  if (member.variableOrder !== undefined) o.variableOrder = VARIABLE_ORDERS[member.variableOrder];
  if (member.valueOrder !== undefined) o.valueOrder = VALUE_ORDERS[member.valueOrder];
  if (member.lubyScale !== undefined) o.restarts = lubyRestarts(member.lubyScale);
  if (member.seed !== undefined) o.seed = member.seed;
  if (member.backendOptions !== undefined) o.backendOptions = member.backendOptions;
  return o;
}
