import { Observable } from 'rxjs';
import type { Step } from '../techniques/Step.js';
import { applyVariantStep, findVariantStep } from './findVariantStep.js';
import { toVariantCandidates, type VariantStepInput } from './toVariantCandidates.js';
import { VariantCandidates } from './VariantCandidates.js';
import type { VariantStepOptions } from './VariantStepOptions.js';
import { variantTechniques } from './variantTechniques.js';

/**
 * The whole solving path of a variant puzzle as a cold stream: on subscription it takes the cheapest step,
 * applies it, emits it and starts again, until the grid is solved (then completes), or completes unsolved
 * when no technique applies. Unsubscribing stops it between steps. A position given is copied, never
 * modified. Errors with `TechniqueError` on clashing givens or a dead end, `VariantError` on a bad puzzle.
 */
export function variantSteps(input: VariantStepInput, options: VariantStepOptions = {}): Observable<Step> {
  return new Observable<Step>((subscriber) => {
    try {
      const techniques = options.techniques ?? variantTechniques;
      const position = input instanceof VariantCandidates ? input.clone() : toVariantCandidates(input);
      for (;;) {
        const step = findVariantStep(position, techniques);
        if (step === null) break;
        applyVariantStep(position, step);
        subscriber.next(step);
        if (subscriber.closed) return;
      }
      subscriber.complete();
    } catch (e) {
      subscriber.error(e);
    }
  });
}
