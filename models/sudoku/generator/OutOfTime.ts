/**
 * Thrown inside the generator when its time limit is reached in the middle of a step (a grid search or a
 * uniqueness proof stopped by its `timeoutMs`, a rating stopped between its steps); `PuzzleMaker` turns it
 * into a `GenerationTimeoutError` saying where the puzzle stood. Never escapes the generator.
 */
export class OutOfTime extends Error {
  /** Builds the marker. */
  constructor() {
    super('the generator ran out of time');
    this.name = 'OutOfTime';
  }
}
