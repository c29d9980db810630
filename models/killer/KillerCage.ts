/** A killer cage: its cells hold different digits that add up to `sum` (when the cage has one). */
export interface KillerCage {
  /** Cell indices, row-major, 0-based. */
  readonly cells: readonly number[];
  /** The total; a cage without one only asks for different digits. */
  readonly sum?: number;
  /** The label the cage had in its text, used in messages. */
  readonly label?: string;
}
