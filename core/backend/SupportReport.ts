/** What a backend says about a model before any search. */
export interface SupportReport {
  /** `true` when the backend can express every constraint of the model. */
  readonly ok: boolean;
  /** One line per unsupported constraint, naming its index and type. */
  readonly unsupported: readonly string[];
  /** Non-fatal remarks (e.g. "instance may exceed the SAT heap"). */
  readonly warnings: readonly string[];
}
