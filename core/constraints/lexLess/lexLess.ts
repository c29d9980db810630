import type { IntVar } from '../../model/IntVar.js';
import { handleIndices } from '../handleIndices.js';
import type { LexLessConstraint } from './LexLessConstraint.js';

/** `xs <lex ys` (see {@link LexLessConstraint}): `m.add(lexLess(rows[0], rows[1]))`. */
export function lexLess(xs: readonly IntVar[], ys: readonly IntVar[], name?: string): LexLessConstraint {
  const c: LexLessConstraint = {
    type: 'lexLess',
    xs: handleIndices(xs, 'lexLess'),
    ys: handleIndices(ys, 'lexLess'),
  };
  return name === undefined ? c : { ...c, name };
}
