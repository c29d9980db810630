/**
 * A run of whole lines of a line-format input, as raw text: what a worker thread of `--jobs` gets
 * instead of one object per puzzle, so that handing puzzles to a thread costs one string copy.
 */
export interface LineBlock {
  /** The lines, each with its terminator (LF, CRLF or CR); the input's last line may lack one. */
  readonly text: string;
  /** The 1-based number of the block's first line in the input. */
  readonly firstLine: number;
}
