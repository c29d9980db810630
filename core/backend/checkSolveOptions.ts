import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import type { OptionCheck, OptionSupport, SolveOptionName } from './OptionSupport.js';
import type { SolveOptions } from './SolveOptions.js';

const positiveIntegerOrInfinity: OptionCheck = (v) =>
  v === Number.POSITIVE_INFINITY || (Number.isSafeInteger(v) && (v as number) >= 1)
    ? null
    : 'must be a positive integer or Infinity';

const countOrInfinity: OptionCheck = (v) =>
  v === Number.POSITIVE_INFINITY || (Number.isSafeInteger(v) && (v as number) >= 0)
    ? null
    : 'must be a non-negative integer or Infinity';

const milliseconds: OptionCheck = (v) =>
  typeof v === 'number' && v >= 0 ? null : 'must be a non-negative number of ms';

/** A strategy object: has a string `name` and the method `method`; names of built-ins are hinted at. */
function strategy(method: string, what: string, builtins: string): OptionCheck {
  return (v) => {
    if (typeof v === 'string' || typeof v === 'boolean') {
      return `must be a ${what} object (${builtins}, or your own), not ${JSON.stringify(v)}`;
    }
    if (v === null || typeof v !== 'object') return `must be a ${what} object (${builtins}, or your own)`;
    const o = v as Record<string, unknown>;
    if (typeof o[method] !== 'function') return `must have a method '${method}' (a ${what})`;
    if (typeof o.name !== 'string') return `must have a string 'name' (a ${what})`;
    return null;
  };
}

const valueOrder: OptionCheck = (v) => {
  const p = strategy('choose', 'ValueOrder', 'minValue, maxValue, randomValue, splitValue')(v);
  if (p !== null) return p;
  const b = (v as { branching?: unknown }).branching;
  return b === 'assign' || b === 'split' ? null : `branching must be 'assign' or 'split', got ${String(b)}`;
};

const trace: OptionCheck = (v) => {
  if (v === null || typeof v !== 'object') return 'must be an object { decisions?, domains? }';
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    if (k !== 'decisions' && k !== 'domains') return `has no field '${k}' (fields: decisions, domains)`;
    if (x !== undefined && typeof x !== 'boolean') return `${k} must be a boolean`;
  }
  return null;
};

/** What each neutral option may hold. */
const CHECKS: Readonly<Record<SolveOptionName, OptionCheck>> = {
  solutionLimit: positiveIntegerOrInfinity,
  nodeLimit: countOrInfinity,
  timeoutMs: milliseconds,
  signal: (v) =>
    v !== null && typeof v === 'object' && typeof (v as AbortSignal).aborted === 'boolean'
      ? null
      : 'must be an AbortSignal',
  variableOrder: strategy('select', 'VariableOrder', 'mrv, domWdeg, inputOrder'),
  valueOrder,
  restarts: strategy('cutoff', 'RestartPolicy', 'lubyRestarts(scale), NO_RESTARTS'),
  seed: (v) => (Number.isSafeInteger(v) ? null : 'must be an integer'),
  trace,
  progressIntervalMs: milliseconds,
  sliceMs: milliseconds,
};

const NAMES = Object.keys(CHECKS) as SolveOptionName[];

/**
 * Checks `options` for backend `backendId` before any search: every key must be a solve option
 * the backend takes (`support.solve`) with a usable value, and its own `backendOptions[backendId]`
 * entry may hold only the keys it knows. Other backends' entries are not looked at. An option set
 * to `undefined` counts as absent. Throws {@link InvalidOptionError} listing every problem.
 */
export function checkSolveOptions(backendId: string, options: SolveOptions, support: OptionSupport): void {
  if (options === null || typeof options !== 'object') {
    throw new InvalidOptionError(backendId, [`options must be an object, got ${String(options)}`]);
  }
  // No closure and no array unless something is wrong: this runs before every solve of a batch.
  let problems: string[] | null = null;
  for (const key in options) {
    const value = (options as Record<string, unknown>)[key];
    if (value === undefined) continue;
    let p: string | null;
    if (key === 'backendOptions') {
      const own = checkOwn(backendId, value, support);
      if (own !== null) (problems ??= []).push(...own);
      continue;
    }
    const check = Object.hasOwn(CHECKS, key) ? CHECKS[key as SolveOptionName] : undefined;
    if (check === undefined) {
      p = `'${key}' is not a solve option (options: ${NAMES.join(', ')}, backendOptions)`;
    } else if (!support.solve.has(key as SolveOptionName)) {
      p = `option '${key}' does not apply to this backend (it takes: ${[...support.solve].join(', ')})`;
    } else {
      p = check(value);
      if (p !== null) p = `option '${key}' ${p}`;
    }
    if (p !== null) (problems ??= []).push(p);
  }
  if (problems !== null) throw new InvalidOptionError(backendId, problems);
}

/** The problems of `backendOptions` (only `backendId`'s own entry is looked at), or `null`. */
function checkOwn(backendId: string, value: unknown, support: OptionSupport): string[] | null {
  const problems: string[] = [];
  const add = (p: string): void => {
    problems.push(p);
  };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    add(`option 'backendOptions' must be an object keyed by backend id`);
    return problems;
  }
  const mine = (value as Record<string, unknown>)[backendId];
  if (mine === undefined) return null;
  const where = `backendOptions.${backendId}`;
  if (mine === null || typeof mine !== 'object' || Array.isArray(mine)) {
    add(`'${where}' must be an object`);
    return problems;
  }
  const known = Object.keys(support.own);
  for (const key in mine) {
    const v = (mine as Record<string, unknown>)[key];
    if (v === undefined) continue;
    const check = Object.hasOwn(support.own, key) ? support.own[key] : undefined;
    if (check === undefined) {
      add(
        `'${where}.${key}' is not an option of this backend` +
          (known.length > 0 ? ` (it takes: ${known.join(', ')})` : ' (it takes none)'),
      );
      continue;
    }
    const p = check(v);
    if (p !== null) add(`'${where}.${key}' ${p}`);
  }
  return problems.length > 0 ? problems : null;
}
