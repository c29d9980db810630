import type { SupportReport } from '../../core/backend/SupportReport.js';
import type { KindRegistry } from '../../core/kinds/KindRegistry.js';
import { reportSupport } from '../../core/kinds/reportSupport.js';
import { domainSize } from '../../core/model/Domain.js';
import type { Model } from '../../core/model/Model.js';
import { describeObjective } from '../../core/model/Objective.js';

/** Most (variable, value) options a compiled model may have (each costs about 30 bytes). */
export const MAX_EXACT_COVER_OPTIONS = 1 << 24;

/**
 * What the exact-cover compiler can express: every variable, and every constraint whose kind has
 * an `exactCover` form that accepts it (`allDifferent` always; binary relations while their
 * forbidden pairs stay few). Other kinds are named one by one, as is a model with too many options
 * and an objective (exact cover finds solutions; it has no notion of a better one).
 */
export function exactCoverSupport(model: Model, kinds?: KindRegistry): SupportReport {
  const ctx = model.validationContext();
  const unsupported = reportSupport(model, kinds, (kind, c) => {
    if (!kind.exactCover) return `kind '${kind.type}' has no exact-cover encoding`;
    return kind.exactCover.support ? kind.exactCover.support(c, ctx) : null;
  });
  let options = 0;
  for (const v of model.variables) options += domainSize(v.domain);
  if (options > MAX_EXACT_COVER_OPTIONS) {
    unsupported.push(
      `model: ${options} (variable, value) options exceed the exact-cover limit of ${MAX_EXACT_COVER_OPTIONS}`,
    );
  }
  if (model.objective !== undefined) {
    unsupported.push(
      `${describeObjective(model.objective)}: exact cover cannot optimise (use native or sat)`,
    );
  }
  if (unsupported.length === 0) return SUPPORTED;
  return { ok: false, unsupported, warnings: [] };
}

const SUPPORTED: SupportReport = Object.freeze({
  ok: true,
  unsupported: Object.freeze([]) as readonly string[],
  warnings: Object.freeze([]) as readonly string[],
});
