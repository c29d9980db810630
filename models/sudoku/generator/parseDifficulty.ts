import type { DifficultyTarget } from './DifficultyTarget.js';
import { GeneratorOptionsError } from './GeneratorOptionsError.js';

const NUMBER = /^\d+(?:\.\d+)?$/;
const NAME = /^[a-z][a-z_]*$/i;

/**
 * Reads a difficulty written as text: a grade (`fiendish`), a grade or harder (`fiendish+`), a range of
 * grades (`easy..medium`, or `easy-medium`), a score range (`300..600` or `300-600`) or a lowest score
 * (`300+`). Grade names are checked against a scale later (`resolveDifficulty`), not here.
 *
 * @throws GeneratorOptionsError when the text has none of these forms.
 */
export function parseDifficulty(text: string): DifficultyTarget {
  const t = text.trim();
  const bad = (): GeneratorOptionsError =>
    new GeneratorOptionsError(
      `difficulty '${text}' is not a grade ('fiendish'), a grade or harder ('fiendish+'), a grade range ` +
        `('easy..medium') or a score range ('300..600', '300+')`,
    );
  if (t.endsWith('+')) {
    const low = t.slice(0, -1).trim();
    if (NUMBER.test(low)) return { minScore: Number(low) };
    if (NAME.test(low)) return { minGrade: low.toLowerCase() };
    throw bad();
  }
  const parts = t.includes('..') ? t.split('..') : t.split('-');
  if (parts.length === 1 && NAME.test(t)) return { minGrade: t.toLowerCase(), maxGrade: t.toLowerCase() };
  if (parts.length !== 2) throw bad();
  const low = parts[0]!.trim();
  const high = parts[1]!.trim();
  if (NUMBER.test(low) && NUMBER.test(high)) return { minScore: Number(low), maxScore: Number(high) };
  if (NAME.test(low) && NAME.test(high)) return { minGrade: low.toLowerCase(), maxGrade: high.toLowerCase() };
  throw bad();
}
