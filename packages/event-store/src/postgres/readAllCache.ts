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
  /** The stretch is `#events` from `#first` on: the oldest are dropped by moving `#first`, and the array is copied only once that many are behind it. */
  #events: RecordedEvent[] = [];
  #first = 0;

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
    const newest = this.#events.length > this.#first ? this.#events[this.#events.length - 1]! : undefined;
    if (sameCursor(after, newest ? newest.position : this.#start)) {
      for (const event of events) this.#events.push(event);
    } else {
      // A reader far behind (a rebuild) does not push out the stretch the others follow.
      if (newest && comparePositions(events[events.length - 1]!.position, newest.position) <= 0) return;
      this.#start = after;
      this.#events = [...events];
      this.#first = 0;
    }
    const excess = this.#events.length - this.#first - this.capacity;
    if (excess > 0) {
      this.#first += excess;
      this.#start = this.#events[this.#first - 1]!.position;
    }
    if (this.#first >= this.capacity) {
      this.#events = this.#events.slice(this.#first);
      this.#first = 0;
    }
  }

  /** Index in `#events` of the first event after `after`, when `after` is the stretch's start or one of its events. */
  #indexAfter(after: Cursor): number | undefined {
    if (sameCursor(after, this.#start)) return this.#first;
    if (after === 'start') return undefined;
    let low = this.#first;
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
