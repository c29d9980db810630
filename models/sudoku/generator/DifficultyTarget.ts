/**
 * Which difficulties a generated puzzle may have, by grade, by score, or both (every bound given must hold;
 * bounds are inclusive). `{ minGrade: 'fiendish' }` means fiendish or harder. As text (see
 * `parseDifficulty`): `fiendish`, `fiendish+`, `easy..medium`, `300..600`, `300+`.
 */
export interface DifficultyTarget {
  /** Easiest grade accepted. */
  readonly minGrade?: string;
  /** Hardest grade accepted. */
  readonly maxGrade?: string;
  /** Lowest score accepted. */
  readonly minScore?: number;
  /** Highest score accepted. */
  readonly maxScore?: number;
}
