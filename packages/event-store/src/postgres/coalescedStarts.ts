/**
 * Runs a read once for every caller that asks for the same key before the read has started; it
 * starts as soon as the code running now and the promise reactions already queued have run (a
 * microtask, never a later turn of the event loop). A caller never gets an answer older than its
 * own call: once a read has started, the next caller of its key waits for a read of its own. When
 * several readers wake on one notification (the projections of a process, say), they share one
 * round trip instead of sending one each.
 */
export class CoalescedStarts {
  readonly #waiting = new Map<string, Promise<unknown>>();

  run<T>(key: string, read: () => Promise<T>): Promise<T> {
    const waiting = this.#waiting.get(key);
    if (waiting) return waiting as Promise<T>;
    const started = Promise.resolve().then(() => {
      this.#waiting.delete(key);
      return read();
    });
    this.#waiting.set(key, started);
    return started;
  }
}
