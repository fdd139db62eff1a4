import { formatPosition, type Position, type RecordedEvent } from '@outreach/domain';
import type { EventStore } from '@outreach/event-store';

/**
 * The projections of one process read the same batches of $all, usually in step: this reader
 * fetches each full batch once and hands it to every projection that asks. Only full batches are
 * kept — readAll is gapless, so a full batch after a position never changes — while a short batch
 * near the head is always read fresh.
 */
export function sharedBatchReader(store: EventStore, capacity = 16): EventStore {
  const cache = new Map<string, Promise<RecordedEvent[]>>();
  const readAll = (after: Position | 'start', limit: number): Promise<RecordedEvent[]> => {
    const key = `${after === 'start' ? 'start' : formatPosition(after)}:${limit}`;
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const read = store.readAll(after, limit);
    cache.set(key, read);
    read.then(
      (events) => {
        if (events.length < limit) cache.delete(key);
      },
      () => cache.delete(key),
    );
    while (cache.size > capacity) cache.delete(cache.keys().next().value!);
    return read;
  };
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'readAll') return readAll;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
