import type { SupportReport } from '../../core/backend/SupportReport.js';
import { describeConstraint } from '../../core/model/Constraint.js';
import { domainSize } from '../../core/model/Domain.js';
import type { Model } from '../../core/model/Model.js';

/**
 * Largest `|D(x)|·|D(y)|` of a relation other than `ne` / `absDiffNe` that the compiler encodes:
 * each forbidden value pair becomes one secondary item, and such relations forbid about half of
 * all pairs or more.
 */
export const MAX_RELATION_PAIRS = 1 << 16;

/** Most (variable, value) options a compiled model may have (each costs about 30 bytes). */
export const MAX_EXACT_COVER_OPTIONS = 1 << 24;

/**
 * What the exact-cover compiler can express: every variable and `allDifferent`; binary relations
 * as secondary items per forbidden value pair (`ne` and `absDiffNe` forbid at most two pairs per
 * value, so always; the other operators while `|D(x)|·|D(y)| ≤ MAX_RELATION_PAIRS`). Linear and
 * table constraints have no exact-cover encoding here and are named one by one.
 */
export function exactCoverSupport(model: Model): SupportReport {
  // The common case (only all-different groups and small domains, e.g. every sudoku of a
  // batch) allocates nothing.
  if (plainlySupported(model)) return SUPPORTED;
  const unsupported: string[] = [];
  model.constraints.forEach((c, i) => {
    switch (c.type) {
      case 'allDifferent':
        return;
      case 'relation': {
        if (c.op === 'ne' || c.op === 'absDiffNe') return;
        const dx = domainSize(model.variables[c.x]!.domain);
        const dy = domainSize(model.variables[c.y]!.domain);
        if (dx * dy > MAX_RELATION_PAIRS) {
          unsupported.push(
            `${describeConstraint(c, i)}: '${c.op}' over domains of ${dx} and ${dy} values needs up to ` +
              `${dx * dy} forbidden-pair items (the exact-cover encoding takes relations up to ${MAX_RELATION_PAIRS} pairs)`,
          );
        }
        return;
      }
      case 'linear':
        unsupported.push(`${describeConstraint(c, i)}: linear constraints have no exact-cover encoding`);
        return;
      case 'table':
        unsupported.push(`${describeConstraint(c, i)}: table constraints have no exact-cover encoding`);
        return;
      default:
        unsupported.push(describeConstraint(c, i));
    }
  });
  let options = 0;
  for (const v of model.variables) options += domainSize(v.domain);
  if (options > MAX_EXACT_COVER_OPTIONS) {
    unsupported.push(
      `model: ${options} (variable, value) options exceed the exact-cover limit of ${MAX_EXACT_COVER_OPTIONS}`,
    );
  }
  return { ok: unsupported.length === 0, unsupported, warnings: [] };
}

const SUPPORTED: SupportReport = Object.freeze({
  ok: true,
  unsupported: Object.freeze([]) as readonly string[],
  warnings: Object.freeze([]) as readonly string[],
});

/** Only `allDifferent` and `ne` / `absDiffNe` relations, and few enough options. */
function plainlySupported(model: Model): boolean {
  const cs = model.constraints;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    if (c.type !== 'allDifferent' && !(c.type === 'relation' && (c.op === 'ne' || c.op === 'absDiffNe'))) {
      return false;
    }
  }
  const vars = model.variables;
  let options = 0;
  for (let v = 0; v < vars.length; v++) {
    const d = vars[v]!.domain;
    options += d.values ? d.values.length : d.max - d.min + 1;
  }
  return options <= MAX_EXACT_COVER_OPTIONS;
}
