/** A key's read in progress, and the one that starts when it is over (shared by whoever asks meanwhile). */
interface KeyReads {
  running: Promise<unknown> | undefined;
  next: Promise<unknown> | undefined;
}

/**
 * Runs a read once for every caller that asks for the same key before the read has started. A key
 * has one read in progress at a time: a read asked while none is starts as soon as the code running
 * now and the promise reactions already queued have run (a microtask, never a later turn of the
 * event loop); one asked while a read is in progress starts when that one is over, and everyone
 * who asks until then shares it. A caller never gets an answer older than its own call: a read
 * that had started before it asked is not its answer. When several readers wake on one
 * notification (the projections of a process, say), or ask one after another while the database
 * answers, they share round trips instead of sending one each.
 */
export class CoalescedStarts {
  readonly #keys = new Map<string, KeyReads>();

  run<T>(key: string, read: () => Promise<T>): Promise<T> {
    let reads = this.#keys.get(key);
    if (reads?.next) return reads.next as Promise<T>;
    if (!reads) {
      reads = { running: undefined, next: undefined };
      this.#keys.set(key, reads);
    }
    const own = reads;
    const after = own.running ?? Promise.resolve();
    // The read before it may have failed: its callers were told; this one starts all the same.
    const next: Promise<T> = after
      .catch(() => undefined)
      .then(() => {
        own.next = undefined;
        own.running = next;
        return read();
      });
    own.next = next;
    const over = () => {
      if (own.running === next && own.next === undefined) this.#keys.delete(key);
    };
    next.then(over, over);
    return next;
  }
}
