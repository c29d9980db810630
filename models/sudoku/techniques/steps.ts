import { Observable } from 'rxjs';
import type { SudokuGrid } from '../SudokuGrid.js';
import { applyStep } from './applyStep.js';
import type { CandidateGrid } from './CandidateGrid.js';
import { defaultTechniques } from './defaultTechniques.js';
import { findStep } from './findStep.js';
import type { Step } from './Step.js';
import type { TechniqueOptions } from './TechniqueOptions.js';
import { toCandidateGrid } from './toCandidateGrid.js';

/**
 * The whole solving path as a cold stream: on subscription it takes the cheapest step, applies it, emits
 * it, and starts again from the cheapest technique, until the grid is solved (then completes). It also
 * completes, with the grid unsolved, when no technique applies (only when the puzzle has several
 * solutions). Unsubscribing stops it between steps (`take(1)` gives the first step only). A
 * `CandidateGrid` input is copied, never modified. Errors with `TechniqueError` on clashing givens or when
 * the puzzle turns out to have no solution.
 */
export function steps(grid: SudokuGrid | CandidateGrid, options: TechniqueOptions = {}): Observable<Step> {
  return new Observable<Step>((subscriber) => {
    try {
      const techniques = options.techniques ?? defaultTechniques;
      const work = toCandidateGrid(grid);
      const position = work === grid ? work.clone() : work;
      for (;;) {
        const step = findStep(position, techniques);
        if (step === null) break;
        applyStep(position, step);
        subscriber.next(step);
        if (subscriber.closed) return;
      }
      subscriber.complete();
    } catch (e) {
      subscriber.error(e);
    }
  });
}
