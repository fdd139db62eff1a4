import { comparePositions, type Position, type RecordedEvent } from '@outreach/domain';

type Cursor = Position | 'start';

const sameCursor = (a: Cursor, b: Cursor) => (a === 'start' || b === 'start' ? a === b : comparePositions(a, b) === 0);

/**
 * The newest stretch of $all that readAll answered, kept so that readers following the log (the
 * projections of a process, each at its own checkpoint) are answered from memory instead of each
 * reading — and the server serialising — the same events again. What readAll answers after a
 * cursor never changes (it only returns events of transactions older than every running one, so
 * nothing can later appear between them), so a stretch stays true: `events` are exactly the events
 * that follow `start`, in order. At most `capacity` events are kept, the oldest dropped first.
 */
export class ReadAllCache {
  #start: Cursor = 'start';
  #events: RecordedEvent[] = [];

  constructor(private readonly capacity: number) {}

  /**
   * The events after `after` (up to `limit`) when the stretch knows what follows it; possibly
   * fewer than `limit` (the end of the stretch), never a gap. Undefined when `after` is not in the
   * stretch or is its end: then the store must be read.
   */
  after(after: Cursor, limit: number): RecordedEvent[] | undefined {
    const from = this.#indexAfter(after);
    if (from === undefined || from >= this.#events.length) return undefined;
    return this.#events.slice(from, from + limit);
  }

  /** Keeps `events`, read from the store after `after`: they extend the stretch when they follow its end, else start a newer one. */
  remember(after: Cursor, events: readonly RecordedEvent[]): void {
    if (events.length === 0) return;
    const end = this.#events.length ? this.#events[this.#events.length - 1]!.position : this.#start;
    if (sameCursor(after, end)) {
      this.#events.push(...events);
    } else {
      const newest = this.#events[this.#events.length - 1];
      // A reader far behind (a rebuild) does not push out the stretch the others follow.
      if (newest && comparePositions(events[events.length - 1]!.position, newest.position) <= 0) return;
      this.#start = after;
      this.#events = [...events];
    }
    const excess = this.#events.length - this.capacity;
    if (excess > 0) {
      this.#start = this.#events[excess - 1]!.position;
      this.#events = this.#events.slice(excess);
    }
  }

  /** Index of the first event after `after`, when `after` is the stretch's start or one of its events. */
  #indexAfter(after: Cursor): number | undefined {
    if (sameCursor(after, this.#start)) return 0;
    if (after === 'start') return undefined;
    let low = 0;
    let high = this.#events.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const order = comparePositions(this.#events[mid]!.position, after);
      if (order === 0) return mid + 1;
      if (order < 0) low = mid + 1;
      else high = mid - 1;
    }
    return undefined;
  }
}
