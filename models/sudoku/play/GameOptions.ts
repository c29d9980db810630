/** How a {@link Game} behaves. */
export interface GameOptions {
  /**
   * After a value is placed (by hand or by the semi-automatic fill), remove that value from the pencil marks
   * of every peer, as part of the same undoable action. Off by default: the player's marks are theirs.
   */
  readonly autoCleanMarks?: boolean;
}
