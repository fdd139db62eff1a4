const tails = new Map<string, Promise<unknown>>();

/**
 * Runs work for one key after the work already queued for that key in this process has finished,
 * in order: concurrent commands on one stream then never race each other for its revision (other
 * processes still can; the command handler retries those conflicts).
 */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
