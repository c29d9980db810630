import { CspError } from '../../core/errors/CspError.js';
import { TechniqueError } from '../../models/sudoku/techniques/TechniqueError.js';
import { rateVariant } from '../../models/sudoku/variantSteps/rateVariant.js';
import { VariantCandidates } from '../../models/sudoku/variantSteps/VariantCandidates.js';
import { variantHint } from '../../models/sudoku/variantSteps/variantHint.js';
import { variantSteps } from '../../models/sudoku/variantSteps/variantSteps.js';
import { variantStepToJson } from '../../models/sudoku/variantSteps/variantStepToJson.js';
import { buildVariantModel } from '../../models/sudoku/variants/buildVariantModel.js';
import type { VariantModel } from '../../models/sudoku/variants/VariantModel.js';
import type { VariantPuzzle } from '../../models/sudoku/variants/VariantPuzzle.js';
import { ExitCode, type ExitCodeValue } from '../ExitCode.js';
import type { InputEntry } from '../InputEntry.js';
import type { LineWriter } from '../LineWriter.js';
import { reportInvalidPuzzle } from '../reportInvalidPuzzle.js';
import { statusLine } from '../statusLine.js';
import { printStepPath } from './printStepPath.js';

// `hint`, `steps` and `rate` on a puzzle with variant rules: the variant stepper, answered in the same
// shapes as the classic commands (the houses of a step named as the variant names them).

/** Flags the three commands share here. */
export interface VariantStepFlags {
  /** One JSON object per puzzle instead of plain text. */
  readonly json?: boolean;
}

type Built =
  | { readonly vm: VariantModel; readonly grid: VariantCandidates }
  | { readonly reason: string; readonly dead: boolean };

/**
 * The model and starting position; or why the puzzle cannot be taken (bad rules, givens breaking a rule:
 * `dead` false), or why it has no solution (a cell or digit left without a place: `dead` true).
 */
function build(puzzle: VariantPuzzle): Built {
  let vm: VariantModel;
  try {
    vm = buildVariantModel(puzzle);
  } catch (e) {
    if (e instanceof CspError) return { reason: e.message, dead: false };
    throw e;
  }
  try {
    return { vm, grid: VariantCandidates.of(vm) };
  } catch (e) {
    if (e instanceof TechniqueError) return { reason: e.message, dead: true };
    throw e;
  }
}

/** The answer for a puzzle `build` refused: invalid input, or an answer saying it has no solution. */
function refused(
  entry: InputEntry,
  built: { readonly reason: string; readonly dead: boolean },
  out: LineWriter,
  err: LineWriter,
  json: boolean | undefined,
): ExitCodeValue {
  if (!built.dead) return reportInvalidPuzzle(out, err, entry, built.reason, json);
  out.line(statusLine(entry, 'no-solution', built.reason, json));
  return ExitCode.ok;
}

/** `hint` on a variant puzzle. */
export function variantHintAnswer(
  entry: InputEntry,
  puzzle: VariantPuzzle,
  out: LineWriter,
  err: LineWriter,
  flags: VariantStepFlags,
): ExitCodeValue {
  const built = build(puzzle);
  if ('reason' in built) return refused(entry, built, out, err, flags.json);
  const { vm, grid } = built;
  let record: Record<string, unknown>;
  let text: string;
  try {
    const step = variantHint(grid);
    if (step !== null) {
      record = { [entry.key]: entry.at, status: 'step', step: variantStepToJson(step, vm) };
      text = step.explanation;
    } else if (grid.isSolved()) {
      record = { [entry.key]: entry.at, status: 'solved' };
      text = 'solved: the grid is complete';
    } else {
      record = { [entry.key]: entry.at, status: 'none' };
      text = 'none: no technique applies (the puzzle has several solutions)';
    }
  } catch (e) {
    if (!(e instanceof CspError)) throw e;
    out.line(statusLine(entry, 'no-solution', e.message, flags.json));
    return ExitCode.ok;
  }
  out.line(flags.json ? JSON.stringify(record) : text);
  return ExitCode.ok;
}

/** `steps` on a variant puzzle (the header, when several puzzles, is the caller's). */
export function variantStepsAnswer(
  entry: InputEntry,
  puzzle: VariantPuzzle,
  out: LineWriter,
  err: LineWriter,
  flags: VariantStepFlags,
): ExitCodeValue {
  const built = build(puzzle);
  if ('reason' in built) return refused(entry, built, out, err, flags.json);
  const { vm, grid } = built;
  return printStepPath(entry, variantSteps(grid), grid.values, out, flags.json, (st) =>
    variantStepToJson(st, vm),
  );
}

/** `rate` on a variant puzzle. */
export function variantRateAnswer(
  entry: InputEntry,
  puzzle: VariantPuzzle,
  out: LineWriter,
  err: LineWriter,
  flags: VariantStepFlags,
): ExitCodeValue {
  const built = build(puzzle);
  if ('reason' in built) return refused(entry, built, out, err, flags.json);
  const { vm } = built;
  const r = rateVariant(vm);
  if (r.status === 'invalid') return reportInvalidPuzzle(out, err, entry, r.reason, flags.json);
  if (r.status !== 'rated') {
    out.line(statusLine(entry, r.status, r.reason, flags.json));
    return ExitCode.ok;
  }
  if (flags.json) {
    out.line(
      JSON.stringify({
        [entry.key]: entry.at,
        status: 'rated',
        score: r.score,
        grade: r.grade,
        difficulty: r.difficulty,
        hardest: r.hardest === null ? null : variantStepToJson(r.hardest, vm),
        counts: r.counts,
        steps: r.stepCount,
      }),
    );
  } else {
    out.line(`${r.score} ${r.grade} ${r.hardest?.technique ?? 'none'}`);
  }
  return ExitCode.ok;
}
