import type { IntVar } from '../../model/IntVar.js';
import { handleIndices } from '../handleIndices.js';
import type { LexLessEqConstraint } from './LexLessEqConstraint.js';

/** `xs ≤lex ys` (see {@link LexLessEqConstraint}): `m.add(lexLessEq(column(0), column(1)))`. */
export function lexLessEq(xs: readonly IntVar[], ys: readonly IntVar[], name?: string): LexLessEqConstraint {
  const c: LexLessEqConstraint = {
    type: 'lexLessEq',
    xs: handleIndices(xs, 'lexLessEq'),
    ys: handleIndices(ys, 'lexLessEq'),
  };
  return name === undefined ? c : { ...c, name };
}
