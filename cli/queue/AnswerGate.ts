/**
 * Keeps a suspect puzzle alone in its worker process. A chunk answered again after a crash is answered
 * one puzzle at a time, and each puzzle's try is counted before it runs: if the process dies then, the
 * puzzle in flight is to blame. That only holds if nothing else was in flight in the process, so an
 * `exclusive` answer waits for the `shared` ones (whole chunks, on the other threads or taken ahead) to
 * end, and holds new ones back until it is done. Shared answers run side by side.
 */
export class AnswerGate {
  /** Shared answers in flight. */
  #shared = 0;
  /** Whether an exclusive answer is in flight. */
  #exclusive = false;
  /** Exclusive answers waiting: while any waits, no new shared answer starts (none is starved). */
  #exclusiveWaiting = 0;
  /** Who waits for the gate to change. */
  #waiters: (() => void)[] = [];

  /** Runs `work` beside other shared work, never beside exclusive work. */
  async shared<T>(work: () => Promise<T>): Promise<T> {
    while (this.#exclusive || this.#exclusiveWaiting > 0) await this.#changed();
    this.#shared++;
    try {
      return await work();
    } finally {
      this.#shared--;
      this.#wake();
    }
  }

  /** Runs `work` with nothing else in flight. */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    this.#exclusiveWaiting++;
    try {
      while (this.#exclusive || this.#shared > 0) await this.#changed();
    } finally {
      this.#exclusiveWaiting--;
    }
    this.#exclusive = true;
    try {
      return await work();
    } finally {
      this.#exclusive = false;
      this.#wake();
    }
  }

  #changed(): Promise<void> {
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}
