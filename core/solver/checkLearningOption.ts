import type { OptionCheck } from '../backend/OptionSupport.js';

/** Checks one tuning field: `null` when fine, else what is wrong with it. */
const FIELDS: Readonly<Record<string, (x: unknown) => string | null>> = Object.freeze({
  debug: (x: unknown) => (typeof x === 'boolean' ? null : 'must be a boolean'),
  vivify: (x: unknown) =>
    Number.isSafeInteger(x) && (x as number) >= 0 ? null : 'must be a non-negative integer',
  bumpReasons: (x: unknown) => (x === 0 || x === 1 || x === 2 ? null : 'must be 0, 1 or 2'),
  bumpReasonsLimit: (x: unknown) =>
    Number.isSafeInteger(x) && (x as number) >= 1 ? null : 'must be a positive integer',
  shrink: (x: unknown) => (typeof x === 'boolean' ? null : 'must be a boolean'),
  keepTarget: (x: unknown) => (typeof x === 'boolean' ? null : 'must be a boolean'),
  branching: (x: unknown) => (x === 'variable' || x === 'atom' ? null : "must be 'variable' or 'atom'"),
  tiesByIndex: (x: unknown) => (typeof x === 'boolean' ? null : 'must be a boolean'),
  matching: (x: unknown) => (typeof x === 'boolean' ? null : 'must be a boolean'),
  overlap: (x: unknown) => (typeof x === 'boolean' ? null : 'must be a boolean'),
  modes: (x: unknown) =>
    Number.isSafeInteger(x) && (x as number) >= 0 ? null : 'must be a non-negative integer',
});

/**
 * Checks `backendOptions.native.learning`: a boolean, or a `LearningOptions` object whose every
 * key is known and well typed (an unknown key is named, so a misspelt setting is not silently
 * ignored).
 */
export const checkLearningOption: OptionCheck = (v) => {
  if (typeof v === 'boolean') return null;
  const known = Object.keys(FIELDS).join(', ');
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    return `must be a boolean or an object with the keys ${known}`;
  for (const [k, x] of Object.entries(v)) {
    const check = FIELDS[k];
    if (check === undefined) return `has an unknown key '${k}' (known: ${known})`;
    const problem = check(x);
    if (problem !== null) return `${k} ${problem}, got ${JSON.stringify(x)}`;
  }
  return null;
};
