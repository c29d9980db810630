import { PORTFOLIO_MEMBERS } from './PORTFOLIO_MEMBERS.js';
import type { PortfolioMember } from './PortfolioMember.js';

const BACKENDS: ReadonlySet<unknown> = new Set(['native', 'dlx', 'sat']);
const VARIABLE_ORDERS: ReadonlySet<unknown> = new Set(['mrv', 'domWdeg', 'input']);
const VALUE_ORDERS: ReadonlySet<unknown> = new Set(['min', 'max', 'random', 'split']);
const FIELDS: ReadonlySet<string> = new Set([
  'name',
  'backend',
  'variableOrder',
  'valueOrder',
  'lubyScale',
  'seed',
  'backendOptions',
]);

/** What is wrong with one member given in full, or `null`. */
function memberProblem(m: Record<string, unknown>): string | null {
  for (const k of Object.keys(m)) {
    if (!FIELDS.has(k)) return `has no field '${k}' (fields: ${[...FIELDS].join(', ')})`;
  }
  if (typeof m.name !== 'string' || m.name === '') return 'needs a non-empty string name';
  if (!BACKENDS.has(m.backend)) return `'${m.name}': backend must be one of native, dlx, sat`;
  const nativeOnly = ['variableOrder', 'valueOrder', 'lubyScale', 'seed'].filter((k) => m[k] !== undefined);
  if (m.backend !== 'native' && nativeOnly.length > 0) {
    return `'${m.name}': ${nativeOnly.join(', ')} apply to native members only`;
  }
  if (m.variableOrder !== undefined && !VARIABLE_ORDERS.has(m.variableOrder)) {
    return `'${m.name}': variableOrder must be one of ${[...VARIABLE_ORDERS].join(', ')}`;
  }
  if (m.valueOrder !== undefined && !VALUE_ORDERS.has(m.valueOrder)) {
    return `'${m.name}': valueOrder must be one of ${[...VALUE_ORDERS].join(', ')}`;
  }
  if (m.lubyScale !== undefined && !(Number.isSafeInteger(m.lubyScale) && (m.lubyScale as number) >= 1)) {
    return `'${m.name}': lubyScale must be a positive integer`;
  }
  if (m.seed !== undefined && !Number.isSafeInteger(m.seed)) return `'${m.name}': seed must be an integer`;
  const bo = m.backendOptions;
  if (bo !== undefined && (bo === null || typeof bo !== 'object' || Array.isArray(bo))) {
    return `'${m.name}': backendOptions must be an object keyed by backend id`;
  }
  return null;
}

/**
 * Checks `backendOptions.portfolio.members`: a non-empty array of known member names (see
 * `PORTFOLIO_MEMBERS`) or member objects, with unique names. `null` when fine, else what is wrong,
 * naming the member.
 */
export function membersProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0)
    return 'must be a non-empty array of member names or members';
  const seen = new Set<string>();
  for (const entry of value) {
    let name: string;
    if (typeof entry === 'string') {
      if (!Object.hasOwn(PORTFOLIO_MEMBERS, entry)) {
        return `has an unknown member '${entry}' (known: ${Object.keys(PORTFOLIO_MEMBERS).join(', ')}, or a member object)`;
      }
      name = entry;
    } else if (entry !== null && typeof entry === 'object' && !Array.isArray(entry)) {
      const p = memberProblem(entry as Record<string, unknown>);
      if (p !== null) return `has a bad member: ${p}`;
      name = (entry as PortfolioMember).name;
    } else {
      return `has an entry that is neither a member name nor a member: ${JSON.stringify(entry)}`;
    }
    if (seen.has(name)) return `names member '${name}' twice`;
    seen.add(name);
  }
  return null;
}

/** The members `value` names, resolved to full members (call after {@link membersProblem}). */
export function resolveMembers(value: readonly (string | PortfolioMember)[]): PortfolioMember[] {
  return value.map((e) => (typeof e === 'string' ? PORTFOLIO_MEMBERS[e]! : e));
}
