/**
 * The e-mails of one dispatcher process at their mail servers. The servers' answers are recorded
 * together after a short window (more answers join it while sends are out); once the last send
 * out has its answer, none will come to join it, and `whenNoneOut` records the waiting ones at once.
 */
export class SendsInFlight {
  #out = 0;

  constructor(private readonly whenNoneOut: () => void) {}

  /** Runs the send, counted as out until it settles. */
  async track<T>(send: () => Promise<T>): Promise<T> {
    this.#out++;
    try {
      return await send();
    } finally {
      this.#out--;
      // After the answer's own continuation has put its append in the window (and none went out meanwhile).
      if (this.#out === 0) setImmediate(() => this.#out === 0 && this.whenNoneOut());
    }
  }
}
