import type { Position, RecordedEvent } from '@outreach/domain';
import DataLoader from 'dataloader';
import type { AppendResult, EventStore, EventToAppend, ExpectedRevision, ReadStreamOptions, StreamAppend } from '../port.ts';

export interface BatchingOptions {
  /** How long an append waits for others to share its round trip (default 2 ms). */
  appendWindowMs?: number;
  /** Most streams one round trip carries (default 500). */
  maxBatch?: number;
}

interface PendingAppend {
  streamId: string;
  events: readonly EventToAppend[];
  expectedRevision: ExpectedRevision;
}

/**
 * An event store that answers each call as the store it wraps would, but carries the calls made
 * at about the same moment by many concurrent callers (the e-mails of a send batch, each on its
 * own stream) in one round trip: whole-stream reads through `readStreams`, newest events through
 * one `readLastEvents`, appends through one `appendToStreams`.
 *
 * Each append keeps its own outcome: a batch the store refuses as a whole (one stream's expected
 * revision did not hold; on PostgreSQL nothing of it is then stored) is sent again one append at a
 * time, so only the append at fault fails, with the error appendToStream gives. Two appends to one
 * stream in the same moment go in successive round trips, in the order they were made.
 */
export class BatchingEventStore implements EventStore {
  readonly #inner: EventStore;
  readonly #streams: DataLoader<string, RecordedEvent[]>;
  readonly #lastEvents: DataLoader<string, RecordedEvent | undefined>;
  readonly #appends: DataLoader<PendingAppend, AppendResult>;
  /** The batches of appends waiting for their window: each one sends its batch, once. */
  readonly #waiting = new Set<() => void>();

  constructor(inner: EventStore, options: BatchingOptions = {}) {
    this.#inner = inner;
    const maxBatchSize = options.maxBatch ?? 500;
    const windowMs = options.appendWindowMs ?? 2;
    // Reads made in the same turn of the event loop share a query; appends wait a little longer.
    const nextTurn = (flush: () => void) => void setImmediate(flush);
    this.#streams = new DataLoader(
      async (ids) => {
        const found = await inner.readStreams(ids);
        return ids.map((id) => found.get(id) ?? []);
      },
      { cache: false, maxBatchSize, batchScheduleFn: nextTurn },
    );
    this.#lastEvents = new DataLoader(
      async (ids) => {
        const found = await inner.readLastEvents(ids);
        return ids.map((id) => found.get(id));
      },
      { cache: false, maxBatchSize, batchScheduleFn: nextTurn },
    );
    this.#appends = new DataLoader((appends) => this.#appendBatch(appends), {
      cache: false,
      maxBatchSize,
      batchScheduleFn: (flush) => {
        const send = () => {
          if (!this.#waiting.delete(send)) return;
          clearTimeout(timer);
          flush();
        };
        const timer = setTimeout(send, windowMs);
        this.#waiting.add(send);
      },
    });
  }

  /** Sends the appends waiting for their window now: their caller knows no more will come to share it. */
  flushAppends(): void {
    for (const send of [...this.#waiting]) send();
  }

  appendToStream(streamId: string, events: readonly EventToAppend[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    return this.#appends.load({ streamId, events, expectedRevision: options.expectedRevision });
  }

  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    return this.#inner.appendToStreams(appends);
  }

  async readLastEvents(streamIds: readonly string[]): Promise<Map<string, RecordedEvent>> {
    const unique = [...new Set(streamIds)];
    const found = new Map<string, RecordedEvent>();
    (await this.#lastEvents.loadMany(unique)).forEach((event, i) => {
      if (event instanceof Error) throw event;
      if (event) found.set(unique[i]!, event);
    });
    return found;
  }

  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    return this.#inner.readStreams(streamIds);
  }

  async *readStream(streamId: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    // Only a whole stream read forwards is shared; a part of one is the store's own.
    if (options.fromRevision !== undefined || options.direction === 'backwards' || options.maxCount !== undefined) {
      yield* this.#inner.readStream(streamId, options);
      return;
    }
    yield* await this.#streams.load(streamId);
  }

  readAll(after: Position | 'start', limit: number): Promise<RecordedEvent[]> {
    return this.#inner.readAll(after, limit);
  }

  wake(after: Position, signal?: AbortSignal): AsyncIterable<void> {
    return this.#inner.wake(after, signal);
  }

  headPosition(): Promise<Position | undefined> {
    return this.#inner.headPosition();
  }

  /** The store it wraps is closed by its owner. */
  async close(): Promise<void> {}

  async #appendBatch(appends: readonly PendingAppend[]): Promise<(AppendResult | Error)[]> {
    const results: (AppendResult | Error)[] = new Array(appends.length);
    for (const round of rounds(appends)) {
      if (round.length === 1) {
        const i = round[0]!;
        results[i] = await this.#appendOne(appends[i]!);
        continue;
      }
      try {
        const stored = await this.#inner.appendToStreams(round.map((i) => appends[i]!));
        round.forEach((i, k) => (results[i] = stored[k]!));
      } catch {
        // Refused as a whole: each append alone, so that only the one at fault fails.
        const alone = await Promise.all(round.map((i) => this.#appendOne(appends[i]!)));
        round.forEach((i, k) => (results[i] = alone[k]!));
      }
    }
    return results;
  }

  #appendOne(append: PendingAppend): Promise<AppendResult | Error> {
    return this.#inner.appendToStream(append.streamId, append.events, { expectedRevision: append.expectedRevision }).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
  }
}

/**
 * The appends split into round trips in which each stream and each event id appears once, every
 * append in the first round that can take it: appends to one stream keep their order.
 */
function rounds(appends: readonly PendingAppend[]): number[][] {
  const result: { indexes: number[]; eventIds: Set<string> }[] = [];
  const lastRoundOf = new Map<string, number>();
  appends.forEach((append, i) => {
    let r = (lastRoundOf.get(append.streamId) ?? -1) + 1;
    while (r < result.length && append.events.some((e) => result[r]!.eventIds.has(e.eventId))) r++;
    if (r === result.length) result.push({ indexes: [], eventIds: new Set() });
    const round = result[r]!;
    round.indexes.push(i);
    for (const e of append.events) round.eventIds.add(e.eventId);
    lastRoundOf.set(append.streamId, r);
  });
  return result.map((r) => r.indexes);
}
