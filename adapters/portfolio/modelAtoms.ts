import { domainSize } from '../../core/model/Domain.js';
import type { Model } from '../../core/model/Model.js';

/**
 * A model's size in (variable, value) pairs: the sum of its variables' domain sizes. It is what a
 * learning search's trail, watch lists and activities grow with (one literal pair per atom), and
 * what separates a 9×9 sudoku (about 500) from a 36×36 (about 30,000) and a 225×225 (millions).
 */
export function modelAtoms(model: Model): number {
  let atoms = 0;
  for (const v of model.variables) atoms += domainSize(v.domain);
  return atoms;
}
