/** Base class of every error cspkit throws on purpose. */
export class CspError extends Error {
  /** Creates an error with a message that says what and where. */
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
