// `--learning`: steers the native engine's learning search (docs/learning.md) from the command line.
// Kept light (a type import and core's own check of the tuning fields), so the commands that take it
// start as fast as before.
import { InvalidArgumentError } from 'commander';
import type { LearningOptions } from '../core/backend/LearningOptions.js';
import type { SolveOptions } from '../core/backend/SolveOptions.js';
import { checkLearningOption } from '../core/solver/checkLearningOption.js';
import { CliError } from './CliError.js';

/**
 * What `--learning` asked for, as plain data (it travels to worker threads with the other flags):
 * `'auto'` the native defaults (the learning search joins a search that escalates), `false` never,
 * `true` always, an object always with those `LearningOptions` fields.
 */
export type LearningFlag = 'auto' | boolean | LearningOptions;

/** The value `--learning` has when it is not given. */
export const DEFAULT_LEARNING = 'auto';

/** The only backend with a learning search. */
const LEARNING_BACKEND = 'native';

/** Help of `--learning`, shared by every command that takes it. */
export const LEARNING_HELP =
  "native backend's learning search: 'auto' (the defaults: it joins a search that escalates), " +
  "'on' (always), 'off' (never); tuning fields after 'on', e.g. 'on,matching=off,bumpReasons=1' " +
  'or a JSON object \'{"matching":false}\' (docs/learning.md)';

/** One `key=value` field's value: `on`/`true` and `off`/`false` are booleans, digits a number, else the text. */
function fieldValue(text: string): unknown {
  if (text === 'on' || text === 'true') return true;
  if (text === 'off' || text === 'false') return false;
  if (/^-?\d+$/.test(text)) return Number(text);
  return text;
}

/** The tuning fields of `on,key=value,…` (after `on`), or the problem with them. */
function fieldsOf(parts: readonly string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new InvalidArgumentError(`expected key=value after 'on', got '${part}'.`);
    const key = part.slice(0, eq);
    if (Object.hasOwn(fields, key)) throw new InvalidArgumentError(`'${key}' is given twice.`);
    fields[key] = fieldValue(part.slice(eq + 1));
  }
  return fields;
}

/** The JSON object of `--learning '{…}'`. */
function jsonFields(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new InvalidArgumentError(`not valid JSON (${e instanceof Error ? e.message : String(e)}).`);
  }
}

/**
 * Commander parser of `--learning`: `auto`, `on`, `off`, `on,key=value,…` or a JSON object of
 * `LearningOptions`. The fields are checked by the native engine's own check (an unknown key or a bad
 * value is named, with the keys there are), so a bad value is a usage error before any work.
 */
export function parseLearning(value: string): LearningFlag {
  const text = value.trim();
  if (text === 'auto') return 'auto';
  if (text === 'off') return false;
  if (text === 'on') return true;
  let fields: unknown;
  if (text.startsWith('{')) fields = jsonFields(text);
  else {
    const [mode, ...parts] = text.split(',');
    if (mode !== 'on' || parts.length === 0) {
      const why = mode === 'auto' || mode === 'off' ? `tuning fields go with 'on' only` : 'unknown mode';
      throw new InvalidArgumentError(`${why}: expected auto, on, off or on,key=value,…`);
    }
    fields = fieldsOf(parts);
  }
  const problem = checkLearningOption(fields);
  if (problem !== null) throw new InvalidArgumentError(`learning ${problem}.`);
  return fields as LearningOptions;
}

/**
 * Refuses `--learning` other than `auto` with a backend other than `native` (a {@link CliError}, exit 2,
 * naming both), before any input is read or any answer written. The portfolio is refused too: it picks
 * its own learning members by the model's size (docs/portfolio.md).
 */
export function checkLearningBackend(backend: string, learning: LearningFlag | undefined): void {
  if (learning === undefined || learning === DEFAULT_LEARNING || backend === LEARNING_BACKEND) return;
  const why =
    backend === 'portfolio'
      ? 'it chooses its own learning members by the model (docs/portfolio.md)'
      : 'it has no learning search';
  throw new CliError(
    `--learning applies to backend '${LEARNING_BACKEND}' only, not to backend '${backend}': ${why}`,
  );
}

/**
 * `options` with what `--learning` asks for (`backendOptions.native.learning`, beside any other native
 * option they hold); `options` themselves for `auto`, so the default path solves with exactly the
 * options it had before.
 */
export function withLearning<O extends SolveOptions>(options: O, learning: LearningFlag | undefined): O {
  if (learning === undefined || learning === DEFAULT_LEARNING) return options;
  const backendOptions = options.backendOptions ?? {};
  return {
    ...options,
    backendOptions: { ...backendOptions, native: { ...backendOptions.native, learning } },
  };
}
